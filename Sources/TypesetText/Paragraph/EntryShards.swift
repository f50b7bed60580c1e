// The layout entries of an engine, split over shards by key, each behind its own lock, so that
// concurrent layouts of different texts rarely wait for each other (a repeated measurement is a
// hash and one uncontended lock, which also guards the layouts computed from the entry).

/// Layout entries by ``LayoutKey`` in 16 least-recently-used shards, each entry with the layouts
/// computed from it.
///
/// Each shard may hold 1.5 times its even share of the budget: texts do not spread evenly over
/// the shards, and a shard over its share would otherwise evict while the whole is under budget.
final class EntryShards: Sendable {
    private static let count = 16
    private let shards: [Locked<BoundedCache<LayoutKey, Held>>]

    /// What a shard holds for a key.
    private struct Held {
        let entry: LayoutEntry
        var layouts = ComputedLayouts()
    }

    /// Shards holding about `budget` cost in all (each at least one entry).
    init(budget: Int) {
        let share = max(1, budget / Self.count + budget / (2 * Self.count))
        shards = (0..<Self.count).map { _ in Locked(BoundedCache(budget: share)) }
    }

    /// Where an entry is held: enough to keep layouts with it without finding its key again.
    struct Place {
        fileprivate let shard: Int
        fileprivate let slot: Int
    }

    /// The entry of `key`, now the most recently used of its shard.
    func value(for key: LayoutKey) -> LayoutEntry? {
        shards[key.shard(of: Self.count)].withLock { $0.withValue(for: key) { held, _ in held.entry } }
    }

    /// A layout of `key`'s text for `width` and `maxHeight` (nil: unconstrained) when its entry
    /// has one (Design §8.4: a single line that fits answers every such width); else nil, with
    /// the entry and its place in `found` when the key is held. The entry is now the most
    /// recently used of its shard. (The entry goes out through `found` so that the layout, many
    /// words long, is returned as it is rather than moved through an enumeration.)
    func layout(
        for key: LayoutKey, width: Double?, maxHeight: Double?, found: inout (entry: LayoutEntry, place: Place)?
    ) -> CachedLayout? {
        let shard = key.shard(of: Self.count)
        return shards[shard].withLock { cache in
            cache.withValue(for: key) { held, slot -> CachedLayout? in
                // Design §19.1: what the lookup reads asked for together, and when no kept
                // layout answers, what computing one reads first.
                prefetchLine(of: held.entry)
                held.layouts.prefetchLookup()
                if let layout = held.entry.singleLineLayout(fitting: width) { return layout }
                if let computed = held.layouts.layout(width: width, maxHeight: maxHeight) { return .computed(computed) }
                held.layouts.layoutLines.prefetch()
                found = (held.entry, Place(shard: shard, slot: slot))
                return nil
            } ?? nil
        }
    }

    /// Stores `entry` for `key` at `cost`, dropping its shard's least recently used entries over
    /// budget; where it is held. The dropped entries, with their layouts, are freed after the
    /// shard's lock is let go (Design §19.2).
    func insert(_ entry: LayoutEntry, for key: consuming LayoutKey, cost: Int) -> Place {
        let shard = key.shard(of: Self.count)
        let (slot, dropped) = shards[shard].withLock { [key = consume key] in
            $0.insert(Held(entry: entry), for: key, cost: cost)
        }
        freeOutsideLock(dropped)
        return Place(shard: shard, slot: slot)
    }

    /// Keeps `outcome`, computed from `entry` for `width` and `maxHeight`, with the entry at
    /// `place`, unless the entry was dropped meanwhile (the place holds another entry or none);
    /// with the entry's first layout kept, records what computing the next one reads first
    /// (the same for every later layout: the parts it records are built once).
    func keep(
        _ outcome: ParagraphLayouter.Outcome, as layout: ComputedLayout, width: Double?, maxHeight: Double?,
        from entry: LayoutEntry, at place: Place
    ) {
        let dropped = shards[place.shard].withLock { cache in
            cache.withValue(inSlot: place.slot) { held -> ComputedLayout? in
                guard held.entry === entry else { return nil }
                let dropped = held.layouts.keep(outcome, as: layout, width: width, maxHeight: maxHeight)
                if held.layouts.layoutLines.isEmpty { held.layouts.layoutLines = entry.hotLines() }
                return dropped
            } ?? nil
        }
        freeOutsideLock(dropped)
    }

    /// Drops every entry.
    func removeAll() {
        for shard in shards { shard.withLock { $0.removeAll() } }
    }
}
