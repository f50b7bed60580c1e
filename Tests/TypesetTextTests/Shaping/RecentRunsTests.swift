// An edited run shaped from a kept one (Shaping/RecentRuns.swift) must give exactly the glyphs,
// clusters and unsafe-to-break marks of shaping the edited run whole: HarfBuzz's own whole-run
// shaping is the oracle.

import Foundation
import Testing

@testable import TypesetText

@Suite("RecentRuns")
struct RecentRunsTests {
    /// Words of the characters word-by-word shaping takes, with the punctuation, digits and
    /// pairs the three faces kern, ligate or substitute in context (Inter's `frac` and `calt`,
    /// Lato's `frac`, Liberation Sans's kerning with the space).
    static let vocabulary = [
        "Ada", "King,", "Countess", "of", "Lovelace", "1/2", "3/4", "AVATAR", "office", "T.", "Y,", "“To”",
        "—", "1,234.56", "fi", "ffl", "wavy", "(paren)", "x²", "->", "-->", "a.", "V.", "L’", "€5", "…",
        "Anna’s", "P.S.", "12:30", "#1", "0x7F",
    ]

    /// Faces whose words do not shape independently, so that their runs go through RecentRuns.
    static var faces: [FontFace] {
        get throws {
            try WordShapesTests.interFaces
                + [bundledFonts.face(family: "Lato"), bundledFonts.face(family: "Liberation Sans")]
        }
    }

    /// A text of `count` words from the vocabulary, separated by one or two spaces.
    static func text(_ count: Int, _ generator: inout SeededGenerator) -> String {
        (0..<count).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)] }
            .joined(separator: Int.random(in: 0..<4, using: &generator) == 0 ? "  " : " ")
    }

    @Test("A run edited after its beginning shapes as the whole edited run in Inter's weights, Lato and Liberation Sans")
    func editedRunsShapeAsWholeRuns() throws {
        var generator = SeededGenerator(seed: 0xED17)
        var reshaped = 0
        var edits = 0
        for face in try Self.faces {
            for tracking in [false, true] {
                let words = WordShapes()
                for _ in 0..<40 {
                    let base = Self.text(Int.random(in: 3...9, using: &generator), &generator)
                    // Kept up to a random point, then a new ending (typing, a name changed).
                    let units = Array(base.utf16)
                    let cut = Int.random(in: RecentRuns.keyLength...units.count, using: &generator)
                    var edited = String(decoding: units[..<cut], as: UTF16.self)
                    edited += Self.text(Int.random(in: 0...3, using: &generator), &generator)
                    if Bool.random(using: &generator) { edited += String(Int.random(in: 0...99, using: &generator)) }
                    _ = WordShapesTests().shapes(base, face, tracking: tracking, words: words)
                    let before = words.runs.reshapedCount
                    let shaped = WordShapesTests().shapes(edited, face, tracking: tracking, words: words)
                    let whole = WordShapesTests().shapes(edited, face, tracking: tracking, words: nil)
                    #expect(shaped == whole, "\(face) tracking \(tracking): “\(base)” → “\(edited)”")
                    if edited.utf16.count >= RecentRuns.shortestKept { edits += 1 }
                    reshaped += words.runs.reshapedCount - before
                }
            }
        }
        // The edits must have been shaped from the kept runs, not whole: most of them.
        #expect(edits > 400)
        #expect(reshaped * 10 >= edits * 8, "\(reshaped) of \(edits) edits reshaped from a kept run")
    }

    @Test("A name changed at its end is shaped again from a cut before the change, not whole")
    func nameChangedAtItsEnd() throws {
        let face = try bundledFonts.face(family: "Inter")
        let words = WordShapes()
        let first = "Ada King, Countess of Lovelace 0"
        let second = "Ada King, Countess of Lovelace 1"
        _ = WordShapesTests().shapes(first, face, tracking: false, words: words)
        #expect(words.runs.reshapedCount == 0)
        let shaped = WordShapesTests().shapes(second, face, tracking: false, words: words)
        #expect(words.runs.reshapedCount == 1)
        #expect(shaped == WordShapesTests().shapes(second, face, tracking: false, words: nil))
        // The same text again comes back whole from its kept run.
        #expect(WordShapesTests().shapes(second, face, tracking: false, words: words) == shaped)
        #expect(words.runs.reshapedCount == 2)
    }

    @Test("Runs shorter than the shortest kept, and runs in other instances (a weight, tracking), are shaped whole")
    func notReshaped() throws {
        let inter = try bundledFonts.face(family: "Inter")
        let words = WordShapes()
        _ = WordShapesTests().shapes("Lovelace", inter, tracking: false, words: words)
        _ = WordShapesTests().shapes("Lovelac", inter, tracking: false, words: words)
        _ = WordShapesTests().shapes("Ada Lovelace", inter, tracking: false, words: words)
        // Another instance (a weight) with the same beginning does not read the kept run.
        let bold = inter.instance([FontVariation(tag: "wght", value: 700)])
        let boldShaped = WordShapesTests().shapes("Ada Lovelace 2", bold, tracking: false, words: words)
        #expect(words.runs.reshapedCount == 0)
        #expect(boldShaped == WordShapesTests().shapes("Ada Lovelace 2", bold, tracking: false, words: nil))
        // A tracked run (optional ligatures off) is another instance too.
        _ = WordShapesTests().shapes("Ada Lovelace 3", inter, tracking: true, words: words)
        #expect(words.runs.reshapedCount == 0)
        _ = WordShapesTests().shapes("Ada Lovelace 4", inter, tracking: false, words: words)
        #expect(words.runs.reshapedCount == 1)
    }

    @Test("Eight threads editing runs concurrently on one small run table (filling and emptying) shape as whole runs do")
    func editedConcurrently() throws {
        // Texts that begin alike, so that the threads read and replace the same kept runs, and a
        // table of 3 runs, so that it is emptied while others read it.
        let names = ["Ada King, Countess of Lovelace", "Ada Lovelace", "Augusta Ada King", "Ada King, Count"]
        let texts = names.flatMap { name in (0..<6).map { "\(name) \($0)" } }
        let face = try bundledFonts.face(family: "Inter")
        let words = WordShapes(runCapacity: 3)
        #expect(WordShapesTests.mismatchesOnEightThreads(texts, face, words: words) == [])
        #expect(words.runs.reshapedCount > 0)
    }
}
