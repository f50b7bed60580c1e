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
                            // The same answer read from the text's ideal measurement.
                            let ideal = measurer.measure(text, proposal: .unspecified, style: style, displayScale: scale)
                            let read = measurer.minimumWidth(of: ideal, displayScale: scale) ?? -1
                            #expect(read == full.size.width, "\"\(text.string)\" from its ideal measurement @\(scale)x")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == Self.strings.count * Self.attributes.count * 2 * 3 * 2)
    }

    /// Inline objects (Design §23.5) answer the probe as text does: an object wider than any
    /// word is the minimum, and one set in a run of its own or between words alike.
    @Test func minimumWidthCountsInlineObjects() {
        let measurer = TextEngineMeasurer(engine: TextEngine(fonts: .bundled))
        let body = TextAttributes(font: .system(size: 17))
        var checked = 0
        for points in [8.0, 60.0] {
            var object = body
            object.attachment = TextAttachment(
                name: "photo", width: FontRelativeLength(points: points), height: FontRelativeLength(points: 10))
            let symbol = TextAttributes(
                font: .system(size: 17),
                attachment: TextAttachment(name: "star", isSymbol: true, width: .init(capHeights: 1.4), height: .init(capHeights: 1.4)))
            let texts = [
                AttributedText(runs: [.init(string: "Photo ", attributes: body), .init(string: "\u{FFFC}", attributes: object)]),
                AttributedText(runs: [
                    .init(string: "\u{FFFC}\u{FFFC}", attributes: object), .init(string: " 4.5 ", attributes: body),
                    .init(string: "\u{FFFC}", attributes: symbol),
                ]),
            ]
            for text in texts {
                let full = measurer.measure(text, proposal: ProposedViewSize(width: 0, height: nil), style: ParagraphStyle(), displayScale: 2)
                let fast = measurer.minimumWidth(text, style: ParagraphStyle(), displayScale: 2) ?? -1
                #expect(fast == full.size.width, "\(text.string) \(points)")
                #expect(full.layout?.lines.contains { $0.runs.contains { $0.attachment != nil } } == true)
                checked += 1
            }
        }
        #expect(checked == 4)
    }
}
