// A least-recently-used cache bounded by a total cost (the engine's caches, Design §19.1).

/// A key that carries its hash, computed once when the key was made: the cache's table reads
/// it instead of hashing the key again (a `Hasher` round costs a fifth of a cached lookup).
protocol CacheKey: Equatable {
    /// The key's hash; equal keys have equal hashes.
    var cacheHash: Int { get }
}

/// A dictionary that drops its least recently used entries once the total cost of what it
/// holds exceeds `budget`. Lookups and insertions are O(1): the entries are nodes of a doubly
/// linked list threaded through an array, found through an ``IndexTable`` of node indices. Not
/// synchronised: the engine keeps it inside a `Locked`.
struct BoundedCache<Key: CacheKey, Value> {
    private struct Node {
        /// The key; a dropped node keeps it until the node is reused (its value is nil then).
        var key: Key
        var value: Value?
        /// The key's ``CacheKey/cacheHash``.
        var hash: UInt64
        var cost: Int
        var newer = -1
        var older = -1
    }

    private var nodes: [Node] = []
    private var table = IndexTable()
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// Number of entries held.
    var count: Int { nodes.count - freeSlots.count }
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
        withValue(for: key) { value, _ in value }
    }

    /// Runs `body` on the value for `key` in place, now the most recently used, with the slot
    /// that holds it (see ``withValue(inSlot:_:)``); nil when the key is not held.
    mutating func withValue<Result>(for key: Key, _ body: (inout Value, _ slot: Int) -> Result) -> Result? {
        guard let position = position(of: key) else { return nil }
        let node = table[position]
        moveToNewest(node)
        return body(&nodes[node].value!, node)
    }

    /// Runs `body` on the value in `slot` in place, now the most recently used; nil when the slot
    /// holds none. A slot outlives its entry (it is reused for another key once the entry is
    /// dropped): the caller checks that the value is the one it found there.
    mutating func withValue<Result>(inSlot slot: Int, _ body: (inout Value) -> Result) -> Result? {
        guard nodes.indices.contains(slot), nodes[slot].value != nil else { return nil }
        moveToNewest(slot)
        return body(&nodes[slot].value!)
    }

    /// Stores `value` at `cost` as the most recently used entry, dropping the least recently
    /// used ones while the total cost exceeds the budget: the slot that holds it, and the values
    /// dropped or replaced (nil when none: most insertions drop nothing, and an empty list still
    /// costs a release). They are handed back, not freed here, so that a caller holding the
    /// cache's lock frees them once it has let the lock go (Design §19.2).
    mutating func insert(
        _ value: consuming Value, for key: consuming Key, cost: Int = 1
    ) -> (slot: Int, dropped: [Value]?) {
        let slot: Int
        var dropped: [Value]?
        if let position = position(of: key) {
            slot = table[position]
            totalCost += cost - nodes[slot].cost
            if let replaced = nodes[slot].value.take() { dropped = [replaced] }
            nodes[slot].value = value
            nodes[slot].cost = cost
            moveToNewest(slot)
        } else {
            let hash = UInt64(bitPattern: Int64(key.cacheHash))
            if !table.holds(count + 1) { grow() }
            let node = Node(key: key, value: value, hash: hash, cost: cost)
            if let free = freeSlots.popLast() {
                slot = free
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            table.insert(slot, hash: hash)
            link(slot)
            totalCost += cost
        }
        while totalCost > budget, oldest != newest {
            guard let value = remove(oldest) else { continue }
            if dropped == nil { dropped = [value] } else { dropped!.append(value) }
        }
        return (slot, dropped)
    }

    /// Drops everything.
    mutating func removeAll() {
        nodes.removeAll()
        table.removeAll(keepingSlots: false)
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

    /// The table position holding `key`'s node, if the key is held.
    private func position(of key: Key) -> Int? {
        let hash = UInt64(bitPattern: Int64(key.cacheHash))
        return table.position(of: hash) { nodes[$0].hash == hash && nodes[$0].key == key }
    }

    /// Doubles the table (at least 16 slots) and enters every held node again.
    private mutating func grow() {
        table.grow(minimum: 16)
        var node = newest
        while node >= 0 {
            table.insert(node, hash: nodes[node].hash)
            node = nodes[node].older
        }
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

    /// Drops the entry in `slot`; its value.
    private mutating func remove(_ slot: Int) -> Value? {
        unlink(slot)
        // The node's own table position: compared by index, no key compared.
        if let position = table.position(of: nodes[slot].hash, where: { $0 == slot }) {
            table.remove(at: position) { nodes[$0].hash }
        }
        totalCost -= nodes[slot].cost
        freeSlots.append(slot)
        return nodes[slot].value.take()
    }
}
