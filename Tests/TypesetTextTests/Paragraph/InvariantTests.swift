// Invariants over many strings × widths × fonts (deterministic xorshift generator): the lines
// partition the text, fit the width (except a lone overlong grapheme; ligatures split),
// survive a round trip through their own measured width, never multiply with more width, and
// carry sane numbers.

import Foundation
import Testing

@testable import TypesetText

@Suite("Layout invariants")
struct InvariantTests {
    static let vocabulary = [
        "the", "quick", "brown", "wide", "Ω", "e\u{301}", "世界", "你好", "שלום", "مرحبا", "नमस्ते", "😀",
        "👨‍👩‍👧", "🇺🇸", "AVATAR", "office", "Tea", "Attic", "station", "-", ",", "Supercalifragilistic", "\n", "  ",
        "1234", "(x)",
    ]

    static func attributed(_ generator: inout SeededGenerator) -> AttributedText {
        var words: [String] = []
        for _ in 0..<Int.random(in: 1...14, using: &generator) {
            words.append(vocabulary.randomElement(using: &generator)!)
        }
        let string = words.joined(separator: Bool.random(using: &generator) ? " " : "")
        let fonts: [TextAttributes] = [
            TextAttributes(font: .custom("DejaVu Sans", size: 17)),
            TextAttributes(font: .custom("Lato", size: 15)),
            TextAttributes(font: .custom("Liberation Sans", size: 13)),
            TextAttributes(font: .custom("Charis SIL", size: 20)),
            TextAttributes(font: .custom("Droid Sans Fallback", size: 16)),
            TextAttributes(font: .body, tracking: 1.5),
            TextAttributes(font: .title3.bold(), kerning: -0.5),
        ]
        let first = fonts.randomElement(using: &generator)!
        guard Bool.random(using: &generator), let split = string.indices.randomElement(using: &generator) else {
            return AttributedText(string, attributes: first)
        }
        return AttributedText(runs: [
            .init(String(string[..<split]), attributes: first),
            .init(String(string[split...]), attributes: fonts.randomElement(using: &generator)!),
        ])
    }

    static let samples: [(AttributedText, CGFloat)] = {
        var generator = SeededGenerator(seed: 0x5EED_7E47)
        return (0..<300).map { index in
            let width: CGFloat = index % 10 == 0 ? 0 : CGFloat(Double.random(in: 5...320, using: &generator))
            return (attributed(&generator), width)
        }
    }()

    func ranges(_ layout: TextLayout) -> [Range<String.Index>] { layout.lines.map(\.range) }

    @Test("Lines partition the text, fit the width and hold their clusters")
    func partitionAndFit() {
        for (sample, width) in Self.samples {
            let layout = engine.layout(sample, width: width)
            let string = layout.string
            #expect(layout.lines.first?.range.lowerBound == string.startIndex, "\(sample)")
            #expect(layout.lines.last?.range.upperBound == string.endIndex, "\(sample)")
            for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
                #expect(line.range.upperBound == next.range.lowerBound, "\(sample) @\(width)")
            }
            for line in layout.lines {
                if line.width > width + 1e-9 {
                    // Only one grapheme may overflow: a ligature (Lato's "ffi", "tti") is split
                    // at its grapheme boundaries like any other cluster (Design §8.4).
                    let content = string[line.range].trimmingCharacters(in: .whitespacesAndNewlines)
                    #expect(content.count == 1, "overflow at \(width): \(string[line.range].debugDescription)")
                }
                let lower = string.utf8.distance(from: string.startIndex, to: line.range.lowerBound)
                let upper = string.utf8.distance(from: string.startIndex, to: line.range.upperBound)
                for cluster in line.runs.flatMap(\.clusters) {
                    #expect(cluster >= lower && (cluster < upper || cluster == lower), "\(sample)")
                }
            }
            #expect(layout.width <= max(width, layout.lines.map(\.width).max() ?? 0))
        }
    }

    @Test("Laying out at the measured width gives the same lines; more width never more lines")
    func roundTripAndMonotone() {
        var roundTrips = 0
        for (sample, width) in Self.samples {
            let layout = engine.layout(sample, width: width)
            if layout.width <= width {
                // Without an overflowing grapheme, the measured width reproduces the lines.
                let again = engine.layout(sample, width: layout.width)
                #expect(ranges(again) == ranges(layout), "\(sample) @\(width) → \(layout.width)")
                #expect(again.width == layout.width)
                roundTrips += 1
            }
            let wider = engine.layout(sample, width: width * 1.5 + 1)
            #expect(wider.lines.count <= layout.lines.count, "\(sample) @\(width)")
            let ideal = engine.layout(sample, width: nil)
            #expect(ranges(engine.layout(sample, width: ideal.width)) == ranges(ideal), "\(sample)")
            #expect(ideal.width == layout.maxContentWidth)
        }
        #expect(roundTrips > 150)
    }

    @Test("No NaN, infinite or negative metric")
    func saneNumbers() {
        for (sample, width) in Self.samples {
            let layout = engine.layout(sample, width: width, style: ParagraphStyle(lineLimit: 3))
            let values =
                [
                    layout.width, layout.height, layout.firstBaseline, layout.lastBaseline,
                    layout.minContentWidth, layout.maxContentWidth,
                ]
                + layout.lines.flatMap { [$0.baseline, $0.ascent, $0.descent, $0.lineGap, $0.width, $0.xOffset] }
            #expect(values.allSatisfy { $0.isFinite && $0 >= 0 }, "\(sample)")
            let positions = layout.lines.flatMap(\.runs).flatMap { $0.positions + $0.offsets }
            #expect(positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            #expect(layout.lines.count <= 3)
            #expect(layout.minContentWidth <= layout.maxContentWidth)
            #expect(layout.lastBaseline >= layout.firstBaseline)
        }
    }
}
