// PDF and SVG output: page size, extractable text, determinism and an SVG regression golden.
import Foundation
import Testing
import Typeset
@testable import TypesetRender

private let pdftotext = "/usr/bin/pdftotext"
private let hasPoppler = FileManager.default.isExecutableFile(atPath: pdftotext)

/// A small fixed picture with every kind of command.
private func sampleList() -> DrawList {
    var list = DrawList(size: CGSize(width: 200, height: 120))
    let red = DrawColor(hex: 0xcc3333), blue = DrawColor(hex: 0x2266cc)
    list.append(.shape(ShapeDrawing(.rect(CGRect(x: 10, y: 10, width: 40, height: 30)), fill: red)))
    list.append(.shape(ShapeDrawing(
        .roundedRect(CGRect(x: 60, y: 10, width: 50, height: 30), cornerSize: CGSize(width: 8, height: 8), style: .continuous),
        fill: blue, stroke: DrawStroke(color: .black, width: 2))))
    list.append(.shape(ShapeDrawing(.ellipse(CGRect(x: 120, y: 10, width: 30, height: 30)), stroke: DrawStroke(color: red))))
    list.append(.shape(ShapeDrawing(.capsule(CGRect(x: 160, y: 15, width: 35, height: 20)), fill: blue)))
    list.append(.shape(ShapeDrawing(.path(.border(CGRect(x: 10, y: 50, width: 60, height: 20), width: 3)), fill: red)))
    list.append(.image(ImagePlaceholder(rect: CGRect(x: 80, y: 50, width: 30, height: 20), name: "photo")))
    list.append(.group(opacity: 0.5, commands: GlyphRunDrawing.runs(of: layoutText("Typeset", size: 17), at: CGPoint(x: 120, y: 48)).map(DrawCommand.glyphs)))
    list.append(.guide(GuideItem(.frame, .outline(CGRect(x: 10, y: 80, width: 60, height: 30)))))
    list.append(.guide(GuideItem(.alignment, .line(CGPoint(x: 40, y: 80), CGPoint(x: 40, y: 110)))))
    list.append(.guide(GuideItem(.baseline, .line(CGPoint(x: 10, y: 100), CGPoint(x: 70, y: 100)))))
    list.append(.guide(GuideItem(.label, .label("rogue", at: CGPoint(x: 80, y: 85)))))
    return list
}

@Suite struct VectorOutputTests {
    @Test(.enabled(if: hasPoppler, "poppler-utils is not installed: run Scripts/ensure-system-packages.sh"))
    func pdfHasThePageSizeAndExtractableText() throws {
        let text = layoutText("Hello Typeset 世界", size: 20)
        var list = DrawList(size: CGSize(width: 300, height: 80))
        list.commands = GlyphRunDrawing.runs(of: text, at: CGPoint(x: 10, y: 20)).map(DrawCommand.glyphs)
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("hello.pdf")
        try Renderer.write(list, to: file)
        let info = try run("/usr/bin/pdfinfo", [file.path])
        #expect(info.output.contains(" 300 x 80 pts"))
        let extracted = try run(pdftotext, [file.path, "-"])
        #expect(extracted.status == 0)
        #expect(extracted.output.contains("Hello Typeset"))
        #expect(extracted.output.contains("世界"))
    }

    @Test func pdfAndSVGAreDeterministic() throws {
        for format in [RenderFormat.pdf, .svg, .png] {
            let first = try Renderer.render(sampleList(), format: format, scale: 2)
            let second = try Renderer.render(sampleList(), format: format, scale: 2)
            #expect(first == second, "\(format) output differs between two renders")
        }
        let pdf = String(decoding: try Renderer.render(sampleList(), format: .pdf), as: UTF8.self)
        #expect(pdf.contains("(20000101000000Z)"), "the PDF carries the fixed date, not the clock")
    }

    @Test func colourEmojiOutputIsDeterministicToo() throws {
        var list = DrawList(size: CGSize(width: 60, height: 40))
        list.commands = GlyphRunDrawing.runs(of: layoutText("a😀", size: 20), at: CGPoint(x: 4, y: 4)).map(DrawCommand.glyphs)
        let first = try Renderer.render(list, format: .svg), second = try Renderer.render(list, format: .svg)
        #expect(first == second)
        #expect(try Renderer.render(list, format: .pdf) == Renderer.render(list, format: .pdf))
        #expect(String(decoding: first, as: UTF8.self).contains("id=\"image1\""))
    }

    @Test func svgDrawsGlyphsAsPaths() throws {
        let svg = String(decoding: try Renderer.render(sampleList(), format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(!svg.contains("<text"), "glyphs are outlines, no font needed")
        #expect(svg.contains("width=\"200pt\" height=\"120pt\""))
    }

    /// Regression only: the first run records the golden and fails, later runs compare.
    @Test func svgGolden() throws {
        try expectMatchesGolden(try Renderer.render(sampleList(), format: .svg), named: "sample.svg")
    }

    @Test func pngAtScaleHasScaledPixelSize() throws {
        let image = try Renderer.rasterize(sampleList(), scale: 3)
        #expect(image.width == 600 && image.height == 360)
        let png = try Renderer.render(sampleList(), format: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4e, 0x47]))
    }

    @Test func badInputIsAnError() {
        #expect(throws: RenderError.self) { try Renderer.render(sampleList(), format: .png, scale: 0) }
        #expect(throws: RenderError.self) {
            try Renderer.write(sampleList(), to: URL(fileURLWithPath: "/tmp/x.gif"))
        }
    }

    @Test func clustersCoverTheTextInOrder() {
        // Left to right: "ffi" as one ligature glyph (cluster 0), then "x".
        #expect(GlyphRunDrawing.textClusters(glyphClusters: [0, 3], byteCount: 4, backward: false)
            == [TextCluster(byteCount: 3, glyphCount: 1), TextCluster(byteCount: 1, glyphCount: 1)])
        // Right to left: glyphs in visual order carry decreasing clusters.
        #expect(GlyphRunDrawing.textClusters(glyphClusters: [4, 2, 0], byteCount: 6, backward: true)
            == [TextCluster(byteCount: 2, glyphCount: 1), TextCluster(byteCount: 2, glyphCount: 1), TextCluster(byteCount: 2, glyphCount: 1)])
        // Out of order: no clusters (the glyphs still draw).
        #expect(GlyphRunDrawing.textClusters(glyphClusters: [2, 0], byteCount: 4, backward: false).isEmpty)
    }
}
