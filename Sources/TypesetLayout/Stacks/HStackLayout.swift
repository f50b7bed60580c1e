import Foundation

/// A layout that arranges its subviews in a horizontal line (SPEC §4).
public struct HStackLayout: Layout, IdentityUnaryLayout {
    /// The guide the subviews align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours, or nil for the spacing model's.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout; nil spacing uses the spacing model (SPEC §5).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's arrangements per proposal.
    public typealias Cache = StackLayoutCache
    /// Horizontal: a Spacer inside grows along x and a Divider is vertical.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    private var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Starts with no arrangement.
    public func makeCache(subviews: Subviews) -> Cache { StackLayoutCache() }

    /// Sizes the stack per SPEC §4.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.arrangement(proposal, subviews, &cache).size
    }

    /// Places the children leading to trailing per SPEC §4.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    /// The stack's own spacing preferences per SPEC §5.
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

    /// Creates a vertical stack layout; nil spacing uses the spacing model (SPEC §5).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's arrangements per proposal.
    public typealias Cache = StackLayoutCache
    /// Vertical: a Spacer inside grows along y and a Divider is horizontal.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    private var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Starts with no arrangement.
    public func makeCache(subviews: Subviews) -> Cache { StackLayoutCache() }

    /// Sizes the stack per SPEC §4.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.arrangement(proposal, subviews, &cache).size
    }

    /// Places the children top to bottom per SPEC §4.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    /// The stack's own spacing preferences per SPEC §5.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}
