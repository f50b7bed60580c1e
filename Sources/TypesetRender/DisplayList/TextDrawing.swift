// A laid-out text as display-list glyph runs: absolute glyph origins (SPEC §8.3 baselines,
// §8.6 offsets) and the UTF-8 clusters that keep PDF text extractable.
import Foundation
import Typeset

extension GlyphRunDrawing {
    /// The glyph runs of `text` with the layout's top-left corner at `origin`, line by line.
    ///
    /// A glyph's origin is the pen position plus HarfBuzz's offset, on the line's baseline
    /// shifted by the baseline offset (positions and offsets are y up, the canvas y down).
    public static func runs(of text: TextLayout, at origin: CGPoint, color: DrawColor = .black) -> [GlyphRunDrawing] {
        var drawings: [GlyphRunDrawing] = []
        for line in text.lines {
            let baseline = origin.y + line.baseline
            for run in line.runs where !run.glyphs.isEmpty {
                var positions: [CGPoint] = []
                positions.reserveCapacity(run.glyphs.count)
                for index in run.glyphs.indices {
                    let pen = run.positions[index], offset = run.offsets[index]
                    positions.append(CGPoint(x: origin.x + pen.x + offset.x, y: baseline - pen.y - offset.y))
                }
                let runText = String(text.string[run.range])
                let runStart = text.string.utf8.distance(from: text.string.startIndex, to: run.range.lowerBound)
                let backward = run.direction == .rightToLeft
                let clusters = textClusters(
                    glyphClusters: run.clusters.map { $0 - runStart }, byteCount: runText.utf8.count, backward: backward)
                drawings.append(GlyphRunDrawing(
                    fontFile: run.face.fileURL.path, faceIndex: run.face.faceIndex, variations: run.variations,
                    size: Double(run.size),
                    glyphs: run.glyphs, positions: positions, color: color, text: clusters.isEmpty ? "" : runText,
                    clusters: clusters, clustersBackward: backward))
            }
        }
        return drawings
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
