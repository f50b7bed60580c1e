// Shaping word by word through the engine's cache (Shaping/WordShapes.swift) must give exactly
// the glyphs, clusters and unsafe-to-break marks of shaping each run whole, in every bundled
// face and Inter instance: faces where a lookup joins the space to text are shaped whole.

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
    func shapes(
        _ string: String, _ face: FontFace, tracking: Bool, features: FontFeatures = [], words: WordShapes?
    ) -> [[ShapedGlyph]] {
        let analysis = TextAnalysis(string, defaultRightToLeft: false)
        let span = StyleSpan(
            range: 0..<analysis.text.count, face: face, disablesOptionalLigatures: tracking, features: features)
        let shaped = ShapedText(
            analysis: analysis, spans: [span], fallback: FontFallback(collection: bundledFonts), words: words)
        return shaped.paragraphs.flatMap { $0.runs.map(\.glyphs) }
    }

    /// Inter roman and italic at their default instance and at `wght` 100, 700 and 900.
    static var interFaces: [FontFace] {
        get throws {
            try [false, true].flatMap { italic in
                let face = try bundledFonts.face(family: "Inter", italic: italic)
                return [face] + [100.0, 700, 900].map { face.instance([FontVariation(tag: "wght", value: $0)]) }
            }
        }
    }

    @Test("Word by word, cold and warm, equals whole runs in every face, Inter's weights, with and without tnum")
    func sameGlyphs() throws {
        let faces = try bundledFonts.faces + Self.interFaces
        for face in faces {
            for tracking in [false, true] {
                for features: FontFeatures in [[], .tabularNumbers] {
                    let whole = shapes(Self.sample, face, tracking: tracking, features: features, words: nil)
                    let words = WordShapes()
                    let cold = shapes(Self.sample, face, tracking: tracking, features: features, words: words)
                    let warm = shapes(Self.sample, face, tracking: tracking, features: features, words: words)
                    #expect(cold == whole, "\(face) \(features.openTypeTags)")
                    #expect(warm == whole, "\(face) \(features.openTypeTags) warm")
                }
            }
        }
    }

    @Test("Random words of the shapable characters shape alike in DejaVu Sans and Serif and in Inter")
    func randomWords() throws {
        let alphabet = Array(
            "AVWYTLPFKRXaeovwyrt.,;:-–—’‘“”\"'()[]/&%$€0123456789fiflffæœßéÅØ…•  ".unicodeScalars)
        var generator = SeededGenerator(seed: 9)
        let faces = try [bundledFonts.face(family: "DejaVu Sans"), bundledFonts.face(family: "DejaVu Serif")]
            + Self.interFaces
        for face in faces {
            let words = WordShapes()
            for _ in 0..<200 {
                var string = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 1...40, using: &generator) {
                    string.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
                }
                let text = String(string)
                #expect(
                    shapes(text, face, tracking: false, words: words) == shapes(text, face, tracking: false, words: nil),
                    "\(face): \(text)")
            }
        }
    }

    @Test("Eight threads sharing one small word cache (filling and emptying) shape as whole runs do")
    func sharedAcrossThreads() throws {
        // A small vocabulary, so the threads look up and store the same words at the same
        // time, and a capacity of 2 words, so the table is emptied while others read.
        let vocabulary = ["office", "AVATAR", "Typography,", "“Quoted”", "—", "1,234.56", "T.", "fi", "wavy", "To,"]
        var generator = SeededGenerator(seed: 0x7E47)
        let texts = (0..<48).map { _ in
            (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)]
            }.joined(separator: Bool.random(using: &generator) ? " " : "  ")
        }
        let face = try bundledFonts.face(family: "DejaVu Serif")
        #expect(Self.mismatchesOnEightThreads(texts, face, words: WordShapes(capacity: 2)) == [])
    }

    /// The texts of `texts` that eight threads, each taking them three times in its own order,
    /// shaped through `words` differently from whole runs.
    static func mismatchesOnEightThreads(_ texts: [String], _ face: FontFace, words: WordShapes) -> [String] {
        let expected = texts.map { WordShapesTests().shapes($0, face, tracking: false, words: nil) }
        let mismatches = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<3 {
                for offset in texts.indices {
                    let index = (offset * (thread + 1) + round) % texts.count
                    if WordShapesTests().shapes(texts[index], face, tracking: false, words: words) != expected[index] {
                        mismatches.withLock { $0.append(texts[index]) }
                    }
                }
            }
        }
        return mismatches.withLock { $0 }
    }

    @Test("Threads alternating between two word caches, one emptied meanwhile, shape as whole runs do")
    func threadsAlternateCaches() throws {
        // Threads turn from one cache to the other while one is emptied: every text must still
        // get its own face's glyphs.
        let texts = ["office AVATAR", "“Quoted” — T. Y.", "wavy To, fi ffl", "1,234.56 75%"]
        let sans = try bundledFonts.face(family: "DejaVu Sans")
        let serif = try bundledFonts.face(family: "DejaVu Serif")
        let expected = [sans, serif].map { face in texts.map { shapes($0, face, tracking: false, words: nil) } }
        let caches = [WordShapes(), WordShapes()]
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<40 {
                let which = (step + thread) % 2
                let face = which == 0 ? sans : serif
                if thread == 0, step == 20 { caches[1].removeAll() }
                for (index, text) in texts.enumerated()
                where WordShapesTests().shapes(text, face, tracking: false, words: caches[which]) != expected[which][index] {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test("Faces are accepted or refused for word-by-word shaping by the lookups joining the space to text")
    func independentFaces() throws {
        // Lookups that name the space next to a Latin glyph (fontTools `ttx` of each file,
        // LookupList index):
        // - DejaVu Sans: only GSUB 19 (ligature) has the space, with Arabic harakat (U+064B…),
        //   which word-by-word shaping never sees: accepted.
        // - Lato: GSUB 24 (`frac`, chained contextual) and GPOS 0 and 1 (`kern` pairs). GSUB 22
        //   is a single substitution and does not count; GSUB 35 (`calt`, chained) has the space
        //   only with Greek capitals with tonos, outside the shapable scalars.
        // - Liberation Sans: GPOS 17 (`kern` pairs with the space).
        // - Inter (roman and italic alike): GSUB 42 (`frac`, chained: digit, space, numerator
        //   glyph), GSUB 52 (`calt`, chained, the space in context) and GPOS 1 (`kern`, an
        //   Extension lookup of pair adjustments: `.`, `,` and `…` before the space, 0 at the
        //   default instance and varying with `wght`). GSUB 0 (`aalt`) and 43 (called by 42)
        //   are single substitutions of the space by U+2009 and do not count.
        #expect(try bundledFonts.face(family: "DejaVu Sans").shapesWordsIndependently)
        let scalars = WordShapes.shapableScalars
        func joining(_ face: FontFace) -> [String] {
            (face.harfBuzz.spaceJoiningLookups(of: scalars) ?? []).map { "\($0.table) \($0.lookup)" }
        }
        #expect(try joining(bundledFonts.face(family: "DejaVu Sans")) == [])
        #expect(try joining(bundledFonts.face(family: "Lato")) == ["GSUB 24", "GPOS 0", "GPOS 1"])
        #expect(try joining(bundledFonts.face(family: "Liberation Sans")) == ["GPOS 17"])
        for face in try Self.interFaces {
            #expect(joining(face) == ["GSUB 42", "GSUB 52", "GPOS 1"], "\(face)")
            #expect(!face.shapesWordsIndependently, "\(face)")
        }
        #expect(try !bundledFonts.face(family: "Lato").shapesWordsIndependently)
        #expect(try !bundledFonts.face(family: "Liberation Sans").shapesWordsIndependently)
    }

    @Test("Inter at wght 700 kerns a period against the following space, so a word alone would differ")
    func interKernsBeforeSpace() throws {
        // hb-shape --variations=wght=700 Fonts/Inter-roman.var.ttf: "a. b" gives the period an
        // advance of 742, "a." alone 838; at wght 400 both give 776.
        let roman = try bundledFonts.face(family: "Inter")
        for (weight, inRun, alone) in [(700.0, 742 as Int32, 838 as Int32), (400, 776, 776)] {
            let face = roman.instance([FontVariation(tag: "wght", value: weight)])
            let run = shapes("a. b", face, tracking: false, words: nil).flatMap { $0 }
            let word = shapes("a.", face, tracking: false, words: nil).flatMap { $0 }
            #expect(run.count == 4 && run[1].xAdvance == inRun, "wght \(weight)")
            #expect(word.count == 2 && word[1].xAdvance == alone, "wght \(weight)")
        }
    }
}
