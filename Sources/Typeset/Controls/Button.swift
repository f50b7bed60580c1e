/// A control that performs an action, as SwiftUI's `Button`: its label, laid out by the button
/// style in force (`buttonStyle(_:)`; on iOS the default is borderless: the label, tinted).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button of `role` showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: some View {
        let configuration = PrimitiveButtonStyleConfiguration(label: .init(AnyView(label)), role: role, action: action)
        return EnvironmentReader { environment in
            environment.styledBody(\.buttonStyle, fallback: DefaultButtonStyle().box, configuration)
        }
        .controlRole(.button)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button of `role` with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button of `role` with a text label. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a style's configuration (inside `PrimitiveButtonStyle.makeBody`).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// The properties of a button, for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content.controlPart(.label) }
    }
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// The properties of a button, for a `ButtonStyle`.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// Whether the button is pressed: never, in a headless layout.
    public let isPressed: Bool
}

/// A style that builds a button's whole interaction and look, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that builds a button's look, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension PrimitiveButtonStyle {
    var box: StyleBox<PrimitiveButtonStyleConfiguration> {
        StyleBox { AnyView(self.makeBody(configuration: $0)) }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: StyleBox<PrimitiveButtonStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var buttonStyle: StyleBox<PrimitiveButtonStyleConfiguration>? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons in this view.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        settingStyle(\.buttonStyle, style.box)
    }

    /// The style of the buttons in this view.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        settingStyle(\.buttonStyle, StyleBox { configuration in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: configuration.label, role: configuration.role, isPressed: false)))
        })
    }

    /// The shape of bordered buttons; Typeset draws rounded rectangles whatever the shape.
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(LayoutNeutralModifier())
    }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// The colour of a button's label: the tint, or red for a destructive button (iOS).
private func buttonTint(_ role: ButtonRole?, _ environment: EnvironmentValues) -> Color {
    role == .destructive ? .red : environment.resolvedTint
}

/// The default style: on iOS, `borderless` (Apple, `DefaultButtonStyle`: "the platform's default
/// style"; on iOS a borderless button shows its label in the tint, with no insets).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the tint, with no insets and no background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label.foregroundStyle(buttonTint(configuration.role, environment))
        }
    }
}

/// The label as it is: no tint, no insets, no background.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The insets and corner radius of bordered buttons per control size.
///
/// Documented choice (Apple publishes no numbers): the label is padded 12 × 7 points at the
/// regular size, which with the 17-point body text gives the 34-point-tall bordered button of
/// iOS 15 and later; `large` pads 20 × 14 (about 50 points tall, the prominent full-width
/// buttons of Apple's apps and over the HIG's 44 × 44 minimum hit target); `small` 10 × 5 and
/// `mini` 8 × 3 with their smaller text (`subheadline`, `footnote`).
enum BorderedMetrics {
    static func insets(_ size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24)
        }
    }
    static func cornerRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 6
        case .regular: 8
        case .large, .extraLarge: 12
        }
    }
    static func font(_ size: ControlSize) -> Font? {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        default: nil
        }
    }
}

/// A bordered button: the label padded inside a tinted rounded rectangle (15 % of the tint).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let size = environment.controlSize
            let tint = buttonTint(configuration.role, environment)
            configuration.label
                .font(environment.font ?? BorderedMetrics.font(size))
                .foregroundStyle(tint)
                .padding(BorderedMetrics.insets(size))
                .background {
                    RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius(size), style: .continuous).fill(tint.opacity(0.15))
                        .controlPart(.bezel)
                }
        }
    }
}

/// A prominent bordered button: the label in white, padded inside a rounded rectangle of the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let size = environment.controlSize
            configuration.label
                .font(environment.font ?? BorderedMetrics.font(size))
                .foregroundStyle(Color.white)
                .padding(BorderedMetrics.insets(size))
                .background {
                    RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius(size), style: .continuous)
                        .fill(buttonTint(configuration.role, environment))
                        .controlPart(.bezel)
                }
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
