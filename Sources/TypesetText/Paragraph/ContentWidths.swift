// Intrinsic widths (Design §8.6): maximum = every paragraph on one line, minimum = the widest
// grapheme cluster as a line of its own (the width of a layout proposed 0), at font scale 1.

extension ShapedText {
    /// The narrowest and widest widths the text can take, in points, with `scales` per
    /// paragraph and run.
    func contentWidths(scales: [[RunScale]]) -> (min: Double, max: Double) {
        var breaker = LineBreaker(text: self, scales: scales, limit: nil)
        let widest = breaker.run().widestFit
        var narrowest = 0.0
        for index in paragraphs.indices {
            narrowest = max(narrowest, widestGrapheme(index, scales: scales[index]))
        }
        return (min(narrowest, widest), widest)
    }

    /// The widest grapheme of a paragraph as a line of its own: the shaped advances where both
    /// edges are safe to break, else the glyphs' own advances (what shaping the grapheme alone
    /// gives; joining scripts are re-shaped, since a letter alone takes another form, and so is
    /// a grapheme that shares a HarfBuzz cluster with another, such as half of a ligature).
    private func widestGrapheme(_ index: Int, scales: [RunScale]) -> Double {
        let paragraph = paragraphs[index]
        let clusters = paragraph.clusters
        var widest = 0.0
        var start = 0
        while start < clusters.count {
            var end = start + 1
            while end < clusters.count, !clusters[end].has(ClusterFlags.graphemeStart) { end += 1 }
            let trimmed = paragraph.trimmedEnd(end, notBefore: start)
            if trimmed > start {
                var width = WidthAccumulator()
                if paragraph.isUnsafeBreak(before: start) || paragraph.isUnsafeBreak(before: end) {
                    alone(paragraph, index, start..<trimmed, scales: scales, into: &width)
                } else {
                    for cluster in start..<trimmed {
                        width.add(
                            units: Int64(clusters[cluster].units),
                            clusters: clusters[cluster].has(ClusterFlags.continuation) ? 0 : 1,
                            scale: scales[Int(clusters[cluster].run)])
                    }
                }
                widest = max(widest, width.width)
            }
            start = end
        }
        return widest
    }

    /// Adds the width clusters `range` would have shaped without their neighbours.
    private func alone(
        _ paragraph: ShapedParagraph, _ index: Int, _ range: Range<Int>, scales: [RunScale],
        into width: inout WidthAccumulator
    ) {
        var cluster = range.lowerBound
        while cluster < range.upperBound {
            let runIndex = Int(paragraph.clusters[cluster].run)
            let run = paragraph.runs[runIndex]
            let end = min(range.upperBound, run.clusters.upperBound)
            // Part of a HarfBuzz cluster (its first grapheme, or a continuation): the cluster's
            // glyphs belong to the whole ligature, so the grapheme is shaped alone.
            let splitsCluster =
                paragraph.clusters[cluster].has(ClusterFlags.continuation)
                || (end < paragraph.clusters.count && paragraph.clusters[end].has(ClusterFlags.continuation))
            if splitsCluster || HarfBuzz.isJoiningScript(run.options.script) {
                let patch = reshape(
                    paragraph: index, run: runIndex, clusters: cluster..<end, cutBefore: true, cutAfter: true)
                width.add(
                    units: Int64(patch.clusterUnits.reduce(0, +)), clusters: patch.clusterUnits.count,
                    scale: scales[runIndex])
            } else {
                var units: Int64 = 0
                for position in cluster..<end {
                    let info = paragraph.clusters[position]
                    for glyph in run.glyphs[Int(info.glyphStart)..<Int(info.glyphEnd)] {
                        units += Int64(run.face.harfBuzz.advance(of: glyph.glyph))
                    }
                }
                width.add(units: units, clusters: end - cluster, scale: scales[runIndex])
            }
            cluster = end
        }
    }
}
