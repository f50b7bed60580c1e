import Foundation

/// A type that defines the geometry of a collection of views (Design §7).
///
/// Implement `sizeThatFits` and `placeSubviews`; the other requirements have defaults:
/// the explicit guides merge the subviews' guides (Design §3), the spacing is the union of the
/// subviews' spacing, and the cache is `Void`.
public protocol Layout {
    /// Cached values shared by the calls of one layout pass.
    associatedtype Cache = Void

    /// The proxies of the views this layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type (its stack orientation, for Spacer and Divider).
    static var layoutProperties: LayoutProperties { get }

    /// Creates the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change; defaults to `makeCache` again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// This layout's spacing preferences; defaults to the union of every subview's.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the container for `proposal`. The answer is final.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview with `LayoutSubview.place(at:anchor:proposal:)` inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value of a horizontal guide, or nil for its default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    /// The container's explicit value of a vertical guide, or nil for its default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation unless the layout says otherwise.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Rebuilds the cache with `makeCache`.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences; a plain view's when there are none.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.none
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    /// Merges the subviews' explicit values of a horizontal guide (Design §3).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Merges the subviews' explicit values of a vertical guide (Design §3).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Design §3: place the subviews, project each one's explicit value into the container and
    /// fold them in order with the guide's combine rule.
    package func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        let rule = key.combineRule
        guard rule != .never, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let placements = subviews.recordPlacements(in: bounds, proposal: proposal) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
        var merge = GuideMerge(rule)
        for (subview, placement) in zip(subviews, placements) {
            guard let value = subview.dimensions(in: placement.proposal)[explicit: key] else { continue }
            merge.add(placement.origin[key.axis] - bounds.origin[key.axis] + value)
        }
        return merge.value
    }
}

extension Layout where Cache == Void {
    /// A layout without a cache has nothing to make.
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis a Spacer or Divider inside this layout follows; nil outside stacks.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}

    package init(stackOrientation: Axis?) {
        self.stackOrientation = stackOrientation
    }
}

/// A key for a value a view hands its direct container through `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that did not set one.
    static var defaultValue: Value { get }
}
