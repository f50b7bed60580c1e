import Foundation

/// A view's spacing preferences per edge; two neighbours' preferences resolve to one gap (SPEC §5).
///
/// Preferences are keyed by an optional category and an edge. Neighbours whose facing edges
/// share a category resolve through that category (the larger of the pair distances wins);
/// otherwise the uncategorised values decide; with nothing at all the default distance (8)
/// applies. Text views publish text-metric preferences so that text sits like paragraph lines.
public struct ViewSpacing: Sendable, CustomStringConvertible {
    package enum Category: Int8, Hashable, Sendable, CaseIterable {
        case edgeBelowText, edgeAboveText, edgeLeftText, edgeRightText, textToText, textBaseline
    }

    /// The font metrics a text view's preferences are made of.
    package struct TextMetrics: Hashable, Sendable {
        package var ascent: CGFloat
        package var descent: CGFloat
        package var leading: CGFloat
        package var pixelLength: CGFloat

        package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, pixelLength: CGFloat) {
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.pixelLength = pixelLength
        }
    }

    package enum Value: Hashable, Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        /// distance < topTextMetrics < bottomTextMetrics, then by value (merging keeps the larger).
        fileprivate func isLess(than other: Value) -> Bool {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): return a < b
            case (.topTextMetrics(let a), .topTextMetrics(let b)), (.bottomTextMetrics(let a), .bottomTextMetrics(let b)):
                return (a.ascent + a.descent + a.leading) < (b.ascent + b.descent + b.leading)
            default: return rank < other.rank
            }
        }

        private var rank: Int {
            switch self {
            case .distance: 0
            case .topTextMetrics: 1
            case .bottomTextMetrics: 2
            }
        }
    }

    package struct Key: Hashable, Sendable {
        package var category: Category?
        package var edge: Edge
    }

    package var values: [Key: Value]

    /// The platform's distance between two views that share no preference.
    package static let defaultDistance: CGFloat = 8

    /// Preferences of an ordinary (non-text) view: 8 to another ordinary view, text rules next to text.
    public init() {
        values = [
            Key(category: .edgeBelowText, edge: .top): .distance(0),
            Key(category: .edgeAboveText, edge: .bottom): .distance(0),
            Key(category: .edgeRightText, edge: .leading): .distance(0),
            Key(category: .edgeLeftText, edge: .trailing): .distance(0),
        ]
    }

    package init(values: [Key: Value]) {
        self.values = values
    }

    /// Zero on every edge, uncategorised: what a Spacer or Divider reports.
    public static let zero = ViewSpacing(values: Dictionary(
        uniqueKeysWithValues: Edge.allCases.map { (Key(category: nil, edge: $0), Value.distance(0)) }))

    /// No preferences at all (an empty container).
    package static let none = ViewSpacing(values: [:])

    /// Preferences of a text view whose font metrics are `m` (SPEC §5, research §2.4).
    ///
    /// `lineH = ascent + descent`, `dts = ceil-to-pixel(0.1 × lineH)`, `dls = lineH + dts`.
    package static func text(
        metrics m: TextMetrics, capHeight: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat
    ) -> ViewSpacing {
        let lineHeight = m.ascent + m.descent
        let dts = ceilToPixel(0.1 * lineHeight, m.pixelLength)
        let dls = lineHeight + dts
        return ViewSpacing(values: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(m),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(m),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, edge: .top): .distance(dls - m.ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(dls - capHeight, dts + m.descent)),
        ])
    }

    /// Merges `other`'s preferences on `edges` into these, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.values where edges.contains(Edge.Set(key.edge)) {
            if let existing = values[key], !existing.isLess(than: value) { continue }
            values[key] = value
        }
    }

    /// These preferences merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Replaces the preferences on `edges` with those of an ordinary view (padding, frames).
    package mutating func reset(_ edges: Edge.Set) {
        guard !edges.isEmpty else { return }
        values = values.filter { !edges.contains(Edge.Set($0.key.edge)) }
        formUnion(ViewSpacing(), edges: edges)
    }

    /// The gap between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (ownEdge, nextEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var best: CGFloat?
        for category in Category.allCases {
            guard let a = values[Key(category: category, edge: ownEdge)],
                let b = next.values[Key(category: category, edge: nextEdge)],
                let pair = Self.pairDistance(a, b)
            else { continue }
            best = max(best ?? pair, pair)
        }
        if let best { return best }
        let a = values[Key(category: nil, edge: ownEdge)].flatMap(\.distanceValue)
        let b = next.values[Key(category: nil, edge: nextEdge)].flatMap(\.distanceValue)
        switch (a, b) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }

    /// One matched pair: `above` from the earlier view's facing edge, `below` from the next's.
    private static func pairDistance(_ above: Value, _ below: Value) -> CGFloat? {
        switch (above, below) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), _): return a
        case let (_, .distance(b)): return b
        case let (.topTextMetrics, .bottomTextMetrics(lower)):
            // Text above text: the lower text's leading, rounded up to the pixel.
            return ceilToPixel(lower.leading, lower.pixelLength)
        default: return nil
        }
    }

    /// Each edge's preferences, for debugging.
    public var description: String {
        let parts = values.sorted { ($0.key.edge.rawValue, $0.key.category?.rawValue ?? -1) < ($1.key.edge.rawValue, $1.key.category?.rawValue ?? -1) }
            .map { "\($0.key.category.map { "\($0)" } ?? "any")@\($0.key.edge): \($0.value)" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}

extension ViewSpacing.Value {
    fileprivate var distanceValue: CGFloat? {
        if case .distance(let d) = self { return d }
        return nil
    }
}

/// Rounds `value` up to a multiple of `pixel` (a tolerance absorbs float noise).
package func ceilToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel - 1e-9).rounded(.up) * pixel
}

/// Rounds `value` to the nearest multiple of `pixel`, halves up.
package func roundToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel).rounded(.toNearestOrAwayFromZero) * pixel
}
