// The text part of the layout export and its JSON writer.
import Foundation
import Testing
import Typeset
@testable import TypesetExport

@Suite struct JSONOutputTests {
    @Test func numbersArePlainAndUnrounded() {
        #expect(JSONOutput.format(20) == "20")
        #expect(JSONOutput.format(-3) == "-3")
        #expect(JSONOutput.format(0.1) == "0.1")
        #expect(JSONOutput.format(15.77978515625) == "15.77978515625")
        #expect(Double(JSONOutput.format(1.0 / 3.0)) == 1.0 / 3.0)
        #expect(JSONOutput.format(.infinity) == "null")
    }

    @Test func keysKeepTheirOrderAndStringsAreEscaped() {
        let value = JSONOutput.object([("z", .number(1)), ("a", .string("say \"hi\"\n\u{1}")), ("m", .array([.bool(true), .null]))])
        #expect(value.serialized() == #"{"z":1,"a":"say \"hi\"\n\u0001","m":[true,null]}"#)
    }

    @Test func prettyOutputKeepsNumberArraysOnOneLine() {
        let value = JSONOutput.object([("glyphs", .array([.number(1), .number(2)])), ("o", .object([("k", .null)]))])
        #expect(value.serialized(pretty: true) == "{\n  \"glyphs\": [1, 2],\n  \"o\": {\n    \"k\": null\n  }\n}")
    }
}

@Suite struct TextLayoutJSONTests {
    private func layout(_ string: String, font: Font = .custom("DejaVu Sans", size: 17)) -> TextLayout {
        TextEngine.shared.layout(AttributedText(string, attributes: TextAttributes(font: font)), width: nil)
    }

    /// DejaVu Sans (units per em 2048, hhea ascent 1901, descent 483) at 17 pt: Design §8.2
    /// converts once, 1901 × 17 / 2048 and 483 × 17 / 2048, exactly representable.
    @Test func linesCarryTheFontUnitMetricsUnrounded() throws {
        var fonts = FontTable()
        let json = layout("Hello").json(fonts: &fonts).serialized()
        #expect(json.contains(#""baseline":15.77978515625,"ascent":15.77978515625,"descent":4.00927734375"#))
        #expect(json.contains(#""range":[0,5]"#))
        let table = fonts.json.serialized()
        #expect(
            table
                == #"{"f0":{"file":"DejaVuSans.ttf","faceIndex":0,"family":"DejaVu Sans","style":"Book","unitsPerEm":2048,"variations":{}}}"#
        )
        #expect(json.contains(#""script":"Latn","features":[]"#))
    }

    /// A semibold run of the variable default family with tabular digits: the font table names
    /// the instance's coordinates and the run the features, so a renderer draws the same glyphs.
    @Test func variationsAndFeaturesAreRecorded() throws {
        var fonts = FontTable()
        let json = layout("12", font: .system(size: 17, weight: .semibold).monospacedDigit()).json(fonts: &fonts)
            .serialized()
        #expect(json.contains(#""features":["tnum"]"#))
        let table = fonts.json.serialized()
        #expect(table.contains(#""file":"Inter-roman.var.ttf""#))
        #expect(table.contains(#""variations":{"wght":600}"#))
    }

    @Test func runsListGlyphsClustersAndPositions() throws {
        var fonts = FontTable()
        let text = layout("Hi שלום")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.json(fonts: &fonts).serialized().utf8)) as? [String: Any])
        let lines = try #require(parsed["lines"] as? [[String: Any]])
        let runs = try #require(lines.first?["runs"] as? [[String: Any]])
        #expect(runs.count == text.lines[0].runs.count)
        for (run, source) in zip(runs, text.lines[0].runs) {
            #expect((run["glyphs"] as? [Any])?.count == source.glyphs.count)
            #expect((run["x"] as? [Any])?.count == source.glyphs.count)
            #expect(run["direction"] as? String == (source.direction == .rightToLeft ? "rightToLeft" : "leftToRight"))
        }
        #expect(runs.contains { $0["direction"] as? String == "rightToLeft" })
    }

    @Test func theSameLayoutGivesTheSameBytes() {
        var first = FontTable(), second = FontTable()
        #expect(layout("Typeset 世界").json(fonts: &first).serialized() == layout("Typeset 世界").json(fonts: &second).serialized())
        #expect(first.json.serialized() == second.json.serialized())
    }
}

@Suite struct LayoutSchemaTests {
    private let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Schemas/typeset-layout-1.schema.json")

    /// The properties the schema allows for `$defs[name]`, and the ones it requires.
    private func definition(_ name: String) throws -> (allowed: Set<String>, required: Set<String>) {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let def = try #require(defs[name] as? [String: Any])
        let properties = try #require(def["properties"] as? [String: Any])
        return (Set(properties.keys), Set(def["required"] as? [String] ?? []))
    }

    @Test func textExportMatchesTheSchema() throws {
        var fonts = FontTable()
        let text = TextEngine.shared.layout(AttributedText("Hi"), width: nil)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.json(fonts: &fonts).serialized().utf8)) as? [String: Any])
        let line = try #require((parsed["lines"] as? [[String: Any]])?.first)
        let run = try #require((line["runs"] as? [[String: Any]])?.first)
        for (object, name) in [(line, "line"), (run, "run")] {
            let (allowed, required) = try definition(name)
            #expect(Set(object.keys).isSubset(of: allowed), "\(name): \(Set(object.keys).subtracting(allowed))")
            #expect(required.isSubset(of: Set(object.keys)), "\(name): missing \(required.subtracting(object.keys))")
        }
    }

    /// A text with paint, an underline, a background and an inline object: every member it
    /// writes is one the schema allows, and the required ones are there.
    @Test func paintedTextMatchesTheSchema() throws {
        let font = Font.custom("DejaVu Sans", size: 17)
        let object = TextAttachment(name: "photo", width: FontRelativeLength(points: 20), height: FontRelativeLength(points: 10))
        let text = TextEngine.shared.layout(
            AttributedText(runs: [
                AttributedText.Run("ab", attributes: TextAttributes(font: font), paint: TextPaint(foreground: .init(red: 1, green: 0, blue: 0))),
                AttributedText.Run(
                    "cd", attributes: TextAttributes(font: font),
                    paint: TextPaint(background: .init(red: 0, green: 0, blue: 1), underline: .init(pattern: .dash))),
                AttributedText.Run("\u{FFFC}", attributes: TextAttributes(font: font, attachment: object)),
            ]), width: nil)
        var fonts = FontTable()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.json(fonts: &fonts).serialized().utf8)) as? [String: Any])
        let runs = try #require((parsed["lines"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]])
        let paint = try #require(parsed["paint"] as? [[String: Any]])
        let decorations = try #require(parsed["decorations"] as? [[String: Any]])
        let backgrounds = try #require(parsed["backgrounds"] as? [[String: Any]])
        #expect(paint.count == 2 && decorations.count == 1 && backgrounds.count == 1)
        let objects: [([String: Any], String)] =
            [(parsed, "text")] + runs.map { ($0, "run") }
        for (object, name) in objects {
            let (allowed, required) = try definition(name)
            #expect(Set(object.keys).isSubset(of: allowed), "\(name): \(Set(object.keys).subtracting(allowed))")
            #expect(required.isSubset(of: Set(object.keys)), "\(name): missing \(required.subtracting(object.keys))")
        }
        #expect(runs.contains { $0["attachment"] != nil } && runs.contains { $0["colors"] != nil || $0["color"] != nil })
        // The stroke as written is the one the layout computes, unrounded.
        let stroke = try #require(text.decorations.first)
        let rect = try #require(decorations.first?["rect"] as? [Double])
        #expect(rect == [stroke.rect.minX, stroke.rect.minY, stroke.rect.width, stroke.rect.height].map(Double.init))
        #expect(decorations.first?["kind"] as? String == "underline" && decorations.first?["pattern"] as? String == "dash")
    }
}
