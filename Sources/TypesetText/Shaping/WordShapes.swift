// Words shaped once per engine (SPEC §8.4; research/perf-and-oracles.md): a run of text whose
// font lets words shape independently is shaped word by word, and each word's glyphs are kept
// for the next run that holds it, as Blink's word shape cache does. The glyphs are the ones
// shaping the whole run gives, so the cache changes no result.

import Foundation
import Synchronization

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
}

/// The words an engine has shaped, by font instance and text.
///
/// Thread-safe without a lock over the whole table: the words are spread over 32 shards by
/// hash, each behind its own lock, taken once per word a thread has not looked up lately and
/// once more to store it if it had to be shaped; HarfBuzz runs outside the locks. In front of
/// the shards, once a second thread shapes through them, each thread keeps the words it looked
/// up lately (``ThreadWords``), found without a lock. Threads shaping at once then neither wait
/// for each other nor write the cache lines the other reads.
final class WordShapes: Sendable {
    /// How many shards hold the words (a power of two). Four: with 32, a new engine's labels took
    /// 18 % longer on one thread than with one table (32 small tables growing apart, their locks
    /// on 32 cache lines), and two threads gained nothing measurable over four, the per-thread
    /// tables in front taking most lookups.
    static let shardCount = 4
    private let shards: LockedShards<WordTable>
    /// A number no other instance in the process has, for ``ThreadWords/owner``.
    private let id: Int
    /// How often the words were dropped (``removeAll()``), for ``ThreadWords/owner``.
    private let epoch = Atomic<Int>(0)
    private static let instances = Atomic<Int>(0)
    /// The thread that shaped first (`pthread_self`), 0 before any.
    private let firstThread = Atomic<UInt>(0)
    /// Whether a second thread has shaped: threads then keep tables of their own in front of
    /// the shards. Alone, a thread would only copy every word twice.
    private let sharedAcrossThreads = Atomic<Bool>(false)

    /// A cache of at most `capacity` words, `capacity / shardCount` per shard (a full shard
    /// drops all of its words).
    init(capacity: Int = 16_384) {
        let share = max(1, capacity / Self.shardCount)
        shards = LockedShards(count: Self.shardCount) { _ in WordTable(capacity: share) }
        id = Self.instances.add(1, ordering: .relaxed).newValue
    }

    /// Drops every word (threads' own tables drop theirs when they next shape).
    func removeAll() {
        epoch.add(1, ordering: .relaxed)
        for shard in 0..<Self.shardCount { shards.withLock(shard) { $0.removeAll() } }
    }

    /// Whether more than one thread has shaped through this instance (two relaxed loads once
    /// it has; stores only when the first and the second thread arrive).
    private var isShared: Bool {
        if sharedAcrossThreads.load(ordering: .relaxed) { return true }
        let thread = UInt(pthread_self())
        let first = firstThread.load(ordering: .relaxed)
        if first == thread { return false }
        if first == 0, firstThread.compareExchange(expected: 0, desired: thread, ordering: .relaxed).exchanged {
            return false
        }
        sharedAcrossThreads.store(true, ordering: .relaxed)
        return true
    }

    /// The shard holding words of `hash`: its top bits (the table's slots use the low ones).
    @inline(__always)
    private static func shard(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> 59) & (shardCount - 1)
    }

    /// Appends the glyphs of `units[item]` shaped in `instance` (with `units[context]` as
    /// context, as ``HarfBuzz/shape(_:units:context:item:options:beginningOfText:endOfText:into:)``)
    /// to `output`: word by word from the cache where the font and text allow it (left to right,
    /// ``isWordShapable(_:)``, ``FontFace/shapesWordsIndependently``), else the whole item at once.
    func shape(
        _ instance: FontInstance, units: UnsafeBufferPointer<UInt16>, context: Range<Int>, item: Range<Int>,
        beginningOfText: Bool, endOfText: Bool, into output: inout [ShapedGlyph]
    ) {
        guard !instance.options.rightToLeft, WordShapes.isWordShapable(units[item]),
            instance.face.shapesWordsIndependently
        else {
            HarfBuzz.shape(
                instance.face.harfBuzz, units: units, context: context, item: item, options: instance.options,
                beginningOfText: beginningOfText, endOfText: endOfText, into: &output)
            return
        }
        // Words and runs of spaces, each shaped on its own: from this thread's table (once
        // threads share the words), else from the word's shard, else from HarfBuzz outside any
        // lock.
        let local = isShared ? ThreadWords.current(for: (id: id, epoch: epoch.load(ordering: .relaxed))) : nil
        let instanceHash = instance.tableHash
        // One glyph per code unit is the common case (no growth while appending word by word).
        output.reserveCapacity(output.count + item.count)
        // The glyphs of a single space (clusters at 0), once looked up: the segment between
        // almost every two words, so the run looks it up once rather than at every word.
        var space: [ShapedGlyph]?
        var start = item.lowerBound
        while start < item.upperBound {
            let end = WordShapes.segmentEnd(units, from: start, before: item.upperBound)
            let shift = Int32(start)
            let isSpace = end == start + 1 && units[start] == 0x20
            if isSpace, let space {
                for var glyph in space {
                    glyph.cluster &+= shift
                    output.append(glyph)
                }
                start = end
                continue
            }
            let word = UnsafeBufferPointer(rebasing: units[start..<end])
            let hash = WordTable.hash(word, instanceHash)
            let first = output.count
            if local?.table.appendGlyphs(of: word, instance, hash: hash, shift: shift, to: &output) != true {
                let shard = WordShapes.shard(of: hash)
                if !shards.withLock(shard, { $0.appendGlyphs(of: word, instance, hash: hash, shift: shift, to: &output) }) {
                    HarfBuzz.shape(
                        instance.face.harfBuzz, units: units, context: start..<end, item: start..<end,
                        options: instance.options, beginningOfText: false, endOfText: false, into: &output)
                    shards.withLock(shard) { $0.insert(output[first...], shift: shift, for: word, instance, hash: hash) }
                }
                local?.table.insert(output[first...], shift: shift, for: word, instance, hash: hash)
            }
            if isSpace {
                space = output[first...].map { glyph in
                    var glyph = glyph
                    glyph.cluster -= shift
                    return glyph
                }
            }
            start = end
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

/// An open-addressing hash table of shaped words; not synchronised (``WordShapes`` locks each
/// shard's).
///
/// The words' code units and glyphs sit end to end in two pools, so that storing a word
/// allocates nothing in the steady state and looking one up retains nothing: a word looked up
/// by several threads has no reference count for them to write.
struct WordTable {
    private struct Entry {
        var hash: UInt64
        var instance: FontInstance
        /// The word's code units: `units[unitStart..<unitStart + unitCount]`.
        var unitStart: Int
        var unitCount: Int
        /// Its glyphs, clusters relative to the word's start: `glyphs[glyphStart..<glyphStart + glyphCount]`.
        var glyphStart: Int
        var glyphCount: Int
    }

    private var entries: [Entry] = []
    private var units: [UInt16] = []
    private var glyphs: [ShapedGlyph] = []
    /// Entry indices, -1 for an empty slot; a power of two, at most half full.
    private var slots: [Int32] = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The hash of `units` in an instance hashed `instanceHash`.
    static func hash(_ units: UnsafeBufferPointer<UInt16>, _ instanceHash: UInt64) -> UInt64 {
        ByteHash.hash(UnsafeRawBufferPointer(units)) ^ instanceHash
    }

    /// The index of the entry for `units` in `instance`.
    private func entry(of units: UnsafeBufferPointer<UInt16>, _ instance: FontInstance, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if entries[index].hash == hash, entries[index].unitCount == units.count,
                entries[index].instance == instance, holds(units, at: entries[index].unitStart)
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the pool holds `word` at `start` (one `memcmp`).
    @inline(__always)
    private func holds(_ word: UnsafeBufferPointer<UInt16>, at start: Int) -> Bool {
        guard let right = word.baseAddress else { return true }
        return units.withUnsafeBufferPointer { pool in
            memcmp(pool.baseAddress! + start, right, word.count * 2) == 0
        }
    }

    /// Appends the glyphs stored for `units` in `instance` to `output`, clusters moved by
    /// `shift`; false when none are stored.
    func appendGlyphs(
        of units: UnsafeBufferPointer<UInt16>, _ instance: FontInstance, hash: UInt64, shift: Int32,
        to output: inout [ShapedGlyph]
    ) -> Bool {
        guard let index = entry(of: units, instance, hash: hash) else { return false }
        let start = entries[index].glyphStart
        let end = start + entries[index].glyphCount
        glyphs.withUnsafeBufferPointer { pool in
            for var glyph in pool[start..<end] {
                glyph.cluster &+= shift
                output.append(glyph)
            }
        }
        return true
    }

    /// Stores `wordGlyphs`, whose clusters are `shift` past the word's start, for `word` in
    /// `instance` (a word already held keeps its first glyphs).
    mutating func insert(
        _ wordGlyphs: ArraySlice<ShapedGlyph>, shift: Int32, for word: UnsafeBufferPointer<UInt16>,
        _ instance: FontInstance, hash: UInt64
    ) {
        guard entry(of: word, instance, hash: hash) == nil else { return }
        if entries.count >= capacity { removeAll() }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(
            Entry(
                hash: hash, instance: instance, unitStart: units.count, unitCount: word.count,
                glyphStart: glyphs.count, glyphCount: wordGlyphs.count))
        units.append(contentsOf: word)
        for var glyph in wordGlyphs {
            glyph.cluster &-= shift
            glyphs.append(glyph)
        }
        place(entries.count - 1)
    }

    /// Drops every entry (keeping the storage of pools of ordinary size).
    mutating func removeAll() {
        let keeps = units.count < 1 << 16 && glyphs.count < 1 << 16
        entries.removeAll(keepingCapacity: keeps)
        units.removeAll(keepingCapacity: keeps)
        glyphs.removeAll(keepingCapacity: keeps)
        for slot in slots.indices { slots[slot] = -1 }
    }

    private mutating func grow() {
        let count = max(64, slots.count * 2)
        slots = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: -1)
            initialized = count
        }
        for index in entries.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }
}
