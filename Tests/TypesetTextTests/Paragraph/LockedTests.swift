// `Locked`, the lock behind the engine's caches: updates from many threads at once all land,
// and the sharded entry cache serves every thread (run under `swift test --sanitize=thread`
// too, which sees its pthread mutex).

import Foundation
import Testing

@testable import TypesetText

@Suite("Locked")
struct LockedTests {
    @Test("Increments from eight threads at once all land")
    func concurrentIncrements() {
        let counter = Locked([Int: Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<5_000 {
                counter.withLock { $0[(step + thread) % 64, default: 0] += 1 }
            }
        }
        let total = counter.withLock { $0.values.reduce(0, +) }
        #expect(total == 8 * 5_000)
    }

    @Test("Threads looking up and inserting the same texts get one entry per text")
    func shardedEntries() {
        let engine = TextEngine()
        let texts = (0..<40).map { AttributedText("label \($0)") }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for text in texts { _ = engine.layout(text, width: 200) }
        }
        let before = engine.computedLayoutCount
        for text in texts { _ = engine.layout(text, width: 200) }
        #expect(engine.computedLayoutCount == before)
    }
}
