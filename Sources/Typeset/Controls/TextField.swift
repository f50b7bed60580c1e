/// A control that edits text, as SwiftUI's `TextField`: one line showing the text, or the
/// prompt (in the placeholder colour) when the text is empty, filling the offered width. The
/// default style on iOS is plain: no border, no insets; `roundedBorder` pads it inside a
/// rounded rectangle.
public struct TextField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    let isSecure: Bool

    /// A field bound to `text`, whose label (the placeholder when empty) is `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
        isSecure = false
    }

    init(text: String, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    /// The field's look, built by a type that is not generic: its label is erased first, so that
    /// the dozen view types the look is made of are known at compile time. Built here, generic
    /// over the label, each was looked up in the runtime's metadata cache at every resolve (a
    /// table every thread laying out writes to, Design §0.1).
    public var body: some View {
        TextFieldLook(text: text, prompt: prompt, label: AnyView(label), isSecure: isSecure)
    }
}

/// What a ``TextField`` shows: its text, or its prompt or label as the placeholder.
struct TextFieldLook: View {
    let text: String
    let prompt: Text?
    let label: AnyView
    let isSecure: Bool

    var body: some View {
        EnvironmentReader { environment in
            let line = Group {
                if !text.isEmpty {
                    // A secure field shows one bullet per character.
                    Text(isSecure ? String(repeating: "•", count: text.count) : text)
                } else if let prompt {
                    prompt.foregroundStyle(HierarchicalShapeStyle.tertiary)
                } else {
                    label.foregroundStyle(HierarchicalShapeStyle.tertiary)
                }
            }
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .controlPart(.field)
            if environment.textFieldStyle == .roundedBorder {
                line
                    .padding(TextFieldMetrics.roundedBorderInsets)
                    .background {
                        RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius, style: .circular)
                            .fill(Color.white)
                    }
                    .overlay {
                        RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius, style: .circular)
                            .stroke(TextFieldMetrics.borderColor, lineWidth: 0.5)
                    }
            } else {
                line
            }
        }
        .controlRole(isSecure ? .secureField : .textField)
    }
}

extension TextField where Label == Text {
    /// A field with a title (its placeholder when empty) bound to `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: false)
    }

    /// A field with a title (its placeholder when empty) bound to `text`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }

    /// A field with a title and a prompt bound to `text`; the prompt is the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: false)
    }

    /// A field with a title and a prompt bound to `text`; the prompt is the placeholder. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: false)
    }

    /// A field with a title bound to `text`, growing along `axis` (laid out on one line).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: false)
    }

    /// A field with a title bound to `text`, growing along `axis` (laid out on one line). The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: false)
    }

    /// A field with a title bound to a value shown through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(title), isSecure: false)
    }

    /// A field with a title bound to a value shown through `format`. The title is a localized key.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(titleKey), isSecure: false)
    }
}

/// A control that edits a secret, as SwiftUI's `SecureField`: laid out as a `TextField` whose
/// text is one bullet per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field bound to `text`, whose label is `label`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field with a title (its placeholder when empty) bound to `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(title), isSecure: true)
    }

    /// A secure field with a title (its placeholder when empty) bound to `text`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: nil, label: Text(titleKey), isSecure: true)
    }

    /// A secure field with a title and a prompt bound to `text`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: true)
    }

    /// A secure field with a title and a prompt bound to `text`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: true)
    }
}

/// The rounded-border field's insets and look. Documented choice: Apple publishes no numbers;
/// 7 points around the text and a 5-point corner radius give `UITextField`'s rounded-rect
/// look (34 points tall with 17-point text).
enum TextFieldMetrics {
    static let roundedBorderInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
    static let cornerRadius: CGFloat = 5
    static let borderColor = Color(white: 0.8)
}

/// How a text field is drawn, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
}

/// The built-in text field styles.
public struct TextFieldStyleKind: Hashable, Sendable {
    let name: String
    static let plain = TextFieldStyleKind(name: "plain")
    static let roundedBorder = TextFieldStyleKind(name: "roundedBorder")
}

/// The default: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}
/// No border, no insets.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}
/// Padded inside a rounded rectangle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .plain } }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the text fields in this view.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }

    /// The keyboard of text fields: no effect on layout.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// Turns autocorrection off or on: no effect on layout.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(LayoutNeutralModifier())
    }
}

/// How text fields capitalise, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}
