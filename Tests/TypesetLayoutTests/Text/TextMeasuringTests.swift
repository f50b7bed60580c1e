import Foundation
import Testing
@testable import TypesetLayout
import TypesetText

/// The text engine's answer to a stack's width-0 probe (`TextEngineMeasurer.minimumWidth`) is the
/// width of the layout it would build at width 0 (Design §8.6: the widest grapheme cluster), for
/// every kind of text a probe meets: scripts, fallback, emoji, marks, spaces, breaks, attributes.
@Suite struct TextMeasuringTests {
    static let strings = [
        "Row 12", "value 7", "note", "Create your account", "ada@analytical.engine", "London 伦敦", "שם משפחה",
        "Mood 😀", "👩‍👩‍👧‍👦 family", "e\u{301}te\u{301}", "a\u{00AD}b\u{200B}c", "tab\tstop", "two\nlines", "  lead and trail  ",
        "مرحبا بالعالم", "Ünïcödé Ωμέγα Кириллица", "WWWWWWWWWWW iii", "fi ffl ligatures", "1,234.56 – 7%", "",
    ]

    static let attributes: [TextAttributes] = [
        TextAttributes(font: .system(size: 17)),
        TextAttributes(font: .system(size: 13).bold()),
        TextAttributes(font: .custom("DejaVu Sans", size: 15), kerning: 1.5),
        TextAttributes(font: .custom("DejaVu Serif", size: 21), tracking: 2),
        TextAttributes(font: .largeTitle.italic(), baselineOffset: 3),
    ]

    @Test func minimumWidthIsTheWidthAtWidthZero() {
        let measurer = TextEngineMeasurer(engine: TextEngine(fonts: .bundled))
        var checked = 0
        for string in Self.strings {
            for attributes in Self.attributes {
                for direction in [TextDirection.leftToRight, .rightToLeft] {
                    for scale in [1.0, 2.0, 3.0] {
                        var style = ParagraphStyle()
                        style.layoutDirection = direction
                        let texts = [
                            AttributedText(string, attributes: attributes),
                            AttributedText(runs: [
                                .init(string: String(string.prefix(3)), attributes: attributes),
                                .init(string: String(string.dropFirst(3)), attributes: TextAttributes(font: .system(size: 11))),
                            ]),
                        ]
                        for text in texts {
                            let full = measurer.measure(text, proposal: ProposedViewSize(width: 0, height: nil), style: style, displayScale: scale)
                            let fast = measurer.minimumWidth(text, style: style, displayScale: scale) ?? -1
                            #expect(fast == full.size.width, "\"\(text.string)\" \(attributes) \(direction) @\(scale)x")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == Self.strings.count * Self.attributes.count * 2 * 3 * 2)
    }
}
