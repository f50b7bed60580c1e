/// The tag a `Picker` option carries (`tag(_:)`).
enum PickerTagKey {}

private struct TagsForEachElementsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }

extension EnvironmentValues {
    /// Whether a ForEach tags its elements' views with their ids (inside a Picker or TabView).
    var tagsForEachElements: Bool {
        get { self[TagsForEachElementsKey.self] }
        set { self[TagsForEachElementsKey.self] = newValue }
    }

    /// The picker style in force.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Tags this view as the option for `tag` in a `Picker`.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TaggingModifier { id, tree in
            tree.setLayoutValue(ObjectIdentifier(PickerTagKey.self), AnyHashable(tag), on: id)
        })
    }

    /// The style of the pickers in this view.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any KnownPickerStyle)?.kind ?? .automatic)
    }
}

/// A control that selects one of its tagged options, as SwiftUI's `Picker`, laid out by the
/// picker style in force (`PickerStyleKind` says how each looks). Views from a `ForEach` are
/// tagged with their element's id unless they carry a tag (Apple, `Picker`). A selection that no
/// option is tagged with, or a picker with no options, shows no value and is reported in the
/// result's diagnostics with the picker's path.
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

    /// A picker labelled `label` (SwiftUI's deprecated form, the label a view).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let environment = context.environment
        var style = environment.pickerStyle
        let inList = environment.isInList
        if style == .automatic { style = .menu }
        // Outside a list an inline picker is a wheel (documented choice: iOS shows inline options
        // as list rows, which need a list).
        if style == .inline && !inList { style = .wheel }
        let options = PickerOptions(picker: self, style: style, in: context, &inputs)
        let view: AnyView
        switch style {
        case .segmented, .palette: view = AnyView(SegmentedPicker(options: options))
        // A wheel shows no label on iOS (the label names it for accessibility; documented choice).
        case .wheel: view = AnyView(WheelPicker(options: options))
        case .inline: view = AnyView(InlinePickerRows(options: options, label: environment.labelsHidden ? nil : AnyView(label)))
        case .navigationLink: view = AnyView(PickerRow(label: AnyView(label), value: options.chosen, accessory: .disclosure, inList: inList))
        case .menu, .automatic:
            view = AnyView(PickerRow(
                label: environment.labelsHidden || !inList ? nil : AnyView(label), value: options.chosen, accessory: .menu, inList: inList))
        }
        let start = inputs.list.count
        inputs.resolve(view.controlRole(.picker))
        if options.chosen == nil, inputs.list.count > start {
            inputs.tree.report(
                inputs.list[start], .unsupported,
                options.isEmpty ? "a Picker with no options; it shows nothing" : "no option of the Picker is tagged \(selection); it shows no value")
        }
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

/// A picker's options resolved for its style: every option's node in order, the selected one's
/// index, and for the styles that set the selected option apart, its node drawn that way.
struct PickerOptions {
    /// The options' nodes, in order (the selected one drawn as the others).
    var nodes: [NodeID] = []
    /// The index of the selected option, nil when no option has the selection's tag.
    var selectedIndex: Int?
    /// The selected option drawn as its style draws it (medium weight in a segmented control,
    /// larger in a wheel), when that differs from `nodes`.
    var emphasised: NodeID?

    var isEmpty: Bool { nodes.isEmpty }
    /// The selected option's node as the picker shows it.
    var chosen: NodeID? { emphasised ?? selectedIndex.map { nodes[$0] } }

    init<Label: View, SelectionValue: Hashable, Content: View>(
        picker: Picker<Label, SelectionValue, Content>, style: PickerStyleKind, in context: ResolveContext, _ inputs: inout _ViewInputs
    ) {
        var inner = context
        inner.stackOrientation = nil
        inner.environment.tagsForEachElements = true
        // The options' fonts: a segmented control's 13-point labels; a wheel's 21-point rows
        // (research `ios-metrics.md` §4.3, §4.1).
        switch style {
        case .segmented, .palette: inner.environment.font = .system(size: PickerMetrics.segmentFontSize)
        case .wheel: inner.environment.font = .system(size: PickerMetrics.wheelFontSize)
        default: break
        }
        nodes = inputs.nodes(of: picker.content, in: inner)
        let wanted = AnyHashable(picker.selection)
        let key = ObjectIdentifier(PickerTagKey.self)
        selectedIndex = nodes.firstIndex { inputs.tree.layoutValue(key, of: $0) as? AnyHashable == wanted }
        guard let selectedIndex else { return }
        // The selected option again, emphasised: the options' views are resolved once more and
        // the selected one's kept (the others are never placed).
        var emphasis = inner
        switch style {
        case .segmented, .palette: emphasis.environment.fontModifiers.weight = .medium
        case .wheel: emphasis.environment.font = .system(size: PickerMetrics.wheelSelectedFontSize)
        default: return
        }
        let again = inputs.nodes(of: picker.content, in: emphasis)
        if again.indices.contains(selectedIndex) { emphasised = again[selectedIndex] }
    }
}

/// The metrics of the picker styles (Design §25; research `ios-metrics.md` §4.1, §4.3).
enum PickerMetrics {
    /// A segmented control: 32 points tall (its content at least 28 with 2 points above and
    /// below), 3 points at the ends, an outer corner radius of 8 and a thumb radius of 6.93, on
    /// `tertiarySystemFill` (118, 118, 128 at 12 %); separators 1 point wide inset 6 points top
    /// and bottom in (142, 142, 147) at 30 %, hidden next to the selected segment; 13-point
    /// labels, the selected one medium (Flutter's iOS 13 control, from Apple Design Resources).
    static let segmentHeight: CGFloat = 32
    static let segmentInset = EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
    static let segmentCornerRadius: CGFloat = 8
    static let thumbCornerRadius: CGFloat = 6.93
    static let segmentPadding: CGFloat = 9.25
    static let segmentFontSize: CGFloat = 13
    static let segmentBackground = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    static let segmentSeparator = Color(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255, opacity: 0x4D / 255)
    /// A wheel: 216 points tall, 320 wide when nothing is proposed, 32-point rows, rows away from
    /// the centre at 44.7 % opacity; 21-point text, the centred row 23.5; a `tertiarySystemFill`
    /// band of radius 8, 9 points in from the sides, behind the centred row (the wheel's
    /// perspective is not drawn: documented choice).
    static let wheelHeight: CGFloat = 216
    static let wheelWidth: CGFloat = 320
    static let wheelRowHeight: CGFloat = 32
    static let wheelOffCentreOpacity = 0.447
    static let wheelFontSize: CGFloat = 21
    static let wheelSelectedFontSize: CGFloat = 23.5
    static let wheelBandInset: CGFloat = 9
    /// How many rows show above and below the centred one: as many as the 216 points hold.
    static var wheelRowsEachSide: Int { Int(((wheelHeight - wheelRowHeight) / 2 / wheelRowHeight).rounded(.up)) }
}

/// A menu or navigation-link picker: its value (with the up-and-down chevrons of a menu, in the
/// tint; or in the secondary style before a disclosure chevron), after the label at the leading
/// edge in a list row.
private struct PickerRow: View {
    enum Accessory { case menu, disclosure }
    let label: AnyView?
    let value: NodeID?
    let accessory: Accessory
    let inList: Bool

    var body: some View {
        EnvironmentReader { environment in
            let tint = environment.resolvedTint
            let valueColor = accessory == .menu ? tint : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
            let shown = HStack(spacing: GlyphMetrics.menuChevronSpacing) {
                if let value { ResolvedNodes(value).foregroundColor(valueColor).controlPart(.value) }
                switch accessory {
                case .menu: MenuChevrons(color: tint).controlPart(.menuIndicator)
                case .disclosure: DisclosureIndicator().containerPart(.disclosureIndicator)
                }
            }
            if let label {
                HStack {
                    label.controlPart(.label)
                    Spacer()
                    shown
                }
            } else {
                shown
            }
        }
    }
}

/// A segmented control: equal segments filling the width offered, the selected one on a white
/// thumb, separators between the others.
private struct SegmentedPicker: View {
    let options: PickerOptions

    var body: some View {
        let count = options.nodes.count
        let selected = options.selectedIndex
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                let node = index == selected ? (options.chosen ?? options.nodes[index]) : options.nodes[index]
                ResolvedNodes(node)
                    .lineLimit(1)
                    .padding(.horizontal, PickerMetrics.segmentPadding)
                    .frame(maxWidth: .infinity, minHeight: PickerMetrics.segmentHeight - PickerMetrics.segmentInset.top - PickerMetrics.segmentInset.bottom)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: PickerMetrics.thumbCornerRadius, style: .continuous)
                                .fill(Color.white)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                                .controlPart(.selectionIndicator)
                        }
                    }
                    .controlPart(.option)
                if index < count - 1 {
                    let hidden = selected == index || selected == index + 1
                    PickerMetrics.segmentSeparator.opacity(hidden ? 0 : 1)
                        .frame(width: 1)
                        .padding(.vertical, 6)
                        .controlPart(.separator)
                }
            }
        }
        .padding(PickerMetrics.segmentInset)
        .frame(height: PickerMetrics.segmentHeight)
        .background {
            RoundedRectangle(cornerRadius: PickerMetrics.segmentCornerRadius, style: .continuous).fill(PickerMetrics.segmentBackground)
        }
    }
}

/// A wheel: the selected option centred on its band, the options before and after it above and
/// below, fainter, clipped to the wheel's 216 points.
private struct WheelPicker: View {
    let options: PickerOptions

    var body: some View {
        let selected = options.selectedIndex ?? 0
        let each = PickerMetrics.wheelRowsEachSide
        let rows = Array(max(selected - each, 0)..<min(selected + each + 1, options.nodes.count))
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(PickerMetrics.segmentBackground)
                .frame(height: PickerMetrics.wheelRowHeight)
                .padding(.horizontal, PickerMetrics.wheelBandInset)
                .controlPart(.selectionIndicator)
            ForEach(rows, id: \.self) { index in
                let isSelected = index == options.selectedIndex
                ResolvedNodes(isSelected ? (options.chosen ?? options.nodes[index]) : options.nodes[index])
                    .lineLimit(1)
                    .frame(height: PickerMetrics.wheelRowHeight)
                    .opacity(isSelected ? 1 : PickerMetrics.wheelOffCentreOpacity)
                    .offset(y: CGFloat(index - selected) * PickerMetrics.wheelRowHeight)
                    .controlPart(.option)
            }
        }
        .frame(idealWidth: PickerMetrics.wheelWidth, maxWidth: .infinity)
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}

/// An inline picker in a list: the label's row, then one row per option, the selected one with
/// a checkmark in the tint at its trailing edge.
private struct InlinePickerRows: View {
    let options: PickerOptions
    let label: AnyView?

    var body: some View {
        EnvironmentReader { environment in
            if let label { label.controlPart(.label) }
            ForEach(0..<options.nodes.count, id: \.self) { index in
                HStack {
                    ResolvedNodes(options.nodes[index])
                    Spacer()
                    if index == options.selectedIndex {
                        Checkmark(color: environment.resolvedTint).controlPart(.selectionIndicator)
                    }
                }
                .controlPart(.option)
            }
        }
    }
}

/// How a picker looks.
enum PickerStyleKind: Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// A picker style Typeset lays out.
protocol KnownPickerStyle {
    var kind: PickerStyleKind { get }
}

/// A picker's look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// The platform's default: a menu on iOS (inside and outside forms since iOS 16).
public struct DefaultPickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .automatic } }
/// The selected option and up-and-down chevrons in the tint; options in a menu.
public struct MenuPickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
/// The options as rows of the list, the selected one checked.
public struct InlinePickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .inline } }
/// A wheel.
public struct WheelPickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .wheel } }
/// A row that pushes the options' list: the value in the secondary style and a disclosure chevron.
public struct NavigationLinkPickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .navigationLink } }
/// The options side by side; outside a menu laid out as a segmented control (documented choice).
public struct PalettePickerStyle: PickerStyle, KnownPickerStyle { public init() {}; var kind: PickerStyleKind { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
