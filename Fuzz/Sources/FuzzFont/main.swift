// Fuzz target `font`: bytes as a font file. Registration either throws a `FontError` naming the
// file or gives faces whose metrics are sane and that shape text into a sane layout.
import Foundation
import FuzzSupport
import Synchronization
import Typeset

enum Fixture {
    /// Where each input is written as a font file.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-fuzz-font-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    static let runs = Atomic<Int>(0)
    static let sample = "Hello, world! fi ffl AVAWAY 123 ½ — “quoted” é ñ ß İ ǅ"
}

runFuzzer { start, count in
    // A new path per input: faces are loaded once per path and process.
    let number = Fixture.runs.add(1, ordering: .relaxed).newValue
    let file = Fixture.directory.appendingPathComponent("font-\(number).ttf")
    defer { try? FileManager.default.removeItem(at: file) }
    guard (try? Data(UnsafeBufferPointer(start: start, count: count)).write(to: file)) != nil else { return 0 }
    let fonts: FontCollection
    let faces: [FontFace]
    do {
        fonts = try FontCollection()
        faces = try fonts.register(fileAt: file)
    } catch let error as FontError {
        require("\(error)".contains(file.lastPathComponent), "a FontError not naming the file: \(error)")
        return 0
    } catch {
        fatalError("not a FontError: \(error)")
    }
    let engine = TextEngine(fonts: fonts, cacheBudget: 1_000)
    for face in faces {
        let m = face.metrics
        require(m.unitsPerEm > 0, "units per em \(m.unitsPerEm) of \(face)")
        let layout = engine.layout(
            AttributedText(Fixture.sample, attributes: TextAttributes(font: .custom(face.postScriptName.isEmpty ? face.familyName : face.postScriptName, size: 17))),
            width: 120)
        checkInvariants(of: layout)
    }
    return 0
}
