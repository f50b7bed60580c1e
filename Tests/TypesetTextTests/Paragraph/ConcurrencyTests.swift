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

    @Test("Eight threads on one engine lay out paragraphs as a new engine per text does")
    func sharedEngineMatchesFreshEngines() {
        // Paragraphs of one vocabulary in faces whose words are shaped one by one through the
        // engine's word cache (DejaVu Sans and Serif), so the threads share its words; each
        // thread walks the texts in its own order.
        let vocabulary = "the office of typography, “quoted” words — 75% of 1,234 fi ffl AVATAR T. Y. wavy".split(separator: " ")
        var generator = SeededGenerator(seed: 0xC0C0)
        let texts = (0..<32).map { index in
            let string = (0..<Int.random(in: 3...60, using: &generator)).map { _ in
                String(vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)])
            }.joined(separator: " ")
            let family = index % 2 == 0 ? "DejaVu Sans" : "DejaVu Serif"
            return AttributedText(string, attributes: TextAttributes(font: .custom(family, size: 15)))
        }
        let expected = texts.map { Summary(TextEngine().layout($0, width: 180)) }
        let shared = TextEngine()
        let results = Locked<[Int: [Summary]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var summaries = [Summary?](repeating: nil, count: texts.count)
            for offset in texts.indices {
                let index = (offset * 5 + thread * 3) % texts.count
                summaries[index] = Summary(shared.layout(texts[index], width: 180))
            }
            results.withLock { $0[thread] = summaries.compactMap { $0 } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for (thread, summaries) in all { #expect(summaries == expected, "thread \(thread)") }
    }

    @Test("Concurrent layouts at new weights make each variable instance once, fallback and ellipsis included")
    func concurrentInstances() async throws {
        // Weights no other test uses, so the instances (FaceRegistry) are made while the tasks
        // race: Inter's own text, Charis SIL falling back to Inter (U+0321), DejaVu Sans for the
        // snowman and shin, and a truncated line whose "…" is shaped in each instance.
        let weights = [123, 234, 345, 567, 678, 789, 876].map { Font.Weight(cssWeight: $0) }
        let strings = ["Ab ☃ ש 12:30 ae\u{0321}b", "Settings and privacy ☃ ש", "ae\u{0321}b e\u{0321}"]
        let texts = weights.flatMap { weight in
            strings.flatMap { string in
                [
                    Font.system(size: 17, weight: weight).monospacedDigit(),
                    Font.custom("Charis SIL", size: 15).weight(weight),
                ].map { AttributedText(string, attributes: TextAttributes(font: $0)) }
            }
        }
        let style = ParagraphStyle(lineLimit: 1)
        let shared = TextEngine()
        let results = await withTaskGroup(of: ([Summary], [FontFace?]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let order = texts.indices.map { ($0 + task * 5) % texts.count }
                    var summaries = [Summary?](repeating: nil, count: texts.count)
                    for index in order {
                        summaries[index] = Summary(shared.layout(texts[index], width: 90, style: style))
                    }
                    let faces = weights.map { shared.face(for: .system(size: 17, weight: $0)) }
                    return (summaries.compactMap { $0 }, faces)
                }
            }
            var all: [([Summary], [FontFace?])] = []
            for await result in group { all.append(result) }
            return all
        }
        let reference = TextEngine()
        let expected = texts.map { Summary(reference.layout($0, width: 90, style: style)) }
        let faces = weights.map { reference.face(for: .system(size: 17, weight: $0)) }
        #expect(results.count == 8)
        for (summaries, taskFaces) in results {
            #expect(summaries == expected)
            #expect(zip(taskFaces, faces).allSatisfy { $0 === $1 && $0 != nil })
        }
        #expect(faces.compactMap { $0?.variations.first?.tag } == Array(repeating: "wght", count: weights.count))
    }
}
