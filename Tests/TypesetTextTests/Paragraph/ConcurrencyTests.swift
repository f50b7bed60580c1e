// Thread safety: layouts from several tasks sharing one engine (and its caches) give the same
// results as one task alone.

import Foundation
import Testing

@testable import TypesetText

@Suite("Concurrency")
struct ConcurrencyTests {
    /// A comparable summary of a layout.
    struct Summary: Equatable, Sendable {
        var widths: [CGFloat]
        var baselines: [CGFloat]
        var glyphs: [[UInt32]]
        var offsets: [Int]

        init(_ layout: TextLayout) {
            widths = layout.lines.map(\.width) + [layout.width, layout.height]
            baselines = layout.lines.map(\.baseline)
            glyphs = layout.lines.map { $0.runs.flatMap(\.glyphs) }
            offsets = layout.lines.map {
                layout.string.utf8.distance(from: layout.string.startIndex, to: $0.range.upperBound)
            }
        }
    }

    @Test("Concurrent layouts on one engine match a serial run")
    func concurrentLayouts() async {
        let samples = Array(InvariantTests.samples.prefix(60))
        let reference = TextEngine()
        let expected = samples.map { Summary(reference.layout($0.0, width: $0.1)) }
        let shared = TextEngine()
        let results = await withTaskGroup(of: [Summary].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the samples from a different start, so caches are filled racily.
                    let order = samples.indices.map { ($0 + task * 7) % samples.count }
                    var summaries = [Summary?](repeating: nil, count: samples.count)
                    for index in order {
                        summaries[index] = Summary(shared.layout(samples[index].0, width: samples[index].1))
                    }
                    return summaries.compactMap { $0 }
                }
            }
            var all: [[Summary]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
