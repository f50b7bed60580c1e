// The scene format's font styles: the new Font keys, Text keys and view modifiers lay out like
// the same Swift views.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneTextStylingTests {
    private func styled(_ json: String) throws -> (GlyphRun, String) {
        let result = try Scene(data: Data(json.utf8)).layout()
        let text = try #require(result.node("t")?.text)
        return (try #require(text.lines.first?.runs.first), text.string)
    }

    private func scene(_ view: String) -> String {
        #"{ "format": "typeset-scene/1", "view": "# + view + " }"
    }

    @Test func fontKeysStyleTheText() throws {
        let (run, _) = try styled(scene(#"""
            { "type": "Text", "text": "12", "id": "t",
              "font": { "size": 17, "weight": "semibold", "monospacedDigit": true, "smallCaps": true } }
            """#))
        #expect(run.variations == [FontVariation(tag: "wght", value: 600)])
        #expect(run.features == ["tnum", "smcp", "c2sc"])
        let (mono, _) = try styled(scene(#"{ "type": "Text", "text": "1", "id": "t", "monospaced": true }"#))
        #expect(mono.face.postScriptName == "DejaVuSansMono")
    }

    @Test func modifiersAndEnvironmentStyleTheTextInside() throws {
        let (run, string) = try styled(scene(#"""
            { "type": "VStack", "children": [ { "type": "Text", "text": "istanbul", "id": "t" } ],
              "modifiers": [ { "fontWeight": "bold" }, { "monospacedDigit": true }, { "textCase": "uppercase" },
                             { "environment": { "locale": "tr" } } ] }
            """#))
        #expect(string == "İSTANBUL")
        #expect(run.variations == [FontVariation(tag: "wght", value: 700)])
        #expect(run.features == ["tnum"])
        let (serif, _) = try styled(scene(#"""
            { "type": "VStack", "children": [ { "type": "Text", "text": "a", "id": "t" } ],
              "modifiers": [ { "fontDesign": "serif" } ] }
            """#))
        #expect(serif.face.postScriptName == "DejaVuSerif")
    }

    @Test func aBadWidthNamesItsPath() throws {
        #expect(throws: SceneError.self) {
            try Scene(data: Data(scene(#"{ "type": "Text", "text": "a", "fontWidth": "narrowest" }"#).utf8))
        }
    }
}
