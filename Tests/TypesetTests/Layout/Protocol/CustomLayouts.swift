import Foundation
@testable import Typeset

// Custom `Layout`s used by the protocol tests.

/// What a custom layout was asked to do during one layout.
final class LayoutLog {
    var makeCache = 0
    var updateCache = 0
    var sizeCalls = 0
    var placeCalls = 0
    /// The cache's sizing count seen by each `placeSubviews` call.
    var sizingsSeenWhenPlacing: [Int] = []
    var priorities: [Double] = []
    var directions: [LayoutDirection] = []
}

/// Places its subviews left to right at their ideal sizes, wrapping to a new row when the
/// proposed width is exceeded; `gap` between items and rows.
struct FlowLayout: Layout {
    var gap: CGFloat = 10
    var log = LayoutLog()

    struct Cache {
        var sizes: [CGSize]
        var sizings = 0
    }

    func makeCache(subviews: Subviews) -> Cache {
        log.makeCache += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updateCache += 1
        cache = makeCache(subviews: subviews)
    }

    /// Each subview's origin and the total size for a maximum row width.
    private func arrange(_ sizes: [CGSize], width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, maxX: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + gap
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            maxX = max(maxX, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + gap
        }
        return (origins, CGSize(width: maxX, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        log.sizeCalls += 1
        cache.sizings += 1
        return arrange(cache.sizes, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        log.placeCalls += 1
        log.sizingsSeenWhenPlacing.append(cache.sizings)
        log.directions.append(subviews.layoutDirection)
        let origins = arrange(cache.sizes, width: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// A leading-aligned column (spacing 0) that overrides its explicit guides: leading 7 and
/// `.coreRow` 3; every other guide has no explicit value.
struct GuideOverridingColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? 7 : nil
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .coreRow ? 3 : nil
    }
}

/// Shows its first subview at its ideal size; its spacing is zero on every edge.
struct ZeroSpacingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Shows its first subview at its ideal size (default spacing: the union of its subviews').
struct FirstSubviewLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// A stack orientation chosen by a type.
protocol OrientationTag {
    static var axis: Axis? { get }
}
enum HorizontalTag: OrientationTag { static var axis: Axis? { .horizontal } }
enum VerticalTag: OrientationTag { static var axis: Axis? { .vertical } }
enum NoOrientationTag: OrientationTag { static var axis: Axis? { nil } }

/// Shows its first subview at its ideal size, declaring the tag's stack orientation.
struct OrientedLayout<Tag: OrientationTag>: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Tag.axis
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// A view's rank in `RankedRow`.
struct RankKey: LayoutValueKey {
    static let defaultValue = 0
}

/// A row (spacing 0, ideal sizes, top-aligned) ordered by each subview's `RankKey`, stable.
struct RankedRow: Layout {
    var log = LayoutLog()

    private func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.sorted { (subviews[$0][RankKey.self], $0) < (subviews[$1][RankKey.self], $1) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.priorities = subviews.map(\.priority)
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in order(subviews) {
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subviews[index].sizeThatFits(.unspecified).width
        }
    }
}

/// 100 × 100 where unspecified. Subview 0 is placed twice (the second, centred, wins);
/// subview 1 by its bottom-trailing corner; subview 2 by the anchor (0.25, 0.5) with a
/// proposal of 40 × 8; the others are not placed.
struct AnchorLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
        subviews[2].place(
            at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10), anchor: UnitPoint(x: 0.25, y: 0.5),
            proposal: ProposedViewSize(width: 40, height: 8))
    }
}

/// A 100-wide column at ideal sizes whose gaps come from the subviews' spacing preferences;
/// each subview is placed at x = 40 − its `leading` guide (explicit or default).
struct SpacingModelColumn: Layout {
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { $0 == 0 ? 0 : subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: .vertical) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let heights = subviews.map { $0.sizeThatFits(.unspecified).height }
        return CGSize(width: 100, height: heights.reduce(0, +) + gaps(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (subview, gap) in zip(subviews, gaps(subviews)) {
            y += gap
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 40 - d[.leading], y: y), proposal: .unspecified)
            y += d.height
        }
    }
}
