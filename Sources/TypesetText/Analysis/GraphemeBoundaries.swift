// Grapheme cluster boundaries (UAX #29) for emergency breaks, fallback and truncation
// (SPEC §8.4, §8.5).

/// Grapheme cluster boundaries of a text.
enum GraphemeBoundaries {
    /// Marks `flag` in `flags[offset]` for every UTF-16 offset where a grapheme cluster starts
    /// (the end of the text included).
    ///
    /// Below U+0300 every scalar boundary is a grapheme boundary except CR LF (no Extend,
    /// SpacingMark, Prepend, ZWJ, Hangul or Regional_Indicator characters live there), so such
    /// texts skip Swift's `Character` segmentation.
    static func mark(_ text: TextBuffer, flag: UInt8, in flags: inout [UInt8]) {
        let units = text.units
        if text.maxScalar < 0x300 {
            var previous: UInt16 = 0
            for offset in 0..<units.count {
                let unit = units[offset]
                if !(unit == 0x0A && previous == 0x0D) { flags[offset] |= flag }
                previous = unit
            }
        } else {
            let string = text.string
            let utf8 = string.utf8
            var index = string.startIndex
            while index < string.endIndex {
                let utf8Offset = utf8.distance(from: utf8.startIndex, to: index)
                flags[Int(text.utf16Offsets[utf8Offset])] |= flag
                index = string.index(after: index)
            }
        }
        flags[units.count] |= flag
    }
}
