// The checks a font file passes before FreeType and HarfBuzz open it: both accept files that
// cannot give a usable face (HarfBuzz reads any bytes as an empty face; FreeType skips tables cut
// off by truncation and opens a face without a `cmap`), which would lay out as boxes.

import Foundation

/// Reads a font file's OpenType table directory (OpenType spec, "Organization of an OpenType
/// Font") and reports what makes it unusable.
enum FontFileCheck {
    /// The defect of face `index` in the file at `url`, or nil when the file looks usable or is
    /// not an OpenType/TrueType file (FreeType judges other formats itself).
    static func defect(of url: URL, index: Int) -> FontDefect? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .notARegularFile }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { return .emptyFile }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let reader = FontFileReader(handle: handle, size: size)
        return reader.defect(index: index)
    }
}

/// Big-endian reads from a font file, each a short read at an offset.
private struct FontFileReader {
    let handle: FileHandle
    let size: Int

    private func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
            let data = try? handle.read(upToCount: count), data.count == count
        else { return nil }
        return [UInt8](data)
    }

    private func uint32(at offset: Int) -> UInt32? {
        bytes(at: offset, count: 4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    private func uint16(at offset: Int) -> UInt16? {
        bytes(at: offset, count: 2).map { UInt16($0[0]) << 8 | UInt16($0[1]) }
    }

    private static func tag(_ value: UInt32) -> String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }, as: UTF8.self)
    }

    /// Tag values of sfnt versions: TrueType outlines, CFF ('OTTO'), Apple 'true', and a
    /// collection header ('ttcf').
    private static let trueType: UInt32 = 0x0001_0000
    private static let sfntTags: Set<String> = ["OTTO", "true"]

    func defect(index: Int) -> FontDefect? {
        guard let version = uint32(at: 0) else { return nil }
        var directory = 0
        if Self.tag(version) == "ttcf" {
            // TTC header: tag, version, numFonts, then one offset per font.
            guard let count = uint32(at: 8), index >= 0, index < Int(count),
                let offset = uint32(at: 12 + 4 * index)
            else { return nil }  // FreeType reports a bad index itself
            directory = Int(offset)
            guard let inner = uint32(at: directory) else {
                return .truncatedTable(tag: "ttcf", end: directory + 12, fileSize: size)
            }
            guard inner == Self.trueType || Self.sfntTags.contains(Self.tag(inner)) else { return nil }
        } else if version != Self.trueType, !Self.sfntTags.contains(Self.tag(version)) {
            return nil
        }
        guard let tableCount = uint16(at: directory + 4) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for table in 0..<Int(tableCount) {
            let record = directory + 12 + 16 * table
            guard let tag = uint32(at: record), let offset = uint32(at: record + 8), let length = uint32(at: record + 12)
            else { return .truncatedTable(tag: "table directory", end: record + 16, fileSize: size) }
            let end = Int(offset) + Int(length)
            guard end <= size else { return .truncatedTable(tag: Self.tag(tag), end: end, fileSize: size) }
            tables[Self.tag(tag)] = (Int(offset), Int(length))
        }
        // `head`: unitsPerEm is the uint16 at byte 18 (OpenType spec, "head").
        guard let head = tables["head"] else { return .missingTable("head") }
        guard head.length >= 20, let unitsPerEm = uint16(at: head.offset + 18) else {
            return .truncatedTable(tag: "head", end: head.offset + 20, fileSize: size)
        }
        guard (16...16384).contains(unitsPerEm) else { return .unitsPerEmOutOfRange(Int(unitsPerEm)) }
        guard tables["cmap"] != nil else { return .missingTable("cmap") }
        return nil
    }
}
