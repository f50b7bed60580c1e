// Truncation of the last kept line (Design §8.6): whole grapheme clusters are kept from the
// start (tail), the end (head) or both (middle) of the remaining text, with "…" shaped in the
// font at the cut, so that the line fits the width.

/// Builds the truncated last line.
struct Truncator {
    let text: ShapedText
    let styles: [SpanStyle]
    /// The width limit; nil keeps whole hard lines.
    let limit: Double?
    let mode: TruncationMode
    /// The ellipsis for text of a style span set in a face.
    let ellipsis: (FontFace, StyleSpan) -> EllipsisShape

    /// An ellipsis ready to place: its piece and its contribution to the width.
    private struct Ellipsis {
        var piece: LinePiece
        var units: Int64
        var scale: RunScale

        func added(to width: WidthAccumulator) -> WidthAccumulator {
            var width = width
            width.add(units: units, clusters: 1, scale: scale)
            return width
        }
    }

    /// The truncated line replacing `line` and everything after it.
    func truncate(from line: BrokenLine, breaker: inout LineBreaker) -> LinePlan {
        let paragraph = text.paragraphs[line.paragraph]
        let range = paragraph.offset(ofCluster: line.start)..<text.analysis.text.count
        let suffix = suffixBounds(from: line)
        var pieces: [LinePiece] = []
        var width: Double
        switch (mode, suffix) {
        case (.head, let suffix?):
            (pieces, width) = head(suffix, breaker: &breaker)
        case (.middle, let suffix?):
            (pieces, width) = middle(from: line, suffix: suffix, breaker: &breaker)
        default:
            (pieces, width) = tail(from: line, breaker: &breaker)
        }
        if pieces.isEmpty { width = 0 }
        return LinePlan(
            range: range, pieces: pieces, width: width, baseLevel: paragraph.baseLevel, isTruncated: true,
            emptySpan: paragraph.emptySpan)
    }

    // MARK: Modes

    private func tail(from line: BrokenLine, breaker: inout LineBreaker) -> ([LinePiece], Double) {
        let index = line.paragraph
        let paragraph = text.paragraphs[index]
        let start = line.start
        let hardEnd = self.hardEnd(paragraph, after: start)
        let startPatch = breaker.startPatch(index, at: start)
        var best: (candidate: LineBreaker.Candidate, width: WidthAccumulator, ellipsis: Ellipsis)?
        var end = start
        while end <= hardEnd {
            if end == start || end == hardEnd || paragraph.clusters[end].has(ClusterFlags.graphemeStart) {
                let candidate = breaker.evaluate(index, start: start, startPatch: startPatch, end: end)
                let cutRun = candidate.trimmedEnd > start ? Int(paragraph.clusters[candidate.trimmedEnd - 1].run) : nil
                let mark = ellipsis(index, run: cutRun, at: paragraph.offset(ofCluster: candidate.trimmedEnd))
                let width = mark.added(to: candidate.width)
                guard best == nil || fits(width) else { break }
                best = (candidate, width, mark)
            }
            end += 1
        }
        guard let best else { return ([], 0) }
        var pieces: [LinePiece] = []
        text.appendPieces(of: kept(index, start, best.candidate), keepsHanging: false, to: &pieces)
        pieces.append(best.ellipsis.piece)
        return (pieces, best.width.width)
    }

    private func head(_ suffix: SuffixBounds, breaker: inout LineBreaker) -> ([LinePiece], Double) {
        let index = suffix.paragraph
        let paragraph = text.paragraphs[index]
        var best: (candidate: LineBreaker.Candidate?, start: Int, width: WidthAccumulator, ellipsis: Ellipsis)
        let lastRun = Int(paragraph.clusters[suffix.end - 1].run)
        let bare = ellipsis(index, run: lastRun, at: paragraph.offset(ofCluster: suffix.end))
        best = (nil, suffix.end, bare.added(to: WidthAccumulator()), bare)
        var start = suffix.end - 1
        while start >= suffix.start {
            if start == suffix.start || paragraph.clusters[start].has(ClusterFlags.graphemeStart) {
                let mark = ellipsis(
                    index, run: Int(paragraph.clusters[start].run), at: paragraph.offset(ofCluster: start))
                let candidate = breaker.evaluate(
                    index, start: start, startPatch: breaker.startPatch(index, at: start), end: suffix.end,
                    trimsWhitespace: false, initial: mark.added(to: WidthAccumulator()))
                guard fits(candidate.width) else { break }
                best = (candidate, start, candidate.width, mark)
            }
            start -= 1
        }
        var pieces = [best.ellipsis.piece]
        if let candidate = best.candidate {
            text.appendPieces(of: kept(index, best.start, candidate), keepsHanging: false, to: &pieces)
        }
        return (pieces, best.width.width)
    }

    private func middle(
        from line: BrokenLine, suffix: SuffixBounds, breaker: inout LineBreaker
    ) -> ([LinePiece], Double) {
        let prefixIndex = line.paragraph
        let prefixParagraph = text.paragraphs[prefixIndex]
        let suffixParagraph = text.paragraphs[suffix.paragraph]
        let prefixStart = line.start
        let hardEnd = self.hardEnd(prefixParagraph, after: prefixStart)
        // Prefix and suffix on one hard line must not overlap.
        let shared = suffix.paragraph == prefixIndex && suffix.start <= prefixStart
        let prefixPatch = breaker.startPatch(prefixIndex, at: prefixStart)

        struct Cut {
            var prefixEnd: Int
            var suffixStart: Int
        }

        struct State {
            var prefixEnd: Int
            var suffixStart: Int
            var prefix: LineBreaker.Candidate
            var suffix: LineBreaker.Candidate?
            var ellipsis: Ellipsis
            var width: WidthAccumulator
            var prefixWidth: Double
            var suffixWidth: Double
        }

        func state(_ prefixEnd: Int, _ suffixStart: Int, breaker: inout LineBreaker) -> State {
            let prefix = breaker.evaluate(prefixIndex, start: prefixStart, startPatch: prefixPatch, end: prefixEnd)
            let cutRun: Int?
            if prefix.trimmedEnd > prefixStart {
                cutRun = Int(prefixParagraph.clusters[prefix.trimmedEnd - 1].run)
            } else if suffixStart < suffix.end, suffix.paragraph == prefixIndex {
                cutRun = Int(suffixParagraph.clusters[suffixStart].run)
            } else {
                cutRun =
                    prefixStart < prefixParagraph.clusters.count ? Int(prefixParagraph.clusters[prefixStart].run) : nil
            }
            let mark = ellipsis(prefixIndex, run: cutRun, at: prefixParagraph.offset(ofCluster: prefix.trimmedEnd))
            var width = mark.added(to: prefix.width)
            var suffixCandidate: LineBreaker.Candidate?
            var suffixWidth = 0.0
            if suffixStart < suffix.end {
                let patch = breaker.startPatch(suffix.paragraph, at: suffixStart)
                let candidate = breaker.evaluate(
                    suffix.paragraph, start: suffixStart, startPatch: patch, end: suffix.end, trimsWhitespace: false,
                    initial: width)
                width = candidate.width
                suffixCandidate = candidate
                suffixWidth =
                    breaker.evaluate(
                        suffix.paragraph, start: suffixStart, startPatch: patch, end: suffix.end, trimsWhitespace: false
                    ).width.width
            }
            return State(
                prefixEnd: prefixEnd, suffixStart: suffixStart, prefix: prefix, suffix: suffixCandidate, ellipsis: mark,
                width: width, prefixWidth: prefix.width.width, suffixWidth: suffixWidth)
        }

        func nextPrefix(_ current: State) -> Int? {
            var end = current.prefixEnd + 1
            let bound = shared ? min(hardEnd, current.suffixStart) : hardEnd
            while end < bound, !prefixParagraph.clusters[end].has(ClusterFlags.graphemeStart) { end += 1 }
            return end <= bound && end > current.prefixEnd ? end : nil
        }

        func nextSuffix(_ current: State) -> Int? {
            var start = current.suffixStart - 1
            let bound = shared ? max(suffix.start, current.prefixEnd) : suffix.start
            while start > bound, !suffixParagraph.clusters[start].has(ClusterFlags.graphemeStart) { start -= 1 }
            return start >= bound && start < current.suffixStart ? start : nil
        }

        var current = state(prefixStart, suffix.end, breaker: &breaker)
        while true {
            // Grow the narrower side first; if that no longer fits, try the other.
            let prefixOption = nextPrefix(current).map { Cut(prefixEnd: $0, suffixStart: current.suffixStart) }
            let suffixOption = nextSuffix(current).map { Cut(prefixEnd: current.prefixEnd, suffixStart: $0) }
            let options =
                current.prefixWidth <= current.suffixWidth
                ? [prefixOption, suffixOption].compactMap { $0 } : [suffixOption, prefixOption].compactMap { $0 }
            var advanced = false
            for option in options {
                let next = state(option.prefixEnd, option.suffixStart, breaker: &breaker)
                if fits(next.width) {
                    current = next
                    advanced = true
                    break
                }
            }
            if !advanced { break }
        }

        var pieces: [LinePiece] = []
        text.appendPieces(of: kept(prefixIndex, prefixStart, current.prefix), keepsHanging: false, to: &pieces)
        pieces.append(current.ellipsis.piece)
        if let candidate = current.suffix {
            text.appendPieces(
                of: kept(suffix.paragraph, current.suffixStart, candidate), keepsHanging: false, to: &pieces)
        }
        return (pieces, current.width.width)
    }

    // MARK: Helpers

    /// Where the suffix of head and middle truncation may come from: the last hard line with
    /// visible text at or after the truncated line.
    private struct SuffixBounds {
        var paragraph: Int
        var start: Int
        var end: Int
    }

    private func suffixBounds(from line: BrokenLine) -> SuffixBounds? {
        var index = text.paragraphs.count - 1
        while index >= line.paragraph {
            let paragraph = text.paragraphs[index]
            let lower = index == line.paragraph ? line.start : 0
            let end = paragraph.trimmedEnd(paragraph.clusters.count, notBefore: lower)
            if end > lower {
                var start = end - 1
                while start > lower, !paragraph.clusters[start].has(ClusterFlags.mandatoryBefore) { start -= 1 }
                return SuffixBounds(paragraph: index, start: start, end: end)
            }
            index -= 1
        }
        return nil
    }

    /// The cluster ending the hard line that starts at or before `start`.
    private func hardEnd(_ paragraph: ShapedParagraph, after start: Int) -> Int {
        var end = start + 1
        while end < paragraph.clusters.count, !paragraph.clusters[end].has(ClusterFlags.mandatoryBefore) { end += 1 }
        return min(end, paragraph.clusters.count)
    }

    private func kept(_ paragraph: Int, _ start: Int, _ candidate: LineBreaker.Candidate) -> BrokenLine {
        BrokenLine(
            paragraph: paragraph, start: start, end: candidate.end, trimmedEnd: candidate.trimmedEnd,
            width: candidate.width.width, startPatch: candidate.startPatch, endPatch: candidate.endPatch)
    }

    private func fits(_ width: WidthAccumulator) -> Bool {
        guard let limit else { return true }
        return width.fits(limit)
    }

    /// The ellipsis in the face and style of run `run` (the span's primary face when nil),
    /// placed at UTF-16 `offset` at the paragraph level.
    private func ellipsis(_ index: Int, run: Int?, at offset: Int) -> Ellipsis {
        let paragraph = text.paragraphs[index]
        let span = run.map { paragraph.runs[$0].span } ?? paragraph.emptySpan
        let face = run.map { paragraph.runs[$0].face } ?? styles[span].face
        let shape = ellipsis(face, text.spans[span])
        var glyphs = shape.glyphs
        for position in glyphs.indices { glyphs[position].cluster = Int32(offset) }
        let piece = LinePiece(
            paragraph: index, run: -1, span: span, face: shape.face, level: paragraph.baseLevel, hanging: false,
            range: offset..<offset, glyphs: glyphs[...])
        return Ellipsis(piece: piece, units: shape.units, scale: styles[span].runScale(for: shape.face))
    }
}
