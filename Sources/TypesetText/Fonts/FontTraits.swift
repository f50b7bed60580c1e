// The fields of a Font that are not numbers, packed in one word (Design §19.1).

/// A ``Font``'s flags, family design, leading, Dynamic Type size, scaling and features, in
/// one `UInt32`: a Font is then six aligned words, copied and compared whole rather than field
/// by field at odd offsets.
///
/// Bits, from the lowest: the flags (5), design (2), leading (2), Dynamic Type size (4),
/// scaling kind (2), scaling text style (4), features (8).
struct FontTraits: Hashable, Sendable {
    /// What a Font has or asks for.
    struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt32
        /// A named family rather than a system design.
        static let custom = Flags(rawValue: 1 << 0)
        static let italic = Flags(rawValue: 1 << 1)
        static let monospaced = Flags(rawValue: 1 << 2)
        /// The size asked for was not a finite non-negative number.
        static let invalidSize = Flags(rawValue: 1 << 3)
        /// A width other than the standard one.
        static let width = Flags(rawValue: 1 << 4)

        /// Inserts `flag` when `isOn`, else removes it.
        mutating func set(_ flag: Flags, _ isOn: Bool) {
            if isOn { insert(flag) } else { remove(flag) }
        }
    }

    private var bits: UInt32 = 0

    /// The bits `width` wide at `offset`.
    @inline(__always)
    private func field(_ offset: UInt32, _ width: UInt32) -> Int {
        Int((bits >> offset) & ((1 << width) - 1))
    }

    /// Sets the bits `width` wide at `offset` to `value`.
    @inline(__always)
    private mutating func setField(_ offset: UInt32, _ width: UInt32, _ value: Int) {
        let mask: UInt32 = ((1 << width) - 1) << offset
        bits = (bits & ~mask) | ((UInt32(truncatingIfNeeded: value) << offset) & mask)
    }

    var flags: Flags {
        get { Flags(rawValue: UInt32(field(0, 5))) }
        set { setField(0, 5, Int(newValue.rawValue)) }
    }
    var design: Font.Design {
        get { Font.Design.ordered[field(5, 2)] }
        set { setField(5, 2, newValue.ordinal) }
    }
    var leading: Font.Leading {
        get { Font.Leading.ordered[field(7, 2)] }
        set { setField(7, 2, newValue.ordinal) }
    }
    /// `.large` when never set, as a Font's default is.
    var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize.ordered[(field(9, 4) + DynamicTypeSize.large.ordinal) % DynamicTypeSize.ordered.count] }
        set { setField(9, 4, (newValue.ordinal - DynamicTypeSize.large.ordinal + DynamicTypeSize.ordered.count) % DynamicTypeSize.ordered.count) }
    }
    /// 0 fixed, 1 a text style, 2 relative to a text style.
    var scalingKind: Int {
        get { field(13, 2) }
        set { setField(13, 2, newValue) }
    }
    var scalingStyle: Font.TextStyle {
        get { Font.TextStyle.ordered[field(15, 4)] }
        set { setField(15, 4, newValue.ordinal) }
    }
    var features: UInt8 {
        get { UInt8(field(19, 8)) }
        set { setField(19, 8, Int(newValue)) }
    }
}

extension Font.Design {
    /// The designs in declaration order, indexed by ``ordinal``.
    static let ordered: [Font.Design] = [.default, .serif, .monospaced, .rounded]

    /// The design's place in ``ordered``.
    var ordinal: Int {
        switch self {
        case .default: 0
        case .serif: 1
        case .monospaced: 2
        case .rounded: 3
        }
    }
}

extension Font.Leading {
    /// The leadings in declaration order, indexed by ``ordinal``.
    static let ordered: [Font.Leading] = [.standard, .tight, .loose]

    /// The leading's place in ``ordered``.
    var ordinal: Int {
        switch self {
        case .standard: 0
        case .tight: 1
        case .loose: 2
        }
    }
}
