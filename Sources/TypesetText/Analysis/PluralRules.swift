// CLDR plural rules through ICU, for plural variations in String Catalogs and `.stringsdict`
// tables (research/text-input-and-languages.md §7.4).

/// A CLDR plural category: the form a language uses for a number.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The plural rules of one language (CLDR, as ICU ships them).
///
/// ```swift
/// let russian = PluralRules(locale: "ru")
/// russian.category(of: 21)                    // .one
/// russian.category(of: 5)                     // .many
/// russian.category(of: 1.5, fractionDigits: 1) // .other
/// ```
public struct PluralRules: Hashable, Sendable {
    /// The locale identifier (`ru`, `pt_BR`, `ar`); empty for the root rules.
    public let locale: String

    /// The rules of `locale`, a BCP 47 or ICU identifier.
    public init(locale: String) {
        self.locale = locale
    }

    /// The categories the language distinguishes, in CLDR order (`other` always among them).
    public var categories: [PluralCategory] {
        let found = Set(ICU.pluralKeywords(locale: locale).compactMap(PluralCategory.init(rawValue:)))
        return PluralCategory.allCases.filter { found.contains($0) || $0 == .other }
    }

    /// The category of `value` shown with `fractionDigits` digits after the point: visible
    /// fraction digits count, so English 1 is `one` but 1.0 (one digit) is `other`. A value
    /// that is not finite is `other`.
    public func category(of value: Double, fractionDigits: Int = 0) -> PluralCategory {
        guard value.isFinite else { return .other }
        return ICU.pluralKeyword(value, fractionDigits: max(0, min(fractionDigits, 20)), locale: locale)
            .flatMap(PluralCategory.init(rawValue:)) ?? .other
    }

    /// The category of the integer `value`.
    public func category(of value: Int64) -> PluralCategory {
        category(of: Double(value), fractionDigits: 0)
    }
}
