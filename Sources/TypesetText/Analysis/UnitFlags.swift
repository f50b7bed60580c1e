// Per-code-unit properties the breaker and itemiser read (Design §8.4, §8.5).

/// Bit flags stored per UTF-16 offset of a text.
enum UnitFlags {
    /// A grapheme cluster starts here.
    static let graphemeStart: UInt8 = 1 << 0
    /// ICU allows a line to start here.
    static let breakBefore: UInt8 = 1 << 1
    /// ICU forces a line to start here (after a line feed, U+2028, ...).
    static let mandatoryBefore: UInt8 = 1 << 2
    /// The scalar starting here hangs at a line end.
    static let hangingWhitespace: UInt8 = 1 << 3
}
