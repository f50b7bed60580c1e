// Point values of the style spans at one font scale, and the per-line vertical metrics they
// give (Design §8.2, §8.3).

/// A style span at one font scale.
struct SpanStyle: Sendable {
    /// The span's primary face.
    var face: FontFace
    /// Point size, font scale applied.
    var size: Double
    /// Kerning plus tracking in points, added after each cluster.
    var extra: Double
    /// Points the glyphs are raised.
    var baselineOffset: Double
    /// The gap between lines a text style asks for: its leading (``Font/lineHeight``) less the
    /// primary face's ascent and descent, so lines are `lineHeight` apart; nil: the face's
    /// own line gap. It may be negative (a tight leading, a tall face).
    var lineGap: Double?
    /// For a span of inline objects: each object at this scale.
    var attachment: TextAttachment.Resolved? {
        get { sharedAttachment?.value }
        set { sharedAttachment = newValue.map(SharedValue.init) }
    }
    /// The object behind one reference: a span of text copies as a few words (Design §19.1).
    private var sharedAttachment: SharedValue<TextAttachment.Resolved>?

    /// The span's attributes at `scale`.
    init(face: FontFace, attributes: borrowing TextAttributes, scale: Double) {
        self.face = face
        size = Double(attributes.font.size) * scale
        extra = (Double(attributes.kerning) + Double(attributes.tracking)) * scale
        baselineOffset = Double(attributes.baselineOffset) * scale
        if let lineHeight = attributes.font.lineHeight {
            let metrics = face.metrics.scaled(to: size)
            lineGap = Double(lineHeight) * scale - Double(metrics.ascent) - Double(metrics.descent)
        }
        if let object = attributes.attachment {
            // At the font's own size, then scaled: a shrunk text shrinks its objects, fixed
            // sizes included, as it does their advances.
            let size = attributes.font.size
            attachment = object.resolved(size: size, capHeight: face.metrics.scaled(to: size).capHeight).scaled(by: scale)
        }
    }

    /// How units of `face` (this span's face or a fallback) become points.
    func runScale(for face: FontFace) -> RunScale {
        RunScale(size: size, unitsPerEm: Double(face.metrics.unitsPerEm), extra: extra)
    }
}

/// A line's ascent, descent and gap: the maxima over its runs (Design §8.3).
struct VerticalMetrics: Sendable, Equatable {
    var ascent: Double = 0
    var descent: Double = 0
    /// The largest gap asked for by the runs included (a text style's may be negative).
    var lineGap: Double = -.infinity

    /// Includes glyphs of `face` set in `style`; a baseline offset raises the ascent (or, when
    /// negative, lowers the descent) by its amount. A span of inline objects also holds the
    /// objects: their tops above the baseline and their bottoms below it, moved by the offset
    /// (research text-input §6).
    mutating func include(_ face: FontFace, _ style: SpanStyle) {
        let metrics = face.metrics.scaled(to: style.size)
        ascent = max(ascent, Double(metrics.ascent) + max(0, style.baselineOffset))
        descent = max(descent, Double(metrics.descent) + max(0, -style.baselineOffset))
        lineGap = max(lineGap, style.lineGap ?? Double(metrics.lineGap))
        if let object = style.attachment {
            let below = Double(object.baselineOffset)
            ascent = max(ascent, Double(object.size.height) - below + style.baselineOffset)
            descent = max(descent, below - style.baselineOffset)
        }
    }
}

/// The style spans of a shaped text at one font scale, with what breaking and line metrics
/// read of every run: how its units become points and its vertical metrics (Design §8.2, §8.3).
///
/// Computed once per scale: the engine keeps the one at scale 1 with its entry (see
/// ``DeferredText``), so laying a text out again at a new width builds none of it. A class:
/// a layout takes it with one retain (its arrays are cold when a text is laid out again).
final class ScaledStyles: Sendable {
    /// The font scale.
    let scale: Double
    /// The spans' values at `scale`.
    let spans: [SpanStyle]
    /// ``RunScale`` per paragraph and run.
    let runScales: [[RunScale]]
    /// The vertical metrics of each run's face at its span's size, per paragraph and run.
    let runMetrics: [[VerticalMetrics]]

    /// The styles of `spans` (already at `scale`) for the runs of `text`.
    init(text: ShapedText, spans: [SpanStyle], scale: Double) {
        self.scale = scale
        self.spans = spans
        runScales = text.paragraphs.map { paragraph in paragraph.runs.map { spans[$0.span].runScale(for: $0.face) } }
        runMetrics = text.paragraphs.map { paragraph in
            paragraph.runs.map { run in
                var metrics = VerticalMetrics()
                metrics.include(run.face, spans[run.span])
                return metrics
            }
        }
    }

    /// The styles of spans with `attributes` at `scale`.
    convenience init(text: ShapedText, attributes: [TextAttributes], scale: Double) {
        let spans = zip(text.spans, attributes).map { SpanStyle(face: $0.face, attributes: $1, scale: scale) }
        self.init(text: text, spans: spans, scale: scale)
    }
}

extension ShapedText {
    /// The metrics of clusters `start..<end` of a paragraph: the maxima over the runs on them
    /// (`runs` holds each run's metrics), fallback faces included; an empty line takes its
    /// span's primary face.
    func verticalMetrics(
        paragraph index: Int, start: Int, end: Int, runs: [VerticalMetrics], styles: [SpanStyle]
    ) -> VerticalMetrics {
        let paragraph = paragraphs[index]
        var metrics = VerticalMetrics()
        guard end > start else {
            let style = styles[paragraph.emptySpan]
            metrics.include(style.face, style)
            return metrics
        }
        // One run (the common case): its metrics, without reading the cluster table.
        if runs.count == 1 { return runs[0] }
        for run in Int(paragraph.clusters[start].run)...Int(paragraph.clusters[end - 1].run) {
            metrics.ascent = max(metrics.ascent, runs[run].ascent)
            metrics.descent = max(metrics.descent, runs[run].descent)
            metrics.lineGap = max(metrics.lineGap, runs[run].lineGap)
        }
        return metrics
    }

    /// The metrics of a plan's pieces (an empty plan takes its span's primary face).
    func verticalMetrics(of plan: LinePlan, styles: [SpanStyle]) -> VerticalMetrics {
        var metrics = VerticalMetrics()
        if plan.pieces.isEmpty {
            let style = styles[plan.emptySpan]
            metrics.include(style.face, style)
        }
        for piece in plan.pieces { metrics.include(piece.face, styles[piece.span]) }
        return metrics
    }
}
