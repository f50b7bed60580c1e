/// The size class of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The role of a button, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A style stored in the environment: a closure building a view from a configuration (styles
/// are `Sendable` values, so the closure is too), and the style it was set inside.
struct StyleBox<Configuration>: Sendable {
    let makeBody: @Sendable (Configuration) -> AnyView
    /// The style in force where this one was set (none: the control's default). A control made
    /// from a configuration inside this style's body (`Toggle(configuration)`) takes it, as in
    /// SwiftUI (Design §25); with this style it would build itself again without end.
    var outer: [StyleBox] = []

    init(makeBody: @escaping @Sendable (Configuration) -> AnyView) { self.makeBody = makeBody }
}

extension EnvironmentValues {
    /// The body the style at `key` makes for `configuration`, `fallback`'s when none is set;
    /// inside it, `key` holds the style set outside that one.
    func styledBody<Configuration>(
        _ key: WritableKeyPath<EnvironmentValues, StyleBox<Configuration>?>, fallback: StyleBox<Configuration>,
        _ configuration: Configuration
    ) -> AnyView {
        guard let style = self[keyPath: key] else { return fallback.makeBody(configuration) }
        let outer = style.outer.first
        return AnyView(style.makeBody(configuration).modifier(EnvironmentWritingModifier { $0[keyPath: key] = outer }))
    }
}

extension View {
    /// Sets the style at `key` for this view, remembering the one it replaces.
    func settingStyle<Configuration>(_ key: WritableKeyPath<EnvironmentValues, StyleBox<Configuration>?>, _ style: StyleBox<Configuration>) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            var style = style
            style.outer = environment[keyPath: key].map { [$0] } ?? []
            environment[keyPath: key] = style
        })
    }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The size of controls (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// Whether controls hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// The size of the controls in this view.
    public consuming func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of the controls in this view (Toggle, Slider, Stepper, Picker).
    public consuming func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A view that reads the environment at resolve time and builds its content from it.
struct EnvironmentReader<Content: View>: PrimitiveView {
    let content: (EnvironmentValues) -> Content

    init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) { self.content = content }

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let view = withCurrentEnvironment(context) { content(context.environment) }
        inputs.resolve(view)
    }
}

extension View {
    /// Marks this view's nodes as a control of `role` in the result (layout unchanged).
    func controlRole(_ role: ControlRole) -> some View {
        wrapped(inPaint: .control(role))
    }

    /// Marks this view's nodes as `part` of the enclosing control in the result (layout unchanged).
    func controlPart(_ part: ControlPart) -> some View {
        wrapped(inPaint: .controlPart(part))
    }
}
