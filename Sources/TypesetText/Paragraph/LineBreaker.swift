// Greedy line breaking (Design §8.4): ICU opportunities at cluster starts, hanging trailing
// whitespace, emergency breaks at grapheme boundaries (inside ligatures too), mandatory breaks,
// exact fit in font units, and re-shaping at breaks HarfBuzz marked unsafe.

/// A line chosen by the breaker: clusters `start..<end` of one paragraph.
struct BrokenLine: Sendable {
    /// Paragraph index.
    var paragraph: Int
    /// First cluster.
    var start: Int
    /// Cluster after the line (hanging whitespace and separators included).
    var end: Int
    /// Cluster after the last non-hanging cluster.
    var trimmedEnd: Int
    /// Width in points of `start..<trimmedEnd`.
    var width: Double
    /// Re-shaped clusters at the line start (the break before `start` was unsafe), or the
    /// whole line part of its run when both ends were re-shaped together.
    var startPatch: ClusterPatch?
    /// Re-shaped clusters at the line end (the break after the line was unsafe).
    var endPatch: ClusterPatch?
    /// The UTF-8 offset in the text of cluster `end` when the breaker read it off a break point
    /// (``ShapedParagraph/BreakPoint/utf8Offset``), else -1.
    var utf8End = -1
}

/// The lines of a text at one width, with the range of widths giving the same lines.
struct BreakResult: Sendable {
    var lines: [BrokenLine]
    /// The widest candidate that fitted: every width from here on fits the same candidates.
    var widestFit: Double
    /// The narrowest candidate that did not fit (infinity when none): below it the same
    /// candidates fail. `[widestFit, narrowestOverflow)` is the validity interval.
    var narrowestOverflow: Double
    /// Some line is wider than the limit (a single overlong grapheme).
    var overflows: Bool
}

/// Breaks the paragraphs of a shaped text into lines for one width and font scale.
struct LineBreaker {
    /// A line candidate: where it would end and how wide it would be.
    struct Candidate {
        var end: Int
        var trimmedEnd: Int
        var width: WidthAccumulator
        var startPatch: ClusterPatch?
        var endPatch: ClusterPatch?
    }

    let text: ShapedText
    /// ``RunScale`` per paragraph and run.
    let scales: [[RunScale]]
    /// The width limit in points; nil breaks only at mandatory breaks.
    let limit: Double?

    private var widestFit: Double = 0
    private var narrowestOverflow: Double = .infinity
    private var overflows = false

    init(text: ShapedText, scales: [[RunScale]], limit: Double?) {
        self.text = text
        self.scales = scales
        self.limit = limit
    }

    /// Breaks every paragraph.
    mutating func run() -> BreakResult {
        var lines: [BrokenLine] = []
        lines.reserveCapacity(estimatedLineCount())
        for index in text.paragraphs.indices { breakParagraph(index, into: &lines) }
        return BreakResult(
            lines: lines, widestFit: widestFit, narrowestOverflow: narrowestOverflow, overflows: overflows)
    }

    /// About how many lines the text breaks into (for reserving): per paragraph, one plus its
    /// advance at its first run's scale over the limit, with room for the greedy fill's slack.
    /// The advance is the paragraph's own total, not its last break point's: on a text laid out
    /// again the break table is cold, and its end is the line breaking reads last.
    private func estimatedLineCount() -> Int {
        guard let limit, limit > 0 else { return text.paragraphs.count }
        var estimate = 0
        for (paragraph, scales) in zip(text.paragraphs, scales) {
            guard let scale = scales.first, !paragraph.breaks.isEmpty else {
                estimate += 1
                continue
            }
            let lines = scale.points(units: paragraph.totalUnits, clusters: paragraph.clusters.count) / limit * 1.25
            estimate += 1 + (lines.isFinite && lines > 0 ? Int(min(lines, Double(paragraph.breaks.count))) : 0)
        }
        return estimate
    }

    // MARK: Greedy fill (Design §8.4)

    /// The last candidate that fitted on the line being filled.
    private struct Fit {
        var end: Int
        /// The end before hanging whitespace when measured inline, else -1 (the line is
        /// evaluated again when chosen, so that the loop carries no patches).
        var trimmedEnd: Int
        /// Measured inline: the advance in units from the line start, and `prefix[end]`.
        var units: Int64
        var endUnits: Int64
        /// ``ShapedParagraph/BreakPoint/utf8Offset``, when from a break point (else -1).
        var utf8End: Int
    }

    private mutating func breakParagraph(_ index: Int, into lines: inout [BrokenLine]) {
        let paragraph = text.paragraphs[index]
        let scales = self.scales[index]
        let count = paragraph.clusters.count
        guard count > 0 else {
            // Design §8.3: an empty paragraph is one empty line.
            lines.append(BrokenLine(paragraph: index, start: 0, end: 0, trimmedEnd: 0, width: 0))
            return
        }
        let breaks = paragraph.breaks
        // The fill walks the whole table: its cache lines asked for at once (Design §19.1).
        prefetch(breaks)
        let single = limit.flatMap { SingleScale(scales: scales, limit: $0) }
        var lineStart = 0
        var startPatch: ClusterPatch?
        // `prefix[lineStart]`, for the inline measure.
        var startUnits: Int64 = 0
        var lastFit: Fit?
        // The widest inline candidate that fitted and the narrowest that did not, in units:
        // points grow with units, so only the extremes are converted (after the paragraph).
        var widestFitUnits = Int64.min
        var narrowestOverflowUnits = Int64.max
        var next = 0

        /// Ends the line at `fit` and starts the next one there.
        func endLine(at fit: Fit) {
            if let single, fit.trimmedEnd >= 0 {
                // Measured inline: the line `evaluate` would give (a safe break, nothing re-shaped).
                lines.append(
                    BrokenLine(
                        paragraph: index, start: lineStart, end: fit.end, trimmedEnd: fit.trimmedEnd,
                        width: single.scale.points(units: fit.units, clusters: 0), utf8End: fit.utf8End))
                lineStart = fit.end
                startPatch = nil
                startUnits = fit.endUnits
            } else {
                let candidate = evaluate(
                    paragraph, index, scales, start: lineStart, startPatch: startPatch, end: fit.end)
                var line = line(index, lineStart, candidate)
                line.utf8End = fit.utf8End
                lines.append(line)
                lineStart = fit.end
                startPatch = self.startPatch(index, at: lineStart)
                startUnits = paragraph.prefix[lineStart]
            }
        }

        while lineStart < count {
            while Int(breaks[next].end) <= lineStart { next += 1 }
            if let single, startPatch == nil {
                let scan = Self.scanPlainFits(
                    breaks, from: next, lineStart: lineStart, startUnits: startUnits, limitUnits: single.limitUnits,
                    widestUnits: &widestFitUnits)
                if scan.lastFit >= 0 {
                    let point = breaks[scan.lastFit]
                    let trimmed = max(Int(point.trimmedEnd), lineStart)
                    lastFit = Fit(
                        end: Int(point.end), trimmedEnd: trimmed,
                        units: trimmed == lineStart ? 0 : point.units - startUnits, endUnits: point.endUnits,
                        utf8End: Int(point.utf8Offset))
                }
                next = scan.next
            }
            let point = breaks[next]
            let end = Int(point.end)
            let mandatory = point.has(ShapedParagraph.BreakPoint.mandatory)
            guard let limit else {
                // Unconstrained: only mandatory breaks end lines.
                if mandatory {
                    let candidate = evaluate(
                        paragraph, index, scales, start: lineStart, startPatch: startPatch, end: end)
                    widestFit = max(widestFit, candidate.width.width)
                    lines.append(line(index, lineStart, candidate))
                    lineStart = end
                    startPatch = self.startPatch(index, at: lineStart)
                }
                next += 1
                continue
            }
            let fit: Fit?
            if let single, startPatch == nil, !point.has(ShapedParagraph.BreakPoint.unsafe) {
                // The common candidate (nothing re-shaped, one run, no spacing), from the break
                // point alone: integer units against the limit in units (what
                // `WidthAccumulator.fits` compares for one group).
                let trimmed = max(Int(point.trimmedEnd), lineStart)
                let units = trimmed == lineStart ? 0 : point.units - startUnits
                if trimmed == lineStart || Double(units) <= single.limitUnits {
                    widestFitUnits = max(widestFitUnits, units)
                    fit = Fit(
                        end: end, trimmedEnd: trimmed, units: units, endUnits: point.endUnits,
                        utf8End: Int(point.utf8Offset))
                } else {
                    narrowestOverflowUnits = min(narrowestOverflowUnits, units)
                    fit = nil
                }
            } else {
                let width =
                    (startPatch == nil ? plainWidth(paragraph, scales, start: lineStart, end: end) : nil)
                    ?? evaluate(paragraph, index, scales, start: lineStart, startPatch: startPatch, end: end).width
                if width.fits(limit) {
                    widestFit = max(widestFit, width.width)
                    fit = Fit(end: end, trimmedEnd: -1, units: 0, endUnits: 0, utf8End: Int(point.utf8Offset))
                } else {
                    narrowestOverflow = min(narrowestOverflow, width.width)
                    fit = nil
                }
            }
            if let fit {
                if mandatory {
                    endLine(at: fit)
                    lastFit = nil
                } else {
                    lastFit = fit
                }
                next += 1
                continue
            }
            if let lastFit {
                // The opportunity that overflowed is measured again on the next line.
                endLine(at: lastFit)
            } else {
                let chosen = emergencyBreak(
                    paragraph, index, scales, start: lineStart, startPatch: startPatch, segmentEnd: end, limit: limit)
                lines.append(line(index, lineStart, chosen))
                lineStart = chosen.end
                startPatch = self.startPatch(index, at: lineStart)
                startUnits = paragraph.prefix[lineStart]
            }
            lastFit = nil
        }
        if let single {
            if widestFitUnits != .min {
                widestFit = max(widestFit, single.scale.points(units: widestFitUnits, clusters: 0))
            }
            if narrowestOverflowUnits != .max {
                narrowestOverflow = min(
                    narrowestOverflow, single.scale.points(units: narrowestOverflowUnits, clusters: 0))
            }
        }
    }

    /// The common case of the greedy fill in one tight loop: from `first`, the break points
    /// that end a plain candidate of the line from `lineStart` that fits (not mandatory, safe,
    /// within `limitUnits` of a ``SingleScale``), as the fill loop measures them inline.
    /// Returns the first point that is not one and the last that is (-1: none); raises
    /// `widestUnits` to the fits' units.
    @inline(__always)
    private static func scanPlainFits(
        _ breaks: UnsafeBufferPointer<ShapedParagraph.BreakPoint>, from first: Int, lineStart: Int,
        startUnits: Int64, limitUnits: Double, widestUnits: inout Int64
    ) -> (next: Int, lastFit: Int) {
        let stops = ShapedParagraph.BreakPoint.mandatory | ShapedParagraph.BreakPoint.unsafe
        var next = first
        var widest = widestUnits
        while true {
            let point = breaks[next]
            guard !point.has(stops) else { break }
            let trimmed = max(Int(point.trimmedEnd), lineStart)
            let units = trimmed == lineStart ? 0 : point.units - startUnits
            guard trimmed == lineStart || Double(units) <= limitUnits else { break }
            widest = max(widest, units)
            next += 1
        }
        widestUnits = widest
        return (next, next > first ? next - 1 : -1)
    }

    /// The one run scale of a paragraph without spacing, and the limit in its units.
    private struct SingleScale {
        let scale: RunScale
        let limitUnits: Double

        /// Nil unless `scales` holds one scale with a positive size and no extra spacing.
        init?(scales: [RunScale], limit: Double) {
            guard scales.count == 1, let scale = scales.first, scale.extra == 0, scale.size > 0 else { return nil }
            self.scale = scale
            limitUnits = scale.limitUnits(limit)
        }
    }

    /// The width ``evaluate`` gives the line `start..<end` when it re-shapes nothing (no start
    /// patch, a safe break at `end`) and the line up to its hanging whitespace is one run; nil
    /// otherwise. The same arithmetic as `evaluate`'s common case, without building a candidate.
    @inline(__always)
    private func plainWidth(_ paragraph: ShapedParagraph, _ scales: [RunScale], start: Int, end: Int)
        -> WidthAccumulator?
    {
        guard !paragraph.isUnsafeBreak(before: end) else { return nil }
        let trimmed = paragraph.trimmedEnd(end, notBefore: start)
        var width = WidthAccumulator()
        guard trimmed > start else { return width }
        let run = paragraph.clusters[start].run
        guard run == paragraph.clusters[trimmed - 1].run else { return nil }
        width.add(
            units: paragraph.prefix[trimmed] - paragraph.prefix[start],
            clusters: paragraph.shapedClusterCount(start..<trimmed), scale: scales[Int(run)])
        return width
    }

    /// Design §8.4: a segment wider than the line breaks at grapheme boundaries, the longest prefix
    /// that fits; a single grapheme wider than the line goes on a line of its own. A boundary
    /// inside a HarfBuzz cluster (a ligature) is a ``ClusterFlags/continuation`` entry, always
    /// unsafe: both sides are re-shaped and the left one measured exactly, like any unsafe break.
    ///
    /// Re-shaped prefixes are not monotone in width (Arabic lam alone is wider than the lam-alef
    /// ligature), so a prefix that does not fit ends the search only at a safe boundary: every
    /// longer prefix holds it as shaped, and is at least as wide. Past an unsafe one the search
    /// goes on, so that the longest fitting prefix is found and the measured width gives the
    /// same lines again.
    private mutating func emergencyBreak(
        _ paragraph: ShapedParagraph, _ index: Int, _ scales: [RunScale], start: Int, startPatch: ClusterPatch?,
        segmentEnd: Int, limit: Double
    ) -> Candidate {
        let trimmed = paragraph.trimmedEnd(segmentEnd, notBefore: start)
        var best: Candidate?
        var boundary = start + 1
        while boundary < trimmed {
            if paragraph.clusters[boundary].has(ClusterFlags.graphemeStart) {
                let candidate = evaluate(paragraph, index, scales, start: start, startPatch: startPatch, end: boundary)
                if candidate.width.fits(limit) {
                    widestFit = max(widestFit, candidate.width.width)
                    best = candidate
                } else {
                    narrowestOverflow = min(narrowestOverflow, candidate.width.width)
                    if !paragraph.isUnsafeBreak(before: boundary) { break }
                }
            }
            boundary += 1
        }
        if let best { return best }
        var first = start + 1
        while first < trimmed, !paragraph.clusters[first].has(ClusterFlags.graphemeStart) { first += 1 }
        overflows = true
        return evaluate(
            paragraph, index, scales, start: start, startPatch: startPatch, end: first < trimmed ? first : segmentEnd)
    }

    private func line(_ index: Int, _ start: Int, _ candidate: Candidate) -> BrokenLine {
        BrokenLine(
            paragraph: index, start: start, end: candidate.end, trimmedEnd: candidate.trimmedEnd,
            width: candidate.width.width, startPatch: candidate.startPatch, endPatch: candidate.endPatch)
    }

    // MARK: Candidates and unsafe breaks

    /// The line `start..<end` of paragraph `index`, trailing whitespace hanging, re-shaped at an
    /// unsafe end, measured from `initial` (for text placed before it, such as an ellipsis).
    mutating func evaluate(
        _ index: Int, start: Int, startPatch: ClusterPatch?, end: Int, trimsWhitespace: Bool = true,
        initial: WidthAccumulator = WidthAccumulator()
    ) -> Candidate {
        evaluate(
            text.paragraphs[index], index, scales[index], start: start, startPatch: startPatch, end: end,
            trimsWhitespace: trimsWhitespace, initial: initial)
    }

    private mutating func evaluate(
        _ paragraph: ShapedParagraph, _ index: Int, _ scales: [RunScale], start: Int, startPatch: ClusterPatch?,
        end: Int, trimsWhitespace: Bool = true, initial: WidthAccumulator = WidthAccumulator()
    ) -> Candidate {
        let trimmed = trimsWhitespace ? paragraph.trimmedEnd(end, notBefore: start) : end
        var startPatch = startPatch
        var endPatch: ClusterPatch?
        if end > start, paragraph.isUnsafeBreak(before: end) {
            // Design §8.4: re-shape from the last safe cluster to the break, no context across it.
            let run = Int(paragraph.clusters[end - 1].run)
            let floor = max(start, paragraph.runs[run].clusters.lowerBound)
            var safe = end - 1
            while safe > floor, paragraph.clusters[safe].has(ClusterFlags.unsafeBefore) { safe -= 1 }
            if let patch = startPatch, patch.run == run, safe < patch.clusters.upperBound {
                startPatch = self.patch(index, run, patch.clusters.lowerBound..<end, cutBefore: true, cutAfter: true)
            } else {
                endPatch = self.patch(index, run, safe..<end, cutBefore: safe == start && start > 0, cutAfter: true)
            }
        } else if let patch = startPatch, end < patch.clusters.upperBound {
            // The line ends inside the start window.
            startPatch = self.patch(index, patch.run, patch.clusters.lowerBound..<end, cutBefore: true, cutAfter: true)
        }
        var width = initial
        if startPatch == nil, endPatch == nil, trimmed > start,
            paragraph.clusters[start].run == paragraph.clusters[trimmed - 1].run
        {
            // The common case: one run, nothing re-shaped.
            width.add(
                units: paragraph.prefix[trimmed] - paragraph.prefix[start],
                clusters: paragraph.shapedClusterCount(start..<trimmed),
                scale: scales[Int(paragraph.clusters[start].run)])
        } else {
            measure(
                paragraph, scales, start: start, end: trimmed, startPatch: startPatch, endPatch: endPatch, into: &width)
        }
        return Candidate(end: end, trimmedEnd: trimmed, width: width, startPatch: startPatch, endPatch: endPatch)
    }

    /// The re-shaped window at a line start after an unsafe break, up to the next safe cluster.
    mutating func startPatch(_ index: Int, at start: Int) -> ClusterPatch? {
        let paragraph = text.paragraphs[index]
        guard paragraph.isUnsafeBreak(before: start) else { return nil }
        let run = Int(paragraph.clusters[start].run)
        let runEnd = paragraph.runs[run].clusters.upperBound
        var safe = start + 1
        while safe < runEnd, paragraph.clusters[safe].has(ClusterFlags.unsafeBefore) { safe += 1 }
        return patch(index, run, start..<safe, cutBefore: true, cutAfter: false)
    }

    private func patch(
        _ index: Int, _ run: Int, _ clusters: Range<Int>, cutBefore: Bool, cutAfter: Bool
    ) -> ClusterPatch {
        text.patch(paragraph: index, run: run, clusters: clusters, cutBefore: cutBefore, cutAfter: cutAfter)
    }

    /// Adds the width of clusters `start..<end` to `width`, patches replacing their clusters.
    private func measure(
        _ paragraph: ShapedParagraph, _ scales: [RunScale], start: Int, end: Int, startPatch: ClusterPatch?,
        endPatch: ClusterPatch?, into width: inout WidthAccumulator
    ) {
        guard end > start else { return }
        let endOffset = paragraph.offset(ofCluster: end)
        var cluster = start
        while cluster < end {
            let run = Int(paragraph.clusters[cluster].run)
            let runEnd = min(end, paragraph.runs[run].clusters.upperBound)
            var units: Int64 = 0
            var count = 0
            var position = cluster
            if let patch = startPatch, patch.run == run, patch.clusters.lowerBound == position {
                let measured = patch.measure(before: endOffset)
                units += measured.units
                count += measured.clusters
                position = min(runEnd, patch.clusters.upperBound)
            }
            var middleEnd = runEnd
            if let patch = endPatch, patch.run == run {
                middleEnd = max(position, min(runEnd, patch.clusters.lowerBound))
            }
            if middleEnd > position {
                units += paragraph.prefix[middleEnd] - paragraph.prefix[position]
                count += paragraph.shapedClusterCount(position..<middleEnd)
                position = middleEnd
            }
            if position < runEnd, let patch = endPatch, patch.run == run {
                let measured = patch.measure(before: endOffset)
                units += measured.units
                count += measured.clusters
            }
            width.add(units: units, clusters: count, scale: scales[run])
            cluster = runEnd
        }
    }
}
