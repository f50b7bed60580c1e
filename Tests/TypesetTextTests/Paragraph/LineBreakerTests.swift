// Greedy breaking (Design §8.4). Expected breaks and widths come from a reference greedy breaker
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

    // Lato forms ligatures "ti" (glyph 2471), "tt" (295) and "tti" (2487): one HarfBuzz cluster
    // holding two or three graphemes. Expected numbers: uharfbuzz 0.57.0 shaping each line's text
    // alone with Fonts/Lato-Regular.ttf at upem (2000), default features, e.g.
    //   "Station" → S 1040, t 717, a 981, ti 2471:1232, o 1134, n 1116 (the ligature ends at 5)
    //   "Stat" → 1040 + 717 + 981 + t 59:717 = 3455    "ion" → i 45:480 + 1134 + 1116 = 2730
    //   "Attic" → A 1294, tti 2487:1861, c 955         "At" → 1294 + 717 = 2011
    //   "ti" → 2471:1232    "c" → 955    "A" → 1354    "t" → 717    "i" → 480    "tt" → 295:1366
    // At 20 pt one unit is 0.01 pt.

    @Test("An overlong word breaks at a grapheme boundary inside a ligature, both sides re-shaped")
    func insideLigature() {
        let station = text("Station", "Lato", size: 20)
        // "Stat" (34.55 pt) fits 36 pt, the prefix up to the next cluster "Stati" (39.70) does not.
        let layout = engine.layout(station, width: 36)
        #expect(lineStrings(layout) == ["Stat", "ion"])
        #expect(layout.lines.map(\.width) == [3455, 2730].map { points($0, size: 20, upem: 2000) })
        let glyphs = layout.lines.map { $0.runs.flatMap(\.glyphs) }
        // The left line ends with "t" alone, not the "ti" ligature 2471; the right starts with "i".
        #expect(glyphs == [[25, 59, 33, 59], [45, 51, 50]])
        for line in layout.lines {
            #expect(close(line.runs.flatMap(\.advances).reduce(0, +), line.width))
        }
        // Round trip: the measured width gives the same lines.
        #expect(lineStrings(engine.layout(station, width: layout.width)) == ["Stat", "ion"])
        // Without the need to split, the ligature stays whole.
        #expect(engine.layout(station, width: 62.20).lines.first?.runs.flatMap(\.glyphs).contains(2471) == true)
    }

    @Test("A three-grapheme ligature splits at either boundary and re-forms on the next line")
    func insideThreeGraphemeLigature() {
        let attic = text("Attic", "Lato", size: 20)
        let expected: [(CGFloat, [String], [Int], [[UInt32]])] = [
            (21, ["At", "ti", "c"], [2011, 1232, 955], [[3, 59], [2471], [36]]),
            (0, ["A", "t", "t", "i", "c"], [1354, 717, 717, 480, 955], [[3], [59], [59], [45], [36]]),
        ]
        for (width, lines, units, glyphs) in expected {
            let layout = engine.layout(attic, width: width)
            #expect(lineStrings(layout) == lines, "width \(width)")
            #expect(layout.lines.map(\.width) == units.map { points($0, size: 20, upem: 2000) }, "width \(width)")
            #expect(layout.lines.map { $0.runs.flatMap(\.glyphs) } == glyphs, "width \(width)")
        }
    }

    @Test("The widest grapheme measures half a ligature shaped alone (Design §8.6)")
    func minimumInsideLigature() {
        let sample = text("tt", "Lato", size: 20)
        let narrowest = engine.layout(sample, width: 0)
        #expect(lineStrings(narrowest) == ["t", "t"])
        #expect(narrowest.width == points(717, size: 20, upem: 2000))
        #expect(engine.contentWidths(of: sample).min == narrowest.width)
        #expect(engine.contentWidths(of: sample).max == points(1366, size: 20, upem: 2000))
    }

    @Test("Kerning is added once per HarfBuzz cluster, a ligature counting once until it is split")
    func kerningAndLigatures() {
        let station = AttributedText("Station", attributes: TextAttributes(font: .custom("Lato", size: 20), kerning: 1))
        // Six HarfBuzz clusters ("ti" is one): 62.20 + 6 × 1.
        #expect(engine.layout(station, width: nil).width == points(6220, size: 20, upem: 2000) + 6)
        // Split inside the ligature: "Stat" has four clusters, "ion" three.
        let layout = engine.layout(station, width: 39)
        #expect(lineStrings(layout) == ["Stat", "ion"])
        let expected = [points(3455, size: 20, upem: 2000) + 4, points(2730, size: 20, upem: 2000) + 3]
        #expect(layout.lines.map(\.width) == expected)
        for line in layout.lines {
            #expect(close(line.runs.flatMap(\.advances).reduce(0, +), line.width))
        }
    }

    @Test("Right-to-left lam-alef: the longest fitting prefix although lam alone is wider")
    func lamAlef() {
        // uharfbuzz 0.57.0, Fonts/DejaVuSans.ttf at upem (2048), each text alone: "لا" → ligature
        // 5365:1168, "ل" → 1389:1488 (isolated lam, wider than the ligature), "ا" → 1365:569.
        let sample = text("لالا", size: 20)
        // At 12 pt the one-grapheme prefix "ل" (14.53 pt) does not fit but "لا" (11.41) does.
        let fitting = engine.layout(sample, width: 12)
        #expect(lineStrings(fitting) == ["لا", "لا"])
        #expect(fitting.lines.map(\.width) == [1168, 1168].map { points($0, size: 20) })
        #expect(fitting.lines.map { $0.runs.flatMap(\.glyphs) } == [[5365], [5365]])
        #expect(lineStrings(engine.layout(sample, width: fitting.width)) == ["لا", "لا"])
        let narrowest = engine.layout(sample, width: 0)
        #expect(lineStrings(narrowest) == ["ل", "ا", "ل", "ا"])
        #expect(narrowest.lines.map(\.width) == [1488, 569, 1488, 569].map { points($0, size: 20) })
        #expect(narrowest.lines.map { $0.runs.flatMap(\.glyphs) } == [[1389], [1365], [1389], [1365]])
        #expect(engine.contentWidths(of: sample).min == points(1488, size: 20))
    }

    @Test("CJK breaks between ideographs")
    func cjk() {
        let layout = engine.layout(text("世界你好世界"), width: 40)
        #expect(lineStrings(layout) == ["世界", "你好", "世界"])
        #expect(layout.width == 34)
    }
}
