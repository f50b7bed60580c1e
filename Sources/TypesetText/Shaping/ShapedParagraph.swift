// A paragraph shaped once at upem: runs, the logical cluster table with break flags, prefix
// sums of advances and the line break opportunities at cluster starts (Design §8.4).

/// One paragraph shaped at units-per-em scale; independent of point sizes.
///
/// A class whose cluster table lives in buffers it owns: the breaker reads them in its inner
/// loops through plain pointers, with no reference counting per access. Immutable after init,
/// hence `@unchecked Sendable`.
final class ShapedParagraph: @unchecked Sendable {
    /// UTF-16 range, separator included.
    let range: Range<Int>
    /// Paragraph embedding level (0 or 1).
    let baseLevel: UInt8
    /// Runs in logical order.
    let runs: [ShapedRun]
    /// Clusters in logical order.
    let clusters: UnsafeBufferPointer<ClusterInfo>
    /// `prefix[c]` = sum of `clusters[..<c].units`; differences are valid within one run.
    let prefix: UnsafeBufferPointer<Int64>
    /// Where a line may end: every cluster a line may start with (after 0), ending with
    /// `clusters.count`, with what the breaker reads of it.
    let breaks: UnsafeBufferPointer<BreakPoint>
    /// `continuations[c]` = how many of `clusters[..<c]` are ``ClusterFlags/continuation``
    /// entries; nil when the paragraph has none (the common case).
    private let continuations: UnsafeBufferPointer<Int32>?
    /// The style span whose primary font gives an empty paragraph its metrics.
    let emptySpan: Int
    /// The sum of every cluster's advance (`prefix[clusters.count]`), kept in the object so
    /// that estimating a paragraph's lines reads no buffer.
    let totalUnits: Int64
    /// The UTF-8 offset in the text where the paragraph's first line starts (``offset(ofCluster:)``
    /// of 0), kept in the object as the break points keep the others': a text laid out again
    /// then builds its lines' ranges without reading the cluster table.
    let startUTF8Offset: Int

    /// A run shaped but not yet placed in the paragraph's cluster table.
    struct PendingRun {
        var range: Range<Int>
        var span: Int
        var face: FontFace
        var options: ShapingOptions
        var level: UInt8
        var glyphs: [ShapedGlyph]
    }

    /// The paragraph of `pending` runs (logical order): builds the cluster table, prefix sums
    /// and break opportunities from the glyphs and the text's ``UnitFlags``; `utf8Offsets` maps
    /// the text's UTF-16 offsets to UTF-8 (nil: equal, ASCII text).
    init(
        range: Range<Int>, baseLevel: UInt8, pending: [PendingRun], flags: UnsafeBufferPointer<UInt8>,
        utf8Offsets: UnsafeBufferPointer<Int32>?, emptySpan: Int
    ) {
        self.range = range
        self.baseLevel = baseLevel
        self.emptySpan = emptySpan
        // At most one entry per glyph, plus one per grapheme inside a HarfBuzz cluster (at most
        // one per code unit).
        let capacity = pending.reduce(0) { $0 + $1.glyphs.count + $1.range.count }
        let clusters = UnsafeMutableBufferPointer<ClusterInfo>.allocate(capacity: capacity)
        var count = 0
        var runs: [ShapedRun] = []
        runs.reserveCapacity(pending.count)
        for run in pending {
            let first = count
            run.glyphs.withUnsafeBufferPointer { glyphs in
                count = ShapedParagraph.writeClusters(
                    of: glyphs, rightToLeft: run.options.rightToLeft, range: run.range, runIndex: runs.count,
                    flags: flags, into: clusters, at: count)
            }
            runs.append(
                ShapedRun(
                    range: run.range, clusters: first..<count, span: run.span, face: run.face, options: run.options,
                    level: run.level, glyphs: run.glyphs))
        }
        self.runs = runs
        // Prefix sums, then the break opportunities (at most one per cluster, plus the end).
        let prefix = UnsafeMutableBufferPointer<Int64>.allocate(capacity: count + 1)
        var sum: Int64 = 0
        for index in 0..<count {
            prefix[index] = sum
            sum += Int64(clusters[index].units)
        }
        prefix[count] = sum
        totalUnits = sum
        /// The UTF-8 offset where cluster `index` starts (the paragraph end for `count`), the rule
        /// of ``offset(ofCluster:)`` mapped to UTF-8.
        func utf8Offset(ofCluster index: Int) -> Int32 {
            let offset = index < count ? Int(clusters[index].start) : range.upperBound
            return utf8Offsets.map { $0[offset] } ?? Int32(offset)
        }
        let breaks = UnsafeMutableBufferPointer<BreakPoint>.allocate(capacity: count + 1)
        var written = 0
        // The end of the last cluster that is not hanging whitespace, so far.
        var trimmed = 0
        for index in 0...count {
            if index > 0, !clusters[index - 1].has(ClusterFlags.hangingWhitespace) { trimmed = index }
            guard index == count || (index > 0 && clusters[index].has(ClusterFlags.breakBefore)) else { continue }
            var flags: UInt8 = 0
            if index >= count || clusters[index].has(ClusterFlags.mandatoryBefore) { flags |= BreakPoint.mandatory }
            if index < count, clusters[index].has(ClusterFlags.unsafeBefore),
                clusters[index].run == clusters[index - 1].run
            {
                flags |= BreakPoint.unsafe
            }
            (breaks.baseAddress! + written).initialize(
                to: BreakPoint(
                    end: Int32(index), trimmedEnd: Int32(trimmed), units: prefix[trimmed], endUnits: prefix[index],
                    utf8Offset: utf8Offset(ofCluster: index), flags: flags))
            written += 1
        }
        startUTF8Offset = Int(utf8Offset(ofCluster: 0))
        if (0..<count).contains(where: { clusters[$0].flags & ClusterFlags.continuation != 0 }) {
            let continuations = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count + 1)
            var seen: Int32 = 0
            for index in 0..<count {
                continuations[index] = seen
                if clusters[index].flags & ClusterFlags.continuation != 0 { seen += 1 }
            }
            continuations[count] = seen
            self.continuations = UnsafeBufferPointer(continuations)
        } else {
            self.continuations = nil
        }
        self.clusters = UnsafeBufferPointer(rebasing: clusters[..<count])
        self.prefix = UnsafeBufferPointer(prefix)
        self.breaks = UnsafeBufferPointer(rebasing: breaks[..<written])
    }

    deinit {
        clusters.deallocate()
        prefix.deallocate()
        breaks.deallocate()
        continuations?.deallocate()
    }

    /// Cluster indices where a line may start (after 0), ending with `clusters.count`.
    var opportunities: [Int32] { breaks.map(\.end) }

    /// How many HarfBuzz clusters `clusters[range]` holds: entries minus continuations. Kerning
    /// and tracking are added once per HarfBuzz cluster (Design §8.6), as the glyph runs add them.
    @inline(__always)
    func shapedClusterCount(_ range: Range<Int>) -> Int {
        guard let continuations else { return range.count }
        return range.count - Int(continuations[range.upperBound] - continuations[range.lowerBound])
    }

    /// The UTF-16 offset where cluster `index` starts (the paragraph end for `clusters.count`).
    @inline(__always)
    func offset(ofCluster index: Int) -> Int {
        index < clusters.count ? Int(clusters[index].start) : range.upperBound
    }

    /// Whether a line must end before cluster `index` (a mandatory break or the paragraph end).
    @inline(__always)
    func isMandatoryBreak(before index: Int) -> Bool {
        index >= clusters.count || clusters[index].has(ClusterFlags.mandatoryBefore)
    }

    /// Whether breaking before cluster `index` cuts a run where HarfBuzz marked it unsafe.
    @inline(__always)
    func isUnsafeBreak(before index: Int) -> Bool {
        index > 0 && index < clusters.count && clusters[index].has(ClusterFlags.unsafeBefore)
            && clusters[index].run == clusters[index - 1].run
    }

    /// `end` moved back over hanging whitespace, not before `start` (Design §8.4).
    @inline(__always)
    func trimmedEnd(_ end: Int, notBefore start: Int) -> Int {
        var end = end
        while end > start, clusters[end - 1].has(ClusterFlags.hangingWhitespace) { end -= 1 }
        return end
    }

    /// A break opportunity with what greedy breaking reads of it in the common case, so that
    /// breaking walks this small array rather than the cluster table (Design §8.4).
    struct BreakPoint {
        /// The cluster after the break (`clusters.count` at the paragraph end).
        let end: Int32
        /// `end` moved back over hanging whitespace, bounded by no line start: a line from
        /// `start` ends its content at `max(trimmedEnd, start)` (``trimmedEnd(_:notBefore:)``).
        let trimmedEnd: Int32
        /// `prefix[trimmedEnd]`.
        let units: Int64
        /// `prefix[end]`, where the next line's advances start.
        let endUnits: Int64
        /// The UTF-8 offset in the text where the next line starts (``offset(ofCluster:)`` of
        /// `end`), for the lines' String.Index ranges.
        let utf8Offset: Int32
        /// ``mandatory`` and ``unsafe``.
        let flags: UInt8

        /// A line must end here (``isMandatoryBreak(before:)``).
        static let mandatory: UInt8 = 1
        /// Breaking here re-shapes (``isUnsafeBreak(before:)``).
        static let unsafe: UInt8 = 2

        @inline(__always)
        func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
    }

    /// Writes the logical clusters of `glyphs` (run `runIndex`, covering `range`) into `output`
    /// from `start`; returns the index after the last one written (at most one per glyph).
    private static func writeClusters(
        of glyphs: UnsafeBufferPointer<ShapedGlyph>, rightToLeft: Bool, range: Range<Int>, runIndex: Int,
        flags: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<ClusterInfo>, at start: Int
    ) -> Int {
        let glyphCount = glyphs.count
        guard glyphCount > 0, let glyph = glyphs.baseAddress, let out = output.baseAddress,
            let flag = flags.baseAddress
        else { return start }
        let keptFlags = UnitFlags.graphemeStart | UnitFlags.breakBefore | UnitFlags.mandatoryBefore
        let lowest = Int32(truncatingIfNeeded: range.lowerBound)
        let run = Int32(truncatingIfNeeded: runIndex)
        var written = start
        // Glyphs are in visual order: walk them forwards (LTR) or backwards (RTL) so clusters come
        // out in logical order; each cluster's glyphs are contiguous.
        let step = rightToLeft ? -1 : 1
        var index = rightToLeft ? glyphCount - 1 : 0
        while index >= 0, index < glyphCount {
            let cluster = glyph[index].cluster
            var units = glyph[index].xAdvance
            var unsafe = glyph[index].unsafeToBreak
            var other = index &+ step
            while other >= 0, other < glyphCount, glyph[other].cluster == cluster {
                units &+= glyph[other].xAdvance
                unsafe = unsafe || glyph[other].unsafeToBreak
                other &+= step
            }
            let low = Int32(truncatingIfNeeded: rightToLeft ? other &+ 1 : index)
            let high = Int32(truncatingIfNeeded: rightToLeft ? index &+ 1 : other)
            index = other
            if written > start, cluster <= out[written &- 1].start {
                // Defensive: a non-monotone cluster joins its predecessor.
                out[written &- 1].units &+= units
                out[written &- 1].glyphStart = min(out[written &- 1].glyphStart, low)
                out[written &- 1].glyphEnd = max(out[written &- 1].glyphEnd, high)
                continue
            }
            let offset = max(lowest, cluster)
            (out + written).initialize(
                to: ClusterInfo(
                    start: offset, end: offset, units: units, glyphStart: low, glyphEnd: high, run: run,
                    flags: (flag[Int(offset)] & keptFlags) | (unsafe ? ClusterFlags.unsafeBefore : 0)))
            written &+= 1
        }
        // Ends and hanging whitespace in one pass over the code units (hanging characters are all
        // BMP, so every code unit of a hanging cluster is flagged), counting the grapheme starts
        // inside clusters, which `splitAtGraphemes` gives entries of their own.
        var interiorGraphemes = 0
        for position in start..<written {
            let first = Int(out[position].start)
            let end = position &+ 1 < written ? Int(out[position &+ 1].start) : range.upperBound
            out[position].end = Int32(truncatingIfNeeded: end)
            var hanging = end > first
            var offset = first
            while offset < end {
                let unitFlags = flag[offset]
                hanging = hanging && unitFlags & UnitFlags.hangingWhitespace != 0
                if offset > first, unitFlags & UnitFlags.graphemeStart != 0 { interiorGraphemes &+= 1 }
                offset &+= 1
            }
            if hanging { out[position].flags |= ClusterFlags.hangingWhitespace }
        }
        guard interiorGraphemes > 0 else { return written }
        return splitAtGraphemes(
            out, clusters: start..<written, extra: interiorGraphemes, rightToLeft: rightToLeft, flags: flag)
    }

    /// Whether every code unit of `start..<end` is hanging whitespace (and the range not empty).
    private static func isHanging(_ flags: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end > start else { return false }
        for offset in start..<end where flags[offset] & UnitFlags.hangingWhitespace == 0 { return false }
        return true
    }

    /// Design §8.4: a segment wider than the line breaks at grapheme boundaries, also inside a
    /// HarfBuzz cluster (a ligature such as Lato's "ti" holds two graphemes). Each grapheme
    /// after the first in a cluster gets an entry of its own, a ``ClusterFlags/continuation``:
    /// no glyphs and no advance (the first entry keeps the cluster's glyphs), and flagged unsafe,
    /// so that a line edge there re-shapes both sides like any unsafe break. No break
    /// opportunity is taken over: such an entry is only an emergency (or truncation) cut.
    ///
    /// Expands `output[clusters]` (ends and hanging flags set) in place by `extra` entries, the
    /// grapheme starts inside its clusters; returns the new end.
    private static func splitAtGraphemes(
        _ output: UnsafeMutablePointer<ClusterInfo>, clusters: Range<Int>, extra: Int, rightToLeft: Bool,
        flags: UnsafePointer<UInt8>
    ) -> Int {
        // From the back, so that every entry is read before its slot is written; once every
        // extra entry is written, the entries in front of them are already where they belong.
        var target = clusters.upperBound + extra
        for position in clusters.reversed() {
            if target == position &+ 1 { break }
            var cluster = output[position]
            let start = Int(cluster.start)
            var end = Int(cluster.end)
            var offset = end - 1
            while offset > start {
                if flags[offset] & UnitFlags.graphemeStart != 0 {
                    // A continuation's empty glyph range sits after its cluster's glyphs in
                    // logical order: at their end left to right, at their start right to left.
                    let glyph = rightToLeft ? cluster.glyphStart : cluster.glyphEnd
                    var continuation = ClusterInfo(
                        start: Int32(offset), end: Int32(end), units: 0, glyphStart: glyph, glyphEnd: glyph,
                        run: cluster.run,
                        flags: UnitFlags.graphemeStart | ClusterFlags.unsafeBefore | ClusterFlags.continuation)
                    if isHanging(flags, offset, end) { continuation.flags |= ClusterFlags.hangingWhitespace }
                    target -= 1
                    (output + target).initialize(to: continuation)
                    end = offset
                }
                offset -= 1
            }
            if end != Int(cluster.end) {
                cluster.end = Int32(end)
                cluster.flags &= ~ClusterFlags.hangingWhitespace
                if isHanging(flags, start, end) { cluster.flags |= ClusterFlags.hangingWhitespace }
            }
            target -= 1
            (output + target).initialize(to: cluster)
        }
        return clusters.upperBound + extra
    }
}
