// Cache hints (CTypesetMemory, Design §19.1): the engine's one funnel to them. A hint changes
// when a cache miss happens, never what is computed.

import CTypesetMemory

/// Asks for the cache lines of `buffer`, all at once.
@inline(__always)
func prefetch<Element>(_ buffer: UnsafeBufferPointer<Element>) {
    guard let start = buffer.baseAddress else { return }
    ts_prefetch(start, buffer.count * MemoryLayout<Element>.stride, 0)
}

/// Asks for the cache lines of the room `array` has reserved beyond its elements, for writing,
/// all at once (fresh storage is often memory freed long before).
@inline(__always)
func prefetchReserved<Element>(_ array: inout [Element]) {
    let (count, capacity) = (array.count, array.capacity)
    guard capacity > count else { return }
    array.withUnsafeMutableBufferPointer { elements in
        guard let start = elements.baseAddress else { return }
        ts_prefetch(start + count, (capacity - count) * MemoryLayout<Element>.stride, 1)
    }
}

/// Asks for the cache line at `pointer`.
@inline(__always)
func prefetchLine(_ pointer: UnsafeRawPointer?) {
    guard let pointer else { return }
    ts_prefetch(pointer, 1, 0)  // the line holding its one byte: the C side knows the line's size
}

/// Asks for the cache line holding `object`'s header and first fields.
@inline(__always)
func prefetchLine(of object: AnyObject) {
    prefetchLine(address(of: object))
}

/// Where `object` lives (its header and first fields), without retaining it.
@inline(__always)
func address(of object: AnyObject) -> UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
}
