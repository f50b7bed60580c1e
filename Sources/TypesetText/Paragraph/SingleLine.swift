// A text set on one line without line analysis (Design §8.4, §8.6): the common UI label. A short
// left-to-right text in one face, whose whole width fits the proposed width, gets the one line
// the general path would break, from its shaped glyphs alone: no break iterator, bidi, grapheme
// or cluster table. The general path runs only when a width it cannot answer is asked for.
//
// Eligibility is what makes the shortcut exact. The text's characters are each a grapheme of
// their own, none is a separator, control, bidi control or mark, all are left-to-right or
// neutral (so every bidi level is 0) and one script run holds them; the primary face maps every
// one (no fallback). Its glyphs have no negative advance and no unsafe-to-break mark where a
// break opportunity could be, so every candidate line the breaker would try is no wider than
// the whole; the whole fitting, the breaker keeps it as one line.

import Foundation

/// The one-line layout of a text that qualifies, and the widths it answers.
///
/// A class: the engine reads it on every request for the text, and a reference costs one retain
/// where the layout's fields would cost several (held inline in the entry, it made a cold label
/// 2 % and a repeated request 10 % dearer).
final class SingleLineLayout: Sendable {
    /// The layout every answering width gives.
    let layout: TextLayout
    /// The fields its measurements share, made when it is first measured (a layout asked for
    /// through `TextEngine.layout` never needs them).
    private let measured = LazyReference<TextMeasurement.Details>()

    /// The fields every measurement of ``layout`` shares.
    var details: TextMeasurement.Details {
        measured.load() ?? measured.storeIfNil(TextMeasurement.Details(layout))
    }
    /// The line's advance in font units, hanging whitespace excluded.
    private let units: Int64
    /// The scale the fit test converts with (Design §8.4).
    private let scale: RunScale

    /// Whether the line fits `width` (nil: unconstrained): the breaker's comparison for one font
    /// and size without extra spacing, integer units against `floor(width × upem / size + 1e-9)`.
    func answers(width: Double?) -> Bool {
        guard let width, units > 0 else { return true }
        return Double(units) <= scale.limitUnits(width)
    }

    /// The one-line layout of `shaped` (set with its attributes) in `style`; nil when the style,
    /// the attributes or the glyphs leave the shortcut (see the top of this file).
    init?(
        _ shaped: ShapedLine, style: ParagraphStyle, deferred: DeferredText, missingFamilies: [String],
        unavailableWidths: [String]
    ) {
        guard style.layoutDirection == .leftToRight, !style.reservesSpace || (style.effectiveLineLimit ?? 1) <= 1,
            shaped.attributes.kerning == 0, shaped.attributes.tracking == 0
        else { return nil }
        let buffer = shaped.buffer
        let face = shaped.face
        let spanStyle = shaped.style
        guard spanStyle.size > 0, spanStyle.size.isFinite,
            let trimmed = buffer.units.withUnsafeBufferPointer({ Self.trimmedEnd($0, glyphs: shaped.glyphs) })
        else { return nil }
        var units: Int64 = 0
        for glyph in shaped.glyphs where Int(glyph.cluster) < trimmed { units += Int64(glyph.xAdvance) }

        // Design §8.3, §8.6: one line; the layout as the assembler gives it.
        let scale = spanStyle.runScale(for: face)
        let width = min(max(0, scale.points(units: units, clusters: 0)), Double.greatestFiniteMagnitude)
        var metrics = VerticalMetrics()
        metrics.include(face, spanStyle)
        let line = TextLine(
            range: buffer.string.startIndex..<buffer.string.endIndex, baseline: metrics.ascent, ascent: metrics.ascent,
            descent: metrics.descent, lineGap: metrics.lineGap, width: width, xOffset: 0, isTruncated: false,
            source: shaped, index: 0)
        self.units = units
        self.scale = scale
        layout = TextLayout(
            string: buffer.string, lines: [line], width: width, height: metrics.ascent + metrics.descent,
            firstBaseline: metrics.ascent, lastBaseline: metrics.ascent, deferred: deferred,
            isTruncated: false, fontScale: 1, primaryMetrics: face.metrics.scaled(to: spanStyle.size),
            missingFamilies: missingFamilies, missingCharacters: [], unavailableWidths: unavailableWidths)
    }

    /// The UTF-16 offset after the last character that does not hang (Design §8.4), or nil when the
    /// glyphs leave the shortcut: a `.notdef`, a negative advance, clusters out of logical order,
    /// or an unsafe-to-break mark where a break opportunity could be.
    static func trimmedEnd(_ units: UnsafeBufferPointer<UInt16>, glyphs: [ShapedGlyph]) -> Int? {
        var previous: Int32 = -1
        for glyph in glyphs {
            guard glyph.glyph != 0, glyph.xAdvance >= 0, glyph.cluster >= previous else { return nil }
            let cluster = Int(glyph.cluster)
            if glyph.unsafeToBreak, cluster > 0, !isWordCharacter(units[cluster - 1]) || !isWordCharacter(units[cluster]) {
                return nil
            }
            previous = glyph.cluster
        }
        var end = units.count
        while end > 0, UnicodeClasses.isHangingWhitespace(UInt32(units[end - 1])) { end -= 1 }
        return end
    }

    /// Whether `unit` is a letter or digit of UAX #14 class AL or NU among ``ShapedLine/isSimple(_:)``'s
    /// characters: no break opportunity lies between two of them (LB23, LB25, LB28), so an
    /// unsafe-to-break mark there never meets a candidate line end.
    @inline(__always)
    static func isWordCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x370...0x37D,
            0x37F...0x3FF, 0x400...0x481, 0x48A...0x52F:
            true
        default:
            false
        }
    }
}

/// A text of one line's characters shaped as the general path would shape it: one item, one
/// font run in the primary face, left to right (Design §8.5). ``ShapedText`` takes its glyphs
/// rather than shaping again when the text needs the general path after all.
///
/// It is also the source of its single line's glyph run, built on first access as the assembler
/// builds a line of one run (``GlyphRunSource``).
final class ShapedLine: LineRunSource {
    let buffer: TextBuffer
    /// The style span the text was shaped in (the whole text), and its attributes.
    let span: StyleSpan
    let attributes: TextAttributes
    /// The span's style at scale 1.
    let style: SpanStyle
    let options: ShapingOptions
    /// The span's face.
    var face: FontFace { span.face }
    /// The glyphs of the whole text, in logical (= visual) order.
    let glyphs: [ShapedGlyph]
    /// The script of the text's one script run (Design §8.5), for its analysis.
    let script: UInt32
    /// The glyph run once built (most layouts are only measured): read without a lock.
    private let builtRuns = LazyReference<BuiltRuns>()

    /// Glyph runs kept by reference.
    final class BuiltRuns: Sendable {
        let runs: [GlyphRun]
        init(_ runs: [GlyphRun]) { self.runs = runs }
    }

    /// `buffer` in `span`'s face, shaped through `words`; nil when a character leaves the
    /// shortcut (see the top of SingleLine.swift) or the text is not one script run.
    init?(_ buffer: TextBuffer, span: borrowing StyleSpan, attributes: TextAttributes, words: WordShapes) {
        let count = buffer.count
        guard count > 0 else { return nil }
        let face = span.face
        let coverage = face.coverage
        // `isSimple` rules out surrogates, so every unit is a BMP code point.
        let qualifies = buffer.units.withUnsafeBufferPointer { coverage.containsAll($0, passing: Self.isSimple) }
        guard qualifies else { return nil }
        guard let script = ScriptRuns.single(buffer, range: 0..<count) else { return nil }
        // Design §8.5: one item, one font run: shaped as `ShapedText` shapes it.
        let options = ShapingOptions(
            rightToLeft: false, script: script, disablesOptionalLigatures: span.disablesOptionalLigatures,
            features: span.features)
        var glyphs: [ShapedGlyph] = []
        buffer.units.withUnsafeBufferPointer { units in
            words.shape(
                FontInstance(face: face, options: options), units: units, context: 0..<count, item: 0..<count,
                beginningOfText: true, endOfText: true, into: &glyphs)
        }
        self.buffer = buffer
        // Borrowed, copied only once the text qualifies (the caller keeps its span).
        self.span = copy span
        // The style first: the attributes are then moved in, not copied.
        style = SpanStyle(face: face, attributes: attributes, scale: 1)
        self.attributes = attributes
        self.options = options
        self.glyphs = glyphs
        self.script = script
    }

    /// The single line's run (`index` 0), positioned from the line's left edge.
    func runs(ofLine index: Int) -> [GlyphRun] {
        if let built = builtRuns.load() { return built.runs }
        var pen = 0.0
        let run = GlyphRunSource.makeRun(
            glyphs[...], buffer: buffer, face: face, style: style, level: 0, script: options.script,
            features: options.featureSettings, range: 0..<buffer.count, pen: &pen)
        return builtRuns.storeIfNil(BuiltRuns([run])).runs
    }

    /// The text's analysis, from the decoding and script runs already done.
    func analysis(defaultRightToLeft: Bool) -> TextAnalysis {
        TextAnalysis(buffer, defaultRightToLeft: defaultRightToLeft, scripts: [ScriptRun(end: buffer.count, script: script)])
    }

    /// Whether the shortcut takes `unit`: printable ASCII, Latin-1 to the spacing modifiers (no soft
    /// hyphen), Greek, Cyrillic without its combining marks, and the dashes, quotes and
    /// punctuation of U+2010–U+203B. Each is a grapheme of its own, none is a separator, control,
    /// bidi control or mark, none is right-to-left, and none prefers an emoji face
    /// (``EmojiPresentation/threshold``).
    @inline(__always)
    static func isSimple(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x203B:
            true
        default:
            false
        }
    }
}
