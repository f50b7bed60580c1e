import Foundation

/// A layout that arranges its subviews in a horizontal line (SPEC §4).
public struct HStackLayout: Layout, IdentityUnaryLayout {
    /// The guide the subviews align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours, or nil for the spacing model's.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackLayoutCache
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    private var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> Cache { StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

/// A layout that arranges its subviews in a vertical line (SPEC §4).
public struct VStackLayout: Layout, IdentityUnaryLayout {
    /// The guide the subviews align on horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours, or nil for the spacing model's.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackLayoutCache
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    private var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> Cache { StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}
