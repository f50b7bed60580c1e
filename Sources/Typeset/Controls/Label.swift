/// A title with an icon, as SwiftUI's `Label`, laid out by the label style in force.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
        return EnvironmentReader { environment in
            environment.styledBody(\.labelStyle, fallback: DefaultLabelStyle().box, configuration)
        }
        .controlRole(.label)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration (inside `LabelStyle.makeBody`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The parts of a label, for a `LabelStyle`.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.title) }
    }
    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.icon) }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How a label is laid out, as SwiftUI's `LabelStyle`.
public protocol LabelStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
    var box: StyleBox<LabelStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: StyleBox<LabelStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var labelStyle: StyleBox<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the labels in this view.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        settingStyle(\.labelStyle, style.box)
    }
}

/// The default style: icon and title (outside lists and toolbars on iOS).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon before the title in a row, centred vertically, with the default spacing.
/// Documented choice: Apple documents the parts and their order, not the spacing; Typeset uses
/// an `HStack` with the standard spacing (Design §5), as a label style written with
/// `HStack { configuration.icon; configuration.title }` does.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon only.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
