// The scene schema and the parser agree on every view type, view key and modifier name.
import Foundation
import Testing
@testable import TypesetScene

private let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/typeset-scene-1.schema.json")

@Suite struct SchemaTests {
    private func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    }

    @Test func modifierNamesMatch() throws {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        let modifier = try #require(defs["modifier"] as? [String: Any])
        let names = try #require(modifier["properties"] as? [String: Any])
        #expect(Set(names.keys) == Set(SceneBuilder.modifierNames))
    }

    @Test func viewTypesAndKeysMatch() throws {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        let view = try #require(defs["view"] as? [String: Any])
        let variants = try #require(view["allOf"] as? [[String: Any]])
        var schemaKeys: [String: Set<String>] = [:]
        for variant in variants {
            let then = try #require(variant["then"] as? [String: Any])
            let properties = try #require(then["properties"] as? [String: Any])
            let type = try #require((properties["type"] as? [String: Any])?["const"] as? String)
            schemaKeys[type] = Set(properties.keys).subtracting(["type", "id", "modifiers"])
        }
        #expect(schemaKeys == SceneBuilder.viewKeys)
    }
}
