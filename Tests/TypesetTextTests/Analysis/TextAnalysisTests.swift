// Font-independent analysis (Design §8.4, §8.5): ICU break opportunities (mandatory flagged),
// grapheme boundaries, paragraphs, bidi levels and script runs.

import Foundation
import Testing

@testable import TypesetText

@Suite("TextAnalysis")
struct TextAnalysisTests {
    func offsets(_ analysis: TextAnalysis, _ flag: UInt8) -> [Int] {
        analysis.flags.indices.filter { analysis.flags[$0] & flag != 0 }
    }

    @Test("ICU line break opportunities, mandatory after line feeds and U+2028")
    func breakOpportunities() {
        let analysis = TextAnalysis("Hello world, a-b\nc\u{2028}d", defaultRightToLeft: false)
        // UAX #14 (ICU 72): after spaces, after the hyphen, after LF and LS, and at the end
        // (which ICU reports as a soft break; the breaker ends every paragraph anyway).
        #expect(offsets(analysis, UnitFlags.breakBefore) == [6, 13, 15, 17, 19, 20])
        #expect(offsets(analysis, UnitFlags.mandatoryBefore) == [17, 19])
    }

    @Test("Grapheme cluster starts: combining marks, ZWJ sequences, flags, CR LF")
    func graphemes() {
        let string = "e\u{301}👨‍👩‍👧🇺🇸a\r\n"
        let analysis = TextAnalysis(string, defaultRightToLeft: false)
        var expected: [Int] = []
        var offset = 0
        for character in string {
            expected.append(offset)
            offset += character.utf16.count
        }
        expected.append(offset)
        #expect(offsets(analysis, UnitFlags.graphemeStart) == expected)
        let ascii = TextAnalysis("ab\r\nc", defaultRightToLeft: false)
        #expect(offsets(ascii, UnitFlags.graphemeStart) == [0, 1, 2, 4, 5])
    }

    @Test("Grapheme cluster starts of random mixed text match Swift's Character segmentation")
    func graphemesRandom() {
        // ASCII runs (the fast path) next to CR LF, combining marks, ZWJ, Prepend, emoji and
        // regional indicators.
        let pieces = [
            "a", "Z", " ", ".", "(", "\r", "\n", "\r\n", "\u{301}", "\u{200D}", "\u{600}", "👍", "🇺", "🇸",
            "β", "ب", "\u{93F}", "क", "ab cd", "\u{FE0F}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 1...24, using: &generator)
            let string = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var expected: [Int] = []
            var offset = 0
            for character in string {
                expected.append(offset)
                offset += character.utf16.count
            }
            expected.append(offset)
            let analysis = TextAnalysis(string, defaultRightToLeft: false)
            #expect(offsets(analysis, UnitFlags.graphemeStart) == expected, "\(string.unicodeScalars.map(\.value))")
        }
    }

    @Test("Paragraphs end after LF, CR LF, CR, NEL and U+2029; a final separator adds an empty one")
    func paragraphs() {
        let analysis = TextAnalysis("a\nb\r\nc\rd\u{85}e\u{2029}", defaultRightToLeft: false)
        #expect(analysis.paragraphs.map(\.range) == [0..<2, 2..<5, 5..<7, 7..<9, 9..<11, 11..<11])
        #expect(TextAnalysis("", defaultRightToLeft: false).paragraphs.map(\.range) == [0..<0])
        #expect(TextAnalysis("a\u{2028}b", defaultRightToLeft: false).paragraphs.count == 1)
    }

    @Test("Hanging whitespace excludes no-break spaces")
    func hanging() {
        let analysis = TextAnalysis("a \u{A0}\t\u{3000}", defaultRightToLeft: false)
        #expect(offsets(analysis, UnitFlags.hangingWhitespace) == [1, 3, 4])
        #expect(analysis.shapingUnits == [0x61, 0x20, 0xA0, 0x20, 0x3000])
    }

    @Test("Bidi: levels from ICU; the paragraph direction from the first strong character")
    func bidi() {
        let mixed = TextAnalysis("abc שלום def", defaultRightToLeft: false).paragraphs[0]
        #expect(mixed.baseLevel == 0)
        #expect(mixed.levels == [LevelRun(end: 4, level: 0), LevelRun(end: 8, level: 1), LevelRun(end: 12, level: 0)])
        let hebrew = TextAnalysis("שלום abc", defaultRightToLeft: false).paragraphs[0]
        #expect(hebrew.baseLevel == 1)
        #expect(hebrew.levels == [LevelRun(end: 5, level: 1), LevelRun(end: 8, level: 2)])
        // No strong character: the layout direction decides.
        #expect(TextAnalysis("123", defaultRightToLeft: true).paragraphs[0].baseLevel == 1)
        #expect(TextAnalysis("123", defaultRightToLeft: false).paragraphs[0].baseLevel == 0)
        #expect(TextAnalysis("abc", defaultRightToLeft: true).paragraphs[0].baseLevel == 0)
        // Each paragraph has its own direction.
        let two = TextAnalysis("abc\nשלום", defaultRightToLeft: false)
        #expect(two.paragraphs.map(\.baseLevel) == [0, 1])
    }

    @Test("Scripts: Common and Inherited join their neighbours; brackets pair")
    func scripts() {
        func runs(_ string: String) -> [(String, UInt32)] {
            let analysis = TextAnalysis(string, defaultRightToLeft: false)
            let buffer = analysis.text
            var start = 0
            return analysis.paragraphs[0].scripts.map { run in
                defer { start = run.end }
                return (String(buffer.string[buffer.range(ofUTF16: start..<run.end)]), run.script)
            }
        }
        let latin = HarfBuzz.latinScript
        let cyrillic = HarfBuzz.script(of: 0x0431)
        #expect(runs("123 abc").map(\.0) == ["123 abc"])
        #expect(runs("123 abc").map(\.1) == [latin])
        #expect(runs("abc 12 абв").map(\.0) == ["abc 12 ", "абв"])
        #expect(runs("abc 12 абв").map(\.1) == [latin, cyrillic])
        #expect(runs("a (б) c").map(\.0) == ["a (", "б", ") c"])
        #expect(runs("e\u{301}б\u{301}").map(\.0) == ["e\u{301}", "б\u{301}"])
        #expect(runs("!?").map(\.1) == [HarfBuzz.commonScript])
        // ASCII inside and after Latin runs, next to brackets and other scripts.
        #expect(runs("ab, cd. (ef) б; gh").map(\.0) == ["ab, cd. (ef) ", "б; ", "gh"])
        #expect(runs("б (x, y) в").map(\.0) == ["б (", "x, y", ") в"])
        #expect(runs("x [б] y").map(\.0) == ["x [", "б", "] y"])
    }

    @Test("A single script: the script of a text one run covers, none for several")
    func singleScript() {
        let latin = HarfBuzz.latinScript
        let cyrillic = HarfBuzz.script(of: 0x0431)
        let cases: [(String, UInt32?)] = [
            ("123 abc", latin), ("абв, где", cyrillic), ("!?", HarfBuzz.commonScript), ("(abc)", latin),
            ("abc 12 абв", nil), ("a (б) c", nil), ("x [б] y", nil), ("", nil),
        ]
        for (string, expected) in cases {
            let buffer = TextBuffer(string)
            #expect(ScriptRuns.single(buffer, range: 0..<buffer.count) == expected, "\(string)")
            // The same answer as the full itemisation.
            let runs = ScriptRuns.resolve(buffer, range: 0..<buffer.count)
            #expect((runs.count == 1 ? runs[0].script : nil) == expected, "\(string)")
        }
    }
}
