// The cache lines a computation reads first, recorded so that the next one like it asks for them
// together (Design §19.1): a text laid out again at a new width reads a chain of objects (its
// entry, shaping, paragraphs, break tables, styles) that each point to the next, and memory
// untouched since its first layout misses at every link, one after the other.

/// Addresses whose cache lines a computation reads first.
struct HotLines: Sendable {
    private var addresses: [UInt] = []

    /// No lines (and no storage: most entries never record any).
    init() {}

    /// No lines yet, with room for `capacity`.
    init(capacity: Int) {
        addresses.reserveCapacity(capacity)
    }

    /// Records the line at `pointer` (nothing for nil).
    mutating func append(_ pointer: UnsafeRawPointer?) {
        guard let pointer else { return }
        addresses.append(UInt(bitPattern: pointer))
    }

    /// Records the line of `object`'s header and first fields.
    mutating func append(_ object: AnyObject) {
        append(address(of: object))
    }

    /// Records the first line of an array's elements (nothing for an empty array).
    mutating func append<Element>(_ array: [Element]) {
        array.withUnsafeBufferPointer { append(UnsafeRawPointer($0.baseAddress)) }
    }

    /// Whether no line is recorded.
    var isEmpty: Bool { addresses.isEmpty }

    /// Whether the line at `pointer` is recorded.
    func contains(_ pointer: UnsafeRawPointer) -> Bool { addresses.contains(UInt(bitPattern: pointer)) }

    /// Asks for the line holding the addresses themselves (so that ``prefetch()`` finds them).
    @inline(__always)
    func prefetchList() {
        addresses.withUnsafeBufferPointer { prefetchLine($0.baseAddress) }
    }

    /// Asks for every recorded line, all at once.
    @inline(__always)
    func prefetch() {
        addresses.withUnsafeBufferPointer { addresses in
            for address in addresses { prefetchLine(UnsafeRawPointer(bitPattern: address)) }
        }
    }
}
