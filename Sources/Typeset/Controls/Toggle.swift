/// A control that turns an option on or off, as SwiftUI's `Toggle`, laid out by the toggle style
/// in force (on iOS: the label, then a switch at the trailing edge, filling the width).
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle bound to `isOn`, showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn)
        return EnvironmentReader { environment in
            environment.styledBody(\.toggleStyle, fallback: DefaultToggleStyle().box, configuration)
        }
        .controlRole(.toggle)
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration (inside `ToggleStyle.makeBody`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The properties of a toggle, for a `ToggleStyle`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.label) }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// How a toggle is laid out, as SwiftUI's `ToggleStyle`.
public protocol ToggleStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
    var box: StyleBox<ToggleStyleConfiguration> { StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: StyleBox<ToggleStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var toggleStyle: StyleBox<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the toggles in this view.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        settingStyle(\.toggleStyle, style.box)
    }
}

/// The default style: on iOS, `switch`.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The size of iOS's switch: 51 × 31 points, with a 27-point thumb 2 points in from the edges
/// (`UISwitch`'s fixed intrinsic size; Apple, UIKit `UISwitch`: "the size of the switch is fixed";
/// 51 × 31 is the size Interface Builder and `intrinsicContentSize` give).
enum SwitchMetrics {
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// The switch's "on" fill: `systemGreen` (52, 199, 89), iOS's default for `UISwitch.onTintColor`.
    static let onColor = Color.green
    /// The "off" track: `systemFill` (120, 120, 128) at 16 %.
    static let offColor = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
}

/// The switch itself: a capsule with its thumb at the leading (off) or trailing (on) end.
struct SwitchView: View {
    let isOn: Bool
    let tint: Color?

    var body: some View {
        Capsule()
            .fill(isOn ? (tint ?? SwitchMetrics.onColor) : SwitchMetrics.offColor)
            .controlPart(.track)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .frame(width: SwitchMetrics.thumbDiameter, height: SwitchMetrics.thumbDiameter)
                    .controlPart(.thumb)
                    .padding(SwitchMetrics.thumbInset)
            }
            .frame(width: SwitchMetrics.size.width, height: SwitchMetrics.size.height)
            .controlPart(.switch)
    }
}

/// The label at the leading edge and the 51 × 31 switch at the trailing edge, in a row that
/// fills the offered width (iOS `Toggle`; Apple, `SwitchToggleStyle`: "a leading label and a
/// trailing switch"). With `labelsHidden()` the switch alone.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A switch whose "on" track is `tint` (deprecated in SwiftUI for the `tint` modifier,
    /// which colours the same track; research `ios-metrics.md` §4.7).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            if environment.labelsHidden {
                SwitchView(isOn: configuration.isOn, tint: tint ?? environment.tint)
            } else {
                HStack {
                    configuration.label
                    Spacer()
                    SwitchView(isOn: configuration.isOn, tint: tint ?? environment.tint)
                }
            }
        }
    }
}

/// A toggle drawn as a button: bordered, and filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let size = environment.controlSize
            let tint = environment.resolvedTint
            configuration.label
                .foregroundStyle(configuration.isOn ? Color.white : tint)
                .padding(BorderedMetrics.insets(size))
                .background {
                    RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius(size), style: .continuous)
                        .fill(configuration.isOn ? tint : tint.opacity(0.15))
                }
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
