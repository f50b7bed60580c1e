// The engine's caches besides the layout entries (Design §19.1): analysis per text, shaped text
// per text and faces (size-independent), resolved fonts and ellipses, under one lock.

import Foundation

/// What the engine caches besides the layout entries (``EntryShards``), kept under one lock.
struct EngineCaches {
    var generation = -1
    var fallback: FontFallback?
    var fonts: [Font: TextEngine.ResolvedFont] = [:]
    /// The font resolved last (at size 0) and what it resolved to: most texts in a row share
    /// their font, and comparing one costs less than hashing it. Two fields rather than an
    /// optional pair, so the comparison reads the font in place instead of copying the pair.
    var lastFont = Font.body.withSize(0)
    var lastResolved: TextEngine.ResolvedFont?
    var ellipses: [EllipsisKey: EllipsisShape] = [:]
    // Costs are UTF-16 code units plus a per-entry overhead; each cache holds `budget` of them
    // (at about 75 bytes per character of analysis, glyphs and cluster tables).
    var analyses: BoundedCache<AnalysisKey, TextAnalysis>
    var shaped: BoundedCache<ShapingKey, ShapedText>

    init(budget: Int) {
        analyses = BoundedCache(budget: budget)
        shaped = BoundedCache(budget: budget)
    }

    /// The cost of caching a text of `length` UTF-16 units.
    static func cost(ofLength length: Int) -> Int { length + 64 }

    /// Drops everything derived from the fonts when the collection changed; whether it did.
    mutating func synchronise(generation: Int) -> Bool {
        guard generation != self.generation else { return false }
        self = EngineCaches(budget: analyses.budget)
        self.generation = generation
        return true
    }
}
