// A text's shaped form (Design §8.4), built when first needed: with its entry for texts the general
// path lays out, and on the first request a single line cannot answer for the others
// (SingleLine.swift): a narrower width, the content widths.

/// The shaped text of a layout entry, kept once built.
final class DeferredShaping: Sendable {
    /// The inputs of ``TextEngine``'s shaping of one text.
    struct Request: Sendable {
        let string: ExactString
        /// The spans given; none for a single line, whose one span is its line's.
        private let givenSpans: [StyleSpan]
        let rightToLeft: Bool
        /// The text already decoded and shaped as one line (SingleLine.swift), reused.
        let line: ShapedLine?

        /// The request for `string` set in `spans`.
        init(string: ExactString, spans: [StyleSpan], rightToLeft: Bool, line: ShapedLine? = nil) {
            self.string = string
            givenSpans = spans
            self.rightToLeft = rightToLeft
            self.line = line
        }

        /// The request for the text of `line`, set left to right in the line's one span (the
        /// span array is made only if the text is shaped for the general path after all).
        init(string: ExactString, line: ShapedLine) {
            self.init(string: string, spans: [], rightToLeft: false, line: line)
        }

        /// The style spans, in text order.
        var spans: [StyleSpan] {
            if givenSpans.isEmpty, let line { return [line.span] }
            return givenSpans
        }
    }

    /// The styles at scale 1 of a single line's one span, nil for other texts.
    var lineStyle: SpanStyle? { request.line?.style }

    /// The attributes of a single line's one run, nil for other texts.
    var lineAttributes: TextAttributes? { request.line?.attributes }

    private let request: Request
    /// The shaped text once built: read without a lock (every layout of the text reads it).
    private let built = LazyReference<ShapedText>()
    private weak let engine: TextEngine?
    private let fonts: FontCollection

    /// The shaping of `request`: `shaped` when already done, else done on first use through
    /// `engine`'s caches while the engine exists, or on its own over `fonts` (the same glyphs:
    /// the caches change no result).
    init(_ request: Request, shaped: ShapedText?, engine: TextEngine, fonts: FontCollection) {
        self.request = request
        if let shaped { _ = built.storeIfNil(shaped) }
        self.engine = engine
        self.fonts = fonts
    }

    /// The shaped text, built on the first call (two threads calling first may both build it;
    /// both get the one stored).
    var value: ShapedText {
        if let shaped = built.load() { return shaped }
        let shaped =
            engine?.shapedText(request)
            ?? ShapedText(
                analysis: request.line?.analysis(defaultRightToLeft: request.rightToLeft)
                    ?? TextAnalysis(request.string.string, defaultRightToLeft: request.rightToLeft),
                spans: request.spans, fallback: FontFallback(collection: fonts), line: request.line)
        return built.storeIfNil(shaped)
    }
}
