// Running the built `typeset` command from the tests, and scratch files for it.
import Foundation
import Testing

/// The built `typeset` executable (built with the tests: this target depends on it).
let binary: URL? = {
    let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("typeset") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

/// Runs `typeset` with `arguments`.
func typeset(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let executable = try #require(binary, "the typeset executable was not built next to the tests")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// A file `name` in a fresh temporary directory, holding `contents` when given.
func temporary(_ name: String, _ contents: String? = nil) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    if let contents { try Data(contents.utf8).write(to: url) }
    return url
}
