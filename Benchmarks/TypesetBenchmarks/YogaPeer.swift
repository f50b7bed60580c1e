// Yoga as a peer running beside the benchmark: `yoga_bench.py --serve` in a child process,
// asked for one timed pass at a time, so that Yoga's passes and Typeset's alternate in the same
// rounds (Benchmarks/README.md).

import Foundation

/// A child process running `yoga_bench.py --serve`: each pass it is asked for builds a tree
/// (untimed) and times Yoga's `calculate_layout` on it.
final class YogaPeer {
    private let process = Process()
    private let requests = Pipe()
    private let answers = Pipe()
    /// What was read from the child and not yet returned as a line.
    private var pending = Data()

    /// Starts `script` (`Benchmarks/yoga_bench.py`) under `python3`.
    private init(script: String) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--serve"]
        process.standardInput = requests
        process.standardOutput = answers
        do { try process.run() } catch { fail("cannot start \(script) --serve: \(error)") }
    }

    /// Runs `body` with a Yoga peer on the CPU this thread runs on (pinned by `peers` while
    /// `body` runs): the host runs its CPUs at different speeds at times (RESULTS.md, thirteenth
    /// stop), and two processes that alternate on one CPU run at one speed.
    static func onThisCPU<T>(script: String, pinnedBy peers: Peers, _ body: (YogaPeer) -> T) -> T {
        peers.onThisCPU {
            let yoga = YogaPeer(script: script)
            defer { yoga.finish() }
            return body(yoga)
        }
    }

    /// Ends the child process: its input closed, it returns.
    private func finish() {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// One pass of Yoga's scenario `name` (`flat`, `grid`, `baseline`, `nested25`): its
    /// `calculate_layout` time in ms, and its tree's node count.
    func pass(_ name: String) -> (ms: Double, nodes: Int) {
        requests.fileHandleForWriting.write(Data("\(name)\n".utf8))
        let fields = readLine().split(separator: " ")
        guard fields.count == 2, let ms = Double(fields[0]), let nodes = Int(fields[1]) else {
            fail("yoga_bench.py --serve answered \(name) with \(fields.joined(separator: " "))")
        }
        return (ms, nodes)
    }

    /// The next line the child wrote, without its newline.
    private func readLine() -> String {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex ..< newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex ... newline)
                return line
            }
            let chunk = answers.fileHandleForReading.availableData
            if chunk.isEmpty { fail("yoga_bench.py --serve ended (is pyyoga installed?)") }
            pending.append(chunk)
        }
    }
}
