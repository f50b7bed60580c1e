// Character classes the engine needs beyond ICU and HarfBuzz: hanging whitespace (Design §8.4),
// code points no font needs to map (Design §8.5), and characters shaped as spaces.

/// Character classes used by itemisation, fallback and breaking.
enum UnicodeClasses {
    /// Whether `value` hangs at a line end (Design §8.4): spaces, tabs and line/paragraph
    /// separators, but not the no-break spaces (U+00A0, U+2007, U+202F).
    @inline(__always)
    static func isHangingWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x20, 0x09...0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000:
            true
        default:
            false
        }
    }

    /// Whether `value` separates paragraphs (bidi class B): LF, CR, NEL, U+2029.
    @inline(__always)
    static func isParagraphSeparator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || value == 0x85 || value == 0x2029
    }

    /// The code unit HarfBuzz sees for `unit`: tabs and line/paragraph separators become a
    /// space, so no font needs a glyph for them and they hang like spaces.
    @inline(__always)
    static func shapingUnit(_ unit: UInt16) -> UInt16 {
        switch unit {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: 0x20
        default: unit
        }
    }

    /// Whether a font need not map `value` to cover a cluster holding it: controls and
    /// Default_Ignorable_Code_Point characters (joiners, variation selectors, bidi controls),
    /// which HarfBuzz hides.
    @inline(__always)
    static func isIgnorableForCoverage(_ value: UInt32) -> Bool {
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0xAD { return false }
        switch value {
        case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
