// The layout entries of an engine, split over shards by key, each behind its own lock, so that
// concurrent layouts of different texts rarely wait for each other (a repeated measurement is a
// hash and one uncontended lock).

/// Layout entries by ``LayoutKey`` in 16 least-recently-used shards.
///
/// Each shard may hold 1.5 times its even share of the budget: texts do not spread evenly over
/// the shards, and a shard over its share would otherwise evict while the whole is under budget.
final class EntryShards: Sendable {
    private static let count = 16
    private let shards: [Locked<BoundedCache<LayoutKey, LayoutEntry>>]

    /// Shards holding about `budget` cost in all (each at least one entry).
    init(budget: Int) {
        let share = max(1, budget / Self.count + budget / (2 * Self.count))
        shards = (0..<Self.count).map { _ in Locked(BoundedCache(budget: share)) }
    }

    /// The entry of `key`, now the most recently used of its shard.
    func value(for key: LayoutKey) -> LayoutEntry? {
        shards[key.shard(of: Self.count)].withLock { $0.value(for: key) }
    }

    /// Stores `entry` for `key` at `cost`, dropping its shard's least recently used entries over budget.
    func insert(_ entry: LayoutEntry, for key: LayoutKey, cost: Int) {
        shards[key.shard(of: Self.count)].withLock { $0.insert(entry, for: key, cost: cost) }
    }

    /// Drops every entry.
    func removeAll() {
        for shard in shards { shard.withLock { $0.removeAll() } }
    }
}
