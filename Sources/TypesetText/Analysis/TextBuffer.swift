// A text as UTF-16 code units with offset maps, decoded once from the String's UTF-8.
// The pipeline works in UTF-16 offsets (what ICU and the shaper use) and converts to UTF-8
// offsets and String.Index only when building public ranges (Design §8.5).

/// A string's UTF-16 code units plus UTF-16 ⇄ UTF-8 offset maps.
struct TextBuffer: Sendable {
    /// The text.
    let string: String
    /// UTF-16 code units.
    let units: [UInt16]
    /// The UTF-8 offset of each UTF-16 offset (count = units.count + 1); empty for ASCII text,
    /// whose UTF-8 and UTF-16 offsets are equal (two arrays fewer to allocate and fill).
    private let utf8Map: [Int32]
    /// The UTF-16 offset of each UTF-8 offset at a scalar start (count = UTF-8 length + 1);
    /// empty for ASCII text.
    private let utf16Map: [Int32]
    /// The largest scalar value in the text (0 when empty).
    let maxScalar: UInt32

    /// The UTF-8 offset of each UTF-16 offset (count = units.count + 1). Built on every call
    /// for ASCII text: the pipeline uses ``utf8Offset(ofUTF16:)``.
    var utf8Offsets: [Int32] { utf8Map.isEmpty ? (0...units.count).map { Int32($0) } : utf8Map }

    /// The UTF-16 offset of each UTF-8 offset at a scalar start (count = UTF-8 length + 1).
    /// Built on every call for ASCII text: the pipeline uses ``utf16Offset(ofUTF8:)``.
    var utf16Offsets: [Int32] { utf16Map.isEmpty ? (0...units.count).map { Int32($0) } : utf16Map }

    /// The UTF-8 offset of UTF-16 offset `offset` (0...count).
    @inline(__always)
    func utf8Offset(ofUTF16 offset: Int) -> Int {
        utf8Map.isEmpty ? offset : Int(utf8Map[offset])
    }

    /// The UTF-16 offset of UTF-8 offset `offset` (0...UTF-8 length, at a scalar start).
    @inline(__always)
    func utf16Offset(ofUTF8 offset: Int) -> Int {
        utf16Map.isEmpty ? offset : Int(utf16Map[offset])
    }

    /// Calls `body` with the UTF-16 → UTF-8 offset map, or nil when the text is ASCII (the
    /// offsets are equal).
    func withUTF8Map<Result>(_ body: (UnsafeBufferPointer<Int32>?) -> Result) -> Result {
        utf8Map.isEmpty ? body(nil) : utf8Map.withUnsafeBufferPointer { body($0) }
    }

    init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        self.string = string
        let decoded =
            string.utf8.withContiguousStorageIfAvailable { TextBuffer.decode($0) }
            ?? Array(string.utf8).withUnsafeBufferPointer { TextBuffer.decode($0) }
        units = decoded.units
        utf8Map = decoded.utf8Offsets
        utf16Map = decoded.utf16Offsets
        maxScalar = decoded.maxScalar
    }

    /// Number of UTF-16 code units.
    var count: Int { units.count }

    /// The scalar starting at UTF-16 offset `offset` and its length in code units.
    @inline(__always)
    func scalar(at offset: Int) -> (value: UInt32, length: Int) {
        let unit = units[offset]
        if unit & 0xFC00 == 0xD800, offset + 1 < units.count {
            let low = units[offset + 1]
            if low & 0xFC00 == 0xDC00 {
                return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00), 2)
            }
        }
        return (UInt32(unit), 1)
    }

    /// The String.Index of a UTF-16 offset at a scalar boundary (O(1) through the UTF-8 view).
    func index(atUTF16 offset: Int) -> String.Index {
        let utf8 = utf8Offset(ofUTF16: min(max(0, offset), units.count))
        return string.utf8.index(string.utf8.startIndex, offsetBy: utf8)
    }

    /// Calls `body` with a builder of String.Indices over this text (many, cheaply).
    func withIndexBuilder<Result>(_ body: (inout StringIndexBuilder) -> Result) -> Result {
        withUTF8Map { map in
            var builder = StringIndexBuilder(utf8: string.utf8, utf8Map: map, count: units.count)
            return body(&builder)
        }
    }

    /// The String.Index range of a UTF-16 range.
    func range(ofUTF16 range: Range<Int>) -> Range<String.Index> {
        index(atUTF16: range.lowerBound)..<index(atUTF16: range.upperBound)
    }

    /// UTF-16 units, offset maps (empty for ASCII text) and the largest scalar of UTF-8 `bytes`.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (units: [UInt16], utf8Offsets: [Int32], utf16Offsets: [Int32], maxScalar: UInt32) {
        let count = bytes.count
        var largestByte: UInt8 = 0
        for byte in bytes { largestByte = max(largestByte, byte) }
        if largestByte < 0x80 {
            // ASCII: one unit per byte, and both offset maps are the identity.
            let units = [UInt16](count: count, filledWith: 0) { units in
                for index in 0..<count { units[index] = UInt16(bytes[index]) }
            }
            return (units, [], [], UInt32(largestByte))
        }
        var maxScalar: UInt32 = 0
        var unitCount = 0
        // UTF-16 never needs more units than UTF-8 has bytes.
        var utf8Offsets = [Int32](filledWith: 0, count: count + 1)
        var utf16Offsets = [Int32](filledWith: 0, count: count + 1)
        var units = [UInt16](count: count, filledWith: 0) { units in
            utf8Offsets.withUnsafeMutableBufferPointer { utf8Offsets in
                utf16Offsets.withUnsafeMutableBufferPointer { utf16Offsets in
                    var index = 0
                    while index < count {
                        let lead = bytes[index]
                        if lead < 0x80 {
                            units[unitCount] = UInt16(lead)
                            utf8Offsets[unitCount] = Int32(index)
                            utf16Offsets[index] = Int32(unitCount)
                            unitCount += 1
                            index += 1
                            continue
                        }
                        let start = index
                        let scalar: UInt32
                        if lead < 0xE0 {
                            scalar = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
                            index += 2
                        } else if lead < 0xF0 {
                            scalar =
                                (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
                                | UInt32(bytes[index + 2] & 0x3F)
                            index += 3
                        } else {
                            scalar =
                                (UInt32(lead & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
                                | (UInt32(bytes[index + 2] & 0x3F) << 6) | UInt32(bytes[index + 3] & 0x3F)
                            index += 4
                        }
                        maxScalar = max(maxScalar, scalar)
                        for byte in start..<index { utf16Offsets[byte] = Int32(unitCount) }
                        if scalar < 0x10000 {
                            units[unitCount] = UInt16(scalar)
                            utf8Offsets[unitCount] = Int32(start)
                            unitCount += 1
                        } else {
                            let value = scalar - 0x10000
                            units[unitCount] = UInt16(0xD800 + (value >> 10))
                            units[unitCount + 1] = UInt16(0xDC00 + (value & 0x3FF))
                            utf8Offsets[unitCount] = Int32(start)
                            utf8Offsets[unitCount + 1] = Int32(start)
                            unitCount += 2
                        }
                    }
                    utf8Offsets[unitCount] = Int32(count)
                    utf16Offsets[count] = Int32(unitCount)
                }
            }
        }
        units.removeLast(count - unitCount)
        utf8Offsets.removeLast(count - unitCount)
        if maxScalar == 0, count > 0 { maxScalar = UInt32(bytes.max() ?? 0) }
        return (units, utf8Offsets, utf16Offsets, maxScalar)
    }
}

/// Builds String.Indices of a ``TextBuffer``'s string from UTF-8 or UTF-16 offsets (O(1) each,
/// through the UTF-8 view); an offset equal to the last one asked for reuses its index, as
/// consecutive lines share a boundary.
struct StringIndexBuilder {
    let utf8: String.UTF8View
    /// The buffer's UTF-16 → UTF-8 offset map; nil for ASCII text.
    let utf8Map: UnsafeBufferPointer<Int32>?
    /// The number of UTF-16 code units.
    let count: Int
    private var last: (utf8: Int, index: String.Index)

    init(utf8: String.UTF8View, utf8Map: UnsafeBufferPointer<Int32>?, count: Int) {
        self.utf8 = utf8
        self.utf8Map = utf8Map
        self.count = count
        last = (-1, utf8.startIndex)
    }

    /// The UTF-8 offset of UTF-16 offset `offset` (clamped to the text).
    @inline(__always)
    func utf8Offset(ofUTF16 offset: Int) -> Int {
        let clamped = min(max(0, offset), count)
        return utf8Map.map { Int($0[clamped]) } ?? clamped
    }

    /// The index at UTF-8 offset `offset`, a scalar boundary.
    @inline(__always)
    mutating func index(atUTF8 offset: Int) -> String.Index {
        guard offset != last.utf8 else { return last.index }
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        last = (offset, index)
        return index
    }

    /// The index at UTF-16 offset `offset`, a scalar boundary.
    @inline(__always)
    mutating func index(atUTF16 offset: Int) -> String.Index {
        index(atUTF8: utf8Offset(ofUTF16: offset))
    }
}
