// Shaping once at upem (Design §8.4): HarfBuzz glyphs and advances in font units, clusters in
// logical order, unsafe-to-break marks, joining with context, emoji sequences, and tracking
// turning optional ligatures off. Expected glyph ids and advances come from uharfbuzz.

import Foundation
import Testing

@testable import TypesetText

@Suite("ShapedText")
struct ShapedTextTests {
    func run(_ string: String, _ family: String, attributes: TextAttributes? = nil) throws -> GlyphRun {
        let attributes = attributes ?? TextAttributes(font: .custom(family, size: 17))
        let layout = engine.layout(AttributedText(string, attributes: attributes), width: nil)
        return try #require(layout.lines.first?.runs.first)
    }

    @Test("DejaVu Sans \"Hello, World!\": 13183 units = 109.429199… pt at 17 pt")
    func helloWorld() throws {
        let glyphs = try run("Hello, World!", "DejaVu Sans")
        #expect(glyphs.glyphs == [43, 72, 79, 79, 82, 15, 3, 58, 82, 85, 79, 71, 4])
        #expect(glyphs.clusters == Array(0..<13))
        let layout = engine.layout(text("Hello, World!"), width: nil)
        #expect(layout.width == points(13183))
        #expect(close(layout.width, 109.429199, 1e-6))
        let bold = engine.layout(
            AttributedText("Hello, World!", attributes: .init(font: .custom("DejaVu Sans", size: 17).bold())), width: nil)
        #expect(bold.width == points(15110))
    }

    @Test("Arabic مرحبا joins: glyphs differ from the letters shaped apart (uharfbuzz)")
    func arabicJoining() throws {
        let joined = try run("مرحبا", "Noto Sans Arabic")
        #expect(joined.direction == .rightToLeft && joined.bidiLevel == 1)
        #expect(joined.glyphs == [47, 104, 417, 979, 771])  // visual order
        #expect(joined.clusters == [8, 6, 4, 2, 0])  // UTF-8 offsets, right to left
        var isolated: [UInt32] = []
        for letter in "مرحبا" { isolated += try run(String(letter), "Noto Sans Arabic").glyphs }
        #expect(isolated == [769, 978, 415, 100, 46])
        #expect(Set(joined.glyphs).isDisjoint(with: isolated))
        let layout = engine.layout(text("مرحبا بالعالم", "Noto Sans Arabic"), width: nil)
        #expect(layout.width == points(4818, upem: 1000))
    }

    @Test("An emoji ZWJ family is one cluster and one glyph")
    func emojiFamily() throws {
        let family = try run("👨‍👩‍👧", "DejaVu Sans")
        #expect(family.face.familyName == "Noto Color Emoji")
        #expect(family.glyphs == [63])
        #expect(family.clusters == [0])
        #expect(family.advances == [points(2550)])
    }

    @Test("Lato: kerning and the ffi ligature; tracking turns optional ligatures off")
    func latoLigatures() throws {
        let layout = engine.layout(text("AVATAR office", "Lato"), width: nil)
        #expect(layout.width == points(12745, upem: 2000))  // research §7: 12745 units
        let office = try run("office", "Lato")
        #expect(office.glyphs == [51, 259, 36, 39])
        #expect(office.clusters == [0, 1, 4, 5])
        let tracked = try run(
            "office", "Lato", attributes: TextAttributes(font: .custom("Lato", size: 17), tracking: 2))
        #expect(tracked.glyphs == [51, 40, 40, 45, 36, 39])
        let trackedWidth = engine.layout(
            AttributedText("office", attributes: TextAttributes(font: .custom("Lato", size: 17), tracking: 2)),
            width: nil
        ).width
        #expect(close(trackedWidth, points(4987, upem: 2000) + 6 * 2))
        // Kerning adds the same per cluster but keeps the ligature.
        let kerned = try run("office", "Lato", attributes: TextAttributes(font: .custom("Lato", size: 17), kerning: 1))
        #expect(kerned.glyphs == [51, 259, 36, 39])
        #expect(close(kerned.advances.reduce(0, +), points(4880, upem: 2000) + 4))
    }

    @Test("Clusters are logical, flags mark HarfBuzz's unsafe breaks (Lato AVATAR, uharfbuzz)")
    func clusterTable() throws {
        let analysis = TextAnalysis("AVATAR", defaultRightToLeft: false)
        let face = try bundledFonts.face(family: "Lato")
        let shaped = ShapedText(
            analysis: analysis, spans: [StyleSpan(range: 0..<6, face: face, disablesOptionalLigatures: false)],
            fallback: FontFallback(collection: bundledFonts))
        let paragraph = shaped.paragraphs[0]
        #expect(paragraph.clusters.map(\.units) == [1246, 1246, 1213, 1041, 1354, 1253])
        #expect(paragraph.clusters.map { $0.has(ClusterFlags.unsafeBefore) } == [false, true, true, true, true, false])
        #expect(paragraph.prefix.last == 7353)
        #expect(Array(paragraph.opportunities) == [6])
        let rtl = ShapedText(
            analysis: TextAnalysis("مرحبا", defaultRightToLeft: false),
            spans: [
                StyleSpan(
                    range: 0..<5, face: try bundledFonts.face(family: "Noto Sans Arabic"),
                    disablesOptionalLigatures: false)
            ],
            fallback: FontFallback(collection: bundledFonts))
        #expect(rtl.paragraphs[0].clusters.map(\.start) == [0, 1, 2, 3, 4])
        #expect(rtl.paragraphs[0].clusters.map(\.glyphStart) == [4, 3, 2, 1, 0])
    }

    @Test("A grapheme inside a HarfBuzz cluster gets a glyphless, unsafe continuation entry")
    func continuations() throws {
        func paragraph(_ string: String, _ family: String) throws -> ShapedParagraph {
            let analysis = TextAnalysis(string, defaultRightToLeft: false)
            let face = try bundledFonts.face(family: family)
            return ShapedText(
                analysis: analysis,
                spans: [StyleSpan(range: 0..<string.utf16.count, face: face, disablesOptionalLigatures: false)],
                fallback: FontFallback(collection: bundledFonts)
            ).paragraphs[0]
        }
        // uharfbuzz 0.57.0, Lato at upem: "Station" → S 1040, t 717, a 981, ti (one cluster) 1232,
        // o 1134, n 1116.
        let station = try paragraph("Station", "Lato")
        #expect(station.clusters.map(\.start) == [0, 1, 2, 3, 4, 5, 6])
        #expect(station.clusters.map(\.end) == [1, 2, 3, 4, 5, 6, 7])
        #expect(station.clusters.map(\.units) == [1040, 717, 981, 1232, 0, 1134, 1116])
        #expect(station.clusters.map { $0.has(ClusterFlags.continuation) } == [0, 0, 0, 0, 1, 0, 0].map { $0 == 1 })
        #expect(station.clusters[4].has(ClusterFlags.unsafeBefore))
        #expect(station.clusters[4].has(ClusterFlags.graphemeStart))
        #expect(station.clusters[4].glyphStart == 4 && station.clusters[4].glyphEnd == 4)
        #expect(station.prefix.last == 6220)
        #expect(Array(station.opportunities) == [7])  // no break opportunity inside the word
        #expect(station.shapedClusterCount(0..<7) == 6 && station.shapedClusterCount(0..<4) == 4)
        // Right to left (uharfbuzz, DejaVu Sans): "لالا" is two lam-alef ligatures of 1168, visual
        // order [second, first]; a continuation's empty glyph range sits at its cluster's start.
        let lamAlef = try paragraph("لالا", "DejaVu Sans")
        #expect(lamAlef.clusters.map(\.units) == [1168, 0, 1168, 0])
        #expect(lamAlef.clusters.map(\.glyphStart) == [1, 1, 0, 0])
        #expect(lamAlef.clusters.map(\.glyphEnd) == [2, 1, 1, 0])
    }

    @Test("Re-shaping a window drops the context across the cut (Lato \"AV\" alone is 2600 units)")
    func patches() throws {
        let face = try bundledFonts.face(family: "Lato")
        let shaped = ShapedText(
            analysis: TextAnalysis("AVATAR", defaultRightToLeft: false),
            spans: [StyleSpan(range: 0..<6, face: face, disablesOptionalLigatures: false)],
            fallback: FontFallback(collection: bundledFonts))
        let patch = shaped.reshape(paragraph: 0, run: 0, clusters: 0..<2, cutBefore: false, cutAfter: true)
        #expect(patch.clusterUnits == [1246, 1354])
        #expect(patch.measure(before: 2).units == 2600)
        #expect(patch.measure(before: 1).units == 1246)
        let start = shaped.reshape(paragraph: 0, run: 0, clusters: 1..<6, cutBefore: true, cutAfter: false)
        #expect(start.clusterUnits.reduce(0, +) == 6107)  // "VATAR" alone
    }
}
