// Typed errors of font registration and lookup (Design §8.1).

import Foundation

/// Why a font file could not be registered or a family could not be found.
public enum FontError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No file (or directory) exists at the URL.
    case fileNotFound(URL)
    /// FreeType (or HarfBuzz) could not read the file: the FreeType error code and its message.
    case unreadableFile(URL, freeTypeError: Int32, reason: String)
    /// The file opens but is not a usable font (FreeType and HarfBuzz accept some broken files
    /// silently: a truncated file, or one without a character map, would lay out as boxes).
    case invalidFont(URL, FontDefect)
    /// No registered face has this family (or PostScript name); `available` lists the families.
    case unknownFamily(String, available: [String])

    /// A readable message naming the file or family.
    public var description: String {
        switch self {
        case .fileNotFound(let url):
            "font file not found: \(url.path)"
        case .unreadableFile(let url, let code, let reason):
            "cannot read font file \(url.path): FreeType error 0x\(String(code, radix: 16, uppercase: true)) (\(reason))"
        case .invalidFont(let url, let defect):
            "invalid font file \(url.path): \(defect)"
        case .unknownFamily(let family, let available):
            "unknown font family \"\(family)\"; available: \(available.joined(separator: ", "))"
        }
    }
}

/// What is wrong with a font file that FreeType or HarfBuzz would otherwise accept.
public enum FontDefect: Equatable, Sendable, CustomStringConvertible {
    /// The path names something other than a regular file (a device, a pipe).
    case notARegularFile
    /// The file has no bytes.
    case emptyFile
    /// A table of the OpenType directory reaches past the end of the file.
    case truncatedTable(tag: String, end: Int, fileSize: Int)
    /// The `head` table's units per em are outside 16...16384 (OpenType `head`).
    case unitsPerEmOutOfRange(Int)
    /// A table every usable face needs is absent (`head`, `cmap`).
    case missingTable(String)
    /// The face has no glyphs.
    case noGlyphs

    /// The defect in words.
    public var description: String {
        switch self {
        case .notARegularFile: "not a regular file"
        case .emptyFile: "the file is empty"
        case .truncatedTable(let tag, let end, let size):
            "the file is truncated: table '\(tag)' ends at byte \(end) of a \(size)-byte file"
        case .unitsPerEmOutOfRange(let value): "units per em is \(value); expected 16...16384"
        case .missingTable(let tag): "no '\(tag)' table"
        case .noGlyphs: "the face has no glyphs"
        }
    }
}
