import Foundation

/// A view's spacing preferences per edge; two neighbours' preferences resolve to one gap (Design §5).
///
/// Preferences are distances keyed by an edge and an optional category. Neighbours whose
/// facing edges share a category resolve through it (the sum of the pair; the largest such
/// sum wins); otherwise the uncategorised distances decide (the larger); with nothing at all
/// the default distance (8) applies. The core knows no fonts: a text view publishes its
/// distances, computed from its metrics by the text layer, under the text categories.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// What a preference is about; neighbours resolve through a category both publish.
    package enum Category: Int, Hashable, Sendable, CaseIterable {
        case edgeBelowText = 1, edgeAboveText, edgeLeftText, edgeRightText, textToText, textBaseline
    }

    private static let slotsPerEdge = Category.allCases.count + 1
    private var values = InlineArray<28, Double>(repeating: 0)
    private var present: UInt32 = 0

    /// The platform's distance between two views that share no preference.
    package static let defaultDistance: CGFloat = 8

    private static func slot(_ category: Category?, _ edge: Edge) -> Int {
        Int(edge.rawValue) * slotsPerEdge + (category?.rawValue ?? 0)
    }

    /// The bits of `present` that hold `edge`'s preferences.
    private static func edgeSlots(_ edge: Edge) -> UInt32 {
        ((1 << UInt32(slotsPerEdge)) - 1) << UInt32(slot(nil, edge))
    }

    private func value(_ category: Category?, _ edge: Edge) -> Double? {
        let slot = Self.slot(category, edge)
        return present & (1 << slot) != 0 ? values[slot] : nil
    }

    /// Sets the preference of `category` on `edge`, keeping the larger when one is set.
    package mutating func merge(_ category: Category?, _ edge: Edge, _ distance: CGFloat) {
        let slot = Self.slot(category, edge)
        if present & (1 << slot) != 0, values[slot] >= distance { return }
        values[slot] = distance
        present |= 1 << slot
    }

    private init(empty: Void) {}

    /// Preferences of an ordinary (non-text) view: 8 to another ordinary view, the text rules
    /// next to text (a text neighbour's own distance counts alone).
    public init() {
        merge(.edgeBelowText, .top, 0)
        merge(.edgeAboveText, .bottom, 0)
        merge(.edgeRightText, .leading, 0)
        merge(.edgeLeftText, .trailing, 0)
    }

    /// Preferences made of `entries` (a text view's, built by the text layer).
    package init(_ entries: [(Category?, Edge, CGFloat)]) {
        for (category, edge, distance) in entries { merge(category, edge, distance) }
    }

    /// Zero on every edge, uncategorised: what a Spacer or Divider reports.
    public static let zero = ViewSpacing(Edge.allCases.map { (nil, $0, 0) })

    /// No preferences at all (an empty container).
    package static let none = ViewSpacing(empty: ())

    /// Merges `other`'s preferences on `edges` into these, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        guard other.present != 0 else { return }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            for raw in 0..<Self.slotsPerEdge {
                let slot = Int(edge.rawValue) * Self.slotsPerEdge + raw
                guard other.present & (1 << slot) != 0 else { continue }
                if present & (1 << slot) != 0, values[slot] >= other.values[slot] { continue }
                values[slot] = other.values[slot]
                present |= 1 << slot
            }
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Replaces the preferences on `edges` with those of an ordinary view (padding, frames; Design §5).
    package mutating func reset(_ edges: Edge.Set) {
        guard !edges.isEmpty else { return }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            for raw in 0..<Self.slotsPerEdge { present &= ~(1 << (Int(edge.rawValue) * Self.slotsPerEdge + raw)) }
        }
        formUnion(ViewSpacing(), edges: edges)
    }

    /// The gap between this view and `next`, which follows it along `axis` (Design §5).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (ownEdge, nextEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        // Neither facing edge has a preference (a Text's across a row): the default, at once.
        if present & Self.edgeSlots(ownEdge) == 0, next.present & Self.edgeSlots(nextEdge) == 0 { return Self.defaultDistance }
        var best: CGFloat?
        for category in Category.allCases {
            guard let a = value(category, ownEdge), let b = next.value(category, nextEdge) else { continue }
            best = max(best ?? (a + b), a + b)
        }
        if let best { return best }
        switch (value(nil, ownEdge), next.value(nil, nextEdge)) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }

    /// Equal when the same preferences are set to the same distances.
    public static func == (a: ViewSpacing, b: ViewSpacing) -> Bool {
        guard a.present == b.present else { return false }
        // The set slots only, read through spans: a subscript read of each inline array here
        // copied all 28 values (pass interning compares every node's preferences).
        let left = a.values.span, right = b.values.span
        var remaining = a.present
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            if left[slot] != right[slot] { return false }
            remaining &= remaining - 1
        }
        return true
    }

    /// Hashes the set preferences.
    public func hash(into hasher: inout Hasher) {
        var fold = HashFold()
        fold.add(UInt64(present))
        for slot in 0..<28 where present & (1 << slot) != 0 { fold.add((values[slot] + 0).bitPattern) }
        hasher.combine(fold.value)
    }

    /// Each edge's preferences, for debugging.
    public var description: String {
        var parts: [String] = []
        for edge in Edge.allCases {
            for category in [nil] + Category.allCases.map(Optional.some) {
                guard let v = value(category, edge) else { continue }
                parts.append("\(category.map { "\($0)" } ?? "any")@\(edge): \(LayoutNumber.format(v))")
            }
        }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}
