// R-metrics (Design §8.2): ascent, descent and line gap from HarfBuzz at upem (typo values under
// USE_TYPO_METRICS, else hhea), cap height and x-height from OS/2 or glyph bounds. Expected
// values are fontTools/uharfbuzz readings recorded in research/text-engines.md §7.

import Foundation
import Testing

@testable import TypesetText

@Suite("FontMetrics")
struct FontMetricsTests {
    func face(_ family: String, weight: Font.Weight = .regular, italic: Bool = false) throws -> FontFace {
        try bundledFonts.face(family: family, weight: weight, italic: italic)
    }

    @Test("DejaVu Sans: hhea 1901/483/0 at upem 2048; 17 pt gives 15.779785…/4.009277…")
    func dejaVu() throws {
        let metrics = try face("DejaVu Sans").metrics
        #expect(metrics.unitsPerEm == 2048)
        #expect(metrics.ascent == 1901)
        #expect(metrics.descent == 483)
        #expect(metrics.lineGap == 0)
        let scaled = metrics.scaled(to: 17)
        #expect(scaled.ascent == 15.77978515625)
        #expect(scaled.descent == 4.00927734375)
        #expect(scaled.lineGap == 0)
        #expect(scaled.lineHeight == 19.7890625)
    }

    @Test("DejaVu's OS/2 is version 1: cap height and x-height come from the ink of H and x")
    func glyphBoundsFallback() throws {
        // uharfbuzz: y_bearing of 'H' = 1493, of 'x' = 1120 (DejaVu Sans), 1063 for DejaVu Serif's x.
        #expect(try face("DejaVu Sans").metrics.capHeight == 1493)
        #expect(try face("DejaVu Sans").metrics.xHeight == 1120)
        #expect(try face("DejaVu Serif").metrics.xHeight == 1063)
    }

    @Test("Lato sets USE_TYPO_METRICS: typo 1610/390/400 of 2000, not hhea 1974/426/0")
    func latoTypoMetrics() throws {
        let metrics = try face("Lato").metrics
        #expect(metrics.unitsPerEm == 2000)
        #expect(metrics.ascent == 1610)
        #expect(metrics.descent == 390)
        #expect(metrics.lineGap == 400)
        #expect(metrics.capHeight == 1433)  // OS/2 v4 sCapHeight
        #expect(metrics.xHeight == 1013)
        let scaled = metrics.scaled(to: 20)
        #expect(close(scaled.ascent, 16.1) && close(scaled.descent, 3.9) && close(scaled.lineGap, 4))
    }

    @Test("Liberation Sans has a 67-unit hhea line gap")
    func liberationGap() throws {
        let metrics = try face("Liberation Sans").metrics
        #expect((metrics.ascent, metrics.descent, metrics.lineGap) == (1854, 434, 67))
        #expect(close(metrics.scaled(to: 17).lineGap, 0.55615234375))
    }

    @Test("Charis SIL is tall: 2450/900; Droid Sans Fallback has 256 units per em")
    func tallAndSmallUpem() throws {
        let charis = try face("Charis SIL").metrics
        #expect((charis.ascent, charis.descent, charis.lineGap) == (2450, 900, 0))
        #expect(close(charis.scaled(to: 17).ascent, 20.3369140625))
        let droid = try face("Droid Sans Fallback").metrics
        #expect((droid.unitsPerEm, droid.ascent, droid.descent) == (256, 267, 68))
        #expect(droid.scaled(to: 17).ascent == 17.73046875)
        #expect(droid.scaled(to: 17).descent == 4.515625)
    }

    @Test("Every bundled face has finite, non-negative metrics")
    func allFacesSane() {
        for face in bundledFonts.faces {
            let m = face.metrics
            #expect(m.unitsPerEm > 0 && m.ascent > 0 && m.descent >= 0 && m.lineGap >= 0, "\(face)")
            #expect(m.capHeight >= 0 && m.xHeight >= 0, "\(face)")
            let s = m.scaled(to: 13)
            #expect([s.ascent, s.descent, s.lineGap, s.capHeight, s.xHeight].allSatisfy { $0.isFinite && $0 >= 0 })
        }
    }

    @Test("A negative line gap is clamped to 0 and a negative descent taken as its size")
    func clamping() {
        let metrics = FontMetrics(
            unitsPerEm: 1000, ascent: 800, descent: -200, lineGap: -50, capHeight: 700, xHeight: 500)
        #expect(metrics.descent == 200)
        #expect(metrics.lineGap == 0)
        #expect(metrics.scaled(to: .nan).ascent == 0)
    }

    @Test("The engine reports metrics of a resolved font at its size")
    func engineMetrics() {
        let metrics = engine.metrics(for: .custom("Lato", size: 20))
        #expect(close(metrics.ascent, 16.1))
        #expect(metrics.size == 20)
    }
}
