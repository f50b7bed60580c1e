// Hostile text (issue 10): empty, huge, many lines, controls, stacked marks, every script,
// characters no font has, right-to-left truncation. Each lays out with sane geometry
// (TextInputChecks.swift) and its specific outcome.

import Foundation
import Testing

@testable import TypesetText

@Suite struct TextInputTests {
    /// The height of one line of `family` at 17 pt: ascent + descent (Design §8.3), from the face.
    private func lineHeight(_ family: String = "DejaVu Sans") throws -> CGFloat {
        let metrics = try bundledFonts.face(family: family).metrics.scaled(to: 17)
        return metrics.ascent + metrics.descent
    }

    @Test("Empty and whitespace-only strings: one line of the primary font; hanging spaces take no width")
    func emptyAndWhitespace() throws {
        for string in ["", " ", "   \t  ", "\u{3000}\u{3000}"] {
            let layout = engine.layout(text(string), width: 100)
            expectSane(layout)
            #expect(layout.lines.count == 1, "\(string.debugDescription)")
            #expect(layout.width == 0, "trailing whitespace hangs (Design §8.6): \(string.debugDescription)")
        }
        // DejaVu Sans has no U+3000: that line takes the fallback face's (taller) metrics.
        for string in ["", " ", "   \t  "] {
            #expect(close(engine.layout(text(string), width: 100).height, try lineHeight()))
        }
        // A no-break space does not hang.
        #expect(engine.layout(text("\u{00A0}"), width: 100).width > 0)
    }

    @Test("A 100,000-character word breaks between graphemes into lines that fit")
    func hugeWord() {
        let word = String(repeating: "abcdefghij", count: 10_000)
        let layout = engine.layout(text(word), width: 200)
        expectSane(layout)
        #expect(layout.lines.count > 100)
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(lineStrings(layout).joined() == word)
    }

    @Test("A 1 MB paragraph lays out once into lines that fit and cover it")
    func megabyteParagraph() {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit."]
        var paragraph = ""
        paragraph.reserveCapacity(1 << 20)
        var index = 0
        while paragraph.utf8.count < 1 << 20 {
            paragraph += words[index % words.count] + " "
            index += 1
        }
        let layout = engine.layout(text(paragraph), width: 400)
        expectSane(layout, runsAtEnds: 20)
        #expect(layout.lines.count > 1000)
        #expect(layout.lines.allSatisfy { $0.width <= 400 })
        #expect(lineStrings(layout).joined() == paragraph)
    }

    @Test("10,000 newlines are 10,001 empty lines (a final separator adds an empty one)")
    func tenThousandNewlines() throws {
        let layout = engine.layout(text(String(repeating: "\n", count: 10_000)), width: 100)
        expectSane(layout)
        #expect(layout.lines.count == 10_001)
        #expect(layout.width == 0)
        #expect(close(layout.height, 10_001 * (try lineHeight()), 1e-6))
    }

    @Test("Control characters need no glyph: no .notdef reported, one line")
    func controlCharacters() {
        let layout = engine.layout(text("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{8}g"), width: nil)
        expectSane(layout)
        #expect(layout.missingCharacters.isEmpty)
        // U+0085 (NEL) ends a paragraph (UAX #14 mandatory break); the others do not.
        #expect(layout.lines.count == 2)
    }

    @Test("500 combining marks on one base are one grapheme: one line, one cluster, even when narrower")
    func stackedMarks() {
        let string = "a" + String(repeating: "\u{0301}", count: 500)
        let layout = engine.layout(text(string), width: 5)
        expectSane(layout)
        #expect(layout.lines.count == 1)
        let runs = layout.lines[0].runs
        #expect(runs.flatMap(\.clusters).allSatisfy { $0 == 0 })
        #expect(runs.reduce(0) { $0 + $1.glyphs.count } >= 1)
    }

    @Test("Every bundled script in one line: each run in a face that covers it, nothing missing")
    func everyScript() {
        let string = "Latin Ελληνικά Кириллица שלום مرحبا नमस्ते 漢字かなカナ 한글 👍🏽 é"
        let layout = engine.layout(text(string), width: nil)
        expectSane(layout)
        #expect(layout.lines.count == 1)
        #expect(layout.missingCharacters.isEmpty)
        for run in layout.lines[0].runs {
            for scalar in layout.string[run.range].unicodeScalars where !scalar.properties.isWhitespace {
                #expect(run.face.covers(scalar) || scalar.properties.isEmojiModifier || scalar.value == 0x200D,
                    "\(run.face.familyName) covers U+\(String(scalar.value, radix: 16))")
            }
        }
        // Devanagari, Han and emoji are beyond the primary face: the fallback chain (Design §8.5).
        let families = Set(layout.lines[0].runs.map(\.face.familyName))
        #expect(families.isSuperset(of: ["DejaVu Sans", "Noto Sans Devanagari", "Droid Sans Fallback", "Noto Color Emoji"]))
    }

    @Test("Characters no bundled font covers are shaped as .notdef and listed once each")
    func uncoveredCharacters() throws {
        let uncovered: [Unicode.Scalar] = ["\u{11A00}", "\u{10FFFD}", "\u{1D800}"]
        for scalar in uncovered {
            try #require(bundledFonts.faces.allSatisfy { !$0.covers(scalar) }, "no bundled face maps \(scalar.value)")
        }
        let string = "a\u{11A00}b\u{10FFFD}\u{11A00}c\u{1D800}"
        let layout = engine.layout(text(string), width: nil)
        expectSane(layout)
        #expect(layout.missingCharacters == uncovered)
        let glyphs = layout.lines.flatMap(\.runs).flatMap(\.glyphs)
        #expect(glyphs.filter { $0 == 0 }.count == 4, "four .notdef glyphs")
    }

    /// Fuzz finding (text target): tracking of -1e9 pulled the advances' sum far below 0 and a
    /// centred line got width -1.7e10 at x 8.5e9.
    @Test("Negative tracking beyond the advances gives lines of width 0, never negative", arguments: TextAlignment.allCases)
    func hugeNegativeTracking(alignment: TextAlignment) {
        var style = ParagraphStyle()
        style.alignment = alignment
        let attributes = TextAttributes(font: .custom("DejaVu Sans", size: 17), tracking: -1e9)
        let layout = engine.layout(AttributedText("Hello world, again", attributes: attributes), width: 150, style: style)
        expectSane(layout)
        #expect(layout.width == 0)
        #expect(layout.lines.allSatisfy { $0.width == 0 && $0.xOffset == 0 })
    }

    @Test(
        "Right-to-left text truncates under every mode and line limit; the ellipsis sits at the cut",
        arguments: [TruncationMode.head, .middle, .tail], [1, 2])
    func rightToLeftTruncation(mode: TruncationMode, lineLimit: Int) {
        let hebrew = "שלום עולם, זהו משפט ארוך מאוד בעברית שלא ייכנס בשורה אחת או שתיים בכלל"
        var style = ParagraphStyle()
        style.lineLimit = lineLimit
        style.truncationMode = mode
        style.layoutDirection = .rightToLeft
        let layout = engine.layout(text(hebrew, "Noto Sans Hebrew"), width: 120, style: style)
        expectSane(layout)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == lineLimit)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        let last = layout.lines[lineLimit - 1]
        #expect(last.isTruncated)
        let runs = last.runs
        let ellipses = runs.indices.filter { runs[$0].range.isEmpty }
        #expect(ellipses.count == 1, "one inserted ellipsis")
        guard let ellipsis = ellipses.first else { return }
        // Visual order, left to right, in a right-to-left paragraph: the logical end (tail) is
        // at the left, the logical start (head) at the right, the middle between.
        switch mode {
        case .tail: #expect(ellipsis == 0)
        case .head: #expect(ellipsis == runs.count - 1)
        case .middle: #expect(ellipsis > 0 && ellipsis < runs.count - 1)
        }
    }
}
