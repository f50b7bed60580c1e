// Every kind of bad scene input is a typed error naming the JSON path and what was expected.
import Foundation
import Testing
@testable import TypesetScene

/// The error reading `json` throws.
private func failure(_ json: String) -> SceneError? {
    do {
        _ = try Scene(data: Data(json.utf8))
        return nil
    } catch {
        return error
    }
}

/// A scene whose root view is `view`.
private func wrapping(_ view: String, extra: String = "") -> String {
    "{ \"format\": \"typeset-scene/1\", \(extra) \"view\": \(view) }"
}

private let twoChildren = """
{ "type": "HStack", "children": [ { "type": "Spacer" },
  { "type": "Color", "color": "red", "modifiers": [ { "frame": { "width": "wide" } } ] } ] }
"""

@Suite struct SceneErrorTests {
    @Test func malformedJSON() {
        let error = failure("{ \"format\": ")
        #expect(error?.kind == .malformedJSON)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func wrongTypeNamesThePath() {
        let error = failure(wrapping(twoChildren))
        #expect(error?.kind == .wrongType)
        #expect(error?.path == "view.children[1].modifiers[0].frame.width")
        #expect(error?.message == "expected a number, found a string")
    }

    @Test func unknownView() {
        let error = failure(wrapping("{ \"type\": \"ColorPicker\" }"))
        #expect(error?.kind == .unknownView)
        #expect(error?.path == "view.type")
        #expect(error?.message.contains("'ColorPicker'") == true)
    }

    @Test func unknownModifier() {
        let error = failure(wrapping("{ \"type\": \"Spacer\", \"modifiers\": [ { \"padding\": 4 }, { \"sensoryFeedback\": 2 } ] }"))
        #expect(error?.kind == .unknownModifier)
        #expect(error?.path == "view.modifiers[1].sensoryFeedback")
    }

    @Test func unknownAlignment() {
        let error = failure(wrapping("{ \"type\": \"HStack\", \"alignment\": \"feet\" }"))
        #expect(error?.kind == .unknownAlignment)
        #expect(error?.path == "view.alignment")
        #expect(error?.message.contains("alignments") == true)
    }

    @Test func declaredAlignmentsAreKnown() {
        let declared = "\"alignments\": { \"feet\": { \"axis\": \"vertical\" } },"
        #expect(failure(wrapping("{ \"type\": \"HStack\", \"alignment\": \"feet\" }", extra: declared)) == nil)
        // A vertical guide is not a horizontal one.
        let error = failure(wrapping("{ \"type\": \"VStack\", \"alignment\": \"feet\" }", extra: declared))
        #expect(error?.kind == .unknownAlignment)
    }

    @Test func missingFontFile() {
        let error = failure(wrapping("{ \"type\": \"Spacer\" }", extra: "\"fonts\": [ \"/nonexistent/Missing.ttf\" ],"))
        #expect(error?.kind == .missingFile)
        #expect(error?.path == "fonts[0]")
        #expect(error?.message.contains("/nonexistent/Missing.ttf") == true)
    }

    @Test func missingImageFile() {
        let error = failure(wrapping("{ \"type\": \"Image\", \"file\": \"/nonexistent/picture.png\" }"))
        #expect(error?.kind == .missingFile)
        #expect(error?.path == "view.file")
    }

    @Test func missingKeyAndUnknownKey() {
        let missing = failure(wrapping("{ \"type\": \"Text\" }"))
        #expect(missing?.kind == .missingKey)
        #expect(missing?.path == "view.text")
        let unknown = failure(wrapping("{ \"type\": \"Color\", \"colour\": \"red\" }"))
        #expect(unknown?.kind == .unknownKey)
        #expect(unknown?.path == "view.colour")
    }

    @Test func unsupportedFormatAndInvalidValues() {
        #expect(failure("{ \"format\": \"typeset-scene/2\", \"view\": { \"type\": \"Spacer\" } }")?.kind == .unsupportedFormat)
        let colour = failure(wrapping("{ \"type\": \"Color\", \"color\": \"#12345\" }"))
        #expect(colour?.kind == .invalidValue)
        #expect(colour?.path == "view.color")
        let edges = failure(wrapping("{ \"type\": \"Spacer\", \"modifiers\": [ { \"padding\": { \"edges\": \"sides\" } } ] }"))
        #expect(edges?.kind == .invalidValue)
        #expect(edges?.path == "view.modifiers[0].padding.edges")
        let both = failure(wrapping("{ \"type\": \"Spacer\", \"modifiers\": [ { \"frame\": { \"width\": 3, \"maxWidth\": 5 } } ] }"))
        #expect(both?.kind == .invalidValue)
    }

    @Test func errorsReadAsPathThenMessage() {
        let error = SceneError(.wrongType, at: "view.spacing", "expected a number, found a string")
        #expect(error.description == "view.spacing: expected a number, found a string")
    }
}
