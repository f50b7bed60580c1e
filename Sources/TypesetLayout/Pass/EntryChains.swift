import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// A few entries per owner (a node, a text) in one table (Design §0.3): each owner's newest
/// entry is its head and each entry names the owner's next, so an owner without entries costs
/// one index and allocates nothing, and a lookup walks only its owner's entries.
package struct EntryChains<Entry> {
    /// Per owner, the index of its newest entry, or -1.
    private var heads: [Int32]
    private var entries: [Entry] = []
    /// Per entry, the index of its owner's next entry, or -1.
    private var next: [Int32] = []

    /// No entries for `owners` owners.
    package init(owners: Int) {
        heads = Array(filledWith: -1, count: owners)
    }

    /// No entries for `owners` owners, with room for `capacity` entries.
    package init(owners: Int, capacity: Int) {
        self.init(owners: owners)
        entries.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
    }

    /// How many owners there are.
    package var owners: Int { heads.count }

    /// The index of `owner`'s newest entry that `matches`, if any, among its `newest` entries
    /// (all by default: an owner that keeps a few drops the older ones from its lookups).
    @inline(__always)
    package func firstIndex(of owner: Int, newest: Int = .max, where matches: (Entry) -> Bool) -> Int? {
        var index = heads[owner]
        var left = newest
        while index >= 0, left > 0 {
            if matches(entries[Int(index)]) { return Int(index) }
            index = next[Int(index)]
            left -= 1
        }
        return nil
    }

    /// The entry at `index`, read in place.
    package subscript(index: Int) -> Entry {
        _read { yield entries[index] }
    }

    /// Adds `entry` for `owner`; its index (entries are numbered in the order they are added).
    @discardableResult
    package mutating func append(_ entry: Entry, to owner: Int) -> Int {
        entries.append(entry)
        next.append(heads[owner])
        heads[owner] = Int32(entries.count - 1)
        return entries.count - 1
    }

    /// Adds owners without entries up to `count`.
    package mutating func grow(toOwners count: Int) {
        if heads.count < count { heads.append(contentsOf: repeatElement(-1, count: count - heads.count)) }
    }
}

extension EntryChains where Entry: Equatable {
    /// The index of `owner`'s entry equal to `entry`, if any.
    @inline(__always)
    package func firstIndex(of owner: Int, _ entry: Entry) -> Int? {
        firstIndex(of: owner) { $0 == entry }
    }

    /// The index of `owner`'s entry equal to `entry`, else of its newest entry equal to
    /// `fallback` (with `isFallback`), in one walk of its entries.
    @inline(__always)
    package func firstIndex(of owner: Int, _ entry: Entry, else fallback: Entry) -> (index: Int, isFallback: Bool)? {
        var index = heads[owner]
        var found: Int32 = -1
        while index >= 0 {
            if entries[Int(index)] == entry { return (Int(index), false) }
            if found < 0, entries[Int(index)] == fallback { found = index }
            index = next[Int(index)]
        }
        return found >= 0 ? (Int(found), true) : nil
    }
}
