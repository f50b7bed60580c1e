// Fallback per grapheme cluster (SPEC §8.5): the primary font, then DejaVu Sans, Droid Sans
// Fallback, Noto Sans Arabic/Hebrew/Devanagari and Noto Color Emoji; emoji presentation
// sequences prefer the emoji font; fallback fonts take part in line metrics (SPEC §8.3).

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
}
