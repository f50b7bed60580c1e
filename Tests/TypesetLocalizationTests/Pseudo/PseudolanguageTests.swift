import Foundation
import Testing
@testable import TypesetLocalization

/// Each pseudolanguage on a sample string (research §8: Xcode's five, Android's en-XA and ar-XB
/// from aapt2's pseudolocalizer).
@Suite struct PseudolanguageTests {
    @Test func doubleLength() {
        // research §8.2: "Hello Hello" (space-joined, as the L10n-swift emulation writes it).
        #expect(Pseudolanguage.doubleLength.apply(to: "Hello") == "Hello Hello")
    }

    @Test func bounded() {
        // research §8.2 (measured by a third party): `Welcome to WWDC!` → `[# Welcome to WWDC! #]`.
        #expect(Pseudolanguage.bounded.apply(to: "Welcome to WWDC!") == "[# Welcome to WWDC! #]")
    }

    @Test func accentedKeepsTheCharacterCount() {
        // research §8.2: combining marks, character count unchanged (16 → 16).
        let sample = "Welcome to WWDC!"
        let accented = Pseudolanguage.accented.apply(to: sample)
        #expect(accented != sample)
        #expect(accented.count == sample.count)
        #expect(accented.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark })
    }

    @Test func rightToLeftLeavesStringsAndFlipsLayout() {
        #expect(Pseudolanguage.rightToLeft.apply(to: "Hello") == "Hello")
        #expect(Pseudolanguage.rightToLeft.isRightToLeft)
        #expect(!Pseudolanguage.accented.isRightToLeft)
    }

    @Test func rightToLeftWithStringsOverridesTheDirection() {
        // research §8.2: the scheme option names RLO (U+202E RIGHT-TO-LEFT OVERRIDE).
        #expect(Pseudolanguage.rightToLeftWithStrings.apply(to: "Hello") == "\u{202E}Hello\u{202C}")
        #expect(Pseudolanguage.rightToLeftWithStrings.isRightToLeft)
    }

    @Test func enXA() {
        // aapt2 (research §8.3): letters to look-alikes, `[…]`, padding of half the length
        // (5 → 2 characters: "one", cut at a word end).
        #expect(Pseudolanguage.enXA.apply(to: "Hello") == "[Ĥéļļö one]")
        // Placeholders in »…«; " files" is 6 characters → padding of 3 → "one two".
        #expect(Pseudolanguage.enXA.apply(to: "%lld files") == "[»%lld« ƒîļéš one two]")
        // More than three words starting with an unmapped character: padding of the full
        // length (7), cut at the first word end after it.
        let digits = Pseudolanguage.enXA.apply(to: "1 2 3 4")
        #expect(digits == "[1 2 3 4 one two three]")
    }

    @Test func arXB() {
        // aapt2: every word in RLM RLO … PDF RLM.
        let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"
        #expect(Pseudolanguage.arXB.apply(to: "Hello world") == "\(rlm)\(rlo)Hello\(pdf)\(rlm) \(rlm)\(rlo)world\(pdf)\(rlm)")
        #expect(Pseudolanguage.arXB.isRightToLeft)
    }

    @Test(arguments: Pseudolanguage.allCases)
    func specifiersAndMarkdownStayIntact(pseudolanguage: Pseudolanguage) throws {
        let format = "**%1$@** has %2$lld%% of [the plan](https://example.com/a_b) \\*x\\*"
        let transformed = pseudolanguage.apply(to: format)
        for kept in ["**", "%1$@", "%2$lld", "%%", "](https://example.com/a_b)", "\\*"] {
            #expect(transformed.contains(kept), "\(pseudolanguage) lost \(kept): \(transformed)")
        }
        // The conversions still read the same arguments.
        let before = try FormatString(parsing: format).conversions.map(\.argument)
        let after = try FormatString(parsing: transformed).conversions.map(\.argument)
        #expect(!before.isEmpty)
        #expect(Set(after) == Set(before))
    }

    @Test func keysWithoutArgumentsTreatPercentAsText() {
        #expect(Pseudolanguage.enXA.apply(to: "100% sure", formatted: false).contains("»") == false)
        #expect(Pseudolanguage.enXA.apply(to: "100%d", formatted: true).contains("»%d«"))
    }
}
