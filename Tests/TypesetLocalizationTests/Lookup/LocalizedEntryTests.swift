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
