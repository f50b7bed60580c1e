// A line ready for output: its pieces in logical order (runs, re-shaped windows, hanging
// whitespace at the paragraph level, an ellipsis), its width and the text it covers.

/// A contiguous slice of glyphs of one face and bidi level on a line.
struct LinePiece: Sendable {
    /// Paragraph index.
    var paragraph: Int
    /// Run index in the paragraph; -1 for an inserted ellipsis.
    var run: Int
    /// Style span (size, spacing, baseline offset).
    var span: Int
    /// The face of the glyphs.
    var face: FontFace
    /// Bidi level (the paragraph level for hanging whitespace, UAX #9 rule L1).
    var level: UInt8
    /// Trailing whitespace that hangs outside the line width.
    var hanging: Bool
    /// UTF-16 range of the text shown (empty for an ellipsis).
    var range: Range<Int>
    /// Glyphs in visual order.
    var glyphs: ArraySlice<ShapedGlyph>
}

/// A line's content and measurements, before positioning.
struct LinePlan: Sendable {
    /// UTF-16 range of the text the line covers (for a truncated line: the rest of the text).
    var range: Range<Int>
    /// Pieces in logical order.
    var pieces: [LinePiece]
    /// Width in points without hanging whitespace.
    var width: Double
    /// Paragraph embedding level.
    var baseLevel: UInt8
    /// Whether the line holds an ellipsis.
    var isTruncated: Bool
    /// The span giving an empty line its metrics.
    var emptySpan: Int
}

extension ShapedText {
    /// The plan of a broken line: runs, patches spliced in, trailing whitespace split off
    /// as hanging pieces at the paragraph level (or dropped when `keepsHanging` is false).
    func plan(of line: BrokenLine, keepsHanging: Bool = true) -> LinePlan {
        let paragraph = paragraphs[line.paragraph]
        var pieces: [LinePiece] = []
        appendPieces(of: line, keepsHanging: keepsHanging, to: &pieces)
        let start = paragraph.offset(ofCluster: line.start)
        return LinePlan(
            range: start..<paragraph.offset(ofCluster: line.end), pieces: pieces, width: line.width,
            baseLevel: paragraph.baseLevel, isTruncated: false, emptySpan: paragraph.emptySpan)
    }

    /// Appends the pieces of `line` in logical order.
    func appendPieces(of line: BrokenLine, keepsHanging: Bool, to pieces: inout [LinePiece]) {
        let paragraph = paragraphs[line.paragraph]
        let hangingStart = paragraph.offset(ofCluster: line.trimmedEnd)
        var cluster = line.start
        while cluster < line.end {
            let runIndex = Int(paragraph.clusters[cluster].run)
            let run = paragraph.runs[runIndex]
            let runEnd = min(line.end, run.clusters.upperBound)
            func emit(_ glyphs: ArraySlice<ShapedGlyph>, _ range: Range<Int>) {
                let split = Self.split(glyphs, at: hangingStart, rightToLeft: run.options.rightToLeft)
                let contentEnd = min(range.upperBound, max(range.lowerBound, hangingStart))
                if !split.content.isEmpty || contentEnd > range.lowerBound {
                    pieces.append(
                        LinePiece(
                            paragraph: line.paragraph, run: runIndex, span: run.span, face: run.face, level: run.level,
                            hanging: false, range: range.lowerBound..<contentEnd, glyphs: split.content))
                }
                if keepsHanging, contentEnd < range.upperBound {
                    pieces.append(
                        LinePiece(
                            paragraph: line.paragraph, run: runIndex, span: run.span, face: run.face,
                            level: paragraph.baseLevel, hanging: true, range: contentEnd..<range.upperBound,
                            glyphs: split.hanging))
                }
            }
            var position = cluster
            if let patch = line.startPatch, patch.run == runIndex, patch.clusters.lowerBound == position {
                emit(patch.glyphs[...], patch.range)
                position = min(runEnd, patch.clusters.upperBound)
            }
            var middleEnd = runEnd
            if let patch = line.endPatch, patch.run == runIndex {
                middleEnd = max(position, min(runEnd, patch.clusters.lowerBound))
            }
            if middleEnd > position {
                emit(
                    originalGlyphs(paragraph, run, position..<middleEnd), originalRange(paragraph, position..<middleEnd)
                )
                position = middleEnd
            }
            if position < runEnd, let patch = line.endPatch, patch.run == runIndex {
                emit(patch.glyphs[...], patch.range)
            }
            cluster = runEnd
        }
    }

    /// The glyphs of clusters `clusters` of `run`, in visual order.
    private func originalGlyphs(
        _ paragraph: ShapedParagraph, _ run: ShapedRun, _ clusters: Range<Int>
    ) -> ArraySlice<ShapedGlyph> {
        let first = paragraph.clusters[clusters.lowerBound]
        let last = paragraph.clusters[clusters.upperBound - 1]
        return run.options.rightToLeft
            ? run.glyphs[Int(last.glyphStart)..<Int(first.glyphEnd)]
            : run.glyphs[Int(first.glyphStart)..<Int(last.glyphEnd)]
    }

    private func originalRange(_ paragraph: ShapedParagraph, _ clusters: Range<Int>) -> Range<Int> {
        Int(paragraph.clusters[clusters.lowerBound].start)..<Int(paragraph.clusters[clusters.upperBound - 1].end)
    }

    /// Splits visual-order glyphs into those of clusters before `offset` and the rest.
    private static func split(
        _ glyphs: ArraySlice<ShapedGlyph>, at offset: Int, rightToLeft: Bool
    ) -> (content: ArraySlice<ShapedGlyph>, hanging: ArraySlice<ShapedGlyph>) {
        let boundary = Int32(offset)
        if rightToLeft {
            let index = glyphs.firstIndex { $0.cluster < boundary } ?? glyphs.endIndex
            return (glyphs[index...], glyphs[..<index])
        }
        let index = glyphs.firstIndex { $0.cluster >= boundary } ?? glyphs.endIndex
        return (glyphs[..<index], glyphs[index...])
    }
}
