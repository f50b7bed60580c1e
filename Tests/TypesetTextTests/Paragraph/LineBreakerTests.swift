// Greedy breaking (SPEC §8.4). Expected breaks and widths come from a reference greedy breaker
// over uharfbuzz (HarfBuzz 15) that shapes each line alone, breaking after spaces; a line's
// trailing spaces are shaped with it (they are on the line) but not counted (they hang).

import Foundation
import Testing

@testable import TypesetText

@Suite("LineBreaker")
struct LineBreakerTests {
    static let pangram = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    struct Case: Sendable, CustomStringConvertible {
        var family: String
        var upem: Int
        var width: CGFloat
        var lengths: [Int]
        var widestUnits: Int
        var description: String { "\(family) @\(width)" }
    }

    static let cases: [Case] = [
        Case(
            family: "DejaVu Sans", upem: 2048, width: 80, lengths: [4, 6, 6, 4, 6, 5, 9, 5, 5, 7, 5, 5, 6, 7, 5],
            widestUnits: 8123),
        Case(
            family: "DejaVu Sans", upem: 2048, width: 120, lengths: [10, 10, 11, 9, 10, 7, 10, 6, 12],
            widestUnits: 11447),
        Case(family: "DejaVu Sans", upem: 2048, width: 200, lengths: [16, 19, 18, 20, 12], widestUnits: 19948),
        Case(family: "DejaVu Sans", upem: 2048, width: 300, lengths: [26, 27, 27, 5], widestUnits: 27715),
        Case(
            family: "Lato", upem: 2000, width: 80, lengths: [4, 6, 6, 4, 6, 9, 10, 8, 9, 5, 6, 7, 5], widestUnits: 7630),
        Case(family: "Lato", upem: 2000, width: 120, lengths: [10, 10, 11, 14, 12, 10, 13, 5], widestUnits: 11031),
        Case(family: "Lato", upem: 2000, width: 200, lengths: [20, 20, 22, 23], widestUnits: 19598),
        Case(family: "Lato", upem: 2000, width: 300, lengths: [31, 31, 23], widestUnits: 28028),
        Case(
            family: "Liberation Sans", upem: 2048, width: 80, lengths: [4, 6, 6, 4, 6, 9, 5, 5, 8, 9, 5, 6, 7, 5],
            widestUnits: 7852),
        Case(
            family: "Liberation Sans", upem: 2048, width: 120, lengths: [10, 10, 11, 14, 12, 10, 13, 5],
            widestUnits: 11723),
        Case(family: "Liberation Sans", upem: 2048, width: 200, lengths: [20, 20, 17, 23, 5], widestUnits: 19125),
        Case(family: "Liberation Sans", upem: 2048, width: 300, lengths: [31, 31, 23], widestUnits: 28912),
    ]

    @Test("Breaks and widest line match the reference breaker at 20 pt", arguments: cases)
    func reference(_ reference: Case) {
        let layout = engine.layout(text(Self.pangram, reference.family, size: 20), width: reference.width)
        #expect(lineStrings(layout).map(\.count) == reference.lengths)
        #expect(layout.width == points(reference.widestUnits, size: 20, upem: CGFloat(reference.upem)))
    }

    @Test("Trailing whitespace hangs: excluded from fit, width and alignment")
    func hangingWhitespace() {
        let hello = engine.layout(text("Hello"), width: nil).width
        #expect(engine.layout(text("Hello   "), width: nil).width == hello)
        let layout = engine.layout(text("Hello   Hi"), width: hello)
        #expect(lineStrings(layout) == ["Hello   ", "Hi"])
        #expect(layout.lines[0].width == hello)
        let centered = engine.layout(text("Hello   Hi"), width: hello, style: ParagraphStyle(alignment: .center))
        let hi = engine.layout(text("Hi"), width: nil).width
        #expect(close(centered.lines[1].xOffset, (hello - hi) / 2))
        #expect(centered.lines[0].xOffset == 0)
        // The hanging spaces are still drawn, after the line's width.
        #expect(centered.lines[0].runs.flatMap(\.glyphs).count == 8)
    }

    @Test("A word wider than the line breaks at grapheme boundaries")
    func emergencyBreaks() {
        let word = "Supercalifragilistic"
        let layout = engine.layout(text(word), width: 50)
        #expect(layout.lines.count > 1)
        #expect(lineStrings(layout).joined() == word)
        for (line, string) in zip(layout.lines, lineStrings(layout)) {
            #expect(line.width <= 50)
            // Greedy: the next character would not have fitted.
            let next = word.dropFirst(lineStrings(layout).prefix { $0 != string }.joined().count).prefix(
                string.count + 1)
            if next.count > string.count { #expect(engine.layout(text(String(next)), width: nil).width > 50) }
        }
    }

    @Test("Words after an emergency break join the remainder when they fit")
    func afterEmergency() {
        let layout = engine.layout(text("Supercalifragilistic is long"), width: 60)
        #expect(lineStrings(layout).joined() == "Supercalifragilistic is long")
        #expect(lineStrings(layout).last == "long" || lineStrings(layout).last?.hasSuffix("long") == true)
    }

    @Test("A single grapheme wider than the line overflows on a line of its own")
    func overlongGrapheme() {
        let layout = engine.layout(text("ab👨‍👩‍👧cd"), width: 5)
        #expect(lineStrings(layout) == ["a", "b", "👨‍👩‍👧", "c", "d"])
        #expect(layout.lines[2].width == points(2550))
        #expect(layout.width == points(2550))
        #expect(lineStrings(engine.layout(text("e\u{301}x"), width: 1)) == ["e\u{301}", "x"])
    }

    @Test("Line feed, CR LF, U+2028 and U+2029 force breaks")
    func mandatoryBreaks() {
        let layout = engine.layout(text("one\ntwo\r\nthree\u{2028}four\u{2029}five"), width: nil)
        #expect(lineStrings(layout) == ["one\n", "two\r\n", "three\u{2028}", "four\u{2029}", "five"])
        // Separators hang: no width, no glyph boxes.
        #expect(layout.lines[0].width == engine.layout(text("one"), width: nil).width)
        #expect(layout.lines[0].runs.flatMap(\.glyphs).contains(3))  // shaped as a space
    }

    @Test("Breaking where HarfBuzz marks the cluster unsafe re-shapes both sides (Lato AVATAR)")
    func unsafeBreaks() {
        // Reference: greedy over graphemes, each line shaped alone (uharfbuzz, Lato, 20 pt).
        let expected: [(CGFloat, [String], [Int])] = [
            (20, ["A", "V", "A", "T", "A", "R"], [1354, 1354, 1354, 1181, 1354, 1253]),
            (30, ["AV", "AT", "AR"], [2600, 2394, 2607]),
            (40, ["AVA", "TAR"], [3846, 3648]),
            (62, ["AVATA", "R"], [6100, 1253]),
            (80, ["AVATAR"], [7353]),
        ]
        for (width, lines, units) in expected {
            let layout = engine.layout(text("AVATAR", "Lato", size: 20), width: width)
            #expect(lineStrings(layout) == lines, "width \(width)")
            #expect(layout.lines.map(\.width) == units.map { points($0, size: 20, upem: 2000) }, "width \(width)")
            for line in layout.lines {
                let advance = line.runs.flatMap(\.advances).reduce(0, +)
                #expect(close(advance, line.width, 1e-9))
            }
        }
    }

    @Test("CJK breaks between ideographs")
    func cjk() {
        let layout = engine.layout(text("世界你好世界"), width: 40)
        #expect(lineStrings(layout) == ["世界", "你好", "世界"])
        #expect(layout.width == 34)
    }
}
