// Laying a text out again at a new width (Design §8.4): with its shaping, break points and styles
// at scale 1 cached, every width gives, field by field, what a fresh engine gives at that width
// (the path the oracle tests check); and the break point table says what the cluster table says.

import Foundation
import Testing

@testable import TypesetText

@Suite("Re-layout at new widths")
struct RelayoutTests {
    /// Texts that take every path of the breaker and the assembler: one run (the inline
    /// measure), non-ASCII text (UTF-8 offsets ≠ UTF-16), paragraphs, unsafe breaks (kerning,
    /// ligatures, Arabic joining), right to left, spans of several fonts and sizes, tracking,
    /// fallback fonts, leading and hanging whitespace, overlong words (emergency breaks).
    static let samples: [AttributedText] = [
        text("The quick brown fox jumps over the lazy dog, again and again and again."),
        text("“Curly quotes” — em dashes… and naïve café façades, 12 × 3 ≥ 35 ½ ⅓."),
        text("First paragraph here.\nSecond one, a little longer than the first.\n\nAfter an empty line."),
        text("Naïve café.\n“Été” — a paragraph after non-ASCII text, long enough to wrap.\n\n½ after an empty line."),
        text("AVATAR office affine Wave To Yes. VAT Tower, Type.", "Lato"),
        text("مرحبا بالعالم، هذه جملة عربية طويلة بعض الشيء للاختبار", "Noto Sans Arabic"),
        text("English then עברית ואז שוב English and العربية too."),
        text("   leading spaces, then    runs   of   spaces    between words   "),
        text("Supercalifragilisticexpialidocious antidisestablishmentarianism"),
        text("Emoji 👨‍👩‍👧 and 漢字かな混じり文 with fallback fonts."),
        AttributedText(runs: [
            .init("Large ", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 24))),
            .init("small words ", attributes: TextAttributes(font: .custom("Lato", size: 11))),
            .init("tracked out", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15), tracking: 2)),
            .init(
                " and raised.", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15), baselineOffset: 4)),
        ]),
        AttributedText(
            "Kerned and tracked text wraps the same way.",
            attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17), kerning: 0.5, tracking: -0.25)),
    ]

    static let styles: [ParagraphStyle] = [
        ParagraphStyle(),
        ParagraphStyle(alignment: .center, lineSpacing: 3),
        ParagraphStyle(alignment: .trailing, layoutDirection: .rightToLeft),
        ParagraphStyle(lineLimit: 2, truncationMode: .middle),
        ParagraphStyle(lineLimit: 3, minimumScaleFactor: 0.5),
    ]

    /// Narrower and wider in turn (a wider width inside a cached layout's validity interval
    /// reuses it), down to single graphemes, and unconstrained.
    static let widths: [CGFloat?] = [170, 400, 90, 250, 121.5, 60, 300, 33, 140, 12, 0, 75, nil, 200]

    @Test("Every width on one engine equals that width on a fresh engine, field by field", arguments: styles.indices)
    func sameAsFresh(style index: Int) {
        let style = Self.styles[index]
        for sample in Self.samples {
            let warm = TextEngine()
            for width in Self.widths {
                let again = warm.layout(sample, width: width, style: style)
                let fresh = TextEngine().layout(sample, width: width, style: style)
                #expect(LayoutFacts(again) == LayoutFacts(fresh), "\(sample.string) at \(width.map { "\($0)" } ?? "nil")")
            }
        }
    }

    @Test("A height limit on a warm engine equals a fresh engine")
    func heightLimited() {
        for sample in Self.samples {
            let warm = TextEngine()
            for (width, height) in [(200.0, 1000.0), (120, 40), (60, 25), (300, 10)] {
                let again = warm.layout(sample, width: width, maxHeight: height)
                let fresh = TextEngine().layout(sample, width: width, maxHeight: height)
                #expect(LayoutFacts(again) == LayoutFacts(fresh), "\(sample.string) at \(width) × \(height)")
            }
        }
    }

    @Test("A text's entry records where laying it out again reads first")
    func hotLines() throws {
        let engine = TextEngine()
        let sample = Self.samples[3]
        _ = engine.layout(sample, width: 120)
        let entry = try #require(engine.entry(for: sample, style: ParagraphStyle()))
        let lines = entry.hotLines()
        let shaped = entry.shaped
        #expect(shaped.paragraphs.count == 4)
        #expect(lines.contains(UnsafeRawPointer(Unmanaged.passUnretained(shaped).toOpaque())))
        // The first two paragraphs and their break tables; the rest are read after them.
        for (index, paragraph) in shaped.paragraphs.enumerated() {
            let recorded = lines.contains(UnsafeRawPointer(paragraph.breaks.baseAddress!))
            #expect(recorded == (index < 2), "paragraph \(index)")
        }
        // The styles at scale 1, built by the first layout.
        let styles = try #require(entry.text.builtUnitScale)
        #expect(lines.contains(UnsafeRawPointer(Unmanaged.passUnretained(styles).toOpaque())))
    }

    @Test("Each break point holds what the cluster table gives at its cluster")
    func breakPoints() {
        for sample in Self.samples {
            let analysis = TextAnalysis(sample.string, defaultRightToLeft: false)
            let faces = sample.runs.compactMap { run -> FontFace? in
                guard let family = run.attributes.font.familyName else { return nil }
                return try? bundledFonts.face(family: family)
            }
            guard let face = faces.first else { continue }
            let shaped = ShapedText(
                analysis: analysis,
                spans: [StyleSpan(range: 0..<analysis.text.count, face: face, disablesOptionalLigatures: false)],
                fallback: FontFallback(collection: bundledFonts))
            #expect(!shaped.paragraphs.isEmpty, "\(sample.string)")
            for paragraph in shaped.paragraphs {
                let count = paragraph.clusters.count
                // What estimating the lines and starting them read instead of the cluster table.
                #expect(paragraph.totalUnits == paragraph.prefix[count])
                #expect(
                    paragraph.startUTF8Offset == analysis.text.utf8Offset(ofUTF16: paragraph.offset(ofCluster: 0)),
                    "\(sample.string)")
                let expectedEnds =
                    (1..<max(1, count)).filter { paragraph.clusters[$0].has(ClusterFlags.breakBefore) } + [count]
                #expect(paragraph.breaks.map { Int($0.end) } == expectedEnds, "\(sample.string)")
                for point in paragraph.breaks {
                    let end = Int(point.end)
                    let trimmed = paragraph.trimmedEnd(end, notBefore: 0)
                    #expect(Int(point.trimmedEnd) == trimmed)
                    #expect(point.units == paragraph.prefix[trimmed] && point.endUnits == paragraph.prefix[end])
                    #expect(point.has(ShapedParagraph.BreakPoint.mandatory) == paragraph.isMandatoryBreak(before: end))
                    #expect(point.has(ShapedParagraph.BreakPoint.unsafe) == paragraph.isUnsafeBreak(before: end))
                    #expect(
                        Int(point.utf8Offset) == analysis.text.utf8Offset(ofUTF16: paragraph.offset(ofCluster: end)))
                }
            }
        }
    }
}
