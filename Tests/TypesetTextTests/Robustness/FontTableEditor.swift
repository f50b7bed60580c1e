// A small OpenType table editor for the font robustness tests: reads a font's table directory
// (OpenType spec, "Organization of an OpenType Font") and writes it back with tables removed,
// replaced or patched, so each broken font is made from a bundled one in the test itself.

import Foundation

/// The tables of an OpenType/TrueType file, in directory order.
struct FontTableEditor {
    /// A table's tag and bytes.
    struct Table {
        var tag: String
        var data: Data
    }

    var sfntVersion: UInt32
    var tables: [Table]

    /// The tables of the font file at `url` (a single-face TTF or OTF).
    init(contentsOf url: URL) throws {
        let bytes = try Data(contentsOf: url)
        sfntVersion = Self.uint32(bytes, 0)
        let count = Int(Self.uint16(bytes, 4))
        tables = (0..<count).map { index in
            let record = 12 + 16 * index
            let offset = Int(Self.uint32(bytes, record + 8))
            let length = Int(Self.uint32(bytes, record + 12))
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            return Table(tag: tag, data: bytes.subdata(in: offset..<offset + length))
        }
    }

    /// The table directory as the file declares it: tag, offset and length per table.
    static func directory(of bytes: Data) -> [(tag: String, offset: Int, length: Int)] {
        (0..<Int(uint16(bytes, 4))).map { index in
            let record = 12 + 16 * index
            return (
                String(decoding: bytes[record..<record + 4], as: UTF8.self), Int(uint32(bytes, record + 8)),
                Int(uint32(bytes, record + 12))
            )
        }
    }

    /// Drops the table `tag`.
    mutating func remove(_ tag: String) {
        tables.removeAll { $0.tag == tag }
    }

    /// Writes `value` big-endian at `offset` of table `tag`.
    mutating func patch(_ tag: String, at offset: Int, uint16 value: UInt16) {
        guard let index = tables.firstIndex(where: { $0.tag == tag }) else { return }
        tables[index].data[tables[index].data.startIndex + offset] = UInt8(value >> 8)
        tables[index].data[tables[index].data.startIndex + offset + 1] = UInt8(value & 0xFF)
    }

    /// The file: offset table, table records (checksums 0: neither FreeType nor HarfBuzz
    /// checks them), then each table 4-byte aligned.
    var data: Data {
        var out = Data()
        func append32(_ value: UInt32) { out.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }) }
        func append16(_ value: UInt16) { out.append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)]) }
        let count = tables.count
        var power = 1
        var log = 0
        while power * 2 <= count {
            power *= 2
            log += 1
        }
        append32(sfntVersion)
        append16(UInt16(count))
        append16(UInt16(power * 16))
        append16(UInt16(log))
        append16(UInt16(count * 16 - power * 16))
        var offset = 12 + 16 * count
        for table in tables {
            out.append(contentsOf: Array(table.tag.utf8))
            append32(0)
            append32(UInt32(offset))
            append32(UInt32(table.data.count))
            offset += (table.data.count + 3) & ~3
        }
        for table in tables {
            out.append(table.data)
            out.append(contentsOf: [UInt8](repeating: 0, count: ((table.data.count + 3) & ~3) - table.data.count))
        }
        return out
    }

    private static func uint32(_ bytes: Data, _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[bytes.startIndex + offset + $1]) }
    }

    private static func uint16(_ bytes: Data, _ offset: Int) -> UInt16 {
        UInt16(bytes[bytes.startIndex + offset]) << 8 | UInt16(bytes[bytes.startIndex + offset + 1])
    }
}
