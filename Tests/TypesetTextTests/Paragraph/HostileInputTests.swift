// Hostile input never traps the text engine: lone combining marks, joiners and selectors,
// bidi controls, control characters, unassigned and private-use code points, long words and
// runs of spaces, every style option, and widths, heights and font sizes that are zero,
// negative, NaN or infinite. Whatever comes in, the layout's numbers are finite (or zero) and
// its line ranges lie inside the string.

import Foundation
import Testing

@testable import TypesetText

@Suite("Hostile input")
struct HostileInputTests {
    static let palette: [String] = [
        "a", "Word", " ", "  ", "\t", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{0}", "\u{1}", "\u{7F}",
        "\u{301}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{FE0E}", "\u{AD}", "\u{A0}", "\u{200B}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{FFFD}", "\u{E000}", "\u{378}", "\u{FFFF}", "\u{10FFFF}", "\u{1F3FB}", "\u{1F1FA}",
        "#\u{FE0F}\u{20E3}", "👨‍👩‍👧", "🏳️‍🌈", "😀", "สวัสดีครับ", "한국어", "世界你好", "مَرْحَبًا", "שָׁלוֹם", "नमस्ते",
        String(repeating: "x", count: 120), String(repeating: " ", count: 60), "office", "AVATAR", "…", "-", "—",
    ]

    static let widths: [CGFloat?] = [nil, 0, -5, .nan, .infinity, -.infinity, 0.5, 1, 17, 60, 133.7, 400]
    static let heights: [CGFloat?] = [nil, nil, 0, -1, .nan, .infinity, 5, 30, 90]
    static let sizes: [CGFloat] = [17, 12, 0, -3, .nan, .infinity, 0.01, 300]

    static func string(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in palette.randomElement(using: &generator)! }.joined()
    }

    static func style(_ generator: inout SeededGenerator) -> ParagraphStyle {
        let odd: [CGFloat] = [0, 3, -4, .nan, .infinity]
        return ParagraphStyle(
            lineLimit: [nil, 0, 1, 2, 5, -1].randomElement(using: &generator)!,
            reservesSpace: Bool.random(using: &generator),
            truncationMode: [.head, .middle, .tail].randomElement(using: &generator)!,
            alignment: TextAlignment.allCases.randomElement(using: &generator)!,
            lineSpacing: odd.randomElement(using: &generator)!,
            minimumScaleFactor: ([1, 0.5, 0, -1, .nan, 2] as [CGFloat]).randomElement(using: &generator)!,
            layoutDirection: Bool.random(using: &generator) ? .leftToRight : .rightToLeft)
    }

    static func attributes(_ generator: inout SeededGenerator) -> TextAttributes {
        let families = ["DejaVu Sans", "Lato", "Charis SIL", "Noto Sans Arabic", "Droid Sans Fallback", "Missing Family"]
        let odd: [CGFloat] = [0, 2, -30, .nan, .infinity]
        return TextAttributes(
            font: .custom(families.randomElement(using: &generator)!, size: sizes.randomElement(using: &generator)!),
            kerning: odd.randomElement(using: &generator)!, tracking: odd.randomElement(using: &generator)!,
            baselineOffset: odd.randomElement(using: &generator)!)
    }

    @Test("Random hostile paragraphs lay out with finite numbers", arguments: 0..<8)
    func hostileParagraphs(batch: Int) {
        var generator = SeededGenerator(seed: 0xBAD_1DEA + UInt64(batch))
        for _ in 0..<80 {
            let runs = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                AttributedText.Run(Self.string(&generator), attributes: Self.attributes(&generator))
            }
            let text = AttributedText(runs: runs)
            let width = Self.widths.randomElement(using: &generator)!
            let height = Self.heights.randomElement(using: &generator)!
            let style = Self.style(&generator)
            let layout = engine.layout(text, width: width, maxHeight: height, style: style)
            let numbers: [CGFloat] = [layout.width, layout.height, layout.firstBaseline, layout.lastBaseline, layout.fontScale]
                + layout.lines.flatMap { [$0.baseline, $0.ascent, $0.descent, $0.lineGap, $0.width, $0.xOffset] }
            #expect(numbers.allSatisfy { $0.isFinite }, "\(text.string.debugDescription) width \(String(describing: width))")
            #expect(layout.width >= 0 && layout.height >= 0, "\(text.runs) \(style) lines \(layout.lines.count) height \(layout.height)")
            for line in layout.lines {
                #expect(line.range.lowerBound >= layout.string.startIndex && line.range.upperBound <= layout.string.endIndex)
                for run in line.runs {
                    #expect(run.glyphs.count == run.advances.count && run.glyphs.count == run.positions.count)
                    #expect(run.advances.allSatisfy { $0.isFinite } && run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
                }
            }
            let widths = engine.contentWidths(of: text)
            #expect(widths.min.isFinite && widths.max.isFinite && widths.min >= 0)
        }
    }

    @Test("Negative line spacing counts as zero, as in TextKit")
    func negativeLineSpacing() {
        let text = AttributedText("one\ntwo\nthree", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 17)))
        let plain = engine.layout(text, width: nil)
        let negative = engine.layout(text, width: nil, style: ParagraphStyle(lineSpacing: -8))
        #expect(negative.height == plain.height)
        #expect(negative.lastBaseline == plain.lastBaseline)
    }
}
