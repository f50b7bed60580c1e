import Foundation
import Testing

/// The golden dumps stored beside the tests in `Goldens/<id>.txt`.
enum Goldens {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Whether every golden is to be rewritten (`TYPESET_RECORD_GOLDENS=1`).
    static var rerecord: Bool { ProcessInfo.processInfo.environment["TYPESET_RECORD_GOLDENS"] == "1" }

    /// Compares `dump` with the stored golden of `id`; writes it (and records an issue) when it is
    /// missing or when re-recording.
    static func compare(_ dump: String, id: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent("\(id).txt")
        if !rerecord, let stored = try? String(contentsOf: url, encoding: .utf8) {
            if stored != dump {
                Issue.record(
                    "\(id): dump differs from \(url.lastPathComponent): \(firstDifference(stored, dump))",
                    sourceLocation: sourceLocation)
            }
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try dump.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("\(id): recorded new golden \(url.lastPathComponent); run again to compare", sourceLocation: sourceLocation)
    }

    /// The first line where the golden and the dump differ.
    static func firstDifference(_ stored: String, _ dump: String) -> String {
        let a = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let b = dump.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let old = index < a.count ? String(a[index]) : "<end>"
            let new = index < b.count ? String(b[index]) : "<end>"
            if old != new { return "line \(index + 1): golden \"\(old)\", now \"\(new)\"" }
        }
        return "no line differs"
    }
}
