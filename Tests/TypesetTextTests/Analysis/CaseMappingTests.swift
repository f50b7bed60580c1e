// Locale-aware case mapping through ICU (research/text-styling.md §2, textCase): full
// mappings from Unicode's SpecialCasing.txt, with the locale's rules.

import Testing

@testable import TypesetText

@Suite("Case mapping")
struct CaseMappingTests {
    @Test("Full case mapping: ß becomes SS, ligatures expand")
    func fullMapping() {
        #expect(CaseMapping.uppercased("straße", locale: "de_DE") == "STRASSE")
        #expect(CaseMapping.uppercased("ﬁne", locale: "en_US") == "FINE")
        #expect(CaseMapping.lowercased("STRASSE", locale: "de_DE") == "strasse")
        #expect(CaseMapping.uppercased("", locale: "en_US") == "")
    }

    @Test("Turkish and Azeri dotted and dotless i")
    func turkish() {
        #expect(CaseMapping.uppercased("istanbul", locale: "tr") == "İSTANBUL")
        #expect(CaseMapping.uppercased("istanbul", locale: "en_US") == "ISTANBUL")
        #expect(CaseMapping.lowercased("ISPARTA", locale: "tr") == "ısparta")
        #expect(CaseMapping.lowercased("İ", locale: "az") == "i")
    }

    @Test("Greek final sigma when lowercasing; a long text grows past the first buffer")
    func contextAndLength() {
        #expect(CaseMapping.lowercased("ΟΔΟΣ", locale: "el") == "οδος".dropLast() + "ς")
        let long = String(repeating: "ß", count: 1000)
        #expect(CaseMapping.uppercased(long, locale: "de") == String(repeating: "SS", count: 1000))
    }
}
