// `LockedShards`, the shards of the word cache: updates from many threads to every shard at once
// all land in their own shard, and the values are freed with the shards (run under
// `swift test --sanitize=thread` too, which sees the pthread mutexes).

import Foundation
import Testing

@testable import TypesetText

@Suite("LockedShards")
struct LockedShardsTests {
    @Test("Increments from eight threads to sixteen shards all land, each in its own shard")
    func concurrentIncrements() {
        let shards = LockedShards(count: 16) { index in [index] }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<4_000 {
                shards.withLock((step + thread) % 16) { $0.append($0[0]) }
            }
        }
        #expect(shards.count == 16)
        for index in 0..<16 {
            // 8 threads × 4,000 steps spread evenly over 16 shards, after the shard's own index.
            let values = shards.withLock(index) { $0 }
            #expect(values.count == 1 + 8 * 4_000 / 16)
            #expect(values.allSatisfy { $0 == index })
        }
    }

    /// Counts its instances alive.
    final class Tracked: Sendable {
        static let alive = Locked(0)
        init() { Self.alive.withLock { $0 += 1 } }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    @Test("Values are freed with the shards")
    func valuesFreed() {
        let before = Tracked.alive.withLock { $0 }
        do {
            let shards = LockedShards(count: 5) { _ in [Tracked(), Tracked()] }
            #expect(Tracked.alive.withLock { $0 } == before + 10)
            shards.withLock(3) { _ = $0.removeFirst() }
            #expect(Tracked.alive.withLock { $0 } == before + 9)
        }
        #expect(Tracked.alive.withLock { $0 } == before)
    }
}
