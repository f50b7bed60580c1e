// Peak memory of a layout, measured in a child process (this executable again, with
// --memory-probe): the growth of the peak resident set (VmHWM) from just before the view tree is
// built to after its layout, the result kept alive.

import Foundation
import Typeset

/// The peak resident set of this process in bytes (VmHWM of /proc/self/status).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0) * 1024
}

/// Resets the peak resident set to the current one (Linux: "5" to /proc/self/clear_refs).
func resetPeakResident() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// In the child: builds and lays out the grid, prints "bytes nodes".
func memoryProbe() -> Never {
    // Engine, fonts and runtime metadata first: only the tree and its layout are counted.
    let engine = LayoutEngine()
    _ = engine.layout(HStack(spacing: 0) { ForEach(0..<2) { _ in box() } }, proposal: .unspecified)
    resetPeakResident()
    let before = peakResidentBytes()
    let scenario = grid()
    let result = engine.layout(scenario.view, proposal: scenario.proposal)
    let grown = peakResidentBytes() - before
    print("\(grown) \(result.root.allNodes.count)")
    exit(0)
}

/// In the parent: runs the probe in a child process; the bytes it grew and its result nodes.
func measureGridMemory() -> (bytes: Int, nodes: Int) {
    let output = runChild(["--memory-probe"], limit: 600) ?? ""
    let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 2 else { fail("the memory probe printed \(output)") }
    return (fields[0], fields[1])
}

/// Runs this executable with `arguments`; its standard output, or nil when it did not finish
/// within `limit` seconds (it is then terminated).
func runChild(_ arguments: [String], limit: Double) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run \(arguments): \(error)") }
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return nil
    }
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
