// Arrays of plain values allocated in the caller's specialised code (Design §19.1).
//
// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)` allocate
// through the standard library's unspecialised `_allocateBufferUninitialized`, which asks the
// runtime's metadata cache for the storage type on every call: about 200 instructions, a tenth of
// a cold label's layout. An array copied from a collection allocates in the caller's specialised
// code instead, its storage type looked up once per process.

extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`: `Array(repeating:count:)`, allocated in the caller.
    @inline(__always)
    init(filledWith value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }

    /// `count` elements written by `body`, which sees them set to `value` first.
    @inline(__always)
    init(count: Int, filledWith value: Element, writing body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        self.init(repeatElement(value, count: count))
        withUnsafeMutableBufferPointer { body($0) }
    }
}
