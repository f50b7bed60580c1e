// The open-addressing table the engine's caches find their entries through (Design §19.1): the
// layout, analysis and shaping caches (`BoundedCache`) and the word shapes (`WordTable`).

/// Indices of entries kept elsewhere, by the entries' hashes: probed linearly from the slot the
/// hash's high bits pick after a Fibonacci multiplication (so every bit of the hash counts), at
/// most half full, a removed index's probe run moved back (no tombstones). The owner keeps the
/// entries and their hashes; the table keeps only their indices.
struct IndexTable {
    /// Entry indices, -1 for an empty slot; a power of two long (or empty).
    private var slots: [Int32] = []

    /// A table of `count` slots (a power of two), all empty.
    init(slots count: Int = 0) {
        if count > 0 { slots = [Int32](filledWith: -1, count: count) }
    }

    /// Whether `count` indices fit without growing the table past half full.
    func holds(_ count: Int) -> Bool { count * 2 <= slots.count }

    /// The index at `position`.
    subscript(position: Int) -> Int { Int(slots[position]) }

    /// The position of the first index probed from `hash` for which `matches` holds.
    @inline(__always)
    func position(of hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var position = home(hash)
        while slots[position] >= 0 {
            if matches(Int(slots[position])) { return position }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Enters `index`, whose hash is `hash` (the table must hold one more).
    mutating func insert(_ index: Int, hash: UInt64) {
        let mask = slots.count - 1
        var position = home(hash)
        while slots[position] >= 0 { position = (position + 1) & mask }
        slots[position] = Int32(truncatingIfNeeded: index)
    }

    /// Empties `position`, moving later indices of its probe run back so that each stays
    /// reachable from its home slot; `hash` gives an index's hash.
    mutating func remove(at position: Int, hash: (Int) -> UInt64) {
        let mask = slots.count - 1
        var hole = position
        var next = (position + 1) & mask
        while slots[next] >= 0 {
            let home = home(hash(Int(slots[next])))
            // The index may fill the hole unless its home lies after the hole, up to `next`.
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = -1
    }

    /// Empties every slot, or drops them all when `keepingSlots` is false.
    mutating func removeAll(keepingSlots: Bool) {
        if keepingSlots {
            for position in slots.indices { slots[position] = -1 }
        } else {
            slots = []
        }
    }

    /// The table doubled (at least `minimum` slots), empty: the owner enters its indices again.
    mutating func grow(minimum: Int) {
        self = IndexTable(slots: max(minimum, slots.count * 2))
    }

    /// The slot `hash` probes first.
    @inline(__always)
    private func home(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slots.count.trailingZeroBitCount))
    }
}
