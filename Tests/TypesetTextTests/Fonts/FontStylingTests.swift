// Weights, widths and features (research/text-styling.md §2, §3): widths agree with HarfBuzz's
// own `hb-shape` run on the same font file with the same variations and features, to 1e-6 em;
// emphasized weights follow the HIG table.

import Foundation
import Testing

@testable import TypesetText

@Suite("Font styling")
struct FontStylingTests {
    /// The single-line width of `string` in `font`.
    private func width(_ string: String, _ font: Font) -> CGFloat {
        engine.layout(AttributedText(string, attributes: TextAttributes(font: font)), width: nil).width
    }

    /// `hb-shape`'s total advance for `string` in `file` as points at `size`.
    private func oracleWidth(
        _ string: String, file: String, size: CGFloat, upem: CGFloat, variations: [String] = [],
        features: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> CGFloat? {
        HarfBuzzOracle.shape(
            string, file: file, variations: variations, features: features, sourceLocation: sourceLocation
        ).map { CGFloat($0.advance) * size / upem }
    }

    static let namedWeights: [(Font.Weight, Int)] = [
        (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
        (.bold, 700), (.heavy, 800), (.black, 900),
    ]

    @Test("Every named weight is its wght coordinate on Inter: widths agree with hb-shape to 1e-6 em")
    func weightsAgreeWithHarfBuzz() throws {
        let string = "Hamburgefonstiv 1111"
        for (weight, wght) in Self.namedWeights {
            for italic in [false, true] {
                var font = Font.system(size: 17, weight: weight)
                if italic { font = font.italic() }
                let file = italic ? "Inter-italic.var.ttf" : "Inter-roman.var.ttf"
                let expected = try #require(
                    oracleWidth(string, file: file, size: 17, upem: 2816, variations: ["wght=\(wght)"]))
                #expect(abs(width(string, font) - expected) <= 1e-6 * 17, "\(weight.cssWeight) italic: \(italic)")
                let face = try #require(engine.face(for: font))
                #expect(face.weight == Font.Weight(cssWeight: wght))
                #expect(face.variations == (wght == 400 ? [] : [FontVariation(tag: "wght", value: Double(wght))]))
            }
        }
        // Heavier is wider for this string (research/text-styling.md §3: +2.9 % at 600).
        #expect(width(string, .system(size: 17, weight: .semibold)) > width(string, .system(size: 17)))
    }

    @Test("bold() gives a text style's emphasized weight (HIG); weight(.bold) gives bold")
    func emphasizedWeights() throws {
        // HIG Typography, iOS: largeTitle, title and title2 emphasize to Bold, every other style
        // (headline included) to Semibold; headline's own weight is Semibold.
        let bold: Set<Font.TextStyle> = [.largeTitle, .title, .title2]
        for style in Font.TextStyle.allCases {
            let expected: Font.Weight = bold.contains(style) ? .bold : .semibold
            #expect(style.emphasizedWeight == expected)
            #expect(Font.system(style).bold().resolvedWeight == expected)
            #expect(Font.system(style).weight(.bold).resolvedWeight == .bold)
            #expect(Font.system(style).resolvedWeight == (style == .headline ? .semibold : .regular))
        }
        #expect(Font.headline.bold().resolvedWeight == Font.headline.resolvedWeight)
        // Without a text style, bold() is bold.
        #expect(Font.system(size: 17).bold().resolvedWeight == .bold)
        #expect(Font.custom("Lato", size: 12).bold().resolvedWeight == .bold)
        // body.bold() measures as wght 600 in hb-shape.
        let expected = try #require(
            oracleWidth("Settings", file: "Inter-roman.var.ttf", size: 17, upem: 2816, variations: ["wght=600"]))
        #expect(abs(width("Settings", .body.bold()) - expected) <= 1e-6 * 17)
    }

    @Test("monospacedDigit() turns on tnum: widths agree with hb-shape --features=tnum")
    func tabularDigits() throws {
        for string in ["1111", "0000", "$1,234.50"] {
            let plain = try #require(oracleWidth(string, file: "Inter-roman.var.ttf", size: 20, upem: 2816))
            let tabular = try #require(
                oracleWidth(string, file: "Inter-roman.var.ttf", size: 20, upem: 2816, features: ["tnum"]))
            #expect(abs(width(string, .system(size: 20)) - plain) <= 1e-6 * 20)
            #expect(abs(width(string, .system(size: 20).monospacedDigit()) - tabular) <= 1e-6 * 20)
        }
        // research/text-styling.md §3: Inter "1111" is 5232 units by default, 7296 with tnum.
        #expect(width("1111", .system(size: 20).monospacedDigit()) > width("1111", .system(size: 20)))
        // Together with a weight: tnum at wght 700.
        let both = try #require(
            oracleWidth(
                "12:30", file: "Inter-roman.var.ttf", size: 17, upem: 2816, variations: ["wght=700"],
                features: ["tnum"]))
        #expect(abs(width("12:30", .system(size: 17, weight: .bold).monospacedDigit()) - both) <= 1e-6 * 17)
    }

    @Test("Small caps turn on smcp and c2sc: Charis SIL agrees with hb-shape; Inter, without them, is unchanged")
    func smallCaps() throws {
        let string = "Hello World"
        let charis = Font.custom("Charis SIL", size: 17)
        let cases: [(Font, [String])] = [
            (charis, []), (charis.smallCaps(), ["smcp", "c2sc"]), (charis.lowercaseSmallCaps(), ["smcp"]),
            (charis.uppercaseSmallCaps(), ["c2sc"]),
        ]
        var widths: [CGFloat] = []
        for (font, features) in cases {
            let expected = try #require(
                oracleWidth(string, file: "CharisSIL-Regular.ttf", size: 17, upem: 2048, features: features))
            widths.append(width(string, font))
            #expect(abs(widths.last! - expected) <= 1e-6 * 17, "\(features)")
        }
        #expect(Set(widths).count == 4)
        // Inter has no smcp or c2sc (Fonts/README.md): HarfBuzz ignores them, and so do we.
        let inter = try #require(
            oracleWidth(string, file: "Inter-roman.var.ttf", size: 17, upem: 2816, features: ["smcp", "c2sc"]))
        #expect(abs(width(string, .system(size: 17).smallCaps()) - inter) <= 1e-6 * 17)
        #expect(width(string, .system(size: 17).smallCaps()) == width(string, .system(size: 17)))
    }

    @Test("Glyph runs record their face, coordinates and features")
    func runsRecordStyling() throws {
        let font = Font.system(size: 17, weight: .semibold).monospacedDigit()
        let layout = engine.layout(AttributedText("10:45", attributes: TextAttributes(font: font)), width: nil)
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.face.fileURL.lastPathComponent == "Inter-roman.var.ttf")
        #expect(run.variations == [FontVariation(tag: "wght", value: 600)])
        #expect(run.features == ["tnum"])
        let tracked = engine.layout(
            AttributedText("fi", attributes: TextAttributes(font: .custom("Lato", size: 17), tracking: 1)), width: nil)
        #expect(tracked.lines[0].runs[0].features == ["-liga", "-clig", "-dlig", "-hlig", "-calt"])
        #expect(engine.layout(AttributedText("a"), width: nil).lines[0].runs[0].features.isEmpty)
    }

    @Test("One instance per face and coordinates, shared by every size and thread")
    func instancesAreShared() async throws {
        let base = try bundledFonts.face(family: "Inter")
        let semibold = base.instance([FontVariation(tag: "wght", value: 600)])
        #expect(semibold !== base)
        #expect(semibold === base.instance([FontVariation(tag: "wght", value: 600)]))
        #expect(semibold.instance([FontVariation(tag: "wght", value: 400)]) === base)
        // Out of range is clamped; unknown axes are dropped.
        #expect(base.instance([FontVariation(tag: "wght", value: 2000)]).variations == [.init(tag: "wght", value: 900)])
        #expect(base.instance([FontVariation(tag: "wdth", value: 75)]) === base)
        #expect(engine.face(for: .system(size: 12, weight: .semibold)) === engine.face(for: .system(size: 40, weight: .semibold)))
        let faces = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for index in 0..<32 {
                group.addTask { ObjectIdentifier(base.instance([FontVariation(tag: "wght", value: Double(450 + index % 4))])) }
            }
            var seen: Set<ObjectIdentifier> = []
            for await face in group { seen.insert(face) }
            return seen
        }
        #expect(faces.count == 4)
        // Static faces have no axes.
        #expect(try bundledFonts.face(family: "DejaVu Sans").axes.isEmpty)
        #expect(base.axis("wght") == FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900))
    }

    @Test("Metrics come from the instance: Inter has no MVAR, so every weight has the default's line metrics")
    func instanceMetrics() throws {
        let base = try bundledFonts.face(family: "Inter")
        // Fonts/README.md: 2728 / 680 / 0 of 2816 (OS/2 typo, USE_TYPO_METRICS).
        for (_, wght) in Self.namedWeights {
            let metrics = base.instance([FontVariation(tag: "wght", value: Double(wght))]).metrics
            #expect(metrics.unitsPerEm == 2816 && metrics.ascent == 2728 && metrics.descent == 680)
            #expect(metrics.lineGap == 0)
            #expect(metrics.capHeight == base.metrics.capHeight && metrics.xHeight == base.metrics.xHeight)
        }
    }

    @Test("A width the family cannot give leaves the font unchanged and says so")
    func unavailableWidths() throws {
        let string = "Condensed"
        let condensed = Font.system(size: 17).width(.condensed)
        let layout = engine.layout(AttributedText(string, attributes: TextAttributes(font: condensed)), width: nil)
        #expect(layout.width == width(string, .system(size: 17)))
        #expect(layout.unavailableWidths.count == 1)
        #expect(layout.unavailableWidths.first?.contains("Inter") == true)
        #expect(engine.layout(AttributedText(string), width: nil).unavailableWidths.isEmpty)
        // standard is no request at all.
        #expect(Font.system(size: 17).width(.standard) == Font.system(size: 17))
        // The wdth coordinates and width classes of the named widths (CSS font-stretch).
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.percentage) == [62.5, 75, 100, 125])
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.widthClass) == [2, 3, 5, 7])
    }

    @Test("monospaced() takes the family's fixed-pitch face, else the monospaced design")
    func monospaced() throws {
        let mono = try #require(engine.face(for: .body.monospaced()))
        #expect(mono.postScriptName == "DejaVuSansMono" && mono.isFixedPitch)
        #expect(engine.face(for: .custom("DejaVu Sans Mono", size: 12).monospaced()) === mono)
        #expect(try #require(engine.face(for: .body)).isFixedPitch == false)
        // The design modifier changes system fonts only.
        #expect(Font.body.design(.serif).design == .serif)
        #expect(Font.custom("Lato", size: 12).design(.serif).familyName == "Lato")
    }
}
