// Underlines and strikethroughs as laid out: place and thickness from the font's `post` and
// `OS/2` values (the OpenType specification: both positions are the stroke's top edge above the
// baseline), scaled by size / unitsPerEm; extents from the glyph advances, which hb-shape gives
// independently. Font values are fontTools readings, printed by Scripts/font-decoration-metrics:
//
//   DejaVuSans.ttf       2048  -40   90  530 102
//   Lato-Regular.ttf     2000 -103  194  500 120
//   CharisSIL-Regular    2048 -290  120  500 100
//   Inter-roman.var.ttf  2816 -464  192  922 192   (no MVAR: the same at every weight)
//   (file, unitsPerEm, underlinePosition, underlineThickness, yStrikeoutPosition, yStrikeoutSize)

import Foundation
import Testing

@testable import TypesetText

@Suite struct TextDecorationTests {
    private let underline = TextPaint(underline: TextPaint.Line())
    private let strikethrough = TextPaint(strikethrough: TextPaint.Line())

    @Test func facesReadPostAndOS2() throws {
        func values(_ family: String, weight: Font.Weight = .regular) throws -> [Int32] {
            let m = try bundledFonts.face(family: family, weight: weight, italic: false).decorationMetrics
            return [m.underlinePosition, m.underlineThickness, m.strikeoutPosition, m.strikeoutThickness]
        }
        #expect(try values("DejaVu Sans") == [-40, 90, 530, 102])
        #expect(try values("Lato") == [-103, 194, 500, 120])
        #expect(try values("Charis SIL") == [-290, 120, 500, 100])
        #expect(try values("Inter") == [-464, 192, 922, 192])
        let inter = try bundledFonts.face(family: "Inter", weight: .regular, italic: false)
        let semibold = inter.instance([FontVariation(tag: "wght", value: 600)]).decorationMetrics
        #expect([semibold.underlinePosition, semibold.underlineThickness] == [-464, 192])
    }

    @Test func anUnderlineSitsWhereThePostTableSays() throws {
        // "Hello world" in DejaVu Sans 17 pt, "world" (UTF-8 6..<11) underlined.
        let string = AttributedText(runs: [
            AttributedText.Run("Hello ", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17))),
            AttributedText.Run("world", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)), paint: underline),
        ])
        let layout = engine.layout(string, width: nil)
        let decorations = layout.decorations
        #expect(decorations.count == 1)
        let stroke = try #require(decorations.first)
        #expect(stroke.kind == .underline && stroke.line == 0 && stroke.range == 6..<11 && stroke.pattern == .solid)
        #expect(stroke.color == nil)
        let baseline = layout.lines[0].baseline
        // Top edge: −(−40) × 17 / 2048 below the baseline; thickness 90 × 17 / 2048.
        #expect(close(stroke.rect.minY, baseline + points(40)))
        #expect(close(stroke.rect.height, points(90)))
        // Across "world": from the advance of "Hello " to that of "Hello world" (hb-shape).
        let before = try #require(HarfBuzzOracle.shape("Hello ", file: "DejaVuSans.ttf")).advance
        let whole = try #require(HarfBuzzOracle.shape("Hello world", file: "DejaVuSans.ttf")).advance
        #expect(close(stroke.rect.minX, points(before), 1e-6))
        #expect(close(stroke.rect.maxX, points(whole), 1e-6))
    }

    @Test func aStrikethroughSitsWhereOS2Says() throws {
        let string = AttributedText(runs: [
            AttributedText.Run("Sale", attributes: TextAttributes(font: .custom("Lato", size: 20)), paint: strikethrough)
        ])
        let layout = engine.layout(string, width: nil)
        let stroke = try #require(layout.decorations.first)
        #expect(layout.decorations.count == 1 && stroke.kind == .strikethrough && stroke.range == 0..<4)
        // Lato: yStrikeoutPosition 500, yStrikeoutSize 120, upem 2000, at 20 pt.
        #expect(close(stroke.rect.minY, layout.lines[0].baseline - points(500, size: 20, upem: 2000)))
        #expect(close(stroke.rect.height, points(120, size: 20, upem: 2000)))
        let width = try #require(HarfBuzzOracle.shape("Sale", file: "Lato-Regular.ttf")).advance
        #expect(close(stroke.rect.minX, 0) && close(stroke.rect.width, points(width, size: 20, upem: 2000), 1e-6))
    }

    @Test func eachRunTakesItsOwnFontsValues() throws {
        // DejaVu then Charis, both underlined: two strokes (different place and thickness),
        // each from its own face at its own size.
        let string = AttributedText(runs: [
            AttributedText.Run("ab", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)), paint: underline),
            AttributedText.Run("cd", attributes: TextAttributes(font: .custom("Charis SIL", size: 34)), paint: underline),
        ])
        let layout = engine.layout(string, width: nil)
        let strokes = layout.decorations
        #expect(strokes.count == 2)
        let baseline = layout.lines[0].baseline
        #expect(close(strokes[0].rect.minY, baseline + points(40)) && close(strokes[0].rect.height, points(90)))
        #expect(close(strokes[1].rect.minY, baseline + points(290, size: 34)) && close(strokes[1].rect.height, points(120, size: 34)))
        #expect(close(strokes[0].rect.maxX, strokes[1].rect.minX))
    }

    @Test func neighbouringRunsOfOneFontMakeOneStroke() throws {
        // Two runs of the same face and size but different paint colours' text: one stroke
        // when the line's colour is the same.
        let red = TextPaint.Color(red: 1, green: 0, blue: 0)
        let string = AttributedText(runs: [
            AttributedText.Run("one ", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)), paint: underline),
            AttributedText.Run("two", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17), kerning: 1), paint: underline),
            AttributedText.Run(" three", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)),
                paint: TextPaint(underline: TextPaint.Line(color: red))),
        ])
        let strokes = engine.layout(string, width: nil).decorations
        #expect(strokes.count == 2)
        #expect(strokes.first?.range == 0..<7)
        #expect(strokes.last?.color == red && strokes.last?.range == 7..<13)
    }

    @Test func strokesFollowTheLinesAndSkipHangingSpaces() throws {
        // Wrapped: one stroke per line, none under the space that hangs at the first line's end.
        let string = AttributedText(runs: [
            AttributedText.Run("alpha beta", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)), paint: underline)
        ])
        let narrow = try #require(HarfBuzzOracle.shape("alpha", file: "DejaVuSans.ttf")).advance
        let layout = engine.layout(string, width: points(narrow) + 1)
        #expect(layout.lines.count == 2)
        let strokes = layout.decorations
        #expect(strokes.map(\.line) == [0, 1])
        #expect(close(strokes[0].rect.maxX, points(narrow), 1e-6))
        #expect(close(strokes[1].rect.minY - layout.lines[1].baseline, points(40)))
    }

    @Test func aRaisedRunRaisesItsStroke() throws {
        let string = AttributedText(runs: [
            AttributedText.Run("x", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17), baselineOffset: 5), paint: underline)
        ])
        let layout = engine.layout(string, width: nil)
        let stroke = try #require(layout.decorations.first)
        #expect(close(stroke.rect.minY, layout.lines[0].baseline - 5 + points(40)))
    }

    @Test func backgroundsCoverTheLineBox() throws {
        let fill = TextPaint.Color(red: 1, green: 1, blue: 0)
        let string = AttributedText(runs: [
            AttributedText.Run("Hi ", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17))),
            AttributedText.Run("there", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)), paint: TextPaint(background: fill)),
        ])
        let layout = engine.layout(string, width: nil)
        let boxes = layout.backgrounds
        #expect(boxes.count == 1)
        let box = try #require(boxes.first)
        let line = layout.lines[0]
        #expect(box.color == fill && box.range == 3..<8)
        #expect(close(box.rect.minY, line.baseline - line.ascent) && close(box.rect.height, line.ascent + line.descent))
        let before = try #require(HarfBuzzOracle.shape("Hi ", file: "DejaVuSans.ttf")).advance
        #expect(close(box.rect.minX, points(before), 1e-6) && close(box.rect.maxX, layout.width, 1e-6))
    }

    @Test func paintIsNotLayout() throws {
        // Two texts that differ only in paint share one computed layout; each layout carries
        // its own paint.
        let engine = TextEngine(fonts: .bundled)
        func styled(_ paint: TextPaint) -> AttributedText {
            AttributedText(runs: [
                AttributedText.Run("Total ", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17))),
                AttributedText.Run("42", attributes: TextAttributes(font: .custom("Lato", size: 17)), paint: paint),
            ])
        }
        let plain = engine.layout(styled(TextPaint()), width: 200)
        let computed = engine.computedLayoutCount
        let red = TextPaint(foreground: TextPaint.Color(red: 1, green: 0, blue: 0), underline: TextPaint.Line())
        let painted = engine.layout(styled(red), width: 200)
        #expect(engine.computedLayoutCount == computed)
        #expect(plain.paint.isEmpty)
        #expect(painted.paint == [TextPaintRange(range: 6..<8, paint: red)])
        #expect(painted.lines.count == plain.lines.count && painted.width == plain.width)
    }

    @Test func paintRangesJoinEqualNeighbours() {
        let blue = TextPaint(foreground: TextPaint.Color(red: 0, green: 0, blue: 1))
        let text = AttributedText(runs: [
            AttributedText.Run("ab", paint: blue), AttributedText.Run("", paint: TextPaint()),
            AttributedText.Run("cd", attributes: TextAttributes(kerning: 2), paint: blue), AttributedText.Run("é"),
            AttributedText.Run("f", paint: blue),
        ])
        #expect(text.paintRanges == [TextPaintRange(range: 0..<4, paint: blue), TextPaintRange(range: 6..<7, paint: blue)])
    }

    @Test func unpaintedTextHasNoStrokes() {
        let layout = engine.layout(text("Hello"), width: nil)
        #expect(layout.paint.isEmpty && layout.decorations.isEmpty && layout.backgrounds.isEmpty)
    }
}
