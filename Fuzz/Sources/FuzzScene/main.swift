// Fuzz target `scene`: bytes as a `typeset-scene/1` document, read and laid out.
// A refusal must be a `SceneError` with a message; a scene that loads must lay out with finite
// frames and sane text.
import Foundation
import FuzzSupport
import Typeset
import TypesetScene

enum Fixture {
    /// Relative paths in fuzzed scenes resolve here: a directory that does not exist.
    static let baseURL = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-fuzz-scene-\(getpid())")
}

runFuzzer { start, count in
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    let scene: Scene
    do {
        scene = try Scene(data: data, baseURL: Fixture.baseURL)
    } catch let error as SceneError {
        require(!error.message.isEmpty, "a SceneError without a message at '\(error.path)'")
        return 0
    } catch {
        fatalError("not a SceneError: \(error)")
    }
    checkInvariants(of: scene.layout())
    return 0
}
