import Foundation
import Testing
@testable import TypesetText

/// CLDR plural categories (Unicode CLDR "Language Plural Rules" chart; research §7.4) for the
/// numbers issue 22 names, through ICU.
@Suite struct PluralRulesTests {
    static let numbers: [Double] = [0, 1, 2, 5, 11, 21, 1.5]

    /// Expected categories at 0, 1, 2, 5, 11, 21 and 1.5, from the CLDR rules:
    /// en/de `one: i = 1 and v = 0`; fr `one: i = 0,1`, `many: e = 0 and i != 0 and i % 1000000 = 0`;
    /// ru `one: v = 0 and i % 10 = 1 and i % 100 != 11`, `few: … % 10 = 2..4 …`, `many: v = 0 and …`;
    /// pl `one: i = 1 and v = 0`, `few: … % 10 = 2..4 …`, `many: v = 0 and …`;
    /// ar `zero: n = 0`, `one: n = 1`, `two: n = 2`, `few: n % 100 = 3..10`, `many: n % 100 = 11..99`;
    /// ja: `other` only.
    @Test(arguments: [
        ("en", ["other", "one", "other", "other", "other", "other", "other"]),
        ("de", ["other", "one", "other", "other", "other", "other", "other"]),
        ("fr", ["one", "one", "other", "other", "other", "other", "one"]),
        ("ru", ["many", "one", "few", "many", "many", "one", "other"]),
        ("pl", ["many", "one", "few", "many", "many", "many", "other"]),
        ("ar", ["zero", "one", "two", "few", "many", "many", "other"]),
        ("ja", ["other", "other", "other", "other", "other", "other", "other"]),
    ])
    func categoriesAtTheIssuesNumbers(language: String, expected: [String]) {
        let rules = PluralRules(locale: language)
        let found = Self.numbers.map { number in
            rules.category(of: number, fractionDigits: number == number.rounded() ? 0 : 1).rawValue
        }
        #expect(found.count == expected.count)
        #expect(found == expected)
    }

    @Test(arguments: [
        ("en", ["one", "other"]), ("fr", ["one", "many", "other"]), ("ru", ["one", "few", "many", "other"]),
        ("ar", ["zero", "one", "two", "few", "many", "other"]), ("ja", ["other"]),
    ])
    func eachLanguagesCategories(language: String, expected: [String]) {
        #expect(PluralRules(locale: language).categories.map(\.rawValue) == expected)
    }

    @Test func visibleFractionDigitsCount() {
        // research §7.4 [measured]: `1.0` → other, `1` → one (English); Russian `1,0` → other.
        #expect(PluralRules(locale: "en").category(of: 1, fractionDigits: 1) == .other)
        #expect(PluralRules(locale: "en").category(of: 1, fractionDigits: 0) == .one)
        #expect(PluralRules(locale: "ru").category(of: 1, fractionDigits: 1) == .other)
        #expect(PluralRules(locale: "ru").category(of: Int64(101)) == .one)
        #expect(PluralRules(locale: "fr").category(of: 1_000_000, fractionDigits: 0) == .many)
        #expect(PluralRules(locale: "en").category(of: .nan) == .other)
    }
}
