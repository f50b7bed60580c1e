// Shaped runs and the logical cluster table the breaker works on (Design §8.4).

/// A span of the text with one primary face and one set of shaping features.
struct StyleSpan: Sendable, Hashable {
    /// UTF-16 range in the text.
    var range: Range<Int>
    /// The face the span's font resolved to (fallback may replace it per cluster).
    var face: FontFace
    /// Tracking is set: optional ligatures are off (Design §8.6).
    var disablesOptionalLigatures: Bool
    /// Features the span's font turns on (research/text-styling.md §2).
    var features: FontFeatures = []
    /// The weight the span's font asks for; fallback faces are matched to it (Design §8.5).
    var weight: Font.Weight = .regular
    /// Whether the span's font asks for italic; fallback faces are matched to it (Design §8.5).
    var isItalic = false
    /// For a span of inline objects (``TextAttributes/attachment``): each grapheme's advance in
    /// units of `face`, which replaces shaping; nil for text.
    var attachmentAdvance: Int32?
}

/// One item shaped in one face: a single span, script, bidi level and face.
///
/// A class: the breaker reads runs in its inner loops, and a reference costs one retain where
/// a struct of arrays would cost several.
final class ShapedRun: Sendable {
    /// UTF-16 range in the text.
    let range: Range<Int>
    /// The run's clusters in the paragraph's cluster table.
    let clusters: Range<Int>
    /// Index of the style span the run belongs to.
    let span: Int
    /// The face the run was shaped with.
    let face: FontFace
    /// Direction, script and features used.
    let options: ShapingOptions
    /// Bidi embedding level.
    let level: UInt8
    /// Glyphs in visual order, as HarfBuzz returns them.
    let glyphs: [ShapedGlyph]

    init(
        range: Range<Int>, clusters: Range<Int>, span: Int, face: FontFace, options: ShapingOptions, level: UInt8,
        glyphs: [ShapedGlyph]
    ) {
        self.range = range
        self.clusters = clusters
        self.span = span
        self.face = face
        self.options = options
        self.level = level
        self.glyphs = glyphs
    }
}

/// ``UnitFlags`` of a cluster's first code unit plus the shaper's unsafe-to-break mark.
enum ClusterFlags {
    /// A grapheme cluster starts with this cluster.
    static let graphemeStart = UnitFlags.graphemeStart
    /// ICU allows a break before this cluster.
    static let breakBefore = UnitFlags.breakBefore
    /// ICU forces a break before this cluster.
    static let mandatoryBefore = UnitFlags.mandatoryBefore
    /// Every character of the cluster is hanging whitespace.
    static let hangingWhitespace = UnitFlags.hangingWhitespace
    /// HarfBuzz flagged the cluster `UNSAFE_TO_BREAK`: a break before it needs a re-shape.
    static let unsafeBefore: UInt8 = 1 << 4
    /// A grapheme inside the HarfBuzz cluster before it (a ligature's second letter): an entry
    /// with no glyphs and no advance, always unsafe (see ``ShapedParagraph``).
    static let continuation: UInt8 = 1 << 5
}

/// One HarfBuzz cluster in logical order.
struct ClusterInfo: Sendable {
    /// First UTF-16 offset.
    var start: Int32
    /// UTF-16 offset after the cluster.
    var end: Int32
    /// Advance in font units of the run's face.
    var units: Int32
    /// The cluster's glyphs in its run's `glyphs` (contiguous in visual order).
    var glyphStart: Int32
    var glyphEnd: Int32
    /// Index of the run in the paragraph.
    var run: Int32
    /// ``ClusterFlags``.
    var flags: UInt8

    @inline(__always)
    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    /// A placeholder for preallocated storage.
    static let empty = ClusterInfo(start: 0, end: 0, units: 0, glyphStart: 0, glyphEnd: 0, run: 0, flags: 0)
}
