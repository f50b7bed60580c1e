// One layout request end to end (Design §8.3, §8.4, §8.6): break at the width, keep the lines
// that the line limit and height allow, shrink by minimumScaleFactor before truncating,
// truncate the last kept line, then position everything.

import Foundation

/// Lays out a shaped text for one width and height.
struct ParagraphLayouter {
    let text: ShapedText
    /// Attributes per style span.
    let attributes: [TextAttributes]
    let style: ParagraphStyle
    let ellipsis: (FontFace, StyleSpan) -> EllipsisShape

    /// The outcome of one layout.
    struct Outcome {
        var layout: TextLayout
        /// Widths giving the same lines, when the layout is neither truncated nor scaled.
        var validWidths: Range<Double>?
        /// Height of the lines without reserved space.
        var contentHeight: Double
    }

    /// Breaking at one font scale.
    private struct Attempt {
        var styles: ScaledStyles
        var breaker: LineBreaker
        var result: BreakResult
        var metrics: [VerticalMetrics]
        var kept: Int

        /// Lines must be cut, or an overlong grapheme overflows the width.
        func needsShrinking(limitedWidth: Bool) -> Bool {
            kept < result.lines.count || (limitedWidth && result.overflows)
        }
    }

    /// Lays out at `width` (nil: unconstrained) and `maxHeight` (nil: unlimited).
    func layout(width: Double?, maxHeight: Double?, deferred: DeferredText?, missing: [String]) -> Outcome {
        var chosen = attempt(
            deferred?.unitScale ?? ScaledStyles(text: text, attributes: attributes, scale: 1), width: width,
            maxHeight: maxHeight)
        let minimumScale = style.effectiveMinimumScale
        if chosen.needsShrinking(limitedWidth: width != nil), minimumScale < 1 {
            // Design §8.6: shrink uniformly, down to the factor, before truncating: the largest
            // scale that needs no truncation, by bisection.
            let smallest = attempt(scale: minimumScale, width: width, maxHeight: maxHeight)
            if smallest.needsShrinking(limitedWidth: width != nil) {
                chosen = smallest
            } else {
                var low = minimumScale
                var high = 1.0
                var best = smallest
                while high - low > 1e-4 {
                    let middle = (low + high) / 2
                    let trial = attempt(scale: middle, width: width, maxHeight: maxHeight)
                    if trial.needsShrinking(limitedWidth: width != nil) {
                        high = middle
                    } else {
                        low = middle
                        best = trial
                    }
                }
                chosen = best
            }
        }

        var metrics = chosen.metrics
        let lines = chosen.result.lines
        let truncated = chosen.kept < lines.count
        var contents = LineContents(broken: lines, count: chosen.kept)
        if truncated {
            let truncator = Truncator(
                text: text, styles: chosen.styles.spans, limit: width, mode: style.truncationMode, ellipsis: ellipsis)
            let plan = truncator.truncate(from: lines[chosen.kept - 1], breaker: &chosen.breaker)
            contents.truncated = plan
            metrics.removeSubrange(chosen.kept...)
            metrics[chosen.kept - 1] = text.verticalMetrics(of: plan, styles: chosen.styles.spans)
        }

        let assembler = LineAssembler(text: text, styles: chosen.styles.spans, style: style)
        let assembled = assembler.lines(contents, metrics: metrics)
        let primary = primaryMetrics(chosen.styles.spans)
        let lastBaseline = assembled.lastBaseline ?? 0
        let contentHeight = lastBaseline + (metrics.last?.descent ?? 0)
        var height = contentHeight
        if style.reservesSpace, let limit = style.effectiveLineLimit, limit > contents.count {
            // lineLimit(n, reservesSpace: true): at least n lines of the primary font, as far
            // apart as its lines (a text style's leading).
            var included = VerticalMetrics()
            for style in chosen.styles.spans { included.include(style.face, style) }
            let primaryGap = included.lineGap.isFinite ? included.lineGap : Double(primary.lineGap)
            var gap = metrics.last?.lineGap ?? primaryGap
            for _ in contents.count..<limit {
                height += gap + style.effectiveLineSpacing + Double(primary.ascent) + Double(primary.descent)
                gap = primaryGap
            }
        }
        let layout = TextLayout(
            string: text.analysis.text.string, lines: assembled.lines, width: assembled.width, height: height,
            firstBaseline: assembled.firstBaseline ?? 0, lastBaseline: lastBaseline,
            deferred: deferred, isTruncated: truncated,
            fontScale: chosen.styles.scale, primaryMetrics: primary, missingFamilies: missing,
            missingCharacters: text.missingCharacters)
        let valid =
            !truncated && chosen.styles.scale == 1 && width != nil
            ? chosen.result.widestFit..<chosen.result.narrowestOverflow : nil
        return Outcome(layout: layout, validWidths: valid, contentHeight: contentHeight)
    }

    /// Breaks at `scale` and counts the lines that fit the line limit and `maxHeight`.
    private func attempt(scale: Double, width: Double?, maxHeight: Double?) -> Attempt {
        attempt(ScaledStyles(text: text, attributes: attributes, scale: scale), width: width, maxHeight: maxHeight)
    }

    /// Breaks with `styles` and counts the lines that fit the line limit and `maxHeight`.
    private func attempt(_ styles: ScaledStyles, width: Double?, maxHeight: Double?) -> Attempt {
        var breaker = LineBreaker(text: text, scales: styles.runScales, limit: width)
        let result = breaker.run()
        // A line takes the maxima over its runs (Design §8.3).
        let metrics = result.lines.map { line in
            text.verticalMetrics(
                paragraph: line.paragraph, start: line.start, end: line.end, runs: styles.runMetrics[line.paragraph],
                styles: styles.spans)
        }
        var kept = min(result.lines.count, style.effectiveLineLimit ?? .max)
        if let maxHeight {
            // Design §8.6: only as many lines as fit the height (at least one).
            var fitting = 1
            var baseline = metrics[0].ascent
            for index in 1..<max(1, kept) {
                let previous = metrics[index - 1]
                baseline += previous.descent + previous.lineGap + style.effectiveLineSpacing + metrics[index].ascent
                guard baseline + metrics[index].descent <= maxHeight + 1e-9 else { break }
                fitting = index + 1
            }
            kept = min(kept, fitting)
        }
        return Attempt(styles: styles, breaker: breaker, result: result, metrics: metrics, kept: kept)
    }

    /// The maxima of the spans' primary faces at their sizes (Design §8.6 spacing).
    private func primaryMetrics(_ styles: [SpanStyle]) -> ScaledFontMetrics {
        styles.reduce(nil as ScaledFontMetrics?) { result, style in
            let metrics = style.face.metrics.scaled(to: style.size)
            return result.map { $0.union(metrics) } ?? metrics
        } ?? .zero
    }
}
