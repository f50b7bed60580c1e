// Glyph ink lies where the layout says text goes: inside each line's box (Design §8.3: the line
// box spans ascent above and descent below the baseline; its width is the line's advance).
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct GlyphInkTests {
    /// Every ink pixel of `text` drawn at `origin` lies in a line box (with `slack` points of
    /// side bearing); returns the ink bounds in points.
    private func inkBounds(_ text: TextLayout, origin: CGPoint, scale: Double, slack: Double = 1) throws -> CGRect {
        var list = DrawList(size: CGSize(width: text.width + 2 * origin.x, height: text.height + 2 * origin.y))
        list.commands = GlyphRunDrawing.runs(of: text, at: origin).map(DrawCommand.glyphs)
        let image = try Renderer.rasterize(list, scale: scale)
        var bounds = CGRect.null
        var outside = 0
        for py in 0..<image.height {
            for px in 0..<image.width where image.isInk(px, py) {
                let point = CGPoint(x: (Double(px) + 0.5) / scale, y: (Double(py) + 0.5) / scale)
                bounds = bounds.union(CGRect(origin: point, size: .zero))
                let inside = text.lines.contains { line in
                    let left = origin.x + line.xOffset - slack, right = origin.x + line.xOffset + line.width + slack
                    let top = origin.y + line.baseline - line.ascent - 0.5
                    let bottom = origin.y + line.baseline + line.descent + 0.5
                    return point.x >= left && point.x <= right && point.y >= top && point.y <= bottom
                }
                if !inside { outside += 1 }
            }
        }
        // A blank image has nothing outside the boxes: the text must have been drawn at all.
        #expect(!bounds.isNull, "no ink drawn")
        #expect(outside == 0, "ink pixels outside every line box")
        return bounds
    }

    @Test func latinInkSitsOnTheBaselineInsideTheLineBox() throws {
        let text = layoutText("HEllo", size: 24)
        let origin = CGPoint(x: 20, y: 16)
        let bounds = try inkBounds(text, origin: origin, scale: 2)
        let baseline = origin.y + text.lines[0].baseline
        // Letters without descenders sit on the baseline; capitals reach most of the ascent.
        #expect(abs(bounds.maxY - baseline) <= 1)
        #expect(bounds.minY < baseline - 0.6 * text.lines[0].ascent)
        #expect(bounds.minX >= origin.x && bounds.minX < origin.x + 4)
    }

    @Test func descendersStayAboveTheDescent() throws {
        let text = layoutText("gjpqy", size: 30)
        let origin = CGPoint(x: 10, y: 10)
        let bounds = try inkBounds(text, origin: origin, scale: 1)
        #expect(bounds.maxY > origin.y + text.lines[0].baseline + 2)
    }

    @Test func wrappedLinesEachStayInTheirBox() throws {
        let attributed = AttributedText("Typeset draws every line in its own box", attributes: TextAttributes(font: .system(size: 17)))
        let text = TextEngine.shared.layout(attributed, width: 120)
        #expect(text.lines.count > 1)
        _ = try inkBounds(text, origin: CGPoint(x: 8, y: 8), scale: 2)
    }

    @Test func rightToLeftAndCJKInkStaysInside() throws {
        _ = try inkBounds(layoutText("שלום עולם", size: 20), origin: CGPoint(x: 10, y: 10), scale: 2)
        _ = try inkBounds(layoutText("世界", size: 20), origin: CGPoint(x: 10, y: 10), scale: 2)
    }

    @Test func emojiDrawInColour() throws {
        let text = layoutText("😀", size: 32)
        #expect(text.lines[0].runs.first?.face.familyName.contains("Emoji") == true)
        var list = DrawList(size: CGSize(width: 60, height: 60))
        list.commands = GlyphRunDrawing.runs(of: text, at: CGPoint(x: 10, y: 10)).map(DrawCommand.glyphs)
        let image = try Renderer.rasterize(list, scale: 1)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b, _) = image.rgba(x: x, y: y)
                if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > 200, "the emoji glyph should be a colour bitmap")
    }
}

/// The renderer draws each run at the variation coordinates the layout shaped it at
/// (`FT_Set_Var_Design_Coordinates` on its FreeType face).
@Suite struct VariableFontInkTests {
    /// How many ink pixels `layout` draws at 2×.
    private func ink(_ layout: TextLayout) throws -> Int {
        var list = DrawList(size: CGSize(width: layout.width + 8, height: layout.height + 8))
        list.commands = GlyphRunDrawing.runs(of: layout, at: CGPoint(x: 4, y: 4)).map(DrawCommand.glyphs)
        let image = try Renderer.rasterize(list, scale: 2)
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image.isInk(x, y) { count += 1 } }
        return count
    }

    @Test func semiboldDrawsMoreInkThanRegular() throws {
        let regular = layoutText("Illinois", font: .system(size: 24))
        let semibold = layoutText("Illinois", font: .system(size: 24, weight: .semibold))
        let black = layoutText("Illinois", font: .system(size: 24, weight: .black))
        let drawn = GlyphRunDrawing.runs(of: semibold, at: .zero)
        #expect(drawn.first?.variations == [FontVariation(tag: "wght", value: 600)])
        // Same glyph ids, heavier outlines.
        #expect(regular.lines[0].runs[0].glyphs == semibold.lines[0].runs[0].glyphs)
        let (light, heavy, heaviest) = (try ink(regular), try ink(semibold), try ink(black))
        #expect(heavy > light + light / 10)
        #expect(heaviest > heavy)
    }

    /// FreeType's outlines at the run's coordinates agree with HarfBuzz's extents at the same
    /// coordinates, as `hb-shape --show-extents` (the independent oracle) reports them: at
    /// 281.6 pt one font unit of Inter (2816 per em) is 0.1 pixel at scale 1.
    @Test func outlinesAgreeWithHarfBuzzExtents() throws {
        let font = FontCollection.bundledFontsDirectory.appendingPathComponent("Inter-roman.var.ttf").path
        for (weight, wght) in [(Font.Weight.ultraLight, 100), (.regular, 400), (.black, 900)] {
            let (output, status) = try run(
                "/usr/bin/hb-shape",
                ["--font-funcs=ot", "--output-format=json", "--show-extents", "--no-glyph-names",
                 "--variations=wght=\(wght)", font, "l"])
            #expect(status == 0, "hb-shape (libharfbuzz-bin) is needed")
            let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Int]])
            let extents = try #require(glyphs.first)
            let layout = layoutText("l", font: .system(size: 281.6, weight: weight))
            let origin = CGPoint(x: 10, y: 10)
            var list = DrawList(size: CGSize(width: layout.width + 20, height: layout.height + 20))
            list.commands = GlyphRunDrawing.runs(of: layout, at: origin).map(DrawCommand.glyphs)
            let image = try Renderer.rasterize(list, scale: 1)
            var left = Int.max, right = Int.min
            for y in 0..<image.height { for x in 0..<image.width where image.isInk(x, y) {
                left = min(left, x)
                right = max(right, x + 1)
            } }
            let expectedLeft = origin.x + Double(try #require(extents["xb"])) / 10
            let expectedWidth = Double(try #require(extents["w"])) / 10
            #expect(abs(Double(left) - expectedLeft) <= 1.5, "wght \(wght)")
            #expect(abs(Double(right - left) - expectedWidth) <= 1.5, "wght \(wght)")
        }
    }
}
