// Typed errors of font registration and lookup (SPEC §8.1).

import Foundation

/// Why a font file could not be registered or a family could not be found.
public enum FontError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No file (or directory) exists at the URL.
    case fileNotFound(URL)
    /// FreeType (or HarfBuzz) could not read the file: the FreeType error code and its message.
    case unreadableFile(URL, freeTypeError: Int32, reason: String)
    /// No registered face has this family (or PostScript) name; `available` lists the families.
    case unknownFamily(String, available: [String])

    /// A readable message naming the file or family.
    public var description: String {
        switch self {
        case .fileNotFound(let url):
            "font file not found: \(url.path)"
        case .unreadableFile(let url, let code, let reason):
            "cannot read font file \(url.path): FreeType error 0x\(String(code, radix: 16, uppercase: true)) (\(reason))"
        case .unknownFamily(let family, let available):
            "unknown font family \"\(family)\"; available: \(available.joined(separator: ", "))"
        }
    }
}
