// A text as UTF-16 code units with offset maps, decoded once from the String's UTF-8.
// The pipeline works in UTF-16 offsets (what ICU and the shaper use) and converts to UTF-8
// offsets and String.Index only when building public ranges (SPEC §8.5).

/// A string's UTF-16 code units plus UTF-16 ⇄ UTF-8 offset maps.
struct TextBuffer: Sendable {
    /// The text.
    let string: String
    /// UTF-16 code units.
    let units: [UInt16]
    /// The UTF-8 offset of each UTF-16 offset (count = units.count + 1).
    let utf8Offsets: [Int32]
    /// The UTF-16 offset of each UTF-8 offset at a scalar start (count = UTF-8 length + 1).
    let utf16Offsets: [Int32]
    /// The largest scalar value in the text (0 when empty).
    let maxScalar: UInt32

    init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        self.string = string
        let decoded = string.utf8.withContiguousStorageIfAvailable { TextBuffer.decode($0) }
            ?? Array(string.utf8).withUnsafeBufferPointer { TextBuffer.decode($0) }
        units = decoded.units
        utf8Offsets = decoded.utf8Offsets
        utf16Offsets = decoded.utf16Offsets
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
        let utf8 = Int(utf8Offsets[min(max(0, offset), units.count)])
        return string.utf8.index(string.utf8.startIndex, offsetBy: utf8)
    }

    /// The String.Index range of a UTF-16 range.
    func range(ofUTF16 range: Range<Int>) -> Range<String.Index> {
        index(atUTF16: range.lowerBound)..<index(atUTF16: range.upperBound)
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (units: [UInt16], utf8Offsets: [Int32], utf16Offsets: [Int32], maxScalar: UInt32) {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var utf8Offsets: [Int32] = []
        utf8Offsets.reserveCapacity(bytes.count + 1)
        var utf16Offsets = [Int32](repeating: 0, count: bytes.count + 1)
        var maxScalar: UInt32 = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            let start = index
            var scalar: UInt32
            if lead < 0x80 {
                scalar = UInt32(lead)
                index += 1
            } else if lead < 0xE0 {
                scalar = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                scalar = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
                    | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                scalar = (UInt32(lead & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
                    | (UInt32(bytes[index + 2] & 0x3F) << 6) | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            maxScalar = max(maxScalar, scalar)
            let offset16 = Int32(units.count)
            for byte in start..<index { utf16Offsets[byte] = offset16 }
            if scalar < 0x10000 {
                units.append(UInt16(scalar))
                utf8Offsets.append(Int32(start))
            } else {
                let value = scalar - 0x10000
                units.append(UInt16(0xD800 + (value >> 10)))
                units.append(UInt16(0xDC00 + (value & 0x3FF)))
                utf8Offsets.append(Int32(start))
                utf8Offsets.append(Int32(start))
            }
        }
        utf8Offsets.append(Int32(count))
        utf16Offsets[count] = Int32(units.count)
        return (units, utf8Offsets, utf16Offsets, maxScalar)
    }
}
