// Hostile scene files (issue 10): malformed JSON, numbers beyond Double, absurd nesting, lone
// surrogates. Each is a `SceneError` naming the JSON path (and, for syntax, line and column),
// or a scene that loads with a diagnostic; never a crash.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

/// The error reading `json` throws.
private func failure(_ json: String) -> SceneError? {
    failure(Data(json.utf8))
}

private func failure(_ data: Data) -> SceneError? {
    do {
        _ = try Scene(data: data)
        return nil
    } catch {
        return error
    }
}

/// A scene whose root view is `view`.
private func scene(_ view: String) -> String {
    "{ \"format\": \"typeset-scene/1\", \"view\": \(view) }"
}

@Suite struct SceneInputTests {
    @Test(
        "Malformed JSON names the path of the value being read and the line and column",
        arguments: [
            (scene("{ \"type\": \"Text\", \"text\": \"a\", }"), "view", "expected a member name in quotes, found '}' (line 1, column 71)"),
            (scene("{ \"type\": \"Text\", \"text\": \"abc"), "view.text", "unterminated string"),
            (scene("{ \"type\": \"Text\", \"text\": \"a\\x\" }"), "view.text", "invalid escape '\\x'"),
            (scene("{ \"type\": \"Spacer\", \"minLength\": 01 }"), "view.minLength", "a number may not start with 0"),
            (scene("{ \"type\": \"Text\", \"text\": \"tab\there\" }"), "view.text", "control character U+0009"),
            (scene("{ \"type\": \"HStack\", \"children\": [ { \"type\": \"Spacer\" } { \"type\": \"Spacer\" } ] }"),
             "view.children", "expected ',' or ']' after an item, found '{'"),
            (scene("{ \"type\": \"Spacer\" } }"), "", "unexpected '}' after the document"),
            (scene("{ \"type\": \"Spacer\", \"minLength\": nope }"), "view.minLength", "unexpected 'n'; expected a value"),
            ("{ \"format\": \"typeset-scene/1\",\n  \"view\": ", "view", "unexpected end of the document; expected a value (line 2, column 11)"),
        ])
    func malformedJSON(json: String, path: String, message: String) {
        let error = failure(json)
        #expect(error?.kind == .malformedJSON)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("A duplicate key is refused at its path")
    func duplicateKey() {
        let error = failure(scene("{ \"type\": \"Spacer\", \"type\": \"Divider\" }"))
        #expect(error?.kind == .invalidValue)
        #expect(error?.path == "view.type")
        #expect(error?.message.contains("duplicate key 'type'") == true)
    }

    @Test("Numbers beyond Double (1e999) are refused at their path; NaN is not JSON", arguments: ["1e999", "-1e999", "1E+400"])
    func hugeNumbers(number: String) {
        let error = failure(scene("{ \"type\": \"Spacer\", \"modifiers\": [ { \"padding\": \(number) } ] }"))
        #expect(error?.kind == .invalidValue)
        #expect(error?.path == "view.modifiers[0].padding")
        #expect(error?.message.contains("out of range") == true)
        let nan = failure(scene("{ \"type\": \"Spacer\", \"modifiers\": [ { \"padding\": NaN } ] }"))
        #expect(nan?.kind == .malformedJSON)
        #expect(nan?.path == "view.modifiers[0].padding")
    }

    @Test("100,000 nested arrays or objects stop at the depth limit with the path, without recursion")
    func absurdNesting() throws {
        let depth = 100_000
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let deepArrays = try #require(failure(scene(arrays)))
        #expect(deepArrays.kind == .invalidValue)
        #expect(deepArrays.path == "view" + String(repeating: "[0]", count: JSONReader.maximumDepth - 1))
        #expect(deepArrays.message.contains("nested deeper than \(JSONReader.maximumDepth) levels"))
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let deepObjects = try #require(failure(objects))
        #expect(deepObjects.kind == .invalidValue)
        #expect(deepObjects.path == Array(repeating: "a", count: JSONReader.maximumDepth).joined(separator: "."))
    }

    /// Each view level is two JSON levels (the view object and its `children` array).
    @Test("A view tree nested 40 deep, within the limit, loads and lays out")
    func deepButLegalTree() throws {
        var view = "{ \"type\": \"Text\", \"text\": \"deep\" }"
        for _ in 0..<40 { view = "{ \"type\": \"VStack\", \"children\": [ \(view) ] }" }
        let loaded = try Scene(data: Data(scene(view).utf8))
        let result = loaded.layout()
        #expect(result.nodes.contains { $0.text?.string == "deep" })
        #expect(result.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }

    @Test("A lone surrogate in a string becomes U+FFFD, with a diagnostic naming the JSON path")
    func loneSurrogates() throws {
        let loaded = try Scene(data: Data(scene("{ \"type\": \"Text\", \"text\": \"a\\ud800b\\udc00\" }").utf8))
        let expected = Diagnostic(
            kind: .invalidText, view: "view.text",
            message: "lone surrogate \\uD800, lone surrogate \\uDC00 replaced with U+FFFD")
        #expect(loaded.diagnostics == [expected])
        let result = loaded.layout()
        #expect(result.diagnostics.contains(expected))
        #expect(result.nodes.contains { $0.text?.string == "a\u{FFFD}b\u{FFFD}" })
    }

    @Test("A surrogate pair is one scalar and needs no repair")
    func surrogatePair() throws {
        let loaded = try Scene(data: Data(scene("{ \"type\": \"Text\", \"text\": \"\\ud83d\\udc4d\" }").utf8))
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.layout().nodes.contains { $0.text?.string == "👍" })
    }

    @Test("Invalid UTF-8 in a string becomes U+FFFD, with a diagnostic")
    func invalidUTF8() throws {
        var bytes = Data(scene("{ \"type\": \"Text\", \"text\": \"aXb\" }").utf8)
        let marker = try #require(bytes.firstIndex(of: UInt8(ascii: "X")))
        bytes[marker] = 0xFF
        let loaded = try Scene(data: bytes)
        #expect(loaded.diagnostics.map(\.view) == ["view.text"])
        #expect(loaded.diagnostics.first?.message == "invalid UTF-8 byte 0xFF replaced with U+FFFD")
        #expect(loaded.layout().nodes.contains { $0.text?.string == "a\u{FFFD}b" })
    }

    /// U+11A00 (Zanabazar Square), written as a surrogate pair: no bundled font has the script.
    @Test("Characters no bundled font covers are reported with the Text's path")
    func uncoveredCharacters() throws {
        let loaded = try Scene(data: Data(scene("{ \"type\": \"VStack\", \"children\": [ { \"type\": \"Text\", \"text\": \"ok\" }, { \"type\": \"Text\", \"text\": \"\\ud806\\ude00\" } ] }").utf8))
        let result = loaded.layout()
        let node = try #require(result.nodes.first { $0.text?.string == "\u{11A00}" })
        #expect(result.diagnostics == [Diagnostic(kind: .missingGlyphs, view: node.path, message: "no font covers U+11A00; drawn as .notdef")])
    }

    @Test("Random bytes are refused as malformed JSON, never a crash")
    func randomBytes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for length in [1, 7, 64, 1000] {
            let bytes = Data((0..<length).map { _ in
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                return UInt8(truncatingIfNeeded: state)
            })
            #expect(failure(bytes)?.kind == .malformedJSON)
        }
    }
}
