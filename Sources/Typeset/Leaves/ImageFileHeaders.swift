import Foundation

/// Reads an image file's intrinsic size in points without decoding it: a PNG's IHDR chunk, an
/// SVG's `width`/`height` (or `viewBox`), a PDF's first `/MediaBox`. A name ending `@2x` or
/// `@3x` divides the size by that scale, as asset catalogues do.
enum ImageFileHeader {
    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case notPNG
        case noSVGSize
        case noMediaBox
        case unknownFormat(String)

        var description: String {
            switch self {
            case .unreadable(let reason): "cannot read the file (\(reason))"
            case .notPNG: "not a PNG file (bad signature or IHDR)"
            case .noSVGSize: "the SVG gives neither width and height nor a viewBox"
            case .noMediaBox: "the PDF has no /MediaBox"
            case .unknownFormat(let ext): "'.\(ext)' is not an image format Typeset reads (png, svg, pdf)"
            }
        }
    }

    /// The formats read, by file extension.
    static let extensions: Set<String> = ["png", "svg", "pdf"]

    /// The size in points of the image at `url`.
    static func size(of url: URL) -> Result<CGSize, Failure> {
        let ext = url.pathExtension.lowercased()
        let scale = scaleSuffix(url.deletingPathExtension().lastPathComponent)
        let read: Result<CGSize, Failure>
        switch ext {
        case "png": read = contents(url, upTo: 24).flatMap(png)
        case "svg": read = contents(url, upTo: 64 * 1024).flatMap(svg)
        case "pdf": read = contents(url, upTo: nil).flatMap(pdf)
        default: return .failure(.unknownFormat(ext))
        }
        return read.map { CGSize(width: $0.width / scale, height: $0.height / scale) }
    }

    /// 2 for `name@2x`, 3 for `name@3x`, else 1.
    static func scaleSuffix(_ base: String) -> CGFloat {
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }

    private static func contents(_ url: URL, upTo count: Int?) -> Result<[UInt8], Failure> {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try count.map { try handle.read(upToCount: $0) } ?? handle.readToEnd()
            return .success([UInt8](data ?? Data()))
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
    }

    /// A PNG's pixel size from IHDR (PNG specification §11.2.2: width and height, 4-byte big-endian).
    static func png(_ bytes: [UInt8]) -> Result<CGSize, Failure> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(.notPNG)
        }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return .success(CGSize(width: be32(16), height: be32(20)))
    }

    /// An SVG's size (SVG 2 §8.2): the root's `width` and `height` in user units (px, pt, or
    /// none; percentages ignored), else its `viewBox` width and height.
    static func svg(_ bytes: [UInt8]) -> Result<CGSize, Failure> {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return .failure(.noSVGSize) }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            var search = tag[...]
            while let found = search.range(of: name) {
                let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
                var rest = tag[found.upperBound...].drop { $0 == " " }
                if before.isWhitespace, rest.first == "=" {
                    rest = rest.dropFirst().drop { $0 == " " }
                    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
                    return String(rest.dropFirst().prefix { $0 != quote })
                }
                search = tag[found.upperBound...]
            }
            return nil
        }
        func length(_ value: String?) -> CGFloat? {
            guard var value = value?.trimmingCharacters(in: .whitespaces), !value.hasSuffix("%") else { return nil }
            var factor: CGFloat = 1
            for (unit, points) in [("px", 1.0), ("pt", 4.0 / 3), ("in", 96.0), ("cm", 96 / 2.54), ("mm", 96 / 25.4)] where value.hasSuffix(unit) {
                value.removeLast(unit.count)
                factor = points
            }
            return Double(value).map { CGFloat($0) * factor }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return .success(CGSize(width: width, height: height))
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] >= 0, box[3] >= 0 else { return .failure(.noSVGSize) }
        return .success(CGSize(width: box[2], height: box[3]))
    }

    /// A PDF's first page size (ISO 32000-1 §7.7.3.3: `/MediaBox [llx lly urx ury]` in points).
    static func pdf(_ bytes: [UInt8]) -> Result<CGSize, Failure> {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let found = text.range(of: "/MediaBox") else { return .failure(.noMediaBox) }
        let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[" else { return .failure(.noMediaBox) }
        let numbers = rest.dropFirst().prefix { $0 != "]" }.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return .failure(.noMediaBox) }
        return .success(CGSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1])))
    }
}
