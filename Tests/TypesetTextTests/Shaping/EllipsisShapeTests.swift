// The truncation ellipsis (Design §8.6) matches the text it ends: "…" shaped in the same font
// instance (variation coordinates) and with the same features, as HarfBuzz's own `hb-shape`
// shapes it; where the face lacks "…" and ".", the fallback face in the span's weight.

import Foundation
import Testing

@testable import TypesetText

@Suite("EllipsisShape")
struct EllipsisShapeTests {
    /// The inserted ellipsis of `string` in `font`, tail-truncated to one line of `width`.
    func ellipsis(_ string: String, _ font: Font, width: CGFloat) throws -> GlyphRun {
        let layout = engine.layout(
            AttributedText(string, attributes: TextAttributes(font: font)), width: width,
            style: ParagraphStyle(lineLimit: 1))
        #expect(layout.isTruncated)
        return try #require(layout.lines.first?.runs.first { $0.range.isEmpty })
    }

    @Test(
        "\"…\" takes the cut text's wght and features: glyphs and advances agree with hb-shape",
        arguments: [
            (Font.Weight.regular, 400), (.semibold, 600), (.bold, 700), (.black, 900),
        ])
    func instanceAndFeatures(_ weight: Font.Weight, _ wght: Int) throws {
        let font = Font.system(size: 17, weight: weight).monospacedDigit()
        let run = try ellipsis("Total 1,234,567.89 due today", font, width: 90)
        let variations = wght == 400 ? [] : ["wght=\(wght)"]
        let oracle = try #require(
            HarfBuzzOracle.shape("…", file: "Inter-roman.var.ttf", variations: variations, features: ["tnum"]))
        #expect(run.face.fileURL.lastPathComponent == "Inter-roman.var.ttf")
        #expect(run.face.variations.map(\.description) == variations)
        #expect(run.glyphs == oracle.glyphs.map(\.g))
        #expect(run.advances == oracle.glyphs.map { CGFloat($0.ax) * 17 / 2816 })
        // The glyph run records what it was shaped with, so a renderer draws the same glyphs.
        #expect(run.features == ["tnum"])
    }

    @Test("Tracking turns optional ligatures off for the ellipsis as for its text")
    func ligaturesOff() throws {
        var attributes = TextAttributes(font: .system(size: 17).smallCaps())
        attributes.tracking = 1
        let layout = engine.layout(
            AttributedText("The quick brown fox jumps", attributes: attributes), width: 80,
            style: ParagraphStyle(lineLimit: 1))
        let runs = try #require(layout.lines.first?.runs)
        let text = try #require(runs.first { !$0.range.isEmpty })
        let ellipsis = try #require(runs.first { $0.range.isEmpty })
        #expect(ellipsis.features == text.features)
        #expect(ellipsis.features == ["smcp", "c2sc", "-liga", "-clig", "-dlig", "-hlig", "-calt"])
    }

    @Test("Noto Sans Hebrew lacks \"…\" and \".\": the fallback \"…\" is Inter in the text's weight and italic")
    func fallbackInSpanStyle() throws {
        let lacking = try #require(HarfBuzzOracle.shape("….", file: "NotoSansHebrew-Regular.ttf"))
        #expect(lacking.glyphs.map(\.g) == [0, 0])
        let hebrew = "שלום עולם ומה שלומך היום"
        for (font, file, wght) in [
            (Font.custom("Noto Sans Hebrew", size: 17), "Inter-roman.var.ttf", 400),
            (Font.custom("Noto Sans Hebrew", size: 17).weight(.bold), "Inter-roman.var.ttf", 700),
            (Font.custom("Noto Sans Hebrew", size: 17).weight(.semibold).italic(), "Inter-italic.var.ttf", 600),
        ] {
            let run = try ellipsis(hebrew, font, width: 80)
            let variations = wght == 400 ? [] : ["wght=\(wght)"]
            let oracle = try #require(HarfBuzzOracle.shape("…", file: file, variations: variations))
            #expect(run.face.fileURL.lastPathComponent == file)
            #expect(run.glyphs == oracle.glyphs.map(\.g))
            #expect(run.advances == oracle.glyphs.map { CGFloat($0.ax) * 17 / 2816 }, "\(file) \(wght)")
        }
    }
}
