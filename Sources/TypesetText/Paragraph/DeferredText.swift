// What every layout of a text shares and builds only when first needed (Design §8.4, §8.6): its
// shaped form, its content widths and its styles at scale 1. Texts the general path lays out
// are shaped with their entry; a single line (SingleLine.swift) is shaped on the first request
// it cannot answer (a narrower width, the content widths).

/// A text's shaping, content widths and styles at scale 1, each built once on first use and
/// read without a lock afterwards. One object per entry, shared by the entry's layouts (they
/// answer ``TextLayout/minContentWidth`` and ``TextLayout/maxContentWidth`` through it).
final class DeferredText: Sendable {
    /// What to shape: the text, its spans and direction, or the single line shaped already.
    struct Request: Sendable {
        let string: ExactString
        private let givenSpans: [StyleSpan]
        let rightToLeft: Bool
        /// The text shaped as one line, when it was (its glyphs are taken rather than shaped again).
        let line: ShapedLine?

        init(string: ExactString, spans: [StyleSpan], rightToLeft: Bool, line: ShapedLine? = nil) {
            self.string = string
            givenSpans = spans
            self.rightToLeft = rightToLeft
            self.line = line
        }

        /// A text shaped as one line: its span and attributes are the line's.
        init(string: ExactString, line: ShapedLine) {
            self.init(string: string, spans: [], rightToLeft: false, line: line)
        }

        /// The style spans, the line's when none were given.
        var spans: [StyleSpan] {
            if givenSpans.isEmpty, let line { return [line.span] }
            return givenSpans
        }
    }

    private let request: Request
    /// The span styles at scale 1 (none for a single line: its line's).
    private let styles: [SpanStyle]
    private let built = LazyReference<ShapedText>()
    /// The content widths once computed: two words in this object rather than a reference to
    /// another one, read without counting a reference (a stack's width-0 probe reads them for
    /// every Text it holds, Design §8.6).
    private let minimumWidth = LazyNumber()
    private let maximumWidth = LazyNumber()
    private let unitScaleStyles = LazyReference<ScaledStyles>()
    private weak let engine: TextEngine?
    private let fonts: FontCollection

    /// `request` to be shaped through `engine`'s caches (or already `shaped`), in `styles`.
    init(_ request: Request, shaped: ShapedText?, styles: [SpanStyle], engine: TextEngine, fonts: FontCollection) {
        self.request = request
        self.styles = styles
        if let shaped { _ = built.storeIfNil(shaped) }
        self.engine = engine
        self.fonts = fonts
    }

    /// The style of the single line the text was shaped as, if it was.
    var lineStyle: SpanStyle? { request.line?.style }

    /// The attributes of the single line the text was shaped as, if it was.
    var lineAttributes: TextAttributes? { request.line?.attributes }

    /// The shaped text, built on first use (through the engine's caches while it lives).
    var shaped: ShapedText {
        if let shaped = builtShaped { return shaped }
        let shaped =
            engine?.shapedText(request)
            ?? ShapedText(
                analysis: request.line?.analysis(defaultRightToLeft: request.rightToLeft)
                    ?? TextAnalysis(request.string.string, defaultRightToLeft: request.rightToLeft),
                spans: request.spans, fallback: FontFallback(collection: fonts), line: request.line)
        return built.storeIfNil(shaped)
    }

    /// The shaped text, if built.
    var builtShaped: ShapedText? { built.load() }

    /// The styles at scale 1, if built.
    var builtUnitScale: ScaledStyles? { unitScaleStyles.load() }

    /// The content widths (Design §8.6), computed once.
    var contentWidths: (min: Double, max: Double) {
        if let minimum = minimumWidth.load(), let maximum = maximumWidth.load() { return (minimum, maximum) }
        let widths = shaped.contentWidths(scales: unitScale.runScales)
        return (minimumWidth.store(widths.min), maximumWidth.store(widths.max))
    }

    /// The text's styles at scale 1, built once (the text shaped first if it is not yet; two
    /// threads asking first may both build them, and both get the one stored).
    var unitScale: ScaledStyles {
        if let styles = builtUnitScale { return styles }
        let spans = styles.isEmpty ? lineStyle.map { [$0] } ?? [] : styles
        return unitScaleStyles.storeIfNil(ScaledStyles(text: shaped, spans: spans, scale: 1))
    }
}
