// Inline Markdown as SwiftUI renders it in a localized key (Design §23.1, research text-input
// §4): styled spans from cmark-gfm (CMarkCalls.swift), block syntax kept as written, whitespace
// preserved, printf specifiers kept whole.

import Foundation
import TypesetText

/// The inline Markdown of a `LocalizedStringKey`'s format string, as styled spans.
///
/// SwiftUI parses the translation (or the key) with Foundation's inline-only Markdown syntax
/// that preserves whitespace (research text-input §4.1, §4.2): bold (`**x**`, `__x__`),
/// italic (`*x*`, `_x_`), both (`***x***`), strikethrough (`~~x~~`, and `~x~` as cmark-gfm
/// accepts it), inline code (`` `x` ``, monospaced), links (`[x](url)`, `<url>`), backslash
/// escapes and entities. Everything else stays as written:
///
/// - Block syntax is not interpreted: `# Title`, `- item`, `> quote`, `1. step`, fences and
///   `***` lines keep their markers, and the whole source is one paragraph (Apple: "text of
///   syntax that the option excludes stays in the result"; the markers' fate on a device is
///   unverified, research §11 item 3).
/// - Spaces, tabs and line breaks are kept as written (`inlineOnlyPreservingWhitespace`);
///   `\r\n` and `\r` line endings come out as `\n`. Trailing spaces or a backslash before a
///   line ending make no hard break: they are kept (Apple lists hard and soft breaks as
///   unsupported).
/// - Raw inline HTML is shown as written; an image (`![alt](url)`) shows its description;
///   bare URLs are not linked (cmark-gfm's autolink extension is off: unverified on a device).
///
/// How: cmark-gfm has no inline-only mode, so the source is arranged to be one paragraph
/// before it is parsed. A line that could start a block, or starts with whitespace, is
/// prefixed with a Unicode space character absent from the source (U+2000…, a space to
/// CommonMark's emphasis rules just as a line start is), and a line ending in spaces, a tab or
/// a backslash gets one before its line ending; these are removed from the result. Specifiers
/// are protected the same way: Markdown punctuation inside one (`*` in `%*d`, `_` in
/// `%#@a_b@`) is replaced by a private-use character for the parse and put back after.
package enum InlineMarkdown {
    /// The styles Markdown gives a span.
    package struct Traits: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `**x**` or `__x__`: the font's bold (a text style's emphasized weight).
        package static let bold = Traits(rawValue: 1 << 0)
        /// `*x*` or `_x_`.
        package static let italic = Traits(rawValue: 1 << 1)
        /// `~~x~~`.
        package static let strikethrough = Traits(rawValue: 1 << 2)
        /// `` `x` ``: monospaced.
        package static let code = Traits(rawValue: 1 << 3)
    }

    /// A run of text with one set of Markdown styles and at most one link.
    package struct Span: Hashable, Sendable {
        /// The text as displayed: markup removed, escapes and entities resolved, format
        /// specifiers exactly as in the source.
        package var text: String
        /// The styles over the text.
        package var traits: Traits
        /// The destination when the text is (part of) a link; Text tints it.
        package var link: URL?

        /// A span of `text` with `traits` and `link`.
        package init(_ text: String, _ traits: Traits = [], link: URL? = nil) {
            self.text = text
            self.traits = traits
            self.link = link
        }
    }

    /// The spans of `source`, in order; their texts joined are the displayed string.
    ///
    /// Contract for format strings (`formatSpecifiers` true, the default): `source` is a
    /// translated format string such as `"**%@** has %lld%% of %1$@"`. Every printf specifier
    /// (`%@`, `%lld`, `%.1f`, `%1$@`, `%*d`, `%%`, `%#@name@`, ...) comes out unchanged and
    /// whole, inside one span, never split by a style boundary, and styled by the Markdown
    /// around it (`**%@**` gives a bold `%@`). Interpolated values are substituted by the
    /// caller after parsing, into the span that holds their specifier, so characters of a
    /// value are never parsed as Markdown. With `formatSpecifiers` false (a key without
    /// arguments, which SwiftUI does not format) `%` is ordinary text.
    ///
    /// Never fails: should cmark-gfm run out of memory the source is one unstyled span.
    package static func parse(_ source: String, formatSpecifiers: Bool = true) -> [Span] {
        if let plain = plainText(source) { return plain.isEmpty ? [] : [Span(plain)] }
        return parseMarkup(source, formatSpecifiers: formatSpecifiers)
    }

    /// ``parse(_:formatSpecifiers:)`` for a source ``plainText(_:)`` found markup in: parsed by
    /// cmark-gfm, or found among the sources parsed recently.
    package static func parseMarkup(_ source: String, formatSpecifiers: Bool) -> [Span] {
        let key = CacheKey(source: source, formatSpecifiers: formatSpecifiers)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let spans = parseUncached(source, formatSpecifiers: formatSpecifiers)
        cache.withLock { cache in
            if cache.count >= 2048 { cache.removeAll(keepingCapacity: true) }
            cache[key] = spans
        }
        return spans
    }

    /// `source` as displayed when it holds no byte that may start Markdown (its line ends
    /// normalised), nil when it may hold some: the common label, with no span built.
    package static func plainText(_ source: String) -> String? {
        let scan = scanForMarkup(source)
        guard !scan.markup else { return nil }
        guard scan.carriageReturn else { return source }
        return source.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Bytes without which a source has no inline Markdown: emphasis, strikethrough, code,
    /// links and images, escapes, entities, autolinks and HTML; all ASCII, as bit masks of the
    /// bytes below 64 and of those from 64 to 127 (a shift of a 128-bit mask costs a branch
    /// per byte).
    private static let markupMasks: (low: UInt64, high: UInt64) = "*_~`[\\&<".utf8.reduce((0, 0)) { masks, byte in
        byte < 64 ? (masks.low | 1 &<< byte, masks.high) : (masks.low, masks.high | 1 &<< (byte - 64))
    }

    /// Whether `source` holds a byte that may start Markdown, and whether it holds a carriage
    /// return: one pass over the bytes, one mask test each (most labels have neither).
    private static func scanForMarkup(_ source: String) -> (markup: Bool, carriageReturn: Bool) {
        let (low, high) = markupMasks
        func scan<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> (markup: Bool, carriageReturn: Bool) {
            var carriageReturn = false
            for byte in bytes {
                if byte < 64 {
                    if low &>> byte & 1 != 0 { return (true, carriageReturn) }
                    if byte == UInt8(ascii: "\r") { carriageReturn = true }
                } else if byte < 128, high &>> (byte &- 64) & 1 != 0 {
                    return (true, carriageReturn)
                }
            }
            return (false, carriageReturn)
        }
        return source.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(source.utf8)
    }

    private struct CacheKey: Hashable {
        var source: String
        var formatSpecifiers: Bool
    }

    /// Sources parsed recently (keys repeat across a screen's layouts and dynamic type sizes).
    private static let cache = Locked<[CacheKey: [Span]]>([:])

    private static func parseUncached(_ source: String, formatSpecifiers: Bool) -> [Span] {
        let scalars = Array(source.unicodeScalars)
        let present = Set(scalars)
        // The marker for line edges: a CommonMark whitespace character the source lacks (with
        // all of them present, none: the source is parsed as it is).
        let marker = markerCandidates.first { !present.contains($0) }
        var protected: [Unicode.Scalar: Unicode.Scalar] = [:]
        var protectedScalars = scalars
        if formatSpecifiers {
            var placeholders = (0xE000...0xF8FF).lazy.compactMap(Unicode.Scalar.init).filter { !present.contains($0) }
                .makeIterator()
            var chosen: [Unicode.Scalar: Unicode.Scalar] = [:]
            for range in FormatSpecifierScanner.specifiers(in: scalars) {
                for index in range where protectedPunctuation.contains(scalars[index]) {
                    let original = scalars[index]
                    if chosen[original] == nil, let next = placeholders.next() {
                        chosen[original] = next
                        protected[next] = original
                    }
                    if let placeholder = chosen[original] { protectedScalars[index] = placeholder }
                }
            }
        }
        let arranged = marker.map { oneParagraph(protectedScalars, marker: $0) } ?? String(String.UnicodeScalarView(protectedScalars))
        guard let pieces = CMark.inlinePieces(of: arranged) else { return [Span(source)] }

        func restored(_ string: String) -> String {
            guard marker != nil || !protected.isEmpty else { return string }
            var view = String.UnicodeScalarView()
            for scalar in string.unicodeScalars where scalar != marker {
                view.append(protected[scalar] ?? scalar)
            }
            return String(view)
        }

        var spans: [Span] = []
        var links: [String: URL?] = [:]
        for piece in pieces {
            let text = piece.kind == .lineEnding ? "\n" : restored(piece.text)
            guard !text.isEmpty else { continue }
            var traits: Traits = []
            if piece.isStrong { traits.insert(.bold) }
            if piece.isEmphasized { traits.insert(.italic) }
            if piece.isStruckThrough { traits.insert(.strikethrough) }
            if piece.isCode { traits.insert(.code) }
            var link: URL?
            if let destination = piece.link {
                if let known = links[destination] {
                    link = known
                } else {
                    link = url(restored(destination))
                    links[destination] = link
                }
            }
            if let last = spans.last, last.traits == traits, last.link == link {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, traits, link: link))
            }
        }
        return spans
    }

    /// CommonMark's Unicode whitespace outside ASCII (cmark-gfm's `cmark_utf8proc_is_space`):
    /// a space to the emphasis rules, as the line start or end it stands for, and text to the
    /// block parser (which strips and reads only ASCII spaces and tabs).
    private static let markerCandidates: [Unicode.Scalar] =
        (0x2000...0x200A).compactMap(Unicode.Scalar.init) + ["\u{205F}", "\u{3000}", "\u{1680}"]

    /// ASCII punctuation that Markdown may read as markup inside a specifier.
    private static let protectedPunctuation: Set<Unicode.Scalar> = ["*", "_", "~", "`", "[", "]", "\\", "<", ">", "!", "&"]

    /// First characters of a line that may start a block or interrupt a paragraph in
    /// CommonMark (headings, quotes, lists, thematic breaks, setext underlines, fences, HTML,
    /// indented code) or whose leading whitespace the parser strips.
    private static let blockStarts: Set<Unicode.Scalar> = [
        " ", "\t", "\u{0B}", "\u{0C}", "#", ">", "-", "+", "*", "=", "_", "`", "~", "<", "|",
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
    ]

    /// `scalars` arranged as one paragraph whose inline content is the source's: `marker`
    /// before every line (the first always) that could start a block or begins with
    /// whitespace, or is empty, and after every line that ends in a space, a tab or a
    /// backslash (which would make a hard break or be stripped).
    static func oneParagraph(_ scalars: [Unicode.Scalar], marker: Unicode.Scalar) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count + 8)
        var lineStart = 0
        var index = 0
        func emitLine(_ end: Int) {
            let line = scalars[lineStart..<end]
            if lineStart == 0 || line.isEmpty || blockStarts.contains(line.first!) { out.append(marker) }
            out.append(contentsOf: line)
            if let last = line.last, last == " " || last == "\t" || last == "\\" { out.append(marker) }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index += 1
                continue
            }
            emitLine(index)
            let ending = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
            out.append(contentsOf: scalars[index..<(index + ending)])
            index += ending
            lineStart = index
        }
        emitLine(scalars.count)
        return String(out)
    }

    /// A link destination as a URL: as written when valid, else percent-encoded; nil when
    /// empty or unusable (the text then shows unlinked).
    private static func url(_ destination: String) -> URL? {
        guard !destination.isEmpty else { return nil }
        if let url = URL(string: destination) { return url }
        return destination.addingPercentEncoding(withAllowedCharacters: urlAllowed).flatMap { URL(string: $0) }
    }

    private static let urlAllowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(.urlFragmentAllowed)
        .union(CharacterSet(charactersIn: "#%"))
}

/// Finds printf-style format specifiers (Foundation's `String(format:)` syntax plus
/// `.stringsdict` variables).
enum FormatSpecifierScanner {
    /// The index ranges of the specifiers in `scalars`, in order: `%%`, `%#@name@`, and
    /// `%` [`n$`] [flags `-+ #0'`] [width: digits or `*` [`n$`]] [`.` precision: digits or
    /// `*` [`n$`]] [length `hh h ll l q L z t j`] conversion (`d i o u x X f F e E g G a A c C
    /// s S p n @`). A `%` that starts none of these is not a specifier.
    static func specifiers(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let end = end(ofSpecifierAt: index, in: scalars) else {
                index += 1
                continue
            }
            found.append(index..<end)
            index = end
        }
        return found
    }

    /// The index after the specifier starting with the `%` at `start`, if one does.
    static func end(ofSpecifierAt start: Int, in s: [Unicode.Scalar]) -> Int? {
        var i = start + 1
        func at(_ index: Int) -> Unicode.Scalar? { index < s.count ? s[index] : nil }
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
        func skipDigits() { while isDigit(at(i)) { i += 1 } }
        /// `*` with an optional `n$` argument position.
        func skipStar() {
            i += 1
            let digits = i
            skipDigits()
            if i > digits, at(i) == "$" { i += 1 } else { i = digits }
        }
        guard let first = at(i) else { return nil }
        if first == "%" { return i + 1 }
        if first == "#", at(i + 1) == "@" {
            var j = i + 2
            while let scalar = at(j), scalar != "@", scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_" {
                j += 1
            }
            if at(j) == "@", j > i + 2 { return j + 1 }
        }
        let digits = i
        skipDigits()
        if i > digits, at(i) == "$" { i += 1 } else { i = digits }
        while let flag = at(i), "-+ #0'".unicodeScalars.contains(flag) { i += 1 }
        if at(i) == "*" { skipStar() } else { skipDigits() }
        if at(i) == "." {
            i += 1
            if at(i) == "*" { skipStar() } else { skipDigits() }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let units = Array(length.unicodeScalars)
            if (0..<units.count).allSatisfy({ at(i + $0) == units[$0] }) {
                i += units.count
                break
            }
        }
        guard let conversion = at(i), "diouxXfFeEgGaAcCsSpn@".unicodeScalars.contains(conversion) else { return nil }
        return i + 1
    }
}
