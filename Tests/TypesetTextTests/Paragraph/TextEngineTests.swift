// Lines and sizes (Design §8.3, R-lines): a line's A, D, G are the maxima over its runs; the gap
// sits only between lines; an empty paragraph is one line of the primary font.

import Foundation
import Testing

@testable import TypesetText

@Suite("TextEngine")
struct TextEngineTests {
    @Test("One DejaVu line at 17 pt is A + D tall with its baseline at A")
    func singleLine() throws {
        let layout = engine.layout(text("Hello, World!"), width: nil)
        #expect(layout.lines.count == 1)
        #expect(layout.height == points(1901 + 483))
        #expect(layout.firstBaseline == points(1901))
        #expect(layout.lastBaseline == points(1901))
        #expect(layout.width == points(13183))
        #expect(!layout.isTruncated && layout.fontScale == 1)
        let line = try #require(layout.lines.first)
        #expect(line.ascent == points(1901) && line.descent == points(483) && line.lineGap == 0)
        #expect(line.xOffset == 0 && line.width == layout.width)
    }

    @Test("Liberation Sans: the 67-unit gap appears only between lines")
    func lineGap() {
        let one = engine.layout(text("Hello", "Liberation Sans"), width: nil)
        #expect(one.height == points(1854 + 434))
        let two = engine.layout(text("Hello\nWorld", "Liberation Sans"), width: nil)
        #expect(two.lines.count == 2)
        #expect(close(two.height, 2 * points(1854 + 434) + points(67)))
        #expect(close(two.lastBaseline, points(1854) + points(434) + points(67) + points(1854)))
        let spaced = engine.layout(
            text("Hello\nWorld", "Liberation Sans"), width: nil, style: ParagraphStyle(lineSpacing: 5))
        #expect(close(spaced.height, two.height + 5))
    }

    @Test("Lato at 20 pt: first baseline 16.1 (typo ascender), one line 20 tall")
    func latoBaseline() {
        let layout = engine.layout(text("Lato", "Lato", size: 20), width: nil)
        #expect(close(layout.firstBaseline, 16.1))
        #expect(close(layout.height, 20))
    }

    @Test("Mixed fonts on a line: the tallest run sets A and D (Charis next to DejaVu)")
    func mixedRuns() throws {
        let mixed = text("Hxg ") + text("Hxg", "Charis SIL")
        let layout = engine.layout(mixed, width: nil)
        let line = try #require(layout.lines.first)
        #expect(line.ascent == points(2450) && line.descent == points(900))
        #expect(line.runs.map(\.face.familyName) == ["DejaVu Sans", "Charis SIL"])
        // "Hxg " is 4703 units in DejaVu Sans and "Hxg" 3641 in Charis SIL (both upem 2048).
        #expect(layout.width == points(4703 + 3641))
    }

    @Test("Empty text, empty paragraphs and a trailing newline are lines of the primary font")
    func emptyLines() {
        let empty = engine.layout(text("", "Liberation Sans"), width: 100)
        #expect(empty.lines.count == 1 && empty.width == 0)
        #expect(empty.height == points(1854 + 434))
        #expect(empty.lines[0].range == empty.string.startIndex..<empty.string.endIndex)
        let trailing = engine.layout(text("a\n"), width: nil)
        #expect(lineStrings(trailing) == ["a\n", ""])
        #expect(trailing.height == 2 * points(1901 + 483))
        #expect(lineStrings(engine.layout(text("\n\n"), width: nil)) == ["\n", "\n", ""])
        // No runs: one empty line of the default font, body in Inter (2728 + 680 of 2816 units,
        // Fonts/README.md).
        let noRuns = engine.layout(AttributedText(runs: []), width: nil)
        #expect(noRuns.lines.count == 1 && noRuns.height == points(2728 + 680, upem: 2816))
    }

    @Test("Library versions come from FreeType, HarfBuzz and ICU")
    func versions() {
        let versions = TextEngine.libraryVersions
        for version in [versions.freeType, versions.harfBuzz, versions.icu] {
            #expect(version.split(separator: ".").count >= 2)
            #expect(version.split(separator: ".").allSatisfy { Int($0) != nil })
        }
    }

    @Test("Content widths: max is the unconstrained width, min the widest grapheme")
    func contentWidths() {
        let sample = text("Hello wide World")
        let widths = engine.contentWidths(of: sample)
        #expect(widths.max == engine.layout(sample, width: nil).width)
        let widestLetter = "HelowidWr".map { engine.layout(text(String($0)), width: nil).width }.max() ?? 0
        #expect(widths.min == widestLetter)
        let narrowest = engine.layout(sample, width: 0)
        #expect(narrowest.width == widths.min)
        #expect(narrowest.lines.count == 14)  // one grapheme per line, spaces hang
        #expect(narrowest.minContentWidth == widths.min && narrowest.maxContentWidth == widths.max)
    }

    @Test("Bad proposals never trap: NaN and infinity are unconstrained, negatives are 0")
    func badInput() {
        let sample = text("Hello world")
        let ideal = engine.layout(sample, width: nil)
        #expect(engine.layout(sample, width: .nan).width == ideal.width)
        #expect(engine.layout(sample, width: .infinity).lines.count == 1)
        #expect(engine.layout(sample, width: -5).lines.count == engine.layout(sample, width: 0).lines.count)
        #expect(engine.layout(sample, width: 50, maxHeight: -1).lines.count == 1)
        let odd = AttributedText("x", attributes: TextAttributes(font: .system(size: .nan), kerning: .infinity))
        let layout = engine.layout(odd, width: nil)
        #expect(layout.width == 0 && layout.height == 0)
    }

    @Test("Glyph runs report sizes, offsets and positions in points")
    func glyphRunGeometry() throws {
        let layout = engine.layout(
            AttributedText("AV", attributes: TextAttributes(font: .custom("Lato", size: 20), baselineOffset: 3)),
            width: nil)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.size == 20)
        #expect(run.advances == [points(1246, size: 20, upem: 2000), points(1354, size: 20, upem: 2000)])
        #expect(run.positions == [CGPoint(x: 0, y: 3), CGPoint(x: points(1246, size: 20, upem: 2000), y: 3)])
        #expect(run.offsets == [.zero, .zero])
        // A raised baseline raises the line's ascent by the offset.
        #expect(close(layout.lines[0].ascent, 16.1 + 3))
    }
}
