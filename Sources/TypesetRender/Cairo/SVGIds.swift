// cairo names SVG groups `surfaceN` and embedded bitmaps (colour emoji) `imageN` after a
// process-wide counter, so the same picture drawn twice gets different ids. Renumbering them
// in order of appearance makes the output depend on the picture alone.
import Foundation

/// Stable ids for cairo's SVG output.
enum SVGIds {
    /// The id prefixes cairo numbers process-wide.
    static let prefixes = ["surface", "image"]

    /// `svg` with every id of the form `surfaceN` or `imageN` renumbered.
    static func normalize(_ svg: Data) -> Data {
        prefixes.reduce(svg) { renumber($0, prefix: $1) }
    }

    /// `svg` with every `<prefix>N` renamed `<prefix>K`, K counting from 1 in order of first appearance.
    static func renumber(_ svg: Data, prefix: String) -> Data {
        let bytes = [UInt8](svg)
        let word = Array(prefix.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var names: [ArraySlice<UInt8>: Int] = [:]
        var index = 0
        while index < bytes.count {
            if bytes[index] == word[0], index + word.count < bytes.count,
               bytes[index..<index + word.count].elementsEqual(word), isDigit(bytes[index + word.count]),
               index == 0 || !isNameByte(bytes[index - 1]) {
                var end = index + word.count
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                let number = bytes[index + word.count..<end]
                let renamed = names[number] ?? {
                    let next = names.count + 1
                    names[number] = next
                    return next
                }()
                output += word
                output += Array(String(renamed).utf8)
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return Data(output)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte == 0x5f || byte == 0x2d
    }
}
