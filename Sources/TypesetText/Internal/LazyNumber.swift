// A number computed at most once per value and read without a lock or a reference: what a
// text's content widths, and its measurements' widest cluster, are kept in (Design §19.1).

import Synchronization

/// A `Double`, nil until first stored. Two threads computing it at once store the same value
/// (what it caches is a function of immutable data), so a plain atomic word suffices: no
/// compare-and-exchange, and no reference to count on each read.
struct LazyNumber: ~Copyable, Sendable {
    /// The bits of the value, or `unset`: a NaN's bits that no stored value has.
    private let bits = Atomic<UInt64>(LazyNumber.unset)
    private static let unset = UInt64.max

    init() {}

    /// The value, if one was stored.
    @inline(__always)
    func load() -> Double? {
        let bits = bits.load(ordering: .relaxed)
        return bits == LazyNumber.unset ? nil : Double(bitPattern: bits)
    }

    /// Stores `value` and returns it.
    @discardableResult
    func store(_ value: Double) -> Double {
        bits.store(value.bitPattern, ordering: .relaxed)
        return value
    }
}
