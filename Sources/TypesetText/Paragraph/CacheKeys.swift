// The keys of the engine's caches (Design §19.1): texts compared by their exact bytes, and the
// analysis, shaping, layout and ellipsis keys built from them.

import Foundation

/// A string compared and hashed by its exact UTF-8 bytes.
///
/// String's own `==` and hash follow canonical equivalence ("é" equals "e\u{301}"), and are
/// slower for it; two such strings lay out differently, so cache keys must tell them apart.
///
/// The bytes are hashed once, at creation; the keys built from one text share the value.
struct ExactString: Hashable, Sendable {
    let string: String
    /// The hash of the UTF-8 bytes and their count.
    let bytesHash: Int

    init(string: String) {
        self.init(string: string, byteHash: ExactString.byteHash(of: string))
    }

    /// `string`, whose ``ByteHash`` is `byteHash` (an attributed run's, taken when it was set).
    init(string: String, byteHash: UInt64) {
        self.string = string
        bytesHash = Int(truncatingIfNeeded: byteHash)
    }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.bytesHash == rhs.bytesHash && sameBytes(lhs.string, rhs.string)
    }

    /// The ``ByteHash`` of the UTF-8 bytes of `string`.
    static func byteHash(of string: String) -> UInt64 {
        let hashed = string.utf8.withContiguousStorageIfAvailable { ByteHash.hash(UnsafeRawBufferPointer($0)) }
        return hashed ?? Array(string.utf8).withUnsafeBytes { ByteHash.hash($0) }
    }

    /// Whether two strings have the same UTF-8 bytes (one `memcmp` for native strings; none when
    /// both share one storage, as a text laid out again with its cached key does).
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.count == 0 || left.baseAddress == right.baseAddress
                    || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytesHash)
    }
}

/// Key of the font-independent analysis.
struct AnalysisKey: Sendable, CacheKey {
    var string: ExactString
    var rightToLeft: Bool

    var cacheHash: Int { rightToLeft ? ~string.bytesHash : string.bytesHash }
}

/// Key of a shaped text: the string, its spans' ranges, faces and features, the direction.
///
/// The hash is computed once, at creation, as for ``LayoutKey``.
struct ShapingKey: Sendable, CacheKey {
    let string: ExactString
    let rightToLeft: Bool
    let spans: [StyleSpan]
    private let keyHash: Int

    init(string: ExactString, rightToLeft: Bool, spans: [StyleSpan]) {
        self.string = string
        self.rightToLeft = rightToLeft
        self.spans = spans
        var hasher = Hasher()
        hasher.combine(string)
        hasher.combine(rightToLeft)
        hasher.combine(spans)
        keyHash = hasher.finalize()
    }

    static func == (lhs: ShapingKey, rhs: ShapingKey) -> Bool {
        lhs.keyHash == rhs.keyHash && lhs.rightToLeft == rhs.rightToLeft && lhs.spans == rhs.spans
            && lhs.string == rhs.string
    }

    var cacheHash: Int { keyHash }
}

/// Key of a layout entry: the runs (strings compared exactly) and the paragraph style.
///
/// The hash is computed once, at creation: the cache's table and its growth read it, and
/// equality checks during probing reject on it before comparing the runs. It covers the runs'
/// bytes only (equal keys still hash equally): one text in several styles is rare, and hashing
/// the style and fonts costs as much as the rest of a label's lookup.
struct LayoutKey: Sendable, CacheKey {
    let text: AttributedText
    let style: ParagraphStyle
    private let keyHash: Int

    init(text: AttributedText, style: ParagraphStyle) {
        self.text = text
        self.style = style
        if text.runs.count == 1 {
            keyHash = Int(truncatingIfNeeded: text.runs[0].stringHash)
        } else {
            var hasher = Hasher()
            hasher.combine(text.runs.count)
            for run in text.runs { hasher.combine(run.stringHash) }
            keyHash = hasher.finalize()
        }
    }

    /// The exact string of a single-run text (the whole text), shared with the analysis and
    /// shaping keys so its bytes are hashed once; nil for several runs. Built when an entry is
    /// made, not with the key: a lookup then never touches the string's storage (cold when a
    /// text is laid out again at a new width).
    var singleRun: ExactString? {
        guard text.runs.count == 1 else { return nil }
        return ExactString(string: text.runs[0].string, byteHash: text.runs[0].stringHash)
    }

    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        guard lhs.keyHash == rhs.keyHash, lhs.style == rhs.style else { return false }
        let left = lhs.text.runs
        let right = rhs.text.runs
        guard left.count == right.count else { return false }
        // The same runs (a text asked for again as it was given): equal without reading them.
        if left.withUnsafeBufferPointer({ $0.baseAddress }) == right.withUnsafeBufferPointer({ $0.baseAddress }) {
            return true
        }
        for index in left.indices {
            guard left[index].attributes == right[index].attributes,
                ExactString.sameBytes(left[index].string, right[index].string)
            else { return false }
        }
        return true
    }

    var cacheHash: Int { keyHash }

    /// Which of `count` shards (a power of two) holds the key.
    func shard(of count: Int) -> Int { keyHash & (count - 1) }
}

/// Key of a cached ellipsis: the face at the cut and what of its span's style shapes it
/// (features, ligatures, and the weight and italic a fallback face is matched to).
struct EllipsisKey: Hashable, Sendable {
    let face: FontFace
    let options: ShapingOptions
    let weight: Font.Weight
    let isItalic: Bool

    init(face: FontFace, span: StyleSpan) {
        self.face = face
        options = EllipsisShape.options(for: span)
        weight = span.weight
        isItalic = span.isItalic
    }
}
