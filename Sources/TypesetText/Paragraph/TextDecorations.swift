// Underlines, strikethroughs and background fills as laid out: strokes and boxes along the
// lines, placed from the glyph runs and sized from each run's font (post and OS/2 values,
// DecorationMetrics), computed from a layout and its paint when a renderer asks (Design §23.4).

import Foundation

/// An underline or strikethrough stroke along part of one line.
public struct TextDecoration: Hashable, Sendable {
    /// Which line it is.
    public enum Kind: String, Hashable, Sendable {
        case underline, strikethrough
    }

    /// Underline or strikethrough.
    public var kind: Kind
    /// The index of the line in ``TextLayout/lines``.
    public var line: Int
    /// The text it runs along, as UTF-8 offsets of ``TextLayout/string``.
    public var range: Range<Int>
    /// The stroke in the layout's coordinates (y down from its top): left edge and width from
    /// the glyphs' pen positions and advances, top edge and thickness from the font.
    public var rect: CGRect
    /// The dash pattern.
    public var pattern: TextPaint.Line.Pattern
    /// The stroke's colour: the line's own, else the text's; nil: the colour the view inherits.
    public var color: TextPaint.Color?
}

/// A fill behind part of one line (`backgroundColor`).
public struct TextBackground: Hashable, Sendable {
    /// The index of the line in ``TextLayout/lines``.
    public var line: Int
    /// The text it lies behind, as UTF-8 offsets of ``TextLayout/string``.
    public var range: Range<Int>
    /// The box in the layout's coordinates: the glyphs' advances across, the line's ascent and
    /// descent down.
    public var rect: CGRect
    /// The fill.
    public var color: TextPaint.Color
}

extension TextLayout {
    /// The underlines and strikethroughs of ``paint``, per line and glyph run, in drawing order.
    ///
    /// A stroke covers the advances of the glyphs whose cluster lies in a painted range, cut
    /// to the line's box (hanging whitespace at a line end is not underlined). Its place and
    /// thickness come from the run's face (``FontFace/decorationMetrics``) at the run's size:
    /// the top edge lies `position × size / unitsPerEm` above the baseline, raised by the run's
    /// baseline offset, and the stroke is `thickness × size / unitsPerEm` thick. Strokes of
    /// neighbouring runs that meet, with the same place, thickness, pattern and colour, are one.
    public var decorations: [TextDecoration] {
        guard paint.contains(where: { $0.paint.underline != nil || $0.paint.strikethrough != nil }) else { return [] }
        var found: [TextDecoration] = []
        for kind in [TextDecoration.Kind.underline, .strikethrough] {
            forEachPaintedSegment { paint, line, run, range, x0, x1, rise in
                guard let stroke = kind == .underline ? paint.underline : paint.strikethrough else { return }
                let metrics = run.face.decorationMetrics
                let scale = run.size / CGFloat(run.face.metrics.unitsPerEm)
                let (position, thickness) =
                    kind == .underline
                    ? (metrics.underlinePosition, metrics.underlineThickness)
                    : (metrics.strikeoutPosition, metrics.strikeoutThickness)
                let top = lines[line].baseline - rise - CGFloat(position) * scale
                let decoration = TextDecoration(
                    kind: kind, line: line, range: range,
                    rect: CGRect(x: x0, y: top, width: x1 - x0, height: CGFloat(thickness) * scale),
                    pattern: stroke.pattern, color: stroke.color ?? paint.foreground)
                if let last = found.last, last.joins(decoration) {
                    found[found.count - 1].rect = last.rect.union(decoration.rect)
                    found[found.count - 1].range = min(last.range.lowerBound, range.lowerBound)..<max(last.range.upperBound, range.upperBound)
                } else {
                    found.append(decoration)
                }
            }
        }
        return found
    }

    /// The background fills of ``paint``, per line and glyph run: the advances of the painted
    /// glyphs across (cut to the line's box), from the line's ascent above its baseline to its
    /// descent below.
    public var backgrounds: [TextBackground] {
        guard paint.contains(where: { $0.paint.background != nil }) else { return [] }
        var found: [TextBackground] = []
        forEachPaintedSegment { paint, line, _, range, x0, x1, _ in
            guard let color = paint.background else { return }
            let box = lines[line]
            let rect = CGRect(x: x0, y: box.baseline - box.ascent, width: x1 - x0, height: box.ascent + box.descent)
            if let last = found.last, last.line == line, last.color == color, abs(last.rect.maxX - x0) < 1e-9,
                last.range.upperBound == range.lowerBound || range.upperBound == last.range.lowerBound
            {
                found[found.count - 1].rect = last.rect.union(rect)
                found[found.count - 1].range = min(last.range.lowerBound, range.lowerBound)..<max(last.range.upperBound, range.upperBound)
            } else {
                found.append(TextBackground(line: line, range: range, rect: rect, color: color))
            }
        }
        return found
    }

    /// Calls `body` for every stretch of consecutive glyphs of one run that lie in one painted
    /// range, line by line in visual order: the paint, the line index, the run, the painted
    /// text's UTF-8 range within the run, the stretch's left and right edges (cut to the line's
    /// box; empty stretches skipped) and the run's baseline offset.
    func forEachPaintedSegment(
        _ body: (TextPaint, Int, GlyphRun, Range<Int>, CGFloat, CGFloat, CGFloat) -> Void
    ) {
        let utf8 = string.utf8
        func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        for (lineIndex, line) in lines.enumerated() {
            let left = line.xOffset, right = line.xOffset + line.width
            for run in line.runs where !run.glyphs.isEmpty {
                let runRange = offset(run.range.lowerBound)..<offset(run.range.upperBound)
                var current: (paint: Int, x0: CGFloat, x1: CGFloat)?
                func flush() {
                    guard let stretch = current else { return }
                    current = nil
                    let x0 = max(stretch.x0, left), x1 = min(stretch.x1, right)
                    guard x1 > x0 else { return }
                    let painted = paint[stretch.paint]
                    let range = max(painted.range.lowerBound, runRange.lowerBound)..<min(painted.range.upperBound, runRange.upperBound)
                    guard !range.isEmpty else { return }
                    body(painted.paint, lineIndex, run, range, x0, x1, run.positions[0].y)
                }
                for index in run.glyphs.indices {
                    let x0 = run.positions[index].x, x1 = x0 + run.advances[index]
                    let painted = paintIndex(containing: run.clusters[index])
                    if let stretch = current, stretch.paint == painted {
                        current = (stretch.paint, min(stretch.x0, x0), max(stretch.x1, x1))
                    } else {
                        flush()
                        if let painted { current = (painted, min(x0, x1), max(x0, x1)) }
                    }
                }
                flush()
            }
        }
    }

    /// The paint of the text at UTF-8 offset `offset` of ``string`` (a glyph's cluster), if any.
    public func paint(at offset: Int) -> TextPaint? {
        paintIndex(containing: offset).map { paint[$0].paint }
    }

    /// The index of the paint range holding UTF-8 offset `offset` (ranges are sorted and
    /// disjoint: a binary search), if any.
    private func paintIndex(containing offset: Int) -> Int? {
        var low = 0, high = paint.count
        while low < high {
            let middle = (low + high) / 2
            if paint[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < paint.count && paint[low].range.contains(offset) ? low : nil
    }
}

extension TextDecoration {
    /// Whether `next`, met after this stroke, continues it: the same line, kind, pattern, colour,
    /// top and thickness, starting where this one ends, over the adjacent text.
    fileprivate func joins(_ next: TextDecoration) -> Bool {
        kind == next.kind && line == next.line && pattern == next.pattern && color == next.color
            && abs(rect.minY - next.rect.minY) < 1e-9 && abs(rect.height - next.rect.height) < 1e-9
            && abs(rect.maxX - next.rect.minX) < 1e-9
            && (range.upperBound == next.range.lowerBound || next.range.upperBound == range.lowerBound)
    }
}
