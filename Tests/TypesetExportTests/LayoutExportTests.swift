// The layout export end to end: the issue's example scene as typeset-layout/1 JSON.
import Foundation
import Testing
import Typeset
import TypesetScene
@testable import TypesetExport

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Whether Python's `jsonschema` is there to check the export against the schema.
private let hasJSONSchema: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import jsonschema"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

@Suite struct LayoutExportTests {
    private func feet() throws -> LayoutResult {
        try Scene(contentsOf: root.appendingPathComponent("Examples/Scenes/feet.json")).layout()
    }

    private func parsed(_ result: LayoutResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.json().utf8)) as? [String: Any])
    }

    /// Document 002: the rogue colour keeps its 50 × 64 frame at the origin and its feet at 61;
    /// the HStack's explicit feet is the mean of its children's (Design §3), here the rogue's alone.
    @Test func theIssueExampleExportsFramesAndCustomGuides() throws {
        let document = try parsed(try feet())
        #expect(document["format"] as? String == "typeset-layout/1")
        let rootNode = try #require(document["root"] as? [String: Any])
        #expect(rootNode["kind"] as? String == "HStack")
        #expect((rootNode["guides"] as? [String: Any])?["feet"] as? Double == 61)
        let rogue = try #require((rootNode["children"] as? [[String: Any]])?.first)
        #expect(rogue["id"] as? String == "rogue")
        #expect(rogue["frame"] as? [Double] == [0, 0, 50, 64])
        #expect(rogue["explicit"] as? [String] == ["feet"])
        #expect((document["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func diagnosticsExportTheirDetails() throws {
        // The settings scene in Japanese: the hotspot row's key has no Japanese translation.
        var scene = try Scene(contentsOf: root.appendingPathComponent("Examples/Scenes/settings-languages.json"))
        scene.environment.locale = Locale(identifier: "ja")
        let document = try parsed(scene.layout())
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let untranslated = try #require(diagnostics.first { $0["kind"] as? String == "untranslatedKey" })
        #expect(untranslated["details"] as? [String: String] == ["key": "Hotspot", "table": "Localizable", "locale": "ja", "language": "en"])
        #expect(try parsed(feet()).description.contains("details") == false)
    }

    @Test func theSameLayoutGivesTheSameBytes() throws {
        #expect(try feet().json() == feet().json())
        #expect(try feet().json(pretty: true) == feet().json(pretty: true))
    }

    @Test func paintAndTextAreTyped() throws {
        let result = LayoutEngine().layout(
            HStack { Color.red.frame(width: 10, height: 10); Text("Hi").foregroundColor(.blue) }, proposal: .unspecified)
        let json = result.json()
        #expect(json.contains(#""paint":{"shape":"Color","fill":[1,0.231,0.188,1]}"#))
        // Text's default font is body in the default design, Inter (Fonts/README.md).
        #expect(json.contains(#""fonts":{"f0":{"file":"Inter-roman.var.ttf""#))
        #expect(json.contains(#""color":[0,0.478,1,1]"#))
    }

    /// The effects of issue 21: a matched-geometry follower and redacted content, typed in the
    /// export and valid against the schema.
    @Test func matchedGeometryAndRedactionAreTyped() throws {
        struct Matched: View {
            @Namespace var namespace
            var body: some View {
                VStack {
                    Text("Source").matchedGeometryEffect(id: "tag", in: namespace)
                    Text("Follower").matchedGeometryEffect(id: "tag", in: namespace, isSource: false)
                    Text("Hidden").redacted(reason: .placeholder)
                }
            }
        }
        let json = LayoutEngine().layout(Matched(), proposal: .unspecified).json()
        #expect(json.contains(#""effect":{"type":"matchedGeometry","group":"#))
        #expect(json.contains(#""isSource":false"#) && json.contains(#""isSource":true"#))
        #expect(json.contains(#""effect":{"type":"redacted"}"#))
        if hasJSONSchema {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-export-\(UUID().uuidString).json")
            try Data(json.utf8).write(to: file)
            let script = "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, root.appendingPathComponent("Schemas/typeset-layout-1.schema.json").path, file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }

    @Test(.enabled(if: hasJSONSchema, "Python's jsonschema is not installed (pip install jsonschema)"))
    func exportsValidateAgainstTheSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples/Scenes").path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var files: [String] = []
        for scene in scenes {
            let result = try Scene(contentsOf: root.appendingPathComponent("Examples/Scenes/\(scene)")).layout()
            let file = directory.appendingPathComponent(scene)
            try Data(result.json().utf8).write(to: file)
            files.append(file.path)
        }
        try expectValid(files)
    }

    // Shapes drawn from paths export their outlines as path elements, their fills and strokes as
    // layers when one fill and one stroke do not say them all, their modifications, and the new
    // paint effects; the document validates against the schema.
    @Test func pathShapesExportTheirOutlinesAndLayers() throws {
        let result = LayoutEngine().layout(
            VStack {
                Circle().trim(from: 0, to: 0.5).stroke(.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 2]))
                    .frame(width: 20, height: 20).id("trim")
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
                    path.addEllipse(in: CGRect(x: 2, y: 2, width: 6, height: 6))
                }
                .fill(.blue, style: FillStyle(eoFill: true)).frame(width: 10, height: 10)
                Capsule().fill(.yellow).strokeBorder(.orange, lineWidth: 2).frame(width: 40, height: 10)
                Rectangle().fill(EllipticalGradient(colors: [.white, .black])).frame(width: 10, height: 10)
                Color.green.frame(width: 5, height: 5).transformEffect(CGAffineTransform(translationX: 2, y: 0)).blendMode(.multiply)
            },
            proposal: .unspecified)
        let document = try parsed(result)
        let nodes = Self.flatten(try #require(document["root"] as? [String: Any]))
        let trim = try #require(nodes.first { $0["kind"] as? String == "Circle" && $0["shapePath"] != nil })
        let shapePath = try #require(trim["shapePath"] as? [String: Any])
        let modifications = try #require(shapePath["modifications"] as? [[String: Any]])
        #expect(modifications.first?["type"] as? String == "trim" && modifications.first?["to"] as? Double == 0.5)
        let elements = try #require(shapePath["path"] as? [[Any]])
        #expect(elements.first?.first as? String == "move" && elements.dropFirst().allSatisfy { $0.first as? String == "curve" })
        let layers = try #require((trim["paint"] as? [String: Any])?["layers"] as? [[String: Any]])
        #expect(layers.first?["lineCap"] as? String == "round" && layers.first?["dash"] as? [Double] == [2, 2])
        #expect(nodes.contains { (($0["paint"] as? [String: Any])?["layers"] as? [[String: Any]])?.first?["eoFill"] as? Bool == true })
        #expect(nodes.contains { (($0["paint"] as? [String: Any])?["layers"] as? [[String: Any]])?.last?["type"] as? String == "strokeBorder" })
        #expect(nodes.contains { (($0["paint"] as? [String: Any])?["gradient"] as? [String: Any])?["type"] as? String == "elliptical" })
        #expect(nodes.contains { ($0["effect"] as? [String: Any])?["matrix"] as? [Double] == [1, 0, 0, 1, 2, 0] })
        #expect(nodes.contains { ($0["effect"] as? [String: Any])?["mode"] as? String == "multiply" })
        if hasJSONSchema {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-shapes-\(UUID().uuidString).json")
            try Data(result.json().utf8).write(to: file)
            try expectValid([file.path])
        }
    }

    /// Every node of a document's tree, depth first.
    static func flatten(_ node: [String: Any]) -> [[String: Any]] {
        [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
    }

    /// Validates the documents at `files` against the schema with Python's `jsonschema`.
    private func expectValid(_ files: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!files.isEmpty, sourceLocation: sourceLocation)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            for path in sys.argv[2:]:
                jsonschema.validate(json.load(open(path)), schema)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, root.appendingPathComponent("Schemas/typeset-layout-1.schema.json").path] + files
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)", sourceLocation: sourceLocation)
    }
}
