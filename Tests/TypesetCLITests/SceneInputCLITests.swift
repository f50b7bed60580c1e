// Hostile scene files through `typeset layout` (issue 10): exit 1 with the JSON path on one
// line, never a crash; a repaired string exits 0 and the dump lists the diagnostic.
import Foundation
import Testing

@Suite struct SceneInputCLITests {
    @Test(arguments: [
        (String(repeating: "[", count: 100_000), "[0][0][0]", "nested deeper than 512 levels"),
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"Spacer\", \"modifiers\": [ { \"padding\": 1e999 } ] } }",
         "view.modifiers[0].padding", "out of range"),
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"Text\", \"text\": \"a\", } }", "view", "line 1, column"),
    ])
    func hostileScenesExitOne(scene: String, path: String, reason: String) throws {
        let file = try temporary("hostile.json", scene)
        let run = try typeset(["layout", file.path])
        #expect(run.status == 1)
        #expect(run.err.contains(path) && run.err.contains(reason), "\(run.err.prefix(300))")
        #expect(run.err.split(separator: "\n").count == 1)
        #expect(run.out.isEmpty)
    }

    @Test func loneSurrogateIsRepairedAndListed() throws {
        let file = try temporary(
            "surrogate.json", "{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"Text\", \"text\": \"a\\udc00\" } }")
        let run = try typeset(["layout", file.path])
        #expect(run.status == 0)
        #expect(run.out.contains("invalidText in view.text: lone surrogate \\uDC00 replaced with U+FFFD"), "\(run.out)")
    }
}
