// Lookup types read from raw GSUB/GPOS tables (Fonts/LayoutLookupTypes.swift) against fontTools
// and against small tables laid out by the OpenType specification's LookupList and Extension
// formats; a malformed table reads as nil.

import Testing

@testable import TypesetText

@Suite("LayoutLookupTypes")
struct LayoutLookupTypesTests {
    /// A table of `lookups`, each a lookup type and its subtables' bytes, behind a GSUB/GPOS
    /// header whose lookupListOffset is 10.
    static func table(_ lookups: [(type: UInt16, subtables: [[UInt8]])]) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        var lookupBytes: [[UInt8]] = []
        for lookup in lookups {
            var bytes = word(Int(lookup.type)) + word(0) + word(lookup.subtables.count)
            var subtableOffset = 6 + 2 * lookup.subtables.count
            for subtable in lookup.subtables {
                bytes += word(subtableOffset)
                subtableOffset += subtable.count
            }
            lookupBytes.append(bytes + lookup.subtables.flatMap { $0 })
        }
        var list = word(lookups.count)
        var offset = 2 + 2 * lookups.count
        for bytes in lookupBytes {
            list += word(offset)
            offset += bytes.count
        }
        return word(1) + word(0) + word(0) + word(0) + word(10) + list + lookupBytes.flatMap { $0 }
    }

    /// An Extension subtable (format 1) naming `type`, its extensionOffset 8 pointing to the
    /// format word of the extended subtable that follows.
    static func extensionSubtable(_ type: UInt16) -> [UInt8] {
        [0, 1, UInt8(type >> 8), UInt8(type & 0xFF), 0, 0, 0, 8, 0, 1]
    }

    func types(_ bytes: [UInt8], _ table: LayoutLookupTypes.Table) -> [UInt16]? {
        bytes.withUnsafeBytes { LayoutLookupTypes($0, table: table)?.types }
    }

    @Test("Inter's lookup types match fontTools, GPOS kern's Extension lookup unwrapped")
    func interTypes() throws {
        // fontTools 4.68: [lookup.LookupType, or SubTable[0].ExtensionLookupType for type 7/9]
        // over Fonts/Inter-roman.var.ttf's LookupLists.
        let gsub: [UInt16] = [
            1, 3, 6, 1, 4, 5, 4, 4, 5, 4, 4, 6, 1, 1, 1, 6, 4, 4, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1,
            6, 1, 6, 1, 6, 1, 6, 1, 1, 1, 1, 4, 6, 4, 4, 4, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            1, 1, 1, 1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1, 6, 1, 4, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        ]
        let font = try bundledFonts.face(family: "Inter").harfBuzz
        #expect(font.layoutLookupTypes("GSUB", .substitution)?.types == gsub)
        #expect(font.layoutLookupTypes("GPOS", .positioning)?.types == [1, 2, 4])
        #expect(font.layoutLookupTypes("morx", .substitution)?.types == [])
    }

    @Test("Single, multiple and alternate substitution and single adjustment act on single glyphs")
    func singleGlyphTypes() throws {
        let gpos = try #require(
            Self.table((1...8).map { (UInt16($0), []) }).withUnsafeBytes {
                LayoutLookupTypes($0, table: .positioning)
            })
        #expect((0..<8).map { gpos.actsOnSingleGlyphs($0, in: .positioning) } == [true] + Array(repeating: false, count: 7))
        let gsub = try #require(
            Self.table([1, 2, 3, 4, 5, 6, 8].map { (UInt16($0), []) }).withUnsafeBytes {
                LayoutLookupTypes($0, table: .substitution)
            })
        #expect((0..<7).map { gsub.actsOnSingleGlyphs($0, in: .substitution) } == [true, true, true, false, false, false, false])
        #expect(!gsub.actsOnSingleGlyphs(7, in: .substitution))
    }

    @Test("Extension lookups read as the type their subtables name")
    func extensions() {
        let gsub = Self.table([(7, [Self.extensionSubtable(1), Self.extensionSubtable(1)]), (7, [Self.extensionSubtable(6)])])
        #expect(types(gsub, .substitution) == [1, 6])
        let gpos = Self.table([(9, [Self.extensionSubtable(2)]), (1, [])])
        #expect(types(gpos, .positioning) == [2, 1])
    }

    @Test("Truncated, out-of-bounds and inconsistent tables read as nil")
    func malformed() {
        let valid = Self.table([(1, []), (7, [Self.extensionSubtable(4)])])
        #expect(types(valid, .substitution) == [1, 4])
        for length in [0, 9, 11, 13, valid.count - 1] {
            #expect(types(Array(valid.prefix(length)), .substitution) == nil, "\(length) bytes")
        }
        var outside = valid
        outside[12] = 0xFF  // the first lookup's offset past the end
        #expect(types(outside, .substitution) == nil)
        #expect(types(Self.table([(7, [])]), .substitution) == nil)
        #expect(types(Self.table([(7, [Self.extensionSubtable(1), Self.extensionSubtable(2)])]), .substitution) == nil)
        #expect(types(Self.table([(7, [Self.extensionSubtable(7)])]), .substitution) == nil)
        #expect(types(Self.table([(7, [[0, 1, 0, 1, 0, 0, 0xFF, 0]])]), .substitution) == nil)
        #expect(types(Self.table([(9, [[0, 2, 0, 1, 0, 0, 0, 8, 0, 1]])]), .positioning) == nil)
    }
}
