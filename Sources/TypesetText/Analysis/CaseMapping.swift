// Locale-aware case mapping for `textCase` (research/text-styling.md §2: SwiftUI rewrites the
// string with `uppercased(with: locale)` before layout).

/// Upper- and lowercasing with a locale's rules, through ICU's full case mapping.
public enum CaseMapping {
    /// `text` in capitals with the rules of `locale` ("straße" → "STRASSE"; "i" → "İ" in `tr`).
    /// `locale` is a BCP 47 or ICU identifier (`tr`, `de_DE`); empty means the root rules.
    public static func uppercased(_ text: String, locale: String) -> String {
        ICU.caseMapped(text, upper: true, locale: locale) ?? text.uppercased()
    }

    /// `text` in lowercase with the rules of `locale` ("I" → "ı" in `tr`).
    public static func lowercased(_ text: String, locale: String) -> String {
        ICU.caseMapped(text, upper: false, locale: locale) ?? text.lowercased()
    }
}
