// From line plans to public lines (Design §8.3, §8.5, §8.6): baselines, alignment offsets,
// visual run order (UAX #9 L2 per line), glyph positions in points.

import Foundation

/// What a layout's lines show: the breaker's lines, the last one shown replaced by a planned
/// (truncated) line when lines were cut.
struct LineContents: Sendable {
    /// Every line of the breaker, shown or not (shared with the break result, never copied).
    var broken: [BrokenLine]
    /// How many lines are shown.
    var count: Int
    /// The last shown line, truncated, in place of `broken[count - 1]`.
    var truncated: LinePlan?

    /// The planned line at `index`, if that line is one.
    @inline(__always)
    func plan(at index: Int) -> LinePlan? {
        index == count - 1 ? truncated : nil
    }
}

/// Positions lines and converts them to ``TextLine``s; glyph runs are built on first access.
struct LineAssembler {
    let text: ShapedText
    let styles: [SpanStyle]
    let style: ParagraphStyle

    /// The lines with their vertical metrics, aligned inside the widest line, and the first
    /// and last baselines (nil without lines).
    func lines(
        _ contents: LineContents, metrics: [VerticalMetrics]
    ) -> (lines: [TextLine], width: Double, firstBaseline: Double?, lastBaseline: Double?) {
        let count = contents.count
        var width = 0.0
        for index in 0..<count { width = max(width, Self.drawnWidth(of: contents, at: index)) }
        let spacing = style.effectiveLineSpacing
        let source = GlyphRunSource(text: text, styles: styles, style: style, contents: contents, width: width)
        var lines: [TextLine] = []
        lines.reserveCapacity(count)
        prefetchReserved(&lines)
        var baseline = 0.0
        text.analysis.text.withIndexBuilder { indices in
            contents.broken.withUnsafeBufferPointer { broken in
                // The previous broken line's paragraph with its base level, and the line's end
                // cluster and UTF-8 offset, where the paragraph's next line starts.
                var previous = (paragraph: -1, baseLevel: UInt8(0), end: -1, utf8End: -1)
                for position in 0..<count {
                    let metric = metrics[position]
                    // Design §8.3: first baseline = A₁; next = previous + Dᵢ + Gᵢ + lineSpacing + Aᵢ₊₁.
                    if position == 0 {
                        baseline = metric.ascent
                    } else {
                        let above = metrics[position - 1]
                        baseline += above.descent + above.lineGap + spacing + metric.ascent
                    }
                    let range: Range<String.Index>
                    let lineWidth: Double
                    let baseLevel: UInt8
                    if let plan = contents.plan(at: position) {
                        let start = indices.index(atUTF16: plan.range.lowerBound)
                        range = start..<indices.index(atUTF16: plan.range.upperBound)
                        (lineWidth, baseLevel) = (plan.width, plan.baseLevel)
                    } else {
                        let line = broken[position]
                        if line.paragraph != previous.paragraph {
                            previous = (line.paragraph, text.paragraphs[line.paragraph].baseLevel, -1, -1)
                        }
                        // Offsets from the break points where the breaker read them (the cluster
                        // table is cold when a text is laid out again), else from the clusters.
                        let start =
                            previous.end == line.start ? previous.utf8End : utf8Offset(line.paragraph, line.start, indices)
                        let end = line.utf8End >= 0 ? line.utf8End : utf8Offset(line.paragraph, line.end, indices)
                        range = indices.index(atUTF8: start)..<indices.index(atUTF8: end)
                        (lineWidth, baseLevel) = (line.width, previous.baseLevel)
                        (previous.end, previous.utf8End) = (line.end, end)
                    }
                    let drawn = Self.drawnWidth(lineWidth)
                    lines.append(
                        TextLine(
                            range: range, baseline: baseline, ascent: metric.ascent, descent: metric.descent,
                            lineGap: metric.lineGap, width: drawn,
                            xOffset: style.alignmentOffset(width: drawn, baseLevel: baseLevel, in: width),
                            isTruncated: contents.truncated != nil && position == count - 1, source: source,
                            index: position))
                }
            }
        }
        return (lines, width, count == 0 ? nil : metrics[0].ascent, count == 0 ? nil : baseline)
    }

    /// The UTF-8 offset in the text where cluster `cluster` of paragraph `paragraph` starts (the
    /// paragraph's own for its first, without reading its cluster table).
    private func utf8Offset(_ paragraph: Int, _ cluster: Int, _ indices: StringIndexBuilder) -> Int {
        let paragraph = text.paragraphs[paragraph]
        return cluster == 0 ? paragraph.startUTF8Offset : indices.utf8Offset(ofUTF16: paragraph.offset(ofCluster: cluster))
    }

    /// A line's width as the layout reports it: never below 0 (negative tracking or kerning
    /// can pull the advances' sum below 0; the glyphs then overlap, the line takes no room) and
    /// never infinite (advances of astronomical tracking).
    private static func drawnWidth(_ width: Double) -> Double {
        min(max(0, width), Double.greatestFiniteMagnitude)
    }

    /// A line's width as the layout reports it (see ``drawnWidth(_:)``).
    static func drawnWidth(of contents: LineContents, at index: Int) -> Double {
        drawnWidth(contents.plan(at: index)?.width ?? contents.broken[index].width)
    }
}

extension ParagraphStyle {
    /// Design §8.6: lines align inside the text's own width; leading is the right edge when the
    /// layout direction or the paragraph direction is right-to-left.
    func alignmentOffset(width lineWidth: Double, baseLevel: UInt8, in width: Double) -> Double {
        let rightToLeft = layoutDirection == .rightToLeft || baseLevel & 1 == 1
        let free = max(0, width - lineWidth)
        switch alignment {
        case .leading: return rightToLeft ? free : 0
        case .center: return free / 2
        case .trailing: return rightToLeft ? 0 : free
        }
    }
}

/// Builds the glyph runs of a layout's lines on first access and keeps them.
///
/// Sizing a text never needs glyph positions, so layouts defer them to whoever draws.
final class GlyphRunSource: LineRunSource {
    private let text: ShapedText
    private let styles: [SpanStyle]
    private let style: ParagraphStyle
    private let contents: LineContents
    /// The layout's width, which lines align inside.
    private let width: Double
    /// The runs built so far, by line, made when the first line's runs are asked for: most
    /// layouts are only measured, and pay for neither the lines' table nor its lock.
    private let built = LazyReference<BuiltLines>()

    /// The runs built so far, by line, behind a lock.
    private final class BuiltLines: Sendable {
        let runs: Locked<[[GlyphRun]?]>
        init(lineCount: Int) { runs = Locked([[GlyphRun]?](repeating: nil, count: lineCount)) }
    }

    init(text: ShapedText, styles: [SpanStyle], style: ParagraphStyle, contents: LineContents, width: Double) {
        self.text = text
        self.styles = styles
        self.style = style
        self.contents = contents
        self.width = width
    }

    /// The runs of line `index`, positioned from the line's alignment offset.
    func runs(ofLine index: Int) -> [GlyphRun] {
        if let runs = built.load()?.runs.withLock({ $0[index] }) { return runs }
        let runs: [GlyphRun]
        var scratch: [ShapedGlyph] = []
        if let plan = contents.plan(at: index) {
            runs = glyphRuns(of: plan, xOffset: xOffset(ofLine: index, baseLevel: plan.baseLevel), scratch: &scratch)
        } else {
            let line = contents.broken[index]
            let xOffset = xOffset(ofLine: index, baseLevel: text.paragraphs[line.paragraph].baseLevel)
            runs =
                simpleRuns(of: line, xOffset: xOffset)
                ?? glyphRuns(of: text.plan(of: line), xOffset: xOffset, scratch: &scratch)
        }
        let lines = built.load() ?? built.storeIfNil(BuiltLines(lineCount: contents.count))
        lines.runs.withLock { $0[index] = runs }
        return runs
    }

    /// The alignment offset the layout gave line `index` (``TextLine/xOffset``).
    private func xOffset(ofLine index: Int, baseLevel: UInt8) -> Double {
        style.alignmentOffset(width: LineAssembler.drawnWidth(of: contents, at: index), baseLevel: baseLevel, in: width)
    }

    /// One output run: consecutive pieces of one run and level.
    private struct Group {
        var pieces: Range<Int>
        var level: UInt8
    }

    /// The runs of a line in visual order (Design §8.5), positioned from `xOffset`. Hanging
    /// whitespace sits at the paragraph level (UAX #9 L1), so it is visually last in the
    /// paragraph direction: after the width on the right, or before `xOffset` on the left.
    private func glyphRuns(of plan: LinePlan, xOffset: Double, scratch: inout [ShapedGlyph]) -> [GlyphRun] {
        let pieces = plan.pieces
        guard !pieces.isEmpty else { return [] }
        var groups: [Group] = []
        var hangingWidth = 0.0
        for (index, piece) in pieces.enumerated() {
            if piece.hanging { hangingWidth += advance(of: piece) }
            if let last = groups.last, piece.run >= 0, pieces[index - 1].run == piece.run,
                pieces[index - 1].paragraph == piece.paragraph, last.level == piece.level
            {
                groups[groups.count - 1].pieces = last.pieces.lowerBound..<(index + 1)
            } else {
                groups.append(Group(pieces: index..<(index + 1), level: piece.level))
            }
        }
        var pen = plan.baseLevel & 1 == 1 ? xOffset - hangingWidth : xOffset
        if groups.count == 1 { return [makeRun(groups[0], pieces: pieces, pen: &pen, scratch: &scratch)] }
        var runs: [GlyphRun] = []
        runs.reserveCapacity(groups.count)
        for groupIndex in ICU.visualOrder(levels: groups.map(\.level)) {
            runs.append(makeRun(groups[groupIndex], pieces: pieces, pen: &pen, scratch: &scratch))
        }
        return runs
    }

    /// The advance of a piece in points, spacing included.
    private func advance(of piece: LinePiece) -> Double {
        let style = styles[piece.span]
        var units: Int64 = 0
        var clusters = 0
        var previous: Int32 = -1
        for glyph in piece.glyphs {
            units += Int64(glyph.xAdvance)
            if glyph.cluster != previous { clusters += 1 }
            previous = glyph.cluster
        }
        return style.runScale(for: piece.face).points(units: units, clusters: clusters)
    }

    private func makeRun(
        _ group: Group, pieces: [LinePiece], pen: inout Double, scratch: inout [ShapedGlyph]
    ) -> GlyphRun {
        let first = pieces[group.pieces.lowerBound]
        let last = pieces[group.pieces.upperBound - 1]
        let rightToLeft = group.level & 1 == 1
        let glyphs: ArraySlice<ShapedGlyph>
        if group.pieces.count == 1 {
            glyphs = first.glyphs
        } else {
            scratch.removeAll(keepingCapacity: true)
            if rightToLeft {
                for index in group.pieces.reversed() { scratch.append(contentsOf: pieces[index].glyphs) }
            } else {
                for index in group.pieces { scratch.append(contentsOf: pieces[index].glyphs) }
            }
            glyphs = scratch[...]
        }
        // An inserted ellipsis (run -1) is shaped with its span's features (EllipsisShape).
        let options =
            first.run >= 0
            ? text.paragraphs[first.paragraph].runs[first.run].options
            : EllipsisShape.options(for: text.spans[first.span])
        var style = styles[first.span]
        if first.run < 0 { style.attachment = nil }  // an ellipsis cutting a run of objects is text
        return Self.makeRun(
            glyphs, buffer: text.analysis.text, face: first.face, style: style, level: group.level,
            script: options.script, features: options.featureSettings,
            range: first.range.lowerBound..<last.range.upperBound, pen: &pen)
    }

    /// A glyph run of `source` (visual order) of the text in `buffer`, set in `face` and `style`
    /// and shaped with `features`, from `pen`.
    static func makeRun(
        _ source: ArraySlice<ShapedGlyph>, buffer: TextBuffer, face: FontFace, style: SpanStyle, level: UInt8,
        script: UInt32, features: [String], range: Range<Int>, pen: inout Double
    ) -> GlyphRun {
        let size = style.size
        let upem = Double(face.metrics.unitsPerEm)
        let scale = size / upem
        let extra = style.extra
        let rise = style.baselineOffset
        let count = source.count
        var x = pen
        var glyphs: [UInt32] = []
        var clusters: [Int] = []
        var advances: [CGFloat] = []
        var offsets: [CGPoint] = []
        var positions: [CGPoint] = []
        source.withUnsafeBufferPointer { source in
            buffer.withUTF8Map { utf8Map in
                glyphs = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count { buffer[index] = source[index].glyph }
                    initialized = count
                }
                clusters = [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        let cluster = Int(source[index].cluster)
                        buffer[index] = utf8Map.map { Int($0[cluster]) } ?? cluster
                    }
                    initialized = count
                }
                offsets = [CGPoint](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        buffer[index] = CGPoint(
                            x: Double(source[index].xOffset) * scale, y: Double(source[index].yOffset) * scale)
                    }
                    initialized = count
                }
                advances = [CGFloat](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        var advance = Double(source[index].xAdvance) * size / upem
                        // Design §8.6: kerning and tracking after every cluster.
                        if extra != 0, index + 1 == count || source[index + 1].cluster != source[index].cluster {
                            advance += extra
                        }
                        buffer[index] = advance
                    }
                    initialized = count
                }
                positions = [CGPoint](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for index in 0..<count {
                        buffer[index] = CGPoint(x: x, y: rise)
                        x += advances[index]
                    }
                    initialized = count
                }
            }
        }
        pen = x
        return GlyphRun(
            face: face, size: size, direction: level & 1 == 1 ? .rightToLeft : .leftToRight, bidiLevel: level,
            script: LineAssembler.tag(script), features: features, range: buffer.range(ofUTF16: range),
            glyphs: glyphs, clusters: clusters, advances: advances, offsets: offsets, positions: positions,
            attachment: style.attachment)
    }

    /// The runs of a line of one shaped run with nothing re-shaped, built straight from the run's
    /// glyphs; nil when the line needs the general path.
    func simpleRuns(of line: BrokenLine, xOffset: Double) -> [GlyphRun]? {
        guard line.startPatch == nil, line.endPatch == nil, line.end > line.start else { return nil }
        let paragraph = text.paragraphs[line.paragraph]
        let runIndex = Int(paragraph.clusters[line.start].run)
        guard Int(paragraph.clusters[line.end - 1].run) == runIndex else { return nil }
        let run = paragraph.runs[runIndex]
        // Hanging whitespace takes the paragraph level (UAX #9 L1): the same run only when the
        // run is at that level.
        guard run.level == paragraph.baseLevel || line.trimmedEnd == line.end else { return nil }
        let first = paragraph.clusters[line.start]
        let last = paragraph.clusters[line.end - 1]
        let glyphs =
            run.options.rightToLeft
            ? run.glyphs[Int(last.glyphStart)..<Int(first.glyphEnd)]
            : run.glyphs[Int(first.glyphStart)..<Int(last.glyphEnd)]
        var pen = xOffset
        if paragraph.baseLevel & 1 == 1, line.trimmedEnd < line.end {
            // Right-to-left: the hanging whitespace is visually first, left of the line's box.
            let style = styles[run.span]
            let hanging = paragraph.prefix[line.end] - paragraph.prefix[line.trimmedEnd]
            pen -= style.runScale(for: run.face).points(
                units: hanging, clusters: paragraph.shapedClusterCount(line.trimmedEnd..<line.end))
        }
        let range = Int(first.start)..<Int(last.end)
        return [Self.makeRun(
            glyphs, buffer: text.analysis.text, face: run.face, style: styles[run.span], level: run.level, script: run.options.script,
            features: run.options.featureSettings, range: range, pen: &pen)]
    }
}

extension LineAssembler {
    /// A HarfBuzz script (its ISO 15924 tag packed big-endian) as its four letters.
    static func tag(_ script: UInt32) -> String {
        let bytes = [UInt8(script >> 24 & 0xFF), UInt8(script >> 16 & 0xFF), UInt8(script >> 8 & 0xFF), UInt8(script & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
