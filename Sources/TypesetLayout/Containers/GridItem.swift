import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's `GridItem`: its size, the
/// gap to the next item and how cells align in it.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
    /// How long a track is across the grid's axis (a column's width in a LazyVGrid).
    public enum Size: Hashable, Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space left by fixed tracks, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the space of one flexible track,
        /// grown towards `maximum` (Apple, `GridItem.Size.adaptive(minimum:maximum:)`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The track's size.
    public var size: Size
    /// The gap to the next track; nil means the default distance (8).
    public var spacing: CGFloat?
    /// How a cell sits in its track; nil means centred.
    public var alignment: Alignment?

    /// A track of `size` (flexible by default), `spacing` from the next one.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// `fixed(100)`, `flexible(10...∞)`, `adaptive(80...∞)`, with the spacing when set.
    public var description: String {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        let size = switch self.size {
        case .fixed(let length): "fixed(\(f(length)))"
        case .flexible(let minimum, let maximum): "flexible(\(f(minimum))...\(f(maximum)))"
        case .adaptive(let minimum, let maximum): "adaptive(\(f(minimum))...\(f(maximum)))"
        }
        return spacing.map { "\(size) spacing \(f($0))" } ?? size
    }
}

/// The default gap between grid tracks and between grid lines (Design §12.4; objc.io, "SwiftUI's
/// Grid Views", 2020-11-23: "the default spacing of 8 points").
package let lazyGridDefaultSpacing: CGFloat = 8

/// One resolved track of a lazy grid: where it starts across the grid, how long it is, and how
/// its cells align.
package struct LazyGridTrack: Equatable {
    package var offset: CGFloat
    package var length: CGFloat
    package var alignment: Alignment?
}

extension GridItem {
    /// The tracks `items` make in `length` (SwiftUI's lazy grid column algorithm, as objc.io
    /// measured and re-implemented it, "SwiftUI's Grid Views", 2020-11-23, and as Apple documents
    /// `GridItem.Size`):
    ///
    /// 1. The gaps between items (each item's `spacing`, default 8, except the last's) and the
    ///    fixed items' lengths are taken from `length`.
    /// 2. The other items, in order, each get the remaining length divided by the number of items
    ///    still to size, clamped to their bounds (an adaptive item to at least its minimum).
    /// 3. An adaptive item then holds as many tracks of at least `minimum` as fit, with its
    ///    spacing between them — objc.io's example: `[.fixed(70), .adaptive(minimum: 40)]` in
    ///    200 leaves 200 − 70 − 8 = 122 for the adaptive item, which holds 2 tracks (40 + 8 + 40
    ///    fits, 40 + 8 + 40 + 8 + 40 does not) — sharing its length equally, each at most
    ///    `maximum`.
    ///
    /// An unspecified `length` (a grid proposed nothing across its axis) is 0: flexible items
    /// take their minimum and adaptive items one track of their minimum (documented choice).
    /// Items must be sanitised (finite, non-negative, minimum ≤ maximum).
    package static func tracks(_ items: [GridItem], in length: CGFloat?) -> [LazyGridTrack] {
        guard !items.isEmpty else { return [] }
        var lengths = [CGFloat](filledWith: 0, count: items.count)
        var remaining = length ?? 0
        for item in items.dropLast() { remaining -= item.spacing ?? lazyGridDefaultSpacing }
        var unsized = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let fixed) = item.size {
                lengths[index] = fixed
                remaining -= fixed
            } else {
                unsized += 1
            }
        }
        for (index, item) in items.enumerated() {
            // An infinite length (a probe for the maximum) stays infinite: ∞ − ∞ is no length.
            let share = remaining.isInfinite ? remaining : max(0, remaining) / CGFloat(max(unsized, 1))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): lengths[index] = min(max(share, minimum), maximum)
            case .adaptive(let minimum, _): lengths[index] = max(share, minimum)
            }
            if !remaining.isInfinite { remaining -= lengths[index] }
            unsized -= 1
        }
        var tracks: [LazyGridTrack] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let gap = item.spacing ?? lazyGridDefaultSpacing
            if case .adaptive(let minimum, let maximum) = item.size {
                let fitting = ((lengths[index] + gap) / (minimum + gap)).rounded(.down)
                let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000))) : 1
                let each = min(maximum, (lengths[index] - CGFloat(count - 1) * gap) / CGFloat(count))
                for sub in 0..<count {
                    tracks.append(LazyGridTrack(offset: offset, length: each, alignment: item.alignment))
                    offset += each + (sub < count - 1 ? gap : 0)
                }
            } else {
                tracks.append(LazyGridTrack(offset: offset, length: lengths[index], alignment: item.alignment))
                offset += lengths[index]
            }
            if index < items.count - 1 { offset += gap }
        }
        return tracks
    }

    /// The item with NaN, infinite or negative lengths replaced, and a minimum above the maximum
    /// lowered to it, with what was wrong (nil when nothing was).
    package func sanitized() -> (item: GridItem, problem: String?) {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        var problems: [String] = []
        func clean(_ value: CGFloat, _ name: String, default fallback: CGFloat, allowInfinity: Bool = false) -> CGFloat {
            if value.isNaN { problems.append("\(name) is NaN; used \(f(fallback))"); return fallback }
            if value < 0 { problems.append("\(name) \(f(value)) is negative; used 0"); return 0 }
            if value.isInfinite && !allowInfinity { problems.append("\(name) is infinite; used \(f(fallback))"); return fallback }
            return value
        }
        var item = self
        switch size {
        case .fixed(let length):
            item.size = .fixed(clean(length, "fixed size", default: 0))
        case .flexible(let minimum, let maximum):
            let low = clean(minimum, "minimum", default: 10)
            var high = clean(maximum, "maximum", default: .infinity, allowInfinity: true)
            if high < low { problems.append("maximum \(f(high)) is below minimum \(f(low)); used the minimum"); high = low }
            item.size = .flexible(minimum: low, maximum: high)
        case .adaptive(let minimum, let maximum):
            // An adaptive minimum of 0 would fit infinitely many tracks: at least 1 point.
            var low = clean(minimum, "minimum", default: 10)
            if low < 1 { problems.append("adaptive minimum \(f(low)) is below 1; used 1"); low = 1 }
            var high = clean(maximum, "maximum", default: .infinity, allowInfinity: true)
            if high < low { problems.append("maximum \(f(high)) is below minimum \(f(low)); used the minimum"); high = low }
            item.size = .adaptive(minimum: low, maximum: high)
        }
        if let spacing { item.spacing = clean(spacing, "spacing", default: lazyGridDefaultSpacing) }
        return (item, problems.isEmpty ? nil : problems.joined(separator: "; "))
    }
}
