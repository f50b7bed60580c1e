// The single funnel for cmark-gfm, reached through the CTypesetMarkdown shim (no cmark types
// cross it): a source parsed into inline pieces with their styles and link destinations.

import CTypesetMarkdown
import Foundation

/// cmark-gfm through `typeset_markdown.h`.
enum CMark {
    /// The cmark-gfm version string, e.g. "0.29.0.gfm.6".
    static var version: String { String(cString: ts_markdown_version()) }

    /// One piece of inline content as cmark-gfm parsed it.
    struct Piece: Equatable {
        enum Kind: Equatable {
            /// Text, escapes and entities resolved.
            case text
            /// A line ending of the source (a soft or hard break).
            case lineEnding
            /// Raw inline HTML, as written.
            case html
        }

        var kind: Kind
        var text: String
        var isEmphasized: Bool
        var isStrong: Bool
        var isStruckThrough: Bool
        var isCode: Bool
        /// The enclosing link's destination, as cmark-gfm resolved it.
        var link: String?
    }

    /// The inline pieces of `source` in document order (cmark-gfm with the strikethrough
    /// extension); nil when cmark-gfm ran out of memory.
    static func inlinePieces(of source: String) -> [Piece]? {
        var source = source
        return source.withUTF8 { bytes -> [Piece]? in
            let base = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            guard let result = ts_markdown_parse(base, bytes.count) else { return nil }
            defer { ts_markdown_free(result) }
            var textLength = 0
            let text = UnsafeRawPointer(ts_markdown_text(result, &textLength)!)
            var links: [Int32: String] = [:]
            var pieces: [Piece] = []
            let count = ts_markdown_piece_count(result)
            pieces.reserveCapacity(Int(count))
            for index in 0..<count {
                let piece = ts_markdown_piece_at(result, index)
                let start = Int(piece.text_start), length = Int(piece.text_length)
                guard start >= 0, length >= 0, start + length <= textLength else { continue }
                let string = String(
                    decoding: UnsafeRawBufferPointer(start: text + start, count: length), as: UTF8.self)
                var link: String?
                if piece.link >= 0 {
                    if let known = links[piece.link] {
                        link = known
                    } else {
                        var urlLength = 0
                        let url = UnsafeRawPointer(ts_markdown_link(result, piece.link, &urlLength)!)
                        let destination = String(
                            decoding: UnsafeRawBufferPointer(start: url, count: urlLength), as: UTF8.self)
                        links[piece.link] = destination
                        link = destination
                    }
                }
                let kind: Piece.Kind =
                    switch Int(piece.kind) {
                    case Int(TS_MARKDOWN_LINE_ENDING): .lineEnding
                    case Int(TS_MARKDOWN_HTML): .html
                    default: .text
                    }
                let styles = piece.styles
                pieces.append(
                    Piece(
                        kind: kind, text: string, isEmphasized: styles & UInt32(TS_MARKDOWN_EMPHASIS) != 0,
                        isStrong: styles & UInt32(TS_MARKDOWN_STRONG) != 0,
                        isStruckThrough: styles & UInt32(TS_MARKDOWN_STRIKETHROUGH) != 0,
                        isCode: styles & UInt32(TS_MARKDOWN_CODE) != 0, link: link))
            }
            return pieces
        }
    }
}
