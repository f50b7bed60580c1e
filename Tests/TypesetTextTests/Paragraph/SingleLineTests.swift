// The single-line shortcut (SingleLine.swift) against the general path, the one the Pango and
// HarfBuzz oracles check: every field of every layout, glyph runs and content widths included,
// must be the same with the shortcut on and off.

import Foundation
import Testing

@testable import TypesetText

@Suite("Single line")
struct SingleLineTests {
    /// Labels of the kinds UI text has, and the edges of what the shortcut takes.
    static let strings = [
        "Save downloads", "Print details", "Sort…", "Oskar’s Bookmarks", "75%", "994 items", "Display — Previous",
        "Wi-Fi", "e-mail address", "AVATAR To Ve", "office affluent", "Zoë’s café", "naïve façade", "x × y ÷ z",
        "“Quoted”", "(beta)", "[draft]", "Trailing  ", " Leading", "   ", "\u{A0}Nbsp\u{A0}", "a/b/c", "C++ & C#",
        "Ελληνικά", "Русский текст", "Latin and Ελληνικά", "$9.99 – €8", "¿Qué?", "¡Hola!", "ǅemal", "ʻokina",
        "Long label that will certainly not fit into a narrow width at all", "10:45 AM", "1,234.56", "Ünïcödé ŁÓDŹ",
        "Tab\there", "Line\nbreak", "soft\u{AD}hyphen", "zero\u{200B}width", "שלום", "مرحبا", "混合 text", "emoji 🙂",
        "e\u{301}tude", "ﬁ ligature",
    ]

    static let families = ["DejaVu Sans", "Inter", "Charis SIL"]

    /// Attribute sets: plain sizes, a raised baseline, a text style with its leading, weights and
    /// italics, features, and spacing (which the shortcut leaves to the general path).
    static func attributeSets(_ family: String) -> [TextAttributes] {
        [
            TextAttributes(font: .custom(family, size: 15)),
            TextAttributes(font: .custom(family, size: 17).bold()),
            TextAttributes(font: .custom(family, size: 13).italic().monospacedDigit(), baselineOffset: 3),
            TextAttributes(font: .custom(family, size: 15).smallCaps(), kerning: 0.5),
            TextAttributes(font: .headline),
        ]
    }

    static let styles: [ParagraphStyle] = [
        ParagraphStyle(),
        ParagraphStyle(lineLimit: 1, alignment: .center),
        ParagraphStyle(lineLimit: 2, reservesSpace: true, alignment: .trailing, lineSpacing: 4, minimumScaleFactor: 0.5),
        ParagraphStyle(layoutDirection: .rightToLeft),
    ]

    @Test("Every layout equals the general path's, at every width", arguments: families)
    func sameAsGeneral(family: String) {
        let fast = TextEngine()
        let reversed = TextEngine()  // the same widths, narrowest first
        let general = TextEngine(fonts: .bundled, cacheBudget: 800_000, setsSingleLines: false)
        for string in Self.strings {
            for attributes in Self.attributeSets(family) {
                let text = AttributedText(string, attributes: attributes)
                for style in Self.styles {
                    let whole = general.layout(text, width: nil, style: style).width
                    // Unconstrained, roomy, the exact width (which fits: Design §8.4's round trip),
                    // the next width down (which fits within the test's 1e-9 unit slack), just below,
                    // and 0; in this order and the reverse.
                    let widths: [CGFloat?] = [nil, 400, whole, whole.nextDown, whole - 0.01, 0]
                    let expected = widths.map { LayoutFacts(general.layout(text, width: $0, style: style)) }
                    for (width, expected) in zip(widths, expected) {
                        #expect(LayoutFacts(fast.layout(text, width: width, style: style)) == expected)
                    }
                    for (width, expected) in zip(widths, expected).reversed() {
                        #expect(LayoutFacts(reversed.layout(text, width: width, style: style)) == expected)
                    }
                    let heightLimited = general.layout(text, width: 400, maxHeight: 5, style: style)
                    let cut = fast.layout(text, width: 400, maxHeight: 5, style: style)
                    #expect(LayoutFacts(cut) == LayoutFacts(heightLimited))
                }
            }
        }
    }

    @Test("A label that fits is laid out without the general path; a narrower width takes it")
    func shortcutTaken() {
        let engine = TextEngine()
        let label = AttributedText("Save downloads", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15)))
        let wide = engine.layout(label, width: 300)
        _ = engine.layout(label, width: nil)
        _ = engine.layout(label, width: wide.width)
        #expect(engine.computedLayoutCount == 0)
        #expect(wide.lines.count == 1)
        // Just under the line (`nextDown` still fits: the fit test's 1e-9 unit slack).
        let narrow = engine.layout(label, width: wide.width - 0.01)
        #expect(engine.computedLayoutCount == 1)
        #expect(narrow.lines.count == 2)
        // Content widths are the general path's (computed on the shaping built for it).
        #expect(wide.maxContentWidth == wide.width)
        #expect(wide.minContentWidth < wide.width && wide.minContentWidth > 0)
    }

    @Test("Runs of one style are one label; labels in alternating fonts keep their own faces")
    func mergedRunsAndAlternatingFonts() {
        let engine = TextEngine()
        let general = TextEngine(fonts: .bundled, cacheBudget: 800_000, setsSingleLines: false)
        let plain = TextAttributes(font: .custom("DejaVu Sans", size: 15))
        let split = AttributedText(runs: [AttributedText.Run("Save ", attributes: plain), AttributedText.Run("downloads", attributes: plain)])
        let layout = engine.layout(split, width: 300)
        #expect(engine.computedLayoutCount == 0)
        #expect(LayoutFacts(layout) == LayoutFacts(general.layout(split, width: 300)))
        // The engine remembers the font it resolved last: each label must still get its own.
        let fonts: [Font] = [.custom("DejaVu Sans", size: 15), .custom("Inter", size: 15), .custom("Inter", size: 15).bold(), .custom("DejaVu Sans", size: 15)]
        let labels = fonts.enumerated().map { AttributedText("Label \($0)", attributes: TextAttributes(font: $1)) }
        let families = labels.map { engine.layout($0, width: nil).lines[0].runs[0].face.familyName }
        #expect(families == ["DejaVu Sans", "Inter", "Inter", "DejaVu Sans"])
        for label in labels {
            #expect(LayoutFacts(engine.layout(label, width: nil)) == LayoutFacts(general.layout(label, width: nil)))
        }
        let regular = engine.layout(labels[1], width: nil).width
        let bold = engine.layout(labels[2], width: nil).width
        #expect(bold > regular)
    }

    @Test("Text outside the shortcut's characters, or with a break inside, takes the general path")
    func leftToGeneral() {
        for string in ["Line\nbreak", "שלום", "emoji 🙂", "e\u{301}tude", "Tab\there", "soft\u{AD}hyphen"] {
            let engine = TextEngine()
            _ = engine.layout(AttributedText(string, attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15))), width: 300)
            #expect(engine.computedLayoutCount == 1, "\(string)")
        }
    }

    @Test("Glyphs the breaker might cut differently leave the shortcut")
    func unsafeGlyphs() {
        let units = Array("To be".utf16)
        func glyphs(unsafeAt unsafe: Int?, advance: Int32 = 600, glyph: UInt32 = 5) -> [ShapedGlyph] {
            units.indices.map { index in
                ShapedGlyph(
                    glyph: glyph, cluster: Int32(index), xAdvance: advance, xOffset: 0, yOffset: 0,
                    unsafeToBreak: index == unsafe)
            }
        }
        func end(_ glyphs: [ShapedGlyph]) -> Int? {
            units.withUnsafeBufferPointer { SingleLineLayout.trimmedEnd($0, glyphs: glyphs) }
        }
        #expect(end(glyphs(unsafeAt: nil)) == 5)
        #expect(end(glyphs(unsafeAt: 1)) == 5)  // "T|o": kerning inside a word, no break there
        #expect(end(glyphs(unsafeAt: 3)) == nil)  // " |b": after a space, where UAX #14 breaks
        #expect(end(glyphs(unsafeAt: 2)) == nil)  // "o| "
        #expect(end(glyphs(unsafeAt: nil, advance: -1)) == nil)
        #expect(end(glyphs(unsafeAt: nil, glyph: 0)) == nil)
        let trailing = Array("Save  ".utf16)
        let plain = trailing.indices.map {
            ShapedGlyph(glyph: 5, cluster: Int32($0), xAdvance: 600, xOffset: 0, yOffset: 0, unsafeToBreak: false)
        }
        #expect(trailing.withUnsafeBufferPointer { SingleLineLayout.trimmedEnd($0, glyphs: plain) } == 4)
    }

    @Test("The glyph run of a single line is the general path's, drawn after the layout was cached")
    func glyphRunsLater() throws {
        let fast = TextEngine()
        let general = TextEngine(fonts: .bundled, cacheBudget: 800_000, setsSingleLines: false)
        let text = AttributedText("Oskar’s Bookmarks", attributes: TextAttributes(font: .custom("Inter", size: 15)))
        let layout = fast.layout(text, width: 300)
        _ = fast.layout(text, width: 20)  // the general path now has this text's shaping
        let run = try #require(layout.lines.first?.runs.first)
        let expected = try #require(general.layout(text, width: 300).lines.first?.runs.first)
        #expect(run.glyphs == expected.glyphs && run.positions == expected.positions)
        #expect(run.clusters == expected.clusters && run.range == expected.range)
    }
}
