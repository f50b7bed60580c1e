// The fields of a Font that are not numbers, packed in one word (Design §19.1).

/// A ``Font``'s flags, family design, leading, Dynamic Type size, scaling and features, in
/// one `UInt32`: a Font is then six aligned words, copied and compared whole rather than field
/// by field at odd offsets.
///
/// Bits, from the lowest: the flags (3), design (2), leading (2), Dynamic Type size (4),
/// scaling kind (2), scaling text style (4), features (8). An invalid size and a width are told
/// by their own words (non-zero), not by a flag.
struct FontTraits: Hashable, Sendable {
    /// What a Font has or asks for.
    struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt32
        /// A named family rather than a system design.
        static let custom = Flags(rawValue: 1 << 0)
        static let italic = Flags(rawValue: 1 << 1)
        static let monospaced = Flags(rawValue: 1 << 2)

        /// Inserts `flag` when `isOn`, else removes it.
        mutating func set(_ flag: Flags, _ isOn: Bool) {
            if isOn { insert(flag) } else { remove(flag) }
        }
    }

    /// How a Font's size follows Dynamic Type, without the text style (`Font.Scaling`).
    enum ScalingKind: Int {
        case fixed, textStyle, relative
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
        get { Flags(rawValue: UInt32(field(0, 3))) }
        set { setField(0, 3, Int(newValue.rawValue)) }
    }
    var design: Font.Design {
        get { Font.Design.ordered[field(3, 2)] }
        set { setField(3, 2, newValue.ordinal) }
    }
    var leading: Font.Leading {
        get { Font.Leading.ordered[field(5, 2)] }
        set { setField(5, 2, newValue.ordinal) }
    }
    var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize.ordered[field(7, 4)] }
        set { setField(7, 4, newValue.ordinal) }
    }
    var scalingKind: ScalingKind {
        get { ScalingKind(rawValue: field(11, 2)) ?? .fixed }
        set { setField(11, 2, newValue.rawValue) }
    }
    var scalingStyle: Font.TextStyle {
        get { Font.TextStyle.ordered[field(13, 4)] }
        set { setField(13, 4, newValue.ordinal) }
    }
    var features: UInt8 {
        get { UInt8(field(17, 8)) }
        set { setField(17, 8, Int(newValue)) }
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
