// Words shaped once per engine (Design §8.4; research/perf-and-oracles.md): a run of text whose
// font lets words shape independently is shaped word by word, and each word's glyphs are kept
// for the next run that holds it, as Blink's word shape cache does. The glyphs are the ones
// shaping the whole run gives, so the cache changes no result.

import Foundation

/// A face at one set of shaping choices: everything shaped glyphs depend on besides the text.
///
/// The key of per-font caches of shaped output; variation coordinates and features extend it.
struct FontInstance: Hashable, Sendable {
    /// The face (its HarfBuzz font at upem).
    let face: FontFace
    /// Direction, script and features.
    let options: ShapingOptions

    /// A hash of the instance for ``WordShapes``' table.
    var tableHash: UInt64 {
        UInt64(truncatingIfNeeded: face.id) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(options.script) << 2
            ^ (options.rightToLeft ? 1 : 0) ^ (options.disablesOptionalLigatures ? 2 : 0)
    }

    /// Appends the glyphs of `units[item]` shaped whole in this instance, with `units[context]`
    /// as context, to `output` (``HarfBuzz/shape(_:units:context:item:options:beginningOfText:endOfText:into:unsafeToConcat:marking:)``).
    @inline(__always)
    func shape(
        units: UnsafeBufferPointer<UInt16>, context: Range<Int>, item: Range<Int>, beginningOfText: Bool, endOfText: Bool,
        into output: inout [ShapedGlyph]
    ) {
        var none: [Bool] = []
        HarfBuzz.shape(
            face.harfBuzz, units: units, context: context, item: item, options: options, beginningOfText: beginningOfText,
            endOfText: endOfText, into: &output, unsafeToConcat: &none, marking: false)
    }

    /// ``shape(units:context:item:beginningOfText:endOfText:into:)``, with each glyph's
    /// unsafe-to-concatenate mark appended to `marks`.
    @inline(__always)
    func shape(
        units: UnsafeBufferPointer<UInt16>, context: Range<Int>, item: Range<Int>, beginningOfText: Bool, endOfText: Bool,
        into output: inout [ShapedGlyph], unsafeToConcat marks: inout [Bool]
    ) {
        HarfBuzz.shape(
            face.harfBuzz, units: units, context: context, item: item, options: options, beginningOfText: beginningOfText,
            endOfText: endOfText, into: &output, unsafeToConcat: &marks, marking: true)
    }
}

/// The words an engine has shaped, by font instance and text.
///
/// Thread-safe: one lock per shaped run to look its words up and one to store the words it had
/// to shape; HarfBuzz runs outside the lock.
final class WordShapes: Sendable {
    private let table: Locked<WordTable>
    /// The runs of the shapable characters shaped whole, in faces whose words do not shape
    /// independently: an edited one is shaped again from where it changed.
    let runs: RecentRuns

    /// A cache of at most `capacity` words and `runCapacity` runs (all of either are dropped
    /// when it is full).
    init(capacity: Int = 16_384, runCapacity: Int = 256) {
        table = Locked(WordTable(capacity: capacity))
        runs = RecentRuns(capacity: runCapacity)
    }

    /// Drops every word and run.
    func removeAll() {
        table.withLock { $0.removeAll() }
        runs.removeAll()
    }

    /// Appends the glyphs of `units[item]` shaped in `instance` (with `units[context]` as
    /// context, as ``FontInstance/shape(units:context:item:beginningOfText:endOfText:into:)``)
    /// to `output`: word by word from the cache where the font and text allow it (left to right,
    /// ``isWordShapable(_:)``, ``FontFace/shapesWordsIndependently``), else the whole item at once
    /// (such text in other faces through ``RecentRuns``, from a run it begins as).
    func shape(
        _ instance: FontInstance, units: UnsafeBufferPointer<UInt16>, context: Range<Int>, item: Range<Int>,
        beginningOfText: Bool, endOfText: Bool, into output: inout [ShapedGlyph]
    ) {
        guard !instance.options.rightToLeft, WordShapes.isWordShapable(units[item]) else {
            instance.shape(
                units: units, context: context, item: item, beginningOfText: beginningOfText, endOfText: endOfText,
                into: &output)
            return
        }
        guard instance.face.shapesWordsIndependently else {
            runs.shape(
                instance, units: units, context: context, item: item, beginningOfText: beginningOfText,
                endOfText: endOfText, into: &output)
            return
        }
        // Words and runs of spaces, each shaped on its own: under the lock as long as the words
        // are held, HarfBuzz outside it for each word that is not.
        let instanceHash = instance.tableHash
        // One glyph per code unit is the common case (no growth while appending word by word).
        output.reserveCapacity(output.count + item.count)
        var start = item.lowerBound
        while start < item.upperBound {
            let missing = table.withLock { table -> (range: Range<Int>, hash: UInt64)? in
                while start < item.upperBound {
                    let end = WordShapes.segmentEnd(units, from: start, before: item.upperBound)
                    let word = UnsafeBufferPointer(rebasing: units[start..<end])
                    let hash = WordTable.hash(word, instanceHash)
                    guard table.appendGlyphs(of: word, instance, hash: hash, shift: Int32(start), to: &output) else {
                        return (start..<end, hash)
                    }
                    start = end
                }
                return nil
            }
            guard let (range, hash) = missing else { break }
            var glyphs: [ShapedGlyph] = []
            instance.shape(
                units: units, context: range, item: range, beginningOfText: false, endOfText: false, into: &glyphs)
            output.append(contentsOf: glyphs)
            glyphs.moveClusters(by: -Int32(range.lowerBound))
            let word = UnsafeBufferPointer(rebasing: units[range])
            let dropped = table.withLock { $0.insert(glyphs, for: word, instance, hash: hash) }
            freeOutsideLock(dropped)
            start = range.upperBound
        }
    }

    /// The end of the word or run of spaces starting at `start`.
    @inline(__always)
    private static func segmentEnd(_ units: UnsafeBufferPointer<UInt16>, from start: Int, before limit: Int) -> Int {
        let isSpace = units[start] == 0x20
        var end = start + 1
        while end < limit, (units[end] == 0x20) == isSpace { end += 1 }
        return end
    }

    /// The characters word-by-word shaping takes: Latin up to the combining marks (U+0300) and
    /// the punctuation, super- and subscripts and currency signs of U+2010–U+20CF, without the
    /// invisible format characters there (separators, bidi controls, joiners). No mark, joiner,
    /// bidi control or space other than U+0020 can then sit at a word's edge.
    static let shapableScalars: [ClosedRange<UInt32>] = [0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF]

    /// Whether every code unit is in ``shapableScalars``.
    static func isWordShapable(_ units: Slice<UnsafeBufferPointer<UInt16>>) -> Bool {
        for unit in units where unit >= 0x300 {
            guard (0x2010...0x20CF).contains(unit) else { return false }
            if (0x2028...0x202F).contains(unit) || (0x205F...0x206F).contains(unit) { return false }
        }
        return true
    }
}

/// The shaped words, found through an ``IndexTable``; not synchronised (``WordShapes`` locks it).
struct WordTable {
    fileprivate struct Entry {
        var hash: UInt64
        var instance: FontInstance
        var units: [UInt16]
        /// Clusters relative to the word's start.
        var glyphs: [ShapedGlyph]
    }

    private var entries: [Entry] = []
    private var table: IndexTable
    private let capacity: Int

    /// The slots a new table starts with: room for 2,048 words (a screen's labels) before it
    /// grows, made with the engine rather than while its first texts are laid out.
    private static let initialSlots = 4096

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        table = IndexTable(slots: Self.initialSlots)
    }

    /// The hash of `units` in an instance hashed `instanceHash`.
    static func hash(_ units: UnsafeBufferPointer<UInt16>, _ instanceHash: UInt64) -> UInt64 {
        ByteHash.hash(UnsafeRawBufferPointer(units)) ^ instanceHash
    }

    /// The index of the entry for `units` in `instance`.
    private func entry(of units: UnsafeBufferPointer<UInt16>, _ instance: FontInstance, hash: UInt64) -> Int? {
        let position = table.position(of: hash) { index in
            entries[index].hash == hash && entries[index].instance == instance
                && entries[index].units.withUnsafeBufferPointer { WordTable.equal($0, units) }
        }
        return position.map { table[$0] }
    }

    /// Whether two code unit sequences are equal (one `memcmp`).
    @inline(__always)
    private static func equal(_ lhs: UnsafeBufferPointer<UInt16>, _ rhs: UnsafeBufferPointer<UInt16>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count * 2) == 0
    }

    /// Appends the glyphs stored for `units` in `instance` to `output`, clusters moved by
    /// `shift`; false when none are stored.
    func appendGlyphs(
        of units: UnsafeBufferPointer<UInt16>, _ instance: FontInstance, hash: UInt64, shift: Int32,
        to output: inout [ShapedGlyph]
    ) -> Bool {
        guard let index = entry(of: units, instance, hash: hash) else { return false }
        entries[index].glyphs.withUnsafeBufferPointer { output.append($0, clustersMovedBy: shift) }
        return true
    }

    /// The words a full table let go of, handed to the caller to free once it has let the
    /// table's lock go (Design §19.2).
    struct Dropped {
        fileprivate let entries: [Entry]
    }

    /// Stores `glyphs` for `units` in `instance` (a word already held keeps its first glyphs); a
    /// full table lets go of every word first, and returns them (else nil).
    mutating func insert(
        _ glyphs: [ShapedGlyph], for units: UnsafeBufferPointer<UInt16>, _ instance: FontInstance, hash: UInt64
    ) -> Dropped? {
        guard entry(of: units, instance, hash: hash) == nil else { return nil }
        var dropped: Dropped?
        if entries.count >= capacity {
            dropped = Dropped(entries: entries)
            entries = []
            entries.reserveCapacity(capacity)
            table.removeAll(keepingSlots: true)
        }
        if !table.holds(entries.count + 1) { grow() }
        entries.append(Entry(hash: hash, instance: instance, units: Array(units), glyphs: glyphs))
        table.insert(entries.count - 1, hash: hash)
        return dropped
    }

    /// Drops every entry.
    mutating func removeAll() {
        entries = []
        table.removeAll(keepingSlots: false)
    }

    private mutating func grow() {
        table.grow(minimum: Self.initialSlots)
        for index in entries.indices { table.insert(index, hash: entries[index].hash) }
    }
}
