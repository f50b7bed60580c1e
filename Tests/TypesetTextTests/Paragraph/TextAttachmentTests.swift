// Inline objects (research text-input §6): one U+FFFC per object, an advance of the object's
// width, the bottom on the baseline unless offset, the line grown to hold it. Widths of the
// text around come from hb-shape; font values from fontTools (Scripts/font-decoration-metrics,
// FontMetricsTests: DejaVu Sans upem 2048, ascent 1901, descent 483, cap height 1493).

import Foundation
import Testing

@testable import TypesetText

@Suite struct TextAttachmentTests {
    private let dejaVu = Font.custom("DejaVu Sans", size: 17)

    private func object(
        width: FontRelativeLength, height: FontRelativeLength, below: FontRelativeLength = .init()
    ) -> TextAttachment {
        TextAttachment(name: "box", width: width, height: height, baselineOffset: below)
    }

    private func runs(_ parts: [(String, TextAttachment?)], font: Font? = nil) -> AttributedText {
        AttributedText(runs: parts.map { AttributedText.Run($0.0, attributes: TextAttributes(font: font ?? dejaVu, attachment: $0.1)) })
    }

    @Test func anObjectTakesItsWidthBetweenTheTextAroundIt() throws {
        // 1 em at 17 pt is 17 points (2048 units exactly).
        let box = object(width: FontRelativeLength(ems: 1), height: FontRelativeLength(points: 10))
        let layout = engine.layout(runs([("a", nil), ("\u{FFFC}", box), ("b", nil)]), width: nil)
        let a = try #require(HarfBuzzOracle.shape("a", file: "DejaVuSans.ttf")).advance
        let b = try #require(HarfBuzzOracle.shape("b", file: "DejaVuSans.ttf")).advance
        #expect(close(layout.width, points(a) + 17 + points(b), 1e-9))
        let line = try #require(layout.lines.first)
        let run = try #require(line.runs.first { $0.attachment != nil })
        #expect(run.glyphs == [0] && close(run.positions[0].x, points(a)) && close(run.advances[0], 17))
        #expect(run.attachment?.size == CGSize(width: 17, height: 10) && run.attachment?.baselineOffset == 0)
        #expect(run.attachment?.attachment.name == "box")
        // Not a missing glyph, and the text's string keeps the replacement character.
        #expect(layout.missingCharacters.isEmpty && layout.string == "a\u{FFFC}b")
        // A short object leaves the line as the font makes it.
        #expect(close(line.ascent, points(1901)) && close(line.descent, points(483)))
    }

    @Test func aTallObjectGrowsTheLine() throws {
        // 30 points tall, bottom 4 points below the baseline: ascent 26, descent 4 at least.
        let box = object(width: FontRelativeLength(points: 17), height: FontRelativeLength(points: 30), below: FontRelativeLength(points: 4))
        let layout = engine.layout(runs([("x", nil), ("\u{FFFC}", box)]), width: nil)
        let line = try #require(layout.lines.first)
        #expect(close(line.ascent, 26) && close(line.descent, max(4, points(483))))
        #expect(close(layout.firstBaseline, 26) && close(layout.height, 26 + points(483)))
        // Raised by its run's baseline offset.
        var raised = runs([("\u{FFFC}", box)])
        raised.runs[0].attributes.baselineOffset = 10
        let up = engine.layout(raised, width: nil).lines[0]
        #expect(close(up.ascent, 36))
    }

    @Test func aSymbolFollowsTheFont() throws {
        // 1.4 cap heights square, its bottom 0.2 cap heights below the baseline: at 34 points
        // DejaVu's cap height is 1493 × 34 / 2048.
        let symbol = TextAttachment(
            name: "star", isSymbol: true, isTemplate: true, width: FontRelativeLength(capHeights: 1.4),
            height: FontRelativeLength(capHeights: 1.4), baselineOffset: FontRelativeLength(capHeights: 0.2))
        for size in [17.0, 34.0] {
            let layout = engine.layout(runs([("\u{FFFC}", symbol)], font: .custom("DejaVu Sans", size: size)), width: nil)
            let cap = points(1493, size: size)
            let placed = try #require(layout.lines.first?.runs.first?.attachment)
            #expect(close(placed.size.height, 1.4 * cap) && close(placed.size.width, 1.4 * cap))
            #expect(close(placed.baselineOffset, 0.2 * cap))
            // The advance, in whole font units of the face.
            let units = (1.4 * 1493).rounded()
            #expect(close(layout.width, points(Int(units), size: size)))
        }
    }

    @Test func objectsShrinkWithTheText() throws {
        let box = object(width: FontRelativeLength(ems: 2), height: FontRelativeLength(points: 20))
        var style = ParagraphStyle()
        style.minimumScaleFactor = 0.5
        style.lineLimit = 1
        let layout = engine.layout(runs([("\u{FFFC}", box)]), width: 17, style: style)
        #expect(close(layout.fontScale, 0.5, 1e-3))
        let placed = try #require(layout.lines.first?.runs.first?.attachment)
        #expect(close(placed.size.height, 20 * layout.fontScale) && close(placed.size.width, 34 * layout.fontScale))
    }

    @Test func linesBreakAroundObjects() throws {
        // U+FFFC is line-break class CB: a break opportunity on either side (UAX #14 LB20).
        let box = object(width: FontRelativeLength(ems: 1), height: FontRelativeLength(points: 10))
        let word = try #require(HarfBuzzOracle.shape("abc", file: "DejaVuSans.ttf")).advance
        let layout = engine.layout(runs([("abc", nil), ("\u{FFFC}", box), ("abc", nil)]), width: points(word) + 1)
        #expect(lineStrings(layout) == ["abc", "\u{FFFC}", "abc"])
        #expect(layout.lines[1].runs.first?.attachment != nil)
    }

    @Test func severalObjectsAreOneRunOfGlyphs() throws {
        let box = object(width: FontRelativeLength(ems: 1), height: FontRelativeLength(points: 10))
        let layout = engine.layout(runs([("\u{FFFC}\u{FFFC}\u{FFFC}", box)]), width: nil)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.glyphs == [0, 0, 0] && run.clusters == [0, 3, 6])
        #expect(run.positions.map(\.x) == [0, 17, 34] && close(layout.width, 51))
    }

    @Test func rightToLeftPlacesObjectsInVisualOrder() throws {
        // Hebrew around an object: the paragraph is right to left, so the first word is right.
        let box = object(width: FontRelativeLength(ems: 1), height: FontRelativeLength(points: 10))
        let hebrew = Font.custom("Noto Sans Hebrew", size: 17)
        let layout = engine.layout(runs([("שלום ", nil), ("\u{FFFC}", box), (" עולם", nil)], font: hebrew), width: nil)
        let line = try #require(layout.lines.first)
        let objectRun = try #require(line.runs.first { $0.attachment != nil })
        let first = try #require(line.runs.first { $0.range.lowerBound == layout.string.startIndex })
        #expect(first.positions[0].x > objectRun.positions[0].x)
        #expect(objectRun.bidiLevel == 1)
    }

    @Test func badSizesAreZero() throws {
        let box = object(width: FontRelativeLength(points: -5, ems: .nan), height: FontRelativeLength(points: .infinity))
        let layout = engine.layout(runs([("a", nil), ("\u{FFFC}", box)]), width: nil)
        let placed = try #require(layout.lines.first?.runs.last?.attachment)
        #expect(placed.size == .zero)
        let a = try #require(HarfBuzzOracle.shape("a", file: "DejaVuSans.ttf")).advance
        #expect(close(layout.width, points(a)))
    }
}
