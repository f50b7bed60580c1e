// The lookup type of every lookup in a raw GSUB or GPOS table, read from the LookupList as the
// OpenType specification lays it out (OpenType 1.9.1, "OpenType layout common table formats":
// "Lookup list table" and "Lookup table"; GSUB "Lookup type 7: Extension substitution"; GPOS
// "Lookup type 9: Extension positioning"). FontFace's word independence check uses it to set
// aside lookups that act on one glyph at a time.

/// The lookup types of a GSUB or GPOS table, Extension lookups unwrapped.
struct LayoutLookupTypes {
    /// The layout table a lookup list belongs to.
    enum Table {
        /// Glyph substitution (`GSUB`).
        case substitution
        /// Glyph positioning (`GPOS`).
        case positioning

        /// The Extension lookup type: GSUB 7, GPOS 9.
        var extensionType: UInt16 { self == .substitution ? 7 : 9 }
    }

    /// The lookup type of each lookup, in LookupList order.
    let types: [UInt16]

    /// No lookups, for a face without the table.
    static let absent = LayoutLookupTypes(types: [])

    private init(types: [UInt16]) {
        self.types = types
    }

    /// Reads the lookup types of `bytes`, a whole GSUB or GPOS table; nil when any offset or
    /// count points outside the table (an Extension's extensionOffset included) or an Extension
    /// lookup's subtables disagree or nest another Extension.
    init?(_ bytes: UnsafeRawBufferPointer, table: Table) {
        // GSUB/GPOS header: majorVersion, minorVersion, scriptListOffset, featureListOffset,
        // lookupListOffset (Offset16, from the table's start).
        guard let lookupList = Self.uint16(bytes, at: 8).map(Int.init), lookupList > 0,
            let count = Self.uint16(bytes, at: lookupList)
        else { return nil }
        var types: [UInt16] = []
        types.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            // Lookup table: lookupType, lookupFlag, subTableCount, subtableOffsets[] (Offset16,
            // from the Lookup table's start).
            guard let offset = Self.uint16(bytes, at: lookupList + 2 + 2 * index),
                let type = Self.uint16(bytes, at: lookupList + Int(offset))
            else { return nil }
            let lookup = lookupList + Int(offset)
            guard type == table.extensionType else {
                types.append(type)
                continue
            }
            // Extension subtable: format (1), extensionLookupType, extensionOffset (Offset32).
            // Every subtable of one Extension lookup must name the same type.
            guard let subtables = Self.uint16(bytes, at: lookup + 4), subtables > 0 else { return nil }
            var extended: UInt16?
            for subtable in 0..<Int(subtables) {
                guard let offset = Self.uint16(bytes, at: lookup + 6 + 2 * subtable).map(Int.init),
                    Self.uint16(bytes, at: lookup + offset) == 1,
                    let inner = Self.uint16(bytes, at: lookup + offset + 2),
                    inner != table.extensionType, extended == nil || extended == inner,
                    let high = Self.uint16(bytes, at: lookup + offset + 4),
                    let low = Self.uint16(bytes, at: lookup + offset + 6),
                    Self.uint16(bytes, at: lookup + offset + (Int(high) << 16 | Int(low))) != nil
                else { return nil }
                extended = inner
            }
            types.append(extended ?? type)
        }
        self.types = types
    }

    /// Whether lookup `index` acts on each glyph alone, whatever its neighbours: GSUB single (1),
    /// multiple (2) and alternate (3) substitution, GPOS single adjustment (1). Ligature,
    /// contextual, chained contextual and reverse chaining single substitution (GSUB 4, 5, 6, 8)
    /// and pair, cursive, mark and contextual positioning (GPOS 2–8) match glyph sequences.
    func actsOnSingleGlyphs(_ index: Int, in table: Table) -> Bool {
        guard types.indices.contains(index) else { return false }
        switch table {
        case .substitution: return (1...3).contains(types[index])
        case .positioning: return types[index] == 1
        }
    }

    /// The big-endian 16-bit value at `offset`, nil past the end.
    private static func uint16(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
