// Caches (research §5): repeated probes of one text — 0, ∞, nil and a width — are answered
// from the cache after the first; a width inside the validity interval [widest line, narrowest
// overflow) reuses the layout; caches are bounded.

import Foundation
import Testing

@testable import TypesetText

@Suite("Layout entries and caches")
struct LayoutEntryTests {
    @Test("Repeated probes are cache hits; widths inside the validity interval too")
    func probes() {
        let engine = TextEngine()
        let sample = text("The quick brown fox jumps over the lazy dog")
        let first = engine.layout(sample, width: 150)
        _ = engine.layout(sample, width: 0)
        _ = engine.layout(sample, width: nil)
        _ = engine.layout(sample, width: .infinity)
        _ = engine.contentWidths(of: sample)
        let computed = engine.computedLayoutCount
        // 150 and 0; ∞ is nil, and unconstrained the text is one line, which needs no breaking
        // (SingleLine.swift).
        #expect(computed == 2)
        for _ in 0..<3 {
            _ = engine.layout(sample, width: 150)
            _ = engine.layout(sample, width: 0)
            _ = engine.layout(sample, width: nil)
            _ = engine.layout(sample, width: .infinity)
        }
        #expect(engine.computedLayoutCount == computed)
        // Same lines for any width from the widest line up to (not including) the first overflow.
        let inside = engine.layout(sample, width: first.width)
        let alsoInside = engine.layout(sample, width: (first.width + 150) / 2)
        #expect(engine.computedLayoutCount == computed)
        #expect(inside.lines.map(\.range) == first.lines.map(\.range))
        #expect(alsoInside.width == first.width)
        _ = engine.layout(sample, width: 60)
        #expect(engine.computedLayoutCount == computed + 1)
        // A height the layout fits in is answered by it; a smaller one truncates anew.
        _ = engine.layout(sample, width: 150, maxHeight: 1000)
        #expect(engine.computedLayoutCount == computed + 1)
        let cut = engine.layout(sample, width: 150, maxHeight: 25)
        #expect(cut.isTruncated && engine.computedLayoutCount == computed + 2)
    }

    @Test("The bounded cache drops the least recently used entries beyond its budget")
    func bounded() {
        var cache = BoundedCache<Int, Int>(budget: 4)
        for key in 0..<4 { _ = cache.insert(key, for: key) }
        #expect(cache.value(for: 0) == 0)  // 0 is now the most recent
        _ = cache.insert(4, for: 4)
        #expect(cache.count == 4 && cache.totalCost == 4)
        #expect(cache.value(for: 1) == nil)  // the least recent went
        #expect(cache.value(for: 0) == 0 && cache.value(for: 4) == 4)
        _ = cache.insert(9, for: 9, cost: 3)
        #expect(cache.totalCost <= 4 && cache.value(for: 9) == 9)
        #expect(cache.value(for: 2) == nil && cache.value(for: 3) == nil)
        _ = cache.insert(99, for: 9, cost: 10)  // one entry is always kept
        #expect(cache.count == 1 && cache.value(for: 9) == 99)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0)
        // Cyclic access within the budget always hits.
        var cyclic = BoundedCache<Int, Int>(budget: 100)
        for key in 0..<100 { _ = cyclic.insert(key, for: key) }
        for _ in 0..<3 { for key in 0..<100 { #expect(cyclic.value(for: key) == key) } }
    }

    @Test("Registering a font invalidates derived caches")
    func invalidation() throws {
        let collection = try FontCollection()
        let engine = TextEngine(fonts: collection)
        // Broken into lines (a single line that fits is not counted: SingleLine.swift).
        let before = engine.layout(text("Hello world"), width: 10)
        let url = try temporaryDirectory().appendingPathComponent("Copy.ttf")
        try FileManager.default.copyItem(
            at: FontCollection.bundledFontsDirectory.appendingPathComponent("Lato-Regular.ttf"), to: url)
        try collection.register(fileAt: url)
        let computed = engine.computedLayoutCount
        let after = engine.layout(text("Hello world"), width: 10)
        #expect(engine.computedLayoutCount == computed + 1)
        #expect(after.width == before.width)
    }
}
