// Re-shaping at a line edge that HarfBuzz marked UNSAFE_TO_BREAK (Design §8.4): the clusters
// between the break and the nearest safe cluster are shaped again without context across the
// break, and spliced in place of the original glyphs.

/// Glyphs re-shaped for a window of one run, replacing its original clusters.
///
/// A class: lines and candidates carry patches by reference, keeping them small to copy.
final class ClusterPatch: Sendable {
    /// Index of the run in the paragraph.
    let run: Int
    /// The original clusters the patch replaces.
    let clusters: Range<Int>
    /// UTF-16 range of the window.
    let range: Range<Int>
    /// Glyphs in visual order.
    let glyphs: [ShapedGlyph]
    /// Logical clusters of the patch: start offsets and advances in font units.
    let clusterStarts: [Int32]
    let clusterUnits: [Int32]

    init(
        run: Int, clusters: Range<Int>, range: Range<Int>, glyphs: [ShapedGlyph], clusterStarts: [Int32],
        clusterUnits: [Int32]
    ) {
        self.run = run
        self.clusters = clusters
        self.range = range
        self.glyphs = glyphs
        self.clusterStarts = clusterStarts
        self.clusterUnits = clusterUnits
    }

    /// Advance (font units) and cluster count of the patch's clusters that start before `offset`.
    func measure(before offset: Int) -> (units: Int64, clusters: Int) {
        var units: Int64 = 0
        var count = 0
        for (start, advance) in zip(clusterStarts, clusterUnits) where Int(start) < offset {
            units += Int64(advance)
            count += 1
        }
        return (units, count)
    }
}

/// Identifies a re-shaped window of a shaped text.
struct PatchKey: Equatable, Sendable, CacheKey {
    var paragraph: Int
    var run: Int
    var clusters: Range<Int>
    var cutBefore: Bool
    var cutAfter: Bool

    /// How many patches a shaped text keeps (the least recently used go first).
    static let kept = 4096

    /// The fields mixed by multiplication (the cache's table spreads the result again); a
    /// `Hasher` round cost more than the patch lookup it served.
    var cacheHash: Int {
        var hash = UInt64(truncatingIfNeeded: paragraph) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ UInt64(truncatingIfNeeded: run)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ UInt64(truncatingIfNeeded: clusters.lowerBound)) &* 0x94D0_49BB_1331_11EB
        hash = (hash ^ UInt64(truncatingIfNeeded: clusters.upperBound)) &* 0x9E37_79B9_7F4A_7C15
        hash ^= (cutBefore ? 1 : 0) | (cutAfter ? 2 : 0)
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

extension ShapedText {
    /// The window `clusters` of run `run` re-shaped (see ``reshape(paragraph:run:clusters:cutBefore:cutAfter:)``),
    /// kept for later layouts: patches are at upem, so every width and font scale shares them.
    func patch(paragraph index: Int, run: Int, clusters: Range<Int>, cutBefore: Bool, cutAfter: Bool) -> ClusterPatch {
        let key = PatchKey(paragraph: index, run: run, clusters: clusters, cutBefore: cutBefore, cutAfter: cutAfter)
        if let cached = patches.withLock({ $0.value(for: key) }) { return cached }
        let patch = reshape(paragraph: index, run: run, clusters: clusters, cutBefore: cutBefore, cutAfter: cutAfter)
        let dropped = patches.withLock { $0.insert(patch, for: key).dropped }
        freeOutsideLock(dropped)
        return patch
    }

    /// Shapes clusters `clusters` of run `run` in paragraph `paragraph` again. `cutBefore` /
    /// `cutAfter` drop the context on that side (a line break is there); otherwise the
    /// paragraph's text is context, as in the original shaping.
    func reshape(paragraph index: Int, run: Int, clusters: Range<Int>, cutBefore: Bool, cutAfter: Bool) -> ClusterPatch
    {
        let paragraph = paragraphs[index]
        let shapedRun = paragraph.runs[run]
        let start = paragraph.offset(ofCluster: clusters.lowerBound)
        let end =
            clusters.upperBound >= shapedRun.clusters.upperBound
            ? shapedRun.range.upperBound : paragraph.offset(ofCluster: clusters.upperBound)
        let context = (cutBefore ? start : paragraph.range.lowerBound)..<(cutAfter ? end : paragraph.range.upperBound)
        var glyphs: [ShapedGlyph] = []
        analysis.shapingUnits.withUnsafeBufferPointer { units in
            FontInstance(face: shapedRun.face, options: shapedRun.options).shape(
                units: units, context: context, item: start..<end,
                beginningOfText: !cutBefore && start == paragraph.range.lowerBound,
                endOfText: !cutAfter && end == paragraph.range.upperBound, into: &glyphs)
        }
        var starts: [Int32] = []
        var advances: [Int32] = []
        let ordered: [ShapedGlyph] = shapedRun.options.rightToLeft ? glyphs.reversed() : glyphs
        for glyph in ordered {
            if let last = starts.last, glyph.cluster <= last {
                advances[advances.count - 1] &+= glyph.xAdvance
            } else {
                starts.append(glyph.cluster)
                advances.append(glyph.xAdvance)
            }
        }
        return ClusterPatch(
            run: run, clusters: clusters, range: start..<end, glyphs: glyphs, clusterStarts: starts,
            clusterUnits: advances)
    }
}
