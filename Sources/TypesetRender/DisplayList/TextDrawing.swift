// A laid-out text as display-list commands: background fills, glyph runs with absolute glyph
// origins (Design §8.3 baselines, §8.6 offsets) in their paint's colours and with the UTF-8
// clusters that keep PDF text extractable, inline images, then underlines and strikethroughs.
import Foundation
import Typeset

/// Draws a ``TextLayout`` with its paint.
public enum TextDrawing {
    /// The commands that draw `text` with its top-left corner at `origin`: the fills of
    /// ``TextLayout/backgrounds``, then line by line the glyph runs and inline images, then the
    /// strokes of ``TextLayout/decorations``. Text without a colour of its own, and strokes
    /// without one, take `color` (the foreground the view inherits).
    public static func commands(for text: TextLayout, at origin: CGPoint, color: DrawColor) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for background in text.backgrounds {
            commands.append(.shape(ShapeDrawing(.rect(background.rect.offsetBy(dx: origin.x, dy: origin.y)), fill: background.color)))
        }
        for line in text.lines {
            for run in line.runs where !run.glyphs.isEmpty {
                if let attachment = run.attachment {
                    commands += images(of: run, attachment, in: text, baseline: origin.y + line.baseline, x: origin.x, color: color)
                } else {
                    commands += GlyphRunDrawing.drawings(of: run, in: text, baseline: origin.y + line.baseline, x: origin.x, color: color)
                        .map(DrawCommand.glyphs)
                }
            }
        }
        for decoration in text.decorations {
            commands.append(.shape(stroke(decoration, at: origin, color: color)))
        }
        return commands
    }

    /// The placeholder of each object of an attachment run: its box from the pen position and
    /// the baseline, a symbol's or template image's tint from the paint.
    static func images(
        of run: GlyphRun, _ attachment: TextAttachment.Resolved, in text: TextLayout, baseline: CGFloat, x: CGFloat,
        color: DrawColor
    ) -> [DrawCommand] {
        run.glyphs.indices.map { index in
            let pen = run.positions[index]
            let bottom = baseline - pen.y + attachment.baselineOffset
            let rect = CGRect(
                x: x + pen.x, y: bottom - attachment.size.height, width: attachment.size.width,
                height: attachment.size.height)
            let tint = attachment.attachment.isTemplate ? text.foreground(at: run.clusters[index], default: color) : nil
            return .image(ImagePlaceholder(
                rect: rect, name: attachment.attachment.name, isSymbol: attachment.attachment.isSymbol, tint: tint,
                baseline: attachment.attachment.isSymbol ? Double(attachment.size.height - attachment.baselineOffset) : nil))
        }
    }

    /// A decoration as a shape: a filled rectangle when solid, else a line along its middle
    /// stroked with dashes in units of its thickness (dot 1 on 1 off, dash 3 on 1 off, dash-dot
    /// and dash-dot-dot combining them: Typeset's choice, Apple publishes no lengths).
    static func stroke(_ decoration: TextDecoration, at origin: CGPoint, color: DrawColor) -> ShapeDrawing {
        let rect = decoration.rect.offsetBy(dx: origin.x, dy: origin.y)
        let fill = decoration.color ?? color
        let t = Double(rect.height)
        let dash: [Double]
        switch decoration.pattern {
        case .solid: return ShapeDrawing(.rect(rect), fill: fill)
        case .dot: dash = [t, t]
        case .dash: dash = [3 * t, t]
        case .dashDot: dash = [3 * t, t, t, t]
        case .dashDotDot: dash = [3 * t, t, t, t, t, t]
        }
        let path = DrawPath([.move(CGPoint(x: rect.minX, y: rect.midY)), .line(CGPoint(x: rect.maxX, y: rect.midY))])
        return ShapeDrawing(.path(path), stroke: DrawStroke(color: fill, width: t, dash: dash))
    }
}

extension GlyphRunDrawing {
    /// The glyph runs of `text` with the layout's top-left corner at `origin`, line by line, in
    /// the colours of the layout's paint (`color` where it sets none); inline images are not
    /// glyphs and are left out (``TextDrawing/commands(for:at:color:)`` draws them).
    ///
    /// A glyph's origin is the pen position plus HarfBuzz's offset, on the line's baseline
    /// shifted by the baseline offset (positions and offsets are y up, the canvas y down).
    public static func runs(of text: TextLayout, at origin: CGPoint, color: DrawColor = .black) -> [GlyphRunDrawing] {
        var drawings: [GlyphRunDrawing] = []
        for line in text.lines {
            for run in line.runs where !run.glyphs.isEmpty && run.attachment == nil {
                drawings += Self.drawings(of: run, in: text, baseline: origin.y + line.baseline, x: origin.x, color: color)
            }
        }
        return drawings
    }

    /// The drawings of one glyph run: one, or one per stretch of glyphs of one colour when the
    /// paint changes colour inside the run (each with the text its glyphs show).
    static func drawings(of run: GlyphRun, in text: TextLayout, baseline: CGFloat, x: CGFloat, color: DrawColor) -> [GlyphRunDrawing] {
        let colors = run.clusters.map { text.foreground(at: $0, default: color) }
        var stretches: [Range<Int>] = []
        var start = 0
        for index in colors.indices.dropFirst() where colors[index] != colors[index - 1] {
            stretches.append(start..<index)
            start = index
        }
        stretches.append(start..<colors.count)
        let utf8 = text.string.utf8
        let runStart = utf8.distance(from: utf8.startIndex, to: run.range.lowerBound)
        let runEnd = utf8.distance(from: utf8.startIndex, to: run.range.upperBound)
        return stretches.map { stretch in
            var positions: [CGPoint] = []
            positions.reserveCapacity(stretch.count)
            for index in stretch {
                let pen = run.positions[index], offset = run.offsets[index]
                positions.append(CGPoint(x: x + pen.x + offset.x, y: baseline - pen.y - offset.y))
            }
            // The text the stretch's glyphs show: from its first cluster to the next cluster of
            // the run after its last one (the run's end when none follows).
            let clusters = Array(run.clusters[stretch])
            let low = stretches.count == 1 ? runStart : clusters.min() ?? runStart
            let high = stretches.count == 1
                ? runEnd : run.clusters.filter { $0 > clusters.max() ?? runEnd }.min() ?? runEnd
            let bytes = Array(utf8.dropFirst(low).prefix(max(0, high - low)))
            let stretchText = String(decoding: bytes, as: UTF8.self)
            let backward = run.direction == .rightToLeft
            let textClusters = textClusters(
                glyphClusters: clusters.map { $0 - low }, byteCount: bytes.count, backward: backward)
            return GlyphRunDrawing(
                fontFile: run.face.fileURL.path, faceIndex: run.face.faceIndex, variations: run.variations,
                size: Double(run.size), glyphs: Array(run.glyphs[stretch]), positions: positions, color: colors[stretch.lowerBound],
                text: textClusters.isEmpty ? "" : stretchText, clusters: textClusters, clustersBackward: backward)
        }
    }

    /// cairo clusters for glyphs in visual order whose clusters start at the given UTF-8
    /// offsets (relative to the run's text); empty when they do not tile the text in order.
    ///
    /// Clusters are listed in text order; for a backward (right-to-left) run the glyphs are
    /// taken from the end of the glyph array, as cairo's `CAIRO_TEXT_CLUSTER_FLAG_BACKWARD` says.
    static func textClusters(glyphClusters: [Int], byteCount: Int, backward: Bool) -> [TextCluster] {
        guard byteCount > 0, !glyphClusters.isEmpty else { return [] }
        let logical = backward ? Array(glyphClusters.reversed()) : glyphClusters
        var starts: [Int] = []
        var glyphCounts: [Int] = []
        for start in logical {
            if let last = starts.last, last == start {
                glyphCounts[glyphCounts.count - 1] += 1
            } else {
                if let last = starts.last, start < last { return [] }
                starts.append(start)
                glyphCounts.append(1)
            }
        }
        guard let first = starts.first, first >= 0, let last = starts.last, last < byteCount else { return [] }
        starts[0] = 0  // bytes before the first glyph's cluster belong to it
        var clusters: [TextCluster] = []
        for index in starts.indices {
            let end = index + 1 < starts.count ? starts[index + 1] : byteCount
            clusters.append(TextCluster(byteCount: end - starts[index], glyphCount: glyphCounts[index]))
        }
        return clusters
    }
}

extension TextLayout {
    /// The colour the paint gives the text at UTF-8 offset `offset`, or `fallback`.
    func foreground(at offset: Int, default fallback: DrawColor) -> DrawColor {
        paint(at: offset)?.foreground ?? fallback
    }
}
