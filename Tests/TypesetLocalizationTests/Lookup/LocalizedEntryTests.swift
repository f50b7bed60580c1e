import Foundation
import Testing
@testable import TypesetLocalization
import TypesetText

/// Choosing a plural form and splicing substitutions.
@Suite struct LocalizedEntryTests {
    @Test func aFormWithoutItsCategoryFallsBackToOther() throws {
        let entry = LocalizedEntry(value: .plural(PluralVariation(forms: [.other: .string("%lld items")])))
        let format = try entry.format(for: [.signedInteger(1)], kinds: [.signedInteger], device: .iphone, language: "en")
        #expect(StringFormatter.string(format, [.signedInteger(1)], locale: Locale(identifier: "en_US_POSIX")) == "1 items")
    }

    @Test func anExplicitZeroFormServesTheIntegerZero() throws {
        // research §7.4: Apple used a stringsdict `zero` form for 0 in English (no CLDR zero),
        // with an integer specifier; with a floating-point one, 0.0 chose `other`.
        let forms: [PluralCategory: LocalizedValue] = [.zero: .string("no items"), .one: .string("%lld item"), .other: .string("%lld items")]
        let entry = LocalizedEntry(value: .plural(PluralVariation(forms: forms)))
        let zero = try entry.format(for: [.signedInteger(0)], kinds: [.signedInteger], device: .iphone, language: "en")
        #expect(zero.pieces == [.literal("no items")])
        let real = LocalizedEntry(value: .plural(PluralVariation(forms: [.zero: .string("none"), .other: .string("%.1f km")])))
        let point = try real.format(for: [.floatingPoint(0)], kinds: [.floatingPoint], device: .iphone, language: "en")
        #expect(point.pieces != [.literal("none")])
    }

    // Design §22.2: without a specifier of its own, a plural variation chooses by the number as
    // the key shows it: 1 as "%.0f" is "1", `one` in English; as "%.1f" it is "1.0", `other`.
    @Test func aVariationWithoutASpecifierChoosesByTheNumberAsTheKeyShowsIt() throws {
        let forms: [PluralCategory: LocalizedValue] = [.one: .string("%.0f km ONE"), .other: .string("%.0f km OTHER")]
        let entry = LocalizedEntry(value: .plural(PluralVariation(forms: forms)))
        func chosen(_ key: String) throws -> [FormatString.Piece] {
            let shown = FormatCheck.specifiers(of: try FormatString(parsing: key), count: 1)
            #expect(shown.count == 1 && shown[0] != nil)
            return try entry.format(for: [.floatingPoint(1)], kinds: [.floatingPoint], shown: shown, device: .iphone, language: "en").pieces
        }
        #expect(try chosen("%.0f km").last == .literal(" km ONE"))
        #expect(try chosen("%.1f km").last == .literal(" km OTHER"))
    }

    @Test func aMissingFormAndNoOtherIsAnError() {
        let entry = LocalizedEntry(value: .plural(PluralVariation(forms: [.one: .string("one")])))
        #expect(throws: EntryResolutionError.self) {
            try entry.format(for: [.signedInteger(5)], kinds: [.signedInteger], device: .iphone, language: "en")
        }
    }

    @Test func aSubstitutionThatNamesItselfStops() {
        let loop = Substitution(argument: 1, specifier: FormatSpecifier(length: .ll, conversion: "d"),
                                value: .plural(PluralVariation(forms: [.other: .string("%#@again@")])))
        let entry = LocalizedEntry(value: .string("%#@again@"), substitutions: ["again": loop])
        #expect(throws: EntryResolutionError.self) {
            try entry.format(for: [.signedInteger(5)], kinds: [.signedInteger], device: .iphone, language: "en")
        }
    }

    @Test func anUnknownSubstitutionIsAnError() {
        let entry = LocalizedEntry(value: .string("%#@nothing@"))
        #expect(throws: EntryResolutionError.self) {
            try entry.format(for: [.signedInteger(5)], kinds: [.signedInteger], device: .iphone, language: "en")
        }
    }

    @Test func argIsReplacedOnlyWhereItIsASpecifier() {
        let spec = FormatSpecifier(length: .ll, conversion: "d")
        #expect(LocalizedEntry.replacingArg(in: "%arg of %%arg", argument: 2, specifier: spec) == "%2$lld of %%arg")
    }
}
