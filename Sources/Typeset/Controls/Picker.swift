/// The tag a `Picker` option carries (`tag(_:)`).
enum PickerTagKey {}

private struct TagsForEachElementsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a ForEach tags its elements' views with their ids (inside a Picker or TabView).
    var tagsForEachElements: Bool {
        get { self[TagsForEachElementsKey.self] }
        set { self[TagsForEachElementsKey.self] = newValue }
    }
}

extension View {
    /// Tags this view as the option for `tag` in a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TaggingModifier { id, tree in
            tree.setLayoutValue(ObjectIdentifier(PickerTagKey.self), AnyHashable(tag), on: id)
        })
    }

    /// The style of the pickers in this view: Typeset lays every style out as `menu`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(LayoutNeutralModifier())
    }
}

/// A control that selects one of its tagged options, as SwiftUI's `Picker`. Laid out in the
/// menu style, iOS's default outside lists and forms (iOS 16 and later): the selected option's
/// view in the tint. Documented choices: the up-and-down chevron after it is not laid out yet
/// (it is a symbol image), and every picker style lays out as the menu style. In a List or Form
/// row the label sits at the leading edge and the selected option, in the secondary colour, at the
/// trailing edge (iOS's form picker row). Views from a `ForEach` are tagged with their element's
/// id unless they carry a tag (Apple, `Picker`). A selection that
/// no option is tagged with, or a picker with no options, lays out as nothing and is reported
/// in the result's diagnostics with the picker's path.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: SelectionValue
    let label: Label
    let content: Content

    /// A picker of `content`'s tagged options bound to `selection`, labelled `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var options: [NodeID] = []
        var inner = context
        inner.stackOrientation = nil
        inner.environment.tagsForEachElements = true
        options += inputs.nodes(of: content, in: inner)
        let wanted = AnyHashable(selection)
        let key = ObjectIdentifier(PickerTagKey.self)
        let chosen = options.first { inputs.tree.layoutValue(key, of: $0) as? AnyHashable == wanted }
        let direction = context.layoutDirection
        var node: NodeID
        let inRow = context.environment.isInList && !context.environment.labelsHidden
        if let chosen, inRow {
            // In a List or Form row: the label at the leading edge and the selected option at
            // the trailing edge in the secondary colour, as iOS's form pickers show them.
            let value = inputs.tree.wrap(chosen, inPaint: .foregroundColor(.secondary), direction: direction)
            let row = HStack {
                label.controlPart(.label)
                Spacer()
                ResolvedNodes(value)
            }
            node = resolveOne(row.controlRole(.picker), in: context, &inputs)
        } else if let chosen {
            node = inputs.tree.wrap(chosen, inPaint: .controlPart(.label), direction: direction)
            node = inputs.tree.wrap(node, inPaint: .foregroundColor(context.environment.resolvedTint), direction: direction)
            node = inputs.tree.wrap(node, inPaint: .control(.picker), direction: direction)
        } else {
            let empty = inputs.tree.addEmpty(direction: direction)
            node = inputs.tree.wrap(empty, inPaint: .control(.picker), direction: direction)
            inputs.tree.report(
                node, .unsupported,
                options.isEmpty
                    ? "a Picker with no options; it shows nothing"
                    : "no option of the Picker is tagged \(selection); it shows nothing")
        }
        inputs.list.append(node)
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of `content`'s tagged options bound to `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker titled `title` of `content`'s tagged options bound to `selection`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

/// A picker's look, as SwiftUI's `PickerStyle` (every style lays out as the menu style here).
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
