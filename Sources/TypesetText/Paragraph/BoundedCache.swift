// A least-recently-used cache bounded by a total cost (the engine's caches, Design §19.1).

/// A key that carries its hash, computed once when the key was made: the cache's table reads
/// it instead of hashing the key again (a `Hasher` round costs a fifth of a cached lookup).
protocol CacheKey: Equatable {
    /// The key's hash; equal keys have equal hashes.
    var cacheHash: Int { get }
}

/// A dictionary that drops its least recently used entries once the total cost of what it
/// holds exceeds `budget`. Lookups and insertions are O(1): the entries are nodes of a doubly
/// linked list threaded through an array, found through an open-addressing table of node
/// indices (linear probing, at most half full, deletion by backward shift). Not synchronised:
/// the engine keeps it inside a `Locked`.
struct BoundedCache<Key: CacheKey, Value> {
    private struct Node {
        /// The key; a dropped node keeps it until the node is reused (its value is nil then).
        var key: Key
        var value: Value?
        /// The key's hash, spread over the whole word (``spread(_:)``).
        var hash: UInt64
        var cost: Int
        var newer = -1
        var older = -1
    }

    private var nodes: [Node] = []
    /// Node indices by hash, -1 for an empty slot; a power of two long, at most half full.
    private var table: [Int32] = []
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// Number of entries held.
    private(set) var count = 0
    /// The summed cost of the entries held.
    private(set) var totalCost = 0
    /// The most total cost held after an insertion (one entry is always kept).
    let budget: Int

    /// A cache holding up to `budget` cost (`insert`'s cost defaults to 1: a count of entries).
    init(budget: Int) {
        self.budget = max(1, budget)
    }

    /// The value for `key`, now the most recently used.
    mutating func value(for key: Key) -> Value? {
        let hash = Self.spread(key.cacheHash)
        guard let position = position(of: key, hash: hash) else { return nil }
        let node = Int(table[position])
        moveToNewest(node)
        return nodes[node].value
    }

    /// Stores `value` at `cost` as the most recently used entry, dropping the least recently
    /// used ones while the total cost exceeds the budget.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        let hash = Self.spread(key.cacheHash)
        if let position = position(of: key, hash: hash) {
            let existing = Int(table[position])
            totalCost += cost - nodes[existing].cost
            nodes[existing].value = value
            nodes[existing].cost = cost
            moveToNewest(existing)
        } else {
            if (count + 1) * 2 > table.count { grow() }
            let node = Node(key: key, value: value, hash: hash, cost: cost)
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            place(slot, hash: hash)
            link(slot)
            count += 1
            totalCost += cost
        }
        while totalCost > budget, oldest != newest {
            remove(oldest)
        }
    }

    /// Drops everything.
    mutating func removeAll() {
        nodes.removeAll()
        table.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        count = 0
        totalCost = 0
    }

    // MARK: The table

    /// `hash` multiplied by 2⁶⁴/φ (Fibonacci hashing): its high bits, which pick the slot, then
    /// depend on every bit of the key's hash.
    @inline(__always)
    private static func spread(_ hash: Int) -> UInt64 {
        UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The slot a hash probes first.
    @inline(__always)
    private func home(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(64 - table.count.trailingZeroBitCount))
    }

    /// The table position holding `key`'s node, if the key is held.
    private func position(of key: Key, hash: UInt64) -> Int? {
        guard !table.isEmpty else { return nil }
        let mask = table.count - 1
        var position = home(hash)
        while table[position] >= 0 {
            let node = Int(table[position])
            if nodes[node].hash == hash, nodes[node].key == key { return position }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Enters node `node` into the table (its key is not there yet).
    private mutating func place(_ node: Int, hash: UInt64) {
        let mask = table.count - 1
        var position = home(hash)
        while table[position] >= 0 { position = (position + 1) & mask }
        table[position] = Int32(truncatingIfNeeded: node)
    }

    /// Doubles the table (at least 16 slots) and enters every held node again.
    private mutating func grow() {
        table = [Int32](filledWith: -1, count: max(16, table.count * 2))
        var node = newest
        while node >= 0 {
            place(node, hash: nodes[node].hash)
            node = nodes[node].older
        }
    }

    /// Empties table position `position`, moving later entries of its probe run back so that
    /// every entry stays reachable from its home slot.
    private mutating func vacate(_ position: Int) {
        let mask = table.count - 1
        var hole = position
        var next = (position + 1) & mask
        while table[next] >= 0 {
            let home = home(nodes[Int(table[next])].hash)
            // The entry may fill the hole unless its home lies after the hole, up to `next`.
            if (next - home) & mask >= (next - hole) & mask {
                table[hole] = table[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[hole] = -1
    }

    // MARK: The recency list

    private mutating func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        link(slot)
    }

    /// Links `slot` in as the newest entry.
    private mutating func link(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
    }

    private mutating func remove(_ slot: Int) {
        unlink(slot)
        // The node's own table position: compared by index, no key compared.
        let mask = table.count - 1
        var position = home(nodes[slot].hash)
        while table[position] >= 0, Int(table[position]) != slot { position = (position + 1) & mask }
        if table[position] >= 0 { vacate(position) }
        count -= 1
        totalCost -= nodes[slot].cost
        nodes[slot].value = nil
        freeSlots.append(slot)
    }
}
