// Runs shaped whole, kept so that an edited run is shaped again only from where it changed
// (Design §8.4 "Edited runs", §19.1). HarfBuzz marks each glyph at whose cluster start a text
// may not be cut, shaped in two pieces and put back together (`HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`).
// A run that begins as a kept one keeps that run's glyphs up to the last unmarked cluster start
// before the first difference, and shapes the rest with the kept part as context; the rest is
// taken only if its own first glyph is unmarked too. This is the procedure HarfBuzz documents
// for the flag, and what Blink's `ReusingTextShaper` does for edited text. The glyphs are those
// of shaping the whole run, so the reuse changes no result.

import Foundation

/// The runs an engine shaped whole in faces whose words do not shape independently, by font
/// instance and first code units, for a later run that begins the same way (a field's text
/// typed into, a name changed at its end).
///
/// Thread-safe: one lock to find a kept run and one to keep the new one; HarfBuzz runs outside it.
final class RecentRuns: Sendable {
    /// One run as shaped: its code units, its glyphs (clusters from its first unit) and which
    /// of them HarfBuzz marked unsafe to concatenate at.
    fileprivate struct Run: Sendable {
        var instance: FontInstance
        /// Whether the run began and ended its text (HarfBuzz's BOT and EOT).
        var edges: (beginning: Bool, end: Bool)
        var units: [UInt16]
        var glyphs: [ShapedGlyph]
        var unsafeToConcat: [Bool]
    }

    /// The kept runs, and how many runs were made from one.
    private let table: Locked<(runs: [UInt64: Run], reshaped: Int)>
    private let capacity: Int

    /// How many first code units find a kept run (with its instance and text edges). A run
    /// shorter than ``shortestKept`` is neither looked up nor kept.
    static let keyLength = 4
    /// The shortest run looked up and kept: a run this short shapes in a few microseconds.
    static let shortestKept = 8
    /// The longest run looked up and kept: a label's, a field's, a title's. Longer runs would
    /// pay HarfBuzz's marks and their copy for edits that are rare: the benchmark's paragraphs
    /// in Inter, cold, took 2.8 % more instructions with runs of up to 256 kept, 0.9 % with 128.
    static let longestKept = 128
    /// How many cut points, from the last before the first difference backwards, are tried
    /// before the run is shaped whole.
    static let attempts = 2

    /// At most `capacity` runs (all are dropped when it is full).
    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        table = Locked(([:], 0))
    }

    /// Drops every run.
    func removeAll() {
        table.withLock { $0.runs.removeAll() }
    }

    /// How many runs were made from a kept one since the engine began (for tests).
    var reshapedCount: Int { table.withLock { $0.reshaped } }

    /// Appends the glyphs of `units[item]` shaped left to right in `instance` (with
    /// `units[context]` as context, as ``FontInstance/shape(units:context:item:beginningOfText:endOfText:into:)``)
    /// to `output`: from a kept run that begins the same way, where there is one and the marks
    /// allow, else shaped whole; and keeps the run.
    func shape(
        _ instance: FontInstance, units: UnsafeBufferPointer<UInt16>, context: Range<Int>, item: Range<Int>,
        beginningOfText: Bool, endOfText: Bool, into output: inout [ShapedGlyph]
    ) {
        // Cuts are made in glyph order, which is the text's only left to right (`WordShapes`
        // hands over no other run).
        assert(!instance.options.rightToLeft, "RecentRuns shapes left-to-right runs only")
        let start = item.lowerBound
        // Only a run at the start of its context: a kept run's first glyphs depend on nothing
        // before it.
        guard (Self.shortestKept...Self.longestKept).contains(item.count), context.lowerBound == start else {
            instance.shape(
                units: units, context: context, item: item, beginningOfText: beginningOfText, endOfText: endOfText,
                into: &output)
            return
        }
        let key = Self.key(instance, UnsafeBufferPointer(rebasing: units[start..<start + Self.keyLength]),
            beginningOfText: beginningOfText, endOfText: endOfText)
        let kept = table.withLock { $0.runs[key] }
        var glyphs: [ShapedGlyph] = []
        var marks: [Bool] = []
        if let kept, kept.instance == instance, kept.edges == (beginningOfText, endOfText) {
            var common = 0
            let limit = min(kept.units.count, item.count)
            kept.units.withUnsafeBufferPointer { old in
                while common < limit, old[common] == units[start + common] { common += 1 }
            }
            if common == item.count, kept.units.count == item.count {
                // The same run at the same text edges: its glyphs as they are, kept as they are.
                Self.append(kept, before: kept.glyphs.count, from: start, to: &output)
                table.withLock { $0.reshaped += 1 }
                return
            }
            reshape(
                kept, common: common, instance, units: units, context: context, item: item, endOfText: endOfText,
                &glyphs, &marks)
        }
        let reshaped = !glyphs.isEmpty
        if !reshaped {
            instance.shape(
                units: units, context: context, item: item, beginningOfText: beginningOfText, endOfText: endOfText,
                into: &glyphs, unsafeToConcat: &marks)
        }
        output.append(contentsOf: glyphs)
        glyphs.moveClusters(by: -Int32(start))
        let run = Run(
            instance: instance, edges: (beginningOfText, endOfText), units: Array(units[item]), glyphs: glyphs,
            unsafeToConcat: marks)
        // What the table lets go of (every run when it is full, or the run this one replaces) is
        // freed after the lock (Design §19.2).
        let released = table.withLock { table -> (all: [UInt64: Run]?, replaced: Run?) in
            var all: [UInt64: Run]?
            if table.runs.count >= capacity, table.runs[key] == nil {
                all = table.runs
                table.runs = Dictionary(minimumCapacity: capacity)
            }
            let replaced = table.runs.updateValue(run, forKey: key)
            if reshaped { table.reshaped += 1 }
            return (all, replaced)
        }
        freeOutsideLock(released.all)
        freeOutsideLock(released.replaced)
    }

    /// The glyphs of `units[item]` made from `kept`, whose first `common` code units it shares,
    /// and the rest shaped alone, into `glyphs` and `marks`; left empty when no cut point holds.
    private func reshape(
        _ kept: Run, common: Int, _ instance: FontInstance, units: UnsafeBufferPointer<UInt16>, context: Range<Int>,
        item: Range<Int>, endOfText: Bool, _ glyphs: inout [ShapedGlyph], _ marks: inout [Bool]
    ) {
        let start = item.lowerBound
        var attempts = 0
        for index in stride(from: kept.glyphs.count - 1, to: 0, by: -1) {
            guard attempts < Self.attempts else { return }
            let cluster = kept.glyphs[index].cluster
            // A cut at the first glyph of a cluster that starts inside the common beginning,
            // unmarked: the glyphs before it do not depend on the text after it.
            guard cluster > 0, Int(cluster) <= common, kept.glyphs[index - 1].cluster != cluster,
                !kept.unsafeToConcat[index]
            else { continue }
            attempts += 1
            var rest: [ShapedGlyph] = []
            var restMarks: [Bool] = []
            instance.shape(
                units: units, context: context, item: start + Int(cluster) ..< item.upperBound, beginningOfText: false,
                endOfText: endOfText, into: &rest, unsafeToConcat: &restMarks)
            // The rest is taken only if it may be put after the kept glyphs as well.
            guard let first = restMarks.first, !first, rest[0].cluster == Int32(start) + cluster else { continue }
            glyphs.reserveCapacity(index + rest.count)
            Self.append(kept, before: index, from: start, to: &glyphs)
            glyphs.append(contentsOf: rest)
            marks = Array(kept.unsafeToConcat[..<index]) + restMarks
            return
        }
    }

    /// Appends the first `count` glyphs of `kept` to `glyphs`, their clusters counted from
    /// `start` in the text.
    private static func append(_ kept: Run, before count: Int, from start: Int, to glyphs: inout [ShapedGlyph]) {
        kept.glyphs.withUnsafeBufferPointer { kept in
            glyphs.append(UnsafeBufferPointer(rebasing: kept[..<count]), clustersMovedBy: Int32(start))
        }
    }

    /// The key of a run in `instance` that begins with `first`, at or away from the text's edges.
    private static func key(
        _ instance: FontInstance, _ first: UnsafeBufferPointer<UInt16>, beginningOfText: Bool, endOfText: Bool
    ) -> UInt64 {
        ByteHash.hash(UnsafeRawBufferPointer(first)) ^ instance.tableHash
            ^ (beginningOfText ? 0x5555_0000_0000_0000 : 0) ^ (endOfText ? 0x00AA_0000_0000_0000 : 0)
    }
}
