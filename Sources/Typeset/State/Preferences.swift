import Foundation

// Preferences: values a view hands up to its ancestors (Design §9.1). A view writes one with
// `preference(key:value:)`; an ancestor's `onPreferenceChange` receives the values its content
// wrote, combined in the content's order by the key's `reduce`. A layout resolves each body
// once: the values are the ones written while the views were resolved (a GeometryReader's
// content is built during layout, after its ancestors have run their actions: its values do not
// reach them), and what an action changes (`@State`) shows in the next layout, not this one.

/// A named value views hand up to their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view writes one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings: `value` so far with the next one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Writes a preference value while the content resolves.
struct PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier {
    let transform: (inout Key.Value) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.preferences.count
        inputs.resolve(content)
        // The content's own values of this key, combined, then transformed: one value replaces them.
        var value = reducedPreference(Key.self, inputs.preferences[start...])
        let others = inputs.preferences[start...].filter { $0.key != ObjectIdentifier(Key.self) }
        inputs.preferences.replaceSubrange(start..., with: others)
        transform(&value)
        inputs.preferences.append((ObjectIdentifier(Key.self), value))
    }
}

/// Runs an action with the value of a preference its content wrote.
struct PreferenceReadingModifier<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.preferences.count
        inputs.resolve(content)
        let value = reducedPreference(Key.self, inputs.preferences[start...])
        if value != Key.defaultValue { action(value) }
    }
}

/// Builds a view from the value of a preference its content wrote.
struct PreferenceViewModifier<Key: PreferenceKey, V: View>: PrimitiveModifier {
    let alignment: Alignment
    let role: SecondaryLayer.Role
    let build: (Key.Value) -> V

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.preferences.count
        let primary = inputs.nodes(of: content)
        let layer = build(reducedPreference(Key.self, inputs.preferences[start...]))
        inputs.resolve(ResolvedNodes(primary).secondaryLayer(layer, alignment: alignment, role: role))
    }
}

/// The values of `key` in `entries`, combined in order by its `reduce`: the first value as it
/// is, each next one reduced into it; the default when there is none.
private func reducedPreference<Key: PreferenceKey>(_ key: Key.Type, _ entries: ArraySlice<(key: ObjectIdentifier, value: Any)>) -> Key.Value {
    var value: Key.Value?
    for entry in entries where entry.key == ObjectIdentifier(Key.self) {
        guard let next = entry.value as? Key.Value else { continue }
        if value == nil { value = next } else { Key.reduce(value: &value!) { next } }
    }
    return value ?? Key.defaultValue
}

extension View {
    /// Hands `value` up to the ancestors as the preference `key`.
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K> { $0 = value })
    }

    /// Changes the value of the preference `key` the content hands up.
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier<K>(transform: callback))
    }

    /// Runs `action` with the value of the preference `key` the content hands up, when it
    /// differs from the key's default (see the top of this file for what a layout sees).
    public consuming func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceReadingModifier<K>(action: action))
    }

    /// Lays `transform`'s view for the value of the preference `key` over the view, as an overlay.
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceViewModifier<K, V>(alignment: alignment, role: .overlay, build: transform))
    }

    /// Lays `transform`'s view for the value of the preference `key` behind the view, as a background.
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceViewModifier<K, V>(alignment: alignment, role: .background, build: transform))
    }
}
