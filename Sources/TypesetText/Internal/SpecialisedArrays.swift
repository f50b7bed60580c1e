// Arrays allocated in the caller's specialised code (Design §19.1), for the text engine and the
// layout core.
//
// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)` allocate
// through the standard library's unspecialised `_allocateBufferUninitialized`, which asks the
// runtime's metadata cache for the storage type on every call: about 200 instructions, a tenth of
// a cold label's layout. An array copied from a collection allocates in the caller's specialised
// code instead, its storage type looked up once per process.

extension Array {
    /// `count` copies of `value`: `Array(repeating:count:)`, allocated in the caller (inlinable,
    /// so that the layout core's calls are specialised too).
    @inlinable @inline(__always)
    package init(filledWith value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}

extension Array where Element: BitwiseCopyable {
    /// `count` elements written by `body`, which sees them set to `value` first.
    @inline(__always)
    init(count: Int, filledWith value: Element, writing body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        self.init(filledWith: value, count: count)
        withUnsafeMutableBufferPointer { body($0) }
    }
}
