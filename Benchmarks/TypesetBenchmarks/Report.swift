// Tables and the header line of the benchmark's output.

import Foundation
import TypesetText

/// Font, versions, CPU and passes.
func printHeader(face: FontFace) {
    let versions = TextEngine.libraryVersions
    var cpu = "?"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let colon = line.firstIndex(of: ":")
    {
        cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    print(
        "TypesetBenchmarks — \(options.family) \(options.size) px (\(face.fileURL.lastPathComponent), "
            + "upem \(face.metrics.unitsPerEm)), width \(Int(options.width)), 1 warm-up + \(options.passes) timed passes, medians")
    print(
        "FreeType \(versions.freeType), HarfBuzz \(versions.harfBuzz), ICU \(versions.icu); "
            + "\(ProcessInfo.processInfo.activeProcessorCount) CPUs, \(cpu)")
}

/// A table of rows with µs per item, ms per pass and the ratio to `reference`.
func printTable(_ title: String, _ rows: [Row], reference: Row?) {
    print("\n" + title.padding(toLength: 46, withPad: " ", startingAt: 0) + "   µs/item    ms/pass   × ref   (min…max ms)")
    for row in rows {
        let ratio = reference.map { String(format: "%7.2f", row.medianMs / $0.medianMs) } ?? "      –"
        let line =
            row.name.padding(toLength: 46, withPad: " ", startingAt: 0)
            + String(format: " %9.3f %10.2f ", row.perItemMicroseconds, row.medianMs) + ratio
            + String(format: "   (%.2f…%.2f)", row.timings.ms.min() ?? 0, row.timings.ms.max() ?? 0)
        print(line + (row.note.isEmpty ? "" : "  \(row.note)"))
    }
    if let reference { print("× ref: against \"\(reference.name)\"") }
    fflush(nil)  // progress shows while the run goes on, also when piped
}

/// The layout-core table with Yoga's times on the same trees.
func printLayoutTable(_ rows: [BoxRow], alone: Row, parallel: Row, yoga: YogaResults) {
    print("\nlayout core                              nodes   ms/pass   ns/node   Yoga ms (nodes)   (min…max ms)")
    let yogaKeys = ["flat row": "flat", "grid": "grid", "baseline rows": "baseline", "depth 25": "nested25"]
    for row in rows {
        let key = yogaKeys.first { row.row.name.contains($0.key) }?.value ?? ""
        let name = row.row.name.padding(toLength: 40, withPad: " ", startingAt: 0)
        let peer = key.isEmpty ? "       –        " : String(format: "%8.2f (%5d)", yoga.median(key), yoga.nodes(key))
        print(
            name
                + String(format: " %6d %9.2f %9.0f   ", row.nodes, row.row.medianMs, row.row.medianMs * 1e6 / Double(row.nodes))
                + peer
                + String(format: "   (%.2f…%.2f)", row.row.timings.ms.min() ?? 0, row.row.timings.ms.max() ?? 0))
    }
    for row in [alone, parallel] {
        print(
            row.name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: " %6d %9.2f", row.count, row.medianMs) + (row.note.isEmpty ? "" : "   \(row.note)"))
    }
    print("Yoga: pyyoga calculate_layout on a prebuilt tree, default config; its baseline rows use Python measure functions")
}

/// What yoga_bench.py measured.
struct YogaResults {
    private var scenarios: [String: (ms: [Double], nodes: Int)] = [:]
    /// The grid's peak memory growth and node count.
    var memory: (bytes: Int, nodes: Int)

    init(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { fail("cannot read Yoga's results \(path) (Benchmarks/run writes it)") }
        for (name, value) in json {
            guard let entry = value as? [String: Any], let ms = entry["ms"] as? [Double], let nodes = entry["nodes"] as? Int
            else { continue }
            scenarios[name] = (ms, nodes)
        }
        let memory = json["memory"] as? [String: Any]
        self.memory = (memory?["bytes"] as? Int ?? 0, memory?["nodes"] as? Int ?? 0)
    }

    /// Records scenario `name`'s passes, measured beside Typeset's (not in the results file).
    mutating func record(_ name: String, _ timings: Timings, nodes: Int) {
        scenarios[name] = (timings.ms, nodes)
    }

    func median(_ name: String) -> Double { TypesetBenchmarks.median(scenarios[name]?.ms ?? []) }
    func nodes(_ name: String) -> Int { scenarios[name]?.nodes ?? 0 }
}
