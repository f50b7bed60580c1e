import Foundation

/// Controls shown as a group, as SwiftUI's `ControlGroup`, laid out by the control-group style
/// in force. On iOS outside a toolbar the automatic style is a row of equal-width bordered
/// buttons that fills the width offered, hairlines between them, on one rounded rectangle
/// (documented choices: the 8-point radius and the insets of a regular bordered button,
/// `BorderedMetrics`, on `tertiarySystemFill`).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?

    /// A group of `content`'s controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(content: .init(AnyView(content)), label: .init(label ?? AnyView(EmptyView())))
        return EnvironmentReader { environment in
            environment.styledBody(\.controlGroupStyle, fallback: AutomaticControlGroupStyle().box, configuration)
        }
        .controlRole(.controlGroup)
    }
}

/// A control group's content and its label (the label shows when the group is a menu).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group of `content`'s controls labelled `label`.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        let content = content(), label = label()
        self.content = LabeledControlGroupContent(content: content, label: label)
        self.label = AnyView(label)
    }

    /// A group of `content`'s controls titled `title`.
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of `content`'s controls titled `title` with the symbol `systemImage`.
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A control group made from a style's configuration (inside `ControlGroupStyle.makeBody`).
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
    }
}

/// The parts of a control group, for a `ControlGroupStyle`.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The group's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.label) }
    }
    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
}

/// How a control group is laid out, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ControlGroupStyle {
    var box: StyleBox<ControlGroupStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

/// The default: on iOS outside a toolbar, the bordered row (`ControlGroup`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedControlRow(content: configuration.content)
    }
}

/// The controls side by side with the standard spacing, as in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            HStack { configuration.content }.foregroundStyle(environment.resolvedTint)
        }
    }
}

/// The group closed as a menu: its label in the tint (the controls are in the menu).
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label.foregroundStyle(environment.resolvedTint)
        }
    }
}

/// The group closed as a compact menu: the `ellipsis.circle` symbol in the tint (documented
/// choice: the compact menu button iOS draws).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            Image(systemName: "ellipsis.circle").foregroundStyle(environment.resolvedTint)
        }
    }
}

/// The controls side by side (documented choice: outside a menu, as the navigation style).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NavigationControlGroupStyle().makeBody(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: StyleBox<ControlGroupStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var controlGroupStyle: StyleBox<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the control groups in this view.
    public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        settingStyle(\.controlGroupStyle, style.box)
    }
}

/// Controls as a bordered row: each control resolved on its own, given an equal share of the
/// width, its label in the tint, with hairlines between them.
private struct BorderedControlRow<Content: View>: PrimitiveView {
    let content: Content

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        inner.stackOrientation = nil
        let items = inputs.nodes(of: content, in: inner)
        let tint = context.environment.resolvedTint
        let insets = BorderedMetrics.insets(context.environment.controlSize)
        let row = HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                if index > 0 {
                    PickerMetrics.segmentSeparator.frame(width: 1).padding(.vertical, 6).controlPart(.separator)
                }
                ResolvedNodes(items[index])
                    .foregroundStyle(tint)
                    .padding(insets)
                    .frame(maxWidth: .infinity)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .background {
            RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius(context.environment.controlSize), style: .continuous)
                .fill(PickerMetrics.segmentBackground)
                .controlPart(.bezel)
        }
        inputs.resolve(row)
    }
}
