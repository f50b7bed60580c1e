// Grapheme cluster boundaries (UAX #29) for emergency breaks, fallback and truncation
// (Design §8.4, §8.5).

/// Grapheme cluster boundaries of a text.
enum GraphemeBoundaries {
    /// Marks `flag` in `flags[offset]` for every UTF-16 offset where a grapheme cluster starts
    /// (the end of the text included).
    ///
    /// A boundary before a scalar of Grapheme_Cluster_Break Other or Control (``isPlainStart``:
    /// Latin, Greek, Cyrillic letters, general punctuation, CJK ideographs and kana) is certain
    /// unless the previous scalar is CR (before LF), ZWJ (an emoji sequence may continue) or
    /// Prepend. Only the stretches between certain boundaries that hold other scalars go
    /// through Swift's `Character` segmentation.
    static func mark(_ text: TextBuffer, flag: UInt8, in flags: UnsafeMutableBufferPointer<UInt8>) {
        let count = text.count
        var regionStart = 0
        var uncertain = false
        var previous: UInt32 = 0
        var offset = 0
        text.units.withUnsafeBufferPointer { units in
            while offset < count {
                if offset > 0, !uncertain, previous < 0x600, previous != 0x0D {
                    // Fast path: after a scalar that is not CR, ZWJ or Prepend, every ASCII
                    // scalar starts a grapheme (GB9, GB9a and GB9b never apply to it).
                    let first = offset
                    while offset < count, units[offset] < 0x80 {
                        flags[offset] |= flag
                        previous = UInt32(units[offset])
                        offset += 1
                        if previous == 0x0D { break }
                    }
                    if offset > first { regionStart = offset - 1 }
                    guard offset < count else { break }
                    if previous == 0x0D { continue }
                }
                let unit = units[offset]
                var scalar = UInt32(unit)
                var length = 1
                if unit & 0xFC00 == 0xD800, offset + 1 < count {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
                    length = 2
                }
                if offset == 0 {
                    flags[0] |= flag
                } else if previous == 0x0D && scalar == 0x0A {
                    // GB3: CR × LF.
                } else if isPlainStart(scalar), previous != 0x200D, !isPrepend(previous) {
                    if uncertain { segment(text, regionStart..<offset, flag: flag, in: flags) }
                    uncertain = false
                    flags[offset] |= flag
                    regionStart = offset
                } else {
                    uncertain = true
                }
                previous = scalar
                offset += length
            }
        }
        if uncertain { segment(text, regionStart..<count, flag: flag, in: flags) }
        flags[count] |= flag
    }

    /// Marks the Character boundaries inside `range`, whose ends are grapheme boundaries.
    private static func segment(
        _ text: TextBuffer, _ range: Range<Int>, flag: UInt8, in flags: UnsafeMutableBufferPointer<UInt8>
    ) {
        let string = text.string
        let utf8 = string.utf8
        let bounds = text.range(ofUTF16: range)
        var index = bounds.lowerBound
        let substring = string[bounds]
        while index < bounds.upperBound {
            flags[text.utf16Offset(ofUTF8: utf8.distance(from: utf8.startIndex, to: index))] |= flag
            index = substring.index(after: index)
        }
    }

    /// Whether `scalar` never continues a grapheme cluster: its Grapheme_Cluster_Break is Other
    /// or Control (no Extend, SpacingMark, ZWJ, Hangul or Regional_Indicator in these ranges).
    @inline(__always)
    private static func isPlainStart(_ scalar: UInt32) -> Bool {
        if scalar < 0x300 { return true }
        switch scalar {
        case 0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic (without the combining marks)
            0x2000...0x200B, 0x200E...0x206F,  // general punctuation, without ZWNJ and ZWJ
            0x2070...0x20CF,  // super- and subscripts, currency
            0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF,  // CJK punctuation, kana
            0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
            0xFF01...0xFF9D:  // fullwidth forms
            return true
        default:
            return false
        }
    }

    /// Grapheme_Cluster_Break = Prepend (Unicode 15): nothing may break after these.
    @inline(__always)
    private static func isPrepend(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x600 else { return false }
        switch scalar {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0xD4E, 0x110BD, 0x110CD, 0x111C2, 0x111C3, 0x1193F,
            0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }
}
