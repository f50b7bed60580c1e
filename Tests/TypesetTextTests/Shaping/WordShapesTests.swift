// Shaping word by word through the engine's cache (Shaping/WordShapes.swift) must give exactly
// the glyphs, clusters and unsafe-to-break marks of shaping each run whole, in every bundled
// face where the space takes part in no lookup.

import Foundation
import Testing

@testable import TypesetText

@Suite("WordShapes")
struct WordShapesTests {
    /// Text exercising kerning, ligatures, punctuation, numbers and space runs at run edges.
    static let sample = """
          AVATAR office “Quoted” — dashes – 1,234.56 75% Anna’s Photos… (paren) T. Y. V. W. \
        fi fl ffi ffl Station Typography, LAV, AT&T, “To”; ‘Ye’   wavy    To, Tj, Yo. P.S. \
        naïve café Ærøskøbing Œuvre ¿Qué? ¡Sí! x² H₂O €5 ¥10 ‰ † ‡ • ‹a› «b» cœur ß  \u{00AD}soft
        second paragraph: Va Wa Ya Te Tu Tr Ty ov oy "straight" 'quotes' [brackets] {braces}
        """

    /// Every paragraph's runs (glyphs, clusters, flags) and cluster tables of `string` in `face`.
    func shapes(_ string: String, _ face: FontFace, tracking: Bool, words: WordShapes?) -> [[ShapedGlyph]] {
        let analysis = TextAnalysis(string, defaultRightToLeft: false)
        let shaped = ShapedText(
            analysis: analysis,
            spans: [StyleSpan(range: 0..<analysis.text.count, face: face, disablesOptionalLigatures: tracking)],
            fallback: FontFallback(collection: bundledFonts), words: words)
        return shaped.paragraphs.flatMap { $0.runs.map(\.glyphs) }
    }

    @Test("Word by word, cold and warm, equals whole runs in every face that allows it")
    func sameGlyphs() {
        for face in bundledFonts.faces {
            for tracking in [false, true] {
                let whole = shapes(Self.sample, face, tracking: tracking, words: nil)
                let words = WordShapes()
                #expect(shapes(Self.sample, face, tracking: tracking, words: words) == whole, "\(face)")
                #expect(shapes(Self.sample, face, tracking: tracking, words: words) == whole, "\(face) warm")
            }
        }
    }

    @Test("Random words of the shapable characters shape alike in DejaVu Sans and Serif")
    func randomWords() throws {
        let alphabet = Array(
            "AVWYTLPFKRXaeovwyrt.,;:-–—’‘“”\"'()[]/&%$€0123456789fiflffæœßéÅØ…•  ".unicodeScalars)
        var generator = SeededGenerator(seed: 9)
        for family in ["DejaVu Sans", "DejaVu Serif"] {
            let face = try bundledFonts.face(family: family)
            let words = WordShapes()
            for _ in 0..<200 {
                var string = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...40, using: &generator) {
                    string.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
                }
                let text = String(string)
                #expect(
                    shapes(text, face, tracking: false, words: words) == shapes(text, face, tracking: false, words: nil),
                    "\(family): \(text)")
            }
        }
    }

    @Test("The space takes part in lookups with Latin in Lato and Liberation Sans, not in DejaVu Sans")
    func independentFaces() throws {
        // hb_ot_layout_lookup_collect_glyphs (HarfBuzz 6.0): DejaVu Sans' only lookup with the
        // space is a `liga` of the space with Arabic harakat (U+064B…); Lato's and Liberation
        // Sans' `kern` lookups cover the space with Latin letters.
        #expect(try bundledFonts.face(family: "DejaVu Sans").shapesWordsIndependently)
        #expect(try !bundledFonts.face(family: "Lato").shapesWordsIndependently)
        #expect(try !bundledFonts.face(family: "Liberation Sans").shapesWordsIndependently)
    }
}
