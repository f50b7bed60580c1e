import Foundation

extension Text {
    /// A case that `textCase(_:)` applies to the Text inside.
    public enum Case: Hashable, Sendable {
        /// Capitals, with the locale's rules ("straße" → "STRASSE", Turkish "i" → "İ").
        case uppercase
        /// Lowercase, with the locale's rules.
        case lowercase
    }
}

/// Font styles set on a view for every Text inside, applied to whatever font each Text
/// resolves (SwiftUI's environment font modifiers; research/text-styling.md §2).
struct FontModifiers: Equatable, Sendable {
    var design: Font.Design?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var width: Font.Width?
    var isMonospaced = false
    var hasMonospacedDigits = false
}

private struct FontModifiersKey: EnvironmentKey { static var defaultValue: FontModifiers { FontModifiers() } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The case the Text inside is shown in (nil: as written), mapped with ``locale``.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }
}

extension View {
    /// Shows the Text inside in capitals or lowercase (nil: as written), with the environment's
    /// locale (ICU case mapping).
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// The weight of the Text inside (nil: the font's own).
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.weight = weight })
    }

    /// Bold Text inside (a text style's emphasized weight) when `isActive`.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.isBold = isActive })
    }

    /// Italic Text inside when `isActive`.
    public consuming func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.isItalic = isActive })
    }

    /// The width of the Text inside (nil: standard): a `wdth` coordinate or a width face.
    public consuming func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.width = width })
    }

    /// The system design of the Text inside (nil: the font's own); custom fonts are unchanged.
    public consuming func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.design = design })
    }

    /// The fixed-pitch face (else the monospaced design) for the Text inside when `isActive`.
    public consuming func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.isMonospaced = isActive })
    }

    /// Tabular digits (`tnum`) for the Text inside.
    public consuming func monospacedDigit() -> some View {
        modifier(EnvironmentWritingModifier { $0.fontModifiers.hasMonospacedDigits = true })
    }
}
