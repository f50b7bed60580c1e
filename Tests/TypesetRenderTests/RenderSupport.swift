// Helpers for the render tests: real glyph runs from the text engine, pixels, processes.
import Foundation
import Testing
import Typeset
@testable import TypesetRender

/// Lays out `string` with the bundled fonts (no width limit).
func layoutText(_ string: String, size: CGFloat = 24, font: Font? = nil) -> TextLayout {
    TextEngine.shared.layout(
        AttributedText(string, attributes: TextAttributes(font: font ?? .system(size: size))), width: nil)
}

extension RasterImage {
    /// Whether the pixel is darker than near-white (ink on a white background).
    func isInk(_ x: Int, _ y: Int) -> Bool {
        let (r, g, b, _) = rgba(x: x, y: y)
        return min(r, g, b) < 200
    }
}

/// The temporary directory of one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs `executable` with `arguments`; its standard output and exit status.
func run(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

/// Compares `data` with the golden file `Goldens/<name>` beside the tests. Regression only: a
/// missing golden is recorded and the test fails; later runs compare.
func expectMatchesGolden(_ data: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name)")
    guard let expected = try? Data(contentsOf: golden) else {
        try data.write(to: golden)
        Issue.record("recorded the missing golden \(golden.path); check it and run again", sourceLocation: sourceLocation)
        return
    }
    #expect(data == expected, "output differs from \(name); delete it to re-record after checking", sourceLocation: sourceLocation)
}
