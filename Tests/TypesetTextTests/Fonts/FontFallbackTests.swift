// Fallback per grapheme cluster (Design §8.5): the primary font, then DejaVu Sans, Droid Sans
// Fallback, Noto Sans Arabic/Hebrew/Devanagari and Noto Color Emoji; emoji presentation
// sequences prefer the emoji font; fallback fonts take part in line metrics (Design §8.3).

import Foundation
import Testing

@testable import TypesetText

@Suite("FontFallback")
struct FontFallbackTests {
    /// The faces, in visual order, of the one-line layout of `string` in `family`.
    func faces(_ string: String, _ family: String = "DejaVu Sans") -> [String] {
        engine.layout(text(string, family), width: nil).lines.flatMap(\.runs).map(\.face.familyName)
    }

    @Test("\"Hello 世界\" takes its ascent and descent from Droid Sans Fallback")
    func cjkMetrics() throws {
        let layout = engine.layout(text("Hello 世界"), width: nil)
        let line = try #require(layout.lines.first)
        #expect(faces("Hello 世界") == ["DejaVu Sans", "Droid Sans Fallback"])
        #expect(line.ascent == points(267, upem: 256))  // 1.0430 em, not DejaVu's 0.9282
        #expect(line.descent == points(68, upem: 256))
        #expect(layout.height == points(267 + 68, upem: 256))
        let latin = try #require(engine.layout(text("Hello"), width: nil).lines.first)
        #expect(latin.ascent == points(1901))
    }

    @Test("Droid Sans Fallback: 世界你好 is exactly 68 pt at 17 pt (upem 256)")
    func droidWidth() {
        #expect(engine.layout(text("世界你好"), width: nil).width == 68)
        #expect(engine.layout(text("世界你好", "Droid Sans Fallback"), width: nil).width == 68)
    }

    @Test("Scripts the primary font lacks go down the chain")
    func chainOrder() {
        #expect(faces("नमस्ते") == ["Noto Sans Devanagari"])
        #expect(faces("abc", "Lato") == ["Lato"])
        // Lato has no Hebrew; DejaVu Sans (next in the chain) has.
        #expect(faces("שלום", "Lato") == ["DejaVu Sans"])
        #expect(faces("שלום", "Noto Sans Hebrew") == ["Noto Sans Hebrew"])
        // Droid Sans Fallback has no Latin letters: they fall back to the default family, Inter,
        // first in the chain (Fonts/README.md).
        #expect(faces("A世", "Droid Sans Fallback") == ["Inter", "Droid Sans Fallback"])
        // Neither Droid nor Inter maps the snowman U+2603 (hb-shape gives glyph 0): DejaVu Sans,
        // next in the chain, does.
        #expect(faces("☃", "Droid Sans Fallback") == ["DejaVu Sans"])
    }

    @Test(
        "Emoji presentation sequences prefer the colour emoji font",
        arguments: [
            "😀", "👍🏽", "❤️", "🇺🇸", "👨‍👩‍👧", "🏳️‍🌈", "#️⃣", "🧑‍💻",
        ])
    func emojiSequences(_ emoji: String) {
        #expect(faces(emoji) == ["Noto Color Emoji"])
        let layout = engine.layout(text(emoji), width: nil)
        #expect(layout.lines[0].runs.flatMap(\.glyphs).count == 1)
        #expect(layout.width == points(2550))
    }

    @Test("Text presentation stays in the text font: ❤ without VS16, # alone, ❤︎ with VS15")
    func textPresentation() {
        #expect(faces("❤") == ["DejaVu Sans"])
        #expect(faces("#") == ["DejaVu Sans"])
        #expect(faces("❤\u{FE0E}") == ["DejaVu Sans"])
    }

    @Test("A grapheme cluster is never split between fonts: base and mark move together")
    func wholeClusters() throws {
        // Charis SIL lacks U+0321; Inter, first in the chain, has "e" and U+0321 (hb-shape maps
        // both to glyphs), so "e\u{0321}" goes there whole.
        let layout = engine.layout(text("ae\u{0321}b", "Charis SIL"), width: nil)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.face.familyName) == ["Charis SIL", "Inter", "Charis SIL"])
        #expect(runs.map { String(layout.string[$0.range]) } == ["a", "e\u{0321}", "b"])
    }

    @Test("When no font covers a whole cluster, the first covering its base is used")
    func partialCoverage() {
        // 世 + U+0301: Droid has 世 but not the mark, DejaVu the mark but not 世.
        #expect(faces("世\u{0301}") == ["Droid Sans Fallback"])
    }

    // MARK: Fallback in the span's style (Design §8.5: per code point and style)

    /// The glyph runs of the one-line layout of `string` in `font`.
    func runs(_ string: String, _ font: Font) -> [GlyphRun] {
        engine.layout(AttributedText(string, attributes: TextAttributes(font: font)), width: nil).lines.flatMap(\.runs)
    }

    /// Whether `run` has exactly `hb-shape`'s glyphs and advances for `string` in `file`.
    func agrees(
        _ run: GlyphRun, _ string: String, file: String, upem: CGFloat, size: CGFloat = 17,
        variations: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let oracle = try #require(
            HarfBuzzOracle.shape(string, file: file, variations: variations, sourceLocation: sourceLocation))
        return run.glyphs == oracle.glyphs.map(\.g)
            && run.advances == oracle.glyphs.map { CGFloat($0.ax) * size / upem }
    }

    @Test(
        "A span's weight picks the nearest DejaVu Sans face for fallback (CSS Fonts 4 §5.2)",
        arguments: [
            // DejaVu Sans is Book (usWeightClass 400) and Bold (700). CSS Fonts 4 §5.2: above
            // 500, the nearest weight at or above the request, else below (600...900 → 700);
            // 400 and 500, the nearest at or below (→ 400); below 400, at or below, else above.
            (Font.Weight.ultraLight, "Book"), (.thin, "Book"), (.light, "Book"), (.regular, "Book"),
            (.medium, "Book"), (.semibold, "Bold"), (.bold, "Bold"), (.heavy, "Bold"), (.black, "Bold"),
        ])
    func fallbackWeight(_ weight: Font.Weight, _ style: String) throws {
        // Inter maps neither the snowman U+2603 nor shin U+05E9 (hb-shape gives glyph 0).
        let font = Font.system(size: 17, weight: weight)
        for string in ["☃", "ש"] {
            let fallback = try #require(runs("A" + string, font).last)
            #expect(fallback.face.familyName == "DejaVu Sans")
            #expect(fallback.face.styleName == style, "\(weight.cssWeight) \(string)")
            let file = style == "Bold" ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
            #expect(try agrees(fallback, string, file: file, upem: 2048), "\(weight.cssWeight) \(string)")
        }
    }

    @Test("An italic span falls back to DejaVu Sans Oblique, a bold italic one too (style before weight)")
    func fallbackItalic() throws {
        for font in [Font.system(size: 17).italic(), .system(size: 17, weight: .bold).italic()] {
            let fallback = try #require(runs("Aש", font).last)
            #expect(fallback.face.fileURL.lastPathComponent == "DejaVuSans-Oblique.ttf")
            #expect(try agrees(fallback, "ש", file: "DejaVuSans-Oblique.ttf", upem: 2048))
        }
    }

    @Test("A cluster the bold face lacks stays in the regular face the chain chose")
    func fallbackBoldLacksCluster() throws {
        // MATHEMATICAL SANS-SERIF CAPITAL A U+1D5A0: DejaVu Sans Book maps it; DejaVu Sans Bold
        // and Inter do not (hb-shape gives glyph 0).
        let missing = try #require(HarfBuzzOracle.shape("𝖠", file: "DejaVuSans-Bold.ttf"))
        #expect(missing.glyphs.map(\.g) == [0])
        let fallback = try #require(runs("A𝖠", .system(size: 17, weight: .bold)).last)
        #expect(fallback.face.fileURL.lastPathComponent == "DejaVuSans.ttf")
        #expect(try agrees(fallback, "𝖠", file: "DejaVuSans.ttf", upem: 2048))
    }

    @Test("A variable fallback font takes the span's wght: Charis SIL Semibold falls back to Inter at 600")
    func fallbackVariable() throws {
        // Charis SIL (one Regular face) lacks U+0321; Inter, first in the chain, has it.
        for (weight, wght) in [(Font.Weight.semibold, 600), (.black, 900), (.light, 300)] {
            let font = Font.custom("Charis SIL", size: 17).weight(weight)
            let run = try #require(runs("ae\u{0321}b", font).first { $0.face.familyName == "Inter" })
            #expect(run.face.variations == [FontVariation(tag: "wght", value: Double(wght))])
            #expect(
                try agrees(run, "e\u{0321}", file: "Inter-roman.var.ttf", upem: 2816, variations: ["wght=\(wght)"]))
        }
        let italic = try #require(
            runs("ae\u{0321}b", Font.custom("Charis SIL", size: 17).bold().italic()).first {
                $0.face.familyName == "Inter"
            })
        #expect(italic.face.fileURL.lastPathComponent == "Inter-italic.var.ttf")
        #expect(
            try agrees(italic, "e\u{0321}", file: "Inter-italic.var.ttf", upem: 2816, variations: ["wght=700"]))
    }
}
