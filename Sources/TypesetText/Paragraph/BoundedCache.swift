// A least-recently-used cache bounded by a total cost (the engine's caches, Design §19.1).

/// A dictionary that drops its least recently used entries once the total cost of what it
/// holds exceeds `budget`. Lookups and insertions are O(1) (a doubly linked list threaded
/// through an array of nodes). Not synchronised: the engine keeps it inside a `Locked`.
struct BoundedCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var newer = -1
        var older = -1
    }

    private var nodes: [Node] = []
    private var slots: [Key: Int] = [:]
    private var freeSlots: [Int] = []
    private var newest = -1
    private var oldest = -1
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
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot].value
    }

    /// Stores `value` at `cost` as the most recently used entry, dropping the least recently
    /// used ones while the total cost exceeds the budget.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        // One hash lookup for a new key (the common case): claim the slot it would take, then
        // look the key up and store the slot in the same step.
        let slot = freeSlots.last ?? nodes.count
        if let existing = slots.updateValue(slot, forKey: key) {
            slots[key] = existing  // the key was held: it keeps its slot
            totalCost += cost - nodes[existing].cost
            nodes[existing].value = value
            nodes[existing].cost = cost
            moveToNewest(existing)
        } else {
            let node = Node(key: key, value: value, cost: cost)
            if slot < nodes.count {
                freeSlots.removeLast()
                nodes[slot] = node
            } else {
                nodes.append(node)
            }
            link(slot)
            totalCost += cost
        }
        while totalCost > budget, oldest != newest {
            remove(oldest)
        }
    }

    /// Number of entries held.
    var count: Int { slots.count }

    /// Drops everything.
    mutating func removeAll() {
        nodes.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        newest = -1
        oldest = -1
        totalCost = 0
    }

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
        slots[nodes[slot].key] = nil
        totalCost -= nodes[slot].cost
        nodes[slot].value = nil
        freeSlots.append(slot)
    }
}
