// Text's paint drawn by the cairo renderer: underlines and strikethroughs where the font's post
// and OS/2 values put them (DejaVu Sans: underline top −40, thickness 90; strikeout top 530,
// size 102; upem 2048, fontTools readings from Scripts/font-decoration-metrics), background
// fills, colours per segment and inline symbols; in PNG, PDF and SVG.
import Foundation
import Testing
import Typeset
@testable import TypesetRender

private let pdftoppm = "/usr/bin/pdftoppm"
private let hasPoppler = FileManager.default.isExecutableFile(atPath: pdftoppm)

@Suite struct TextPaintDrawingTests {
    /// 48-point DejaVu Sans: strokes about 2 points thick.
    private let font = Font.custom("DejaVu Sans", size: 48)
    private let scale = 2.0
    private let margin: CGFloat = 20

    /// The layout of `text` with a margin around it, and the Text's frame and layout.
    private func lay(_ text: Text) throws -> (LayoutResult, CGRect, TextLayout) {
        let result = LayoutEngine().layout(text.font(font).id("t").padding(margin), proposal: .unspecified)
        let node = try #require(result.node("t"))
        return (result, node.frame, try #require(node.text))
    }

    private func raster(_ result: LayoutResult) throws -> RasterImage {
        try Renderer.rasterize(displayList(for: result, guides: false), scale: scale)
    }

    /// The pixel row through the middle of a stroke `top` (in points, y down) `thickness` thick.
    private func row(_ top: CGFloat, _ thickness: CGFloat) -> Int { Int(((top + thickness / 2) * scale).rounded(.down)) }

    /// Pixel columns from `x0` to `x1` points, a pixel in from each end.
    private func columns(_ x0: CGFloat, _ x1: CGFloat) -> ClosedRange<Int> {
        Int((x0 * scale).rounded(.up)) + 1...Int((x1 * scale).rounded(.down)) - 2
    }

    @Test func anUnderlineIsDrawnUnderTheTextAndNowhereElse() throws {
        let (underlined, frame, layout) = try lay(Text("Hello").underline())
        let (plain, _, _) = try lay(Text("Hello"))
        let baseline = frame.minY + layout.firstBaseline
        let top = baseline + 40 * 48 / 2048, thickness: CGFloat = 90 * 48 / 2048
        let y = row(top, thickness)
        let inked = try raster(underlined), bare = try raster(plain)
        let across = columns(frame.minX, frame.minX + layout.width)
        #expect(!across.isEmpty)
        #expect(across.allSatisfy { inked.isInk($0, y) })
        // "Hello" has no descender: without the underline the row is blank.
        #expect(across.allSatisfy { !bare.isInk($0, y) })
        // Past the text's end and above the stroke, nothing.
        let after = Int(((frame.maxX + 4) * scale).rounded(.up))..<Int(((frame.maxX + margin - 2) * scale).rounded(.down))
        #expect(!after.isEmpty && after.allSatisfy { !inked.isInk($0, y) })
        let above = Int(((top - 0.6) * scale).rounded(.down))
        #expect(!across.allSatisfy { inked.isInk($0, above) })
    }

    @Test func aStrikethroughCrossesTheGapsBetweenLetters() throws {
        let (struck, frame, layout) = try lay(Text("Hello").strikethrough())
        let (plain, _, _) = try lay(Text("Hello"))
        let baseline = frame.minY + layout.firstBaseline
        let thickness: CGFloat = 102 * 48 / 2048
        let y = row(baseline - 530 * 48 / 2048, thickness)
        let across = columns(frame.minX, frame.minX + layout.width)
        let inked = try raster(struck), bare = try raster(plain)
        #expect(!across.isEmpty && across.allSatisfy { inked.isInk($0, y) })
        // Without it the same row has gaps (between the letters).
        #expect(!across.allSatisfy { bare.isInk($0, y) })
    }

    @Test func aDashedUnderlineHasGaps() throws {
        let (dashed, frame, layout) = try lay(Text("Hello").underline(pattern: .dash))
        let y = row(frame.minY + layout.firstBaseline + 40 * 48 / 2048, 90 * 48 / 2048)
        let inked = try raster(dashed)
        let across = columns(frame.minX, frame.minX + layout.width)
        let ink = across.filter { inked.isInk($0, y) }.count
        // Dashes of 3 thicknesses and gaps of 1: about three quarters inked.
        #expect(ink > across.count / 2 && ink < across.count)
    }

    @Test func segmentsKeepTheirColours() throws {
        let (result, frame, layout) = try lay(Text("H").foregroundColor(.red) + Text("H").foregroundColor(.blue))
        let image = try raster(result)
        let runs = layout.lines[0].runs
        #expect(runs.count == 1)  // one glyph run, drawn in two colours
        let split = frame.minX + (runs.first?.positions.last?.x ?? 0)
        let y = Int(((frame.minY + layout.firstBaseline - 10) * scale).rounded())
        func colours(_ range: Range<Int>) -> [(Int, Int, Int)] {
            range.compactMap { x in
                let (r, g, b, _) = image.rgba(x: x, y: y)
                return min(r, g, b) < 200 ? (Int(r), Int(g), Int(b)) : nil
            }
        }
        let left = colours(Int(frame.minX * scale)..<Int(split * scale))
        let right = colours(Int(split * scale)..<Int((frame.minX + layout.width) * scale))
        // Antialiased edges blend with the white: red dominates on the left, blue on the right.
        #expect(!left.isEmpty && left.allSatisfy { $0.0 - $0.2 > 60 })
        #expect(!right.isEmpty && right.allSatisfy { $0.2 - $0.0 > 60 })
    }

    @Test func aBackgroundFillsTheLineBoxBehindItsRun() throws {
        var string = AttributedString("a   b")
        let spaces = try #require(string.range(of: "   "))
        string[spaces].backgroundColor = .yellow
        let (result, frame, layout) = try lay(Text(string))
        let image = try raster(result)
        let box = try #require(layout.backgrounds.first).rect.offsetBy(dx: frame.minX, dy: frame.minY)
        let (r, g, b, _) = image.rgba(x: Int(box.midX * scale), y: Int(box.midY * scale))
        #expect(r > 240 && g > 180 && b < 40)
        // Outside the box, white.
        let (r2, g2, b2, _) = image.rgba(x: Int((box.minX - 1) * scale), y: Int((box.minY - 2) * scale))
        #expect(r2 > 250 && g2 > 250 && b2 > 250)
    }

    @Test func anInlineSymbolIsDrawnInItsBox() throws {
        let (result, frame, layout) = try lay(Text(Image(systemName: "star")).foregroundColor(.red) + Text(" 4.5"))
        let list = displayList(for: result, guides: false)
        let run = try #require(layout.lines.first?.runs.first)
        let placed = try #require(run.attachment)
        let baseline = frame.minY + layout.lines[0].baseline
        let expected = CGRect(
            x: frame.minX + run.positions[0].x, y: baseline + placed.baselineOffset - placed.size.height,
            width: placed.size.width, height: placed.size.height)
        let images = list.commands.compactMap { command -> ImagePlaceholder? in
            if case .image(let image) = command { return image }
            return nil
        }
        #expect(images.count == 1)
        #expect(images.first?.rect == expected && images.first?.isSymbol == true && images.first?.name == "star")
        #expect(images.first?.tint == DrawColor(Color.red))
        // No glyph is drawn for the object's replacement character.
        let glyphs = list.commands.compactMap { command -> GlyphRunDrawing? in
            if case .glyphs(let run) = command { return run }
            return nil
        }
        #expect(!glyphs.contains { $0.text.contains("\u{FFFC}") })
        // The placeholder's dot, solid in the tint, where its baseline is (on the text's).
        let image = try raster(result)
        let (r, g, b, _) = image.rgba(x: Int(expected.midX * scale), y: Int(baseline * scale))
        #expect(r > 200 && g < 120 && b < 120)
    }

    @Test(.enabled(if: hasPoppler, "poppler-utils is not installed: run Scripts/ensure-system-packages.sh"))
    func pdfDrawsTheUnderlineToo() throws {
        let (result, frame, layout) = try lay(Text("Hello").underline())
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("underline.pdf")
        try Renderer.write(displayList(for: result, guides: false), to: file)
        // 144 dpi: 2 pixels per point, as `scale`.
        let prefix = directory.appendingPathComponent("page").path
        #expect(try run(pdftoppm, ["-png", "-r", "144", "-singlefile", file.path, prefix]).status == 0)
        let image = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
        let y = row(frame.minY + layout.firstBaseline + 40 * 48 / 2048, 90 * 48 / 2048)
        let across = columns(frame.minX, frame.minX + layout.width)
        #expect(across.allSatisfy { image.isInk($0, y) })
    }

    @Test func svgDrawsTheStrokesAsShapes() throws {
        let (underlined, _, _) = try lay(Text("Hello").underline().strikethrough(pattern: .dot))
        let (plain, _, _) = try lay(Text("Hello"))
        func paths(_ result: LayoutResult) throws -> Int {
            let svg = String(decoding: try Renderer.render(displayList(for: result, guides: false), format: .svg), as: UTF8.self)
            return svg.components(separatedBy: "<path").count - 1
        }
        // One filled rectangle for the underline and one dashed line for the strikethrough.
        #expect(try paths(underlined) == paths(plain) + 2)
        let svg = String(decoding: try Renderer.render(displayList(for: underlined, guides: false), format: .svg), as: UTF8.self)
        #expect(svg.contains("stroke-dasharray"))
    }
}
