// The bounded cache's table (BoundedCache.swift): keys whose hashes collide are all found, and
// a drop moves the rest of a probe run back so that none is lost; checked against a plain
// dictionary and recency list that implement least-recently-used eviction directly.

import Testing

@testable import TypesetText

/// A key whose hash is `value % buckets`: few buckets make every probe run long.
private struct CollidingKey: CacheKey, Hashable {
    var value: Int
    var buckets: Int
    var cacheHash: Int { value % buckets }
}

/// Integers as keys: their hash is themselves.
extension Int: CacheKey {
    public var cacheHash: Int { self }
}

/// Least-recently-used eviction by cost, written directly: the cache must agree with it.
private struct RecencyModel {
    var values: [Int: Int] = [:]
    var costs: [Int: Int] = [:]
    /// Keys, least recently used first.
    var order: [Int] = []
    let budget: Int

    mutating func value(for key: Int) -> Int? {
        guard let value = values[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return value
    }

    /// Stores `value`; the values replaced or dropped, in that order (the dropped ones least
    /// recently used first).
    mutating func insert(_ value: Int, for key: Int, cost: Int) -> [Int] {
        var dropped = values[key].map { [$0] } ?? []
        values[key] = value
        costs[key] = cost
        order.removeAll { $0 == key }
        order.append(key)
        while costs.values.reduce(0, +) > budget, order.count > 1 {
            let oldest = order.removeFirst()
            dropped.append(values[oldest]!)
            values[oldest] = nil
            costs[oldest] = nil
        }
        return dropped
    }
}

@Suite("Bounded cache")
struct BoundedCacheTests {
    @Test("Colliding keys: every held key is found and every dropped one is gone", arguments: [1, 3, 64])
    func collidingKeys(buckets: Int) throws {
        var cache = BoundedCache<CollidingKey, Int>(budget: 40)
        var model = RecencyModel(budget: 40)
        var generator = SeededGenerator(seed: UInt64(buckets))
        var hits = 0
        var droppedCount = 0
        for step in 0..<3000 {
            let key = Int(generator.next() % 90)
            if generator.next() % 3 == 0 {
                let cost = 1 + Int(generator.next() % 4)
                let dropped = cache.insert(step, for: CollidingKey(value: key, buckets: buckets), cost: cost).dropped ?? []
                try #require(dropped == model.insert(step, for: key, cost: cost), "step \(step), key \(key)")
                droppedCount += dropped.count
            } else {
                // The first disagreement ends the test: a table that lost an entry goes on to
                // fill up, and its probes would never end.
                let found = cache.value(for: CollidingKey(value: key, buckets: buckets))
                try #require(found == model.value(for: key), "step \(step), key \(key)")
                if found != nil { hits += 1 }
            }
            try #require(cache.count == model.values.count, "step \(step)")
        }
        #expect(cache.totalCost == model.costs.values.reduce(0, +))
        // Both outcomes were exercised: hits and misses, so drops happened.
        #expect(hits > 100 && hits < 1900)
        #expect(droppedCount > 100)
        for key in 0..<90 {
            #expect(cache.value(for: CollidingKey(value: key, buckets: buckets)) == model.value(for: key))
        }
    }

    @Test("A slot reaches its value in place until the value is dropped; a use through it counts as recent")
    func slots() {
        var cache = BoundedCache<Int, String>(budget: 2)
        let first = cache.insert("a", for: 1).slot
        #expect(cache.withValue(inSlot: first) { $0 } == "a")
        #expect(cache.withValue(inSlot: 99) { $0 } == nil)
        // Changed in place, through the key and through the slot.
        #expect(cache.withValue(for: 1) { value, slot in
            value += "b"
            return slot
        } == first)
        _ = cache.withValue(inSlot: first) { $0 += "c" }
        #expect(cache.value(for: 1) == "abc")

        // Used through its slot, 1 is more recent than 2: a third key drops 2.
        _ = cache.insert("x", for: 2)
        _ = cache.withValue(inSlot: first) { _ in }
        _ = cache.insert("y", for: 3)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == "abc")

        // Dropped, its slot holds nothing until another key takes it (the value there is then
        // another's: the caller checks what it finds).
        _ = cache.insert("z", for: 4)
        #expect(cache.value(for: 3) == nil)
        _ = cache.insert("w", for: 5)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.withValue(inSlot: first) { $0 } == nil)
        let taken = cache.insert("v", for: 6).slot
        #expect(taken == first)
        #expect(cache.withValue(inSlot: first) { $0 } == "v")
    }

    /// How many ``Counted`` values of one test are alive.
    final class Tally {
        var alive = 0
    }

    /// A value that counts itself in a tally while it is alive.
    final class Counted {
        let tally: Tally
        init(_ tally: Tally) {
            self.tally = tally
            tally.alive += 1
        }
        deinit { tally.alive -= 1 }
    }

    // Design §19.2: what an insertion drops or replaces is handed back, not freed inside the
    // cache (its caller holds a lock, and freeing a layout entry takes long).
    @Test("Dropped and replaced values are handed back alive")
    func droppedValuesAreHandedBack() {
        let tally = Tally()
        var cache = BoundedCache<Int, Counted>(budget: 2)
        #expect(cache.insert(Counted(tally), for: 1).dropped == nil)
        #expect(cache.insert(Counted(tally), for: 2).dropped == nil)
        #expect(tally.alive == 2)
        var dropped = cache.insert(Counted(tally), for: 1).dropped ?? []  // replaces 1's value
        #expect(dropped.count == 1 && tally.alive == 3)
        dropped = cache.insert(Counted(tally), for: 3, cost: 2).dropped ?? []  // drops 2 and the new 1
        #expect(dropped.count == 2 && tally.alive == 3)
        dropped = []
        #expect(tally.alive == 1 && cache.count == 1)
    }
}
