// The SwiftUI font vocabulary: text style sizes, weights, bold/italic and how the engine
// resolves designs and custom families (Design §8.1).

import Foundation
import Testing

@testable import TypesetText

@Suite("Font")
struct FontTests {
    @Test("Text styles have the Design §8.1 sizes and headline is semibold (HIG)")
    func textStyleSizes() {
        let expected: [Font.TextStyle: CGFloat] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
        ]
        for style in Font.TextStyle.allCases {
            #expect(style.size == expected[style])
            #expect(Font.system(style).size == expected[style])
        }
        #expect(Font.headline.resolvedWeight == .semibold)
        #expect(Font.body.resolvedWeight == .regular)
        #expect(Font.body.size == 17)
        #expect(Font.system(.headline, weight: .light).resolvedWeight == .light)
    }

    @Test("Weights are ordered and map to OpenType 100...900")
    func weights() {
        let ordered: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(ordered == ordered.sorted())
        #expect(ordered.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(Font.Weight(cssWeight: 700) == .bold)
        #expect(Font.Weight(cssWeight: 400) == .regular)
        #expect(Font.Weight(value: 5).value == 1)
    }

    @Test("bold(), italic() and weight(_:) change only what they name")
    func modifiers() {
        let font = Font.system(size: 20, design: .serif)
        #expect(font.bold().resolvedWeight == .bold)
        #expect(font.bold().size == 20)
        #expect(font.italic().isItalic)
        #expect(font.weight(.heavy).resolvedWeight == .heavy)
        #expect(font.familyName == nil)
        #expect(font.design == .serif)
        #expect(Font.custom("Lato", size: 12).familyName == "Lato")
        #expect(Font.custom("Lato", size: 12).design == nil)
    }

    /// A Font keeps every field at once (they share one packed word): each modifier changes
    /// only what it names, whatever the others hold, and fonts that differ in one field are
    /// unequal.
    @Test("Every field is kept beside every other")
    func fieldsAreKeptTogether() {
        let custom = Font.custom("Lato", size: 12, relativeTo: .caption)
            .italic().weight(.heavy).width(.condensed).monospaced().smallCaps().leading(.loose)
            .resolved(at: .accessibility5)
        #expect(custom.familyName == "Lato" && custom.design == nil)
        #expect(custom.isItalic && custom.isMonospaced)
        #expect(custom.resolvedWeight == .heavy && custom.resolvedWidth == .condensed)
        #expect(custom.features == [.lowercaseSmallCaps, .uppercaseSmallCaps])
        #expect(custom.dynamicTypeSize == .accessibility5)
        #expect(custom.textStyle == nil)  // relative to caption, not the caption style
        #expect(custom.size == Font.scaled(12, relativeTo: .caption, at: .accessibility5))
        #expect(custom.invalidSize == nil)
        let style = Font.system(.footnote, design: .serif).leading(.tight).resolved(at: .xSmall)
        #expect(style.design == .serif && style.textStyle == .footnote && style.dynamicTypeSize == .xSmall)
        #expect(style.lineHeight == Font.TextStyle.footnote.leading(at: .xSmall) - 2)
        #expect(!style.isItalic && !style.isMonospaced && style.resolvedWidth == nil && style.features.isEmpty)
        #expect(Font.body.dynamicTypeSize == .large && Font.body.textStyle == .body && Font.body.design == .default)
        // Setting a field back to its default gives an equal font: nothing of the change is left.
        #expect(Font.body.width(.condensed).width(.standard) == .body)
        #expect(Font.body.design(.serif).design(.default) == .body)
        #expect(Font.body.withSize(17) != .body)  // no longer follows Dynamic Type
        let variants = [
            Font.body, .body.italic(), .body.monospaced(), .body.width(.expanded), .body.leading(.loose),
            .body.resolved(at: .small), .body.monospacedDigit(), .body.design(.rounded), .custom("Inter", size: 17),
            .system(size: -1), .system(size: .nan),
        ]
        for (index, font) in variants.enumerated() {
            for (other, another) in variants.enumerated() where other != index { #expect(font != another, "\(index) \(other)") }
        }
        #expect(Font.system(size: -1).invalidSize == "-1.0" && Font.system(size: -1).size == 0)
    }

    @Test("System designs resolve to the bundled families: Inter, DejaVu Serif, DejaVu Sans Mono")
    func systemDesigns() throws {
        func face(_ font: Font) throws -> FontFace { try #require(engine.face(for: font)) }
        #expect(try face(.body).fileURL.lastPathComponent == "Inter-roman.var.ttf")
        #expect(try face(.body).variations.isEmpty)
        // body.bold(): the emphasized weight, semibold (HIG), as wght 600 on Inter.
        #expect(try face(.body.bold()).variations == [FontVariation(tag: "wght", value: 600)])
        #expect(try face(.headline).variations == [FontVariation(tag: "wght", value: 600)])
        #expect(try face(.body.italic()).fileURL.lastPathComponent == "Inter-italic.var.ttf")
        #expect(try face(.system(size: 17, design: .serif)).postScriptName == "DejaVuSerif")
        #expect(try face(.system(size: 17, design: .monospaced)).postScriptName == "DejaVuSansMono")
        #expect(try face(.system(size: 17, design: .rounded)).fileURL.lastPathComponent == "Inter-roman.var.ttf")
        // A static family still gives its nearest face.
        #expect(try face(.custom("DejaVu Sans", size: 17).bold()).postScriptName == "DejaVuSans-Bold")
        #expect(try face(.custom("DejaVu Sans", size: 17).weight(.semibold)).postScriptName == "DejaVuSans-Bold")
        #expect(try face(.custom("DejaVu Sans", size: 17).weight(.medium)).postScriptName == "DejaVuSans")
    }

    @Test("A missing custom family falls back to the default and is reported")
    func missingFamily() throws {
        let attributes = TextAttributes(font: .custom("No Such Family", size: 17))
        let layout = engine.layout(AttributedText("Hello", attributes: attributes), width: nil)
        #expect(layout.missingFamilies == ["No Such Family"])
        let run = try #require(layout.lines.first?.runs.first)
        // The default design's family (Fonts/README.md): Inter, at its default coordinates.
        #expect(run.face.familyName == "Inter" && run.face.variations.isEmpty)
        #expect(engine.layout(text("Hello"), width: nil).missingFamilies.isEmpty)
        // Its measurement says so in one flag, which layout reads before building any report.
        func measure(_ text: AttributedText) -> TextMeasurement {
            engine.measure(text, width: nil, maxHeight: nil, style: ParagraphStyle(), displayScale: 2)
        }
        #expect(measure(AttributedText("Hello", attributes: attributes)).missesResources)
        var plain = measure(text("Hello"))
        #expect(!plain.missesResources)
        plain.missingCharacters = ["\u{11A00}"]
        #expect(plain.missesResources)
    }

    @Test("A Font is plain bytes: custom family names are interned, an invalid size kept as bits")
    func plainBytes() {
        #expect(_isPOD(Font.self))
        let inter = Font.custom("Inter", size: 17), again = Font.custom(String("Int") + "er", size: 17)
        #expect(inter == again && inter.hashValue == again.hashValue)
        #expect(inter.familyName == "Inter")
        #expect(inter != Font.custom("Inter Display", size: 17))
        #expect(Font.custom("Fancy Serif", fixedSize: 12).familyName == "Fancy Serif")
        #expect(Font.body.familyName == nil)
        // An invalid size prints as it was asked for, and a NaN font still equals itself.
        let nan = Font.system(size: .nan)
        #expect(nan.size == 0 && nan.invalidSize == "nan" && nan == nan)
        #expect(Font.system(size: -3).invalidSize == "-3.0")
        #expect(Font.system(size: .infinity).invalidSize == "inf")
        #expect(Font.system(size: 3).invalidSize == nil)
        #expect(Font.system(size: -3) != Font.system(size: -4))
    }
}
