import Foundation

/// A label with a value, as SwiftUI's `LabeledContent`, laid out by the labeled-content style in
/// force: on iOS the label at the leading edge and the content at the trailing edge in the
/// secondary style, filling the width offered (a form's value row; research `ios-metrics.md` §3:
/// detail text is body size in `secondaryLabel`). With `labelsHidden()` the content alone.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` labelled with `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
        return EnvironmentReader { environment in
            environment.styledBody(\.labeledContentStyle, fallback: AutomaticLabeledContentStyle().box, configuration)
        }
        .controlRole(.labeledContent)
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled with `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labelled with `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title) { Text(value) }
    }

    /// `value` formatted by `format`, labelled with `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title) { Text(format.format(value)) }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A labeled content made from a style's configuration (inside `LabeledContentStyle.makeBody`).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The parts of a labeled content, for a `LabeledContentStyle`.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.label) }
    }
    /// The content, type-erased.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.value) }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// How a labeled content is laid out, as SwiftUI's `LabeledContentStyle`.
public protocol LabeledContentStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabeledContentStyle {
    var box: StyleBox<LabeledContentStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

/// The default: the label leading, the content trailing in the secondary style, on their first
/// baselines, filling the width (documented choice: the form row iOS draws, also outside forms).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            if environment.labelsHidden {
                configuration.content
            } else {
                HStack(alignment: .firstTextBaseline) {
                    configuration.label
                    Spacer()
                    configuration.content.foregroundStyle(HierarchicalShapeStyle.secondary).multilineTextAlignment(.trailing)
                }
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct LabeledContentStyleKey: EnvironmentKey { static var defaultValue: StyleBox<LabeledContentStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var labeledContentStyle: StyleBox<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the labeled contents in this view.
    public consuming func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        settingStyle(\.labeledContentStyle, style.box)
    }
}
