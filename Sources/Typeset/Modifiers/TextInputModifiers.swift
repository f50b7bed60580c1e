// The modifiers that configure the software keyboard and text entry. Typeset lays out no
// keyboard and types nothing: they change no frame.

/// The label of a keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A software keyboard's layout, as UIKit's `UIKeyboardType` (which SwiftUI's `keyboardType`
/// takes).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
    /// The alphabet keyboard.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What a text field holds, for AutoFill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let dateTime = UITextContentType("dateTime")
    public static let flightNumber = UITextContentType("flightNumber")
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
}

/// How a text field capitalises, as UIKit's `UITextAutocapitalizationType` (the deprecated
/// `autocapitalization(_:)` takes it).
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

extension View {
    private var unchangedByInput: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    /// The label of the keyboard's return key (no keyboard headless).
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { unchangedByInput }
    /// The keyboard the text fields inside show (no keyboard headless).
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View { unchangedByInput }
    /// What the text fields inside hold, for AutoFill (no effect on layout).
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View { unchangedByInput }
    /// How the text fields inside capitalise (the older form of `textInputAutocapitalization`).
    public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { unchangedByInput }
    /// Turns autocorrection off (the older form of `autocorrectionDisabled`).
    public consuming func disableAutocorrection(_ disable: Bool?) -> some View { unchangedByInput }
    /// The scope of `onSubmit` actions (no effect on layout).
    public consuming func submitScope(_ isBlocking: Bool = true) -> some View { unchangedByInput }
    /// Whether the keyboard dismisses as the content scrolls (no keyboard headless).
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { unchangedByInput }
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
