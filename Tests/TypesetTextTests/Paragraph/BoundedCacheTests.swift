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

    mutating func insert(_ value: Int, for key: Int, cost: Int) {
        values[key] = value
        costs[key] = cost
        order.removeAll { $0 == key }
        order.append(key)
        while costs.values.reduce(0, +) > budget, order.count > 1 {
            let dropped = order.removeFirst()
            values[dropped] = nil
            costs[dropped] = nil
        }
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
        for step in 0..<3000 {
            let key = Int(generator.next() % 90)
            if generator.next() % 3 == 0 {
                let cost = 1 + Int(generator.next() % 4)
                cache.insert(step, for: CollidingKey(value: key, buckets: buckets), cost: cost)
                model.insert(step, for: key, cost: cost)
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
        for key in 0..<90 {
            #expect(cache.value(for: CollidingKey(value: key, buckets: buckets)) == model.value(for: key))
        }
    }

    @Test("A slot reaches its value in place until the value is dropped; a use through it counts as recent")
    func slots() {
        var cache = BoundedCache<Int, String>(budget: 2)
        let first = cache.insert("a", for: 1)
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
        cache.insert("x", for: 2)
        _ = cache.withValue(inSlot: first) { _ in }
        cache.insert("y", for: 3)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == "abc")

        // Dropped, its slot holds nothing until another key takes it (the value there is then
        // another's: the caller checks what it finds).
        cache.insert("z", for: 4)
        #expect(cache.value(for: 3) == nil)
        cache.insert("w", for: 5)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.withValue(inSlot: first) { $0 } == nil)
        let taken = cache.insert("v", for: 6)
        #expect(taken == first)
        #expect(cache.withValue(inSlot: first) { $0 } == "v")
    }
}
