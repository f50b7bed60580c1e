import Foundation

/// HStackLayout and VStackLayout: one `StackAlgorithm`, the axis a parameter (Design §4).
package protocol AxisStackLayout: Layout, SubviewGuideMergingLayout where Cache == () {
    var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
    /// Sizes the stack per Design §4.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    /// Places the children along the stack's axis per Design §4.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews)
    }

    /// The stack's own spacing preferences per Design §5.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var context: Void = ()
        return algorithm.spacing(SubviewChildren(subviews), &context)
    }
}

/// A layout that arranges its subviews in a horizontal line (Design §4).
public struct HStackLayout: AxisStackLayout {
    /// The guide the subviews align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours, or nil for the spacing model's.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout; nil spacing uses the spacing model (Design §5).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Horizontal: a Spacer inside grows along x and a Divider is vertical.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    package var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// A layout that arranges its subviews in a vertical line (Design §4).
public struct VStackLayout: AxisStackLayout {
    /// The guide the subviews align on horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours, or nil for the spacing model's.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout; nil spacing uses the spacing model (Design §5).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Vertical: a Spacer inside grows along y and a Divider is horizontal.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    package var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// A layout that overlays its subviews, aligned on both axes (Design §7).
public struct ZStackLayout: Layout, SubviewGuideMergingLayout {
    /// The guides the subviews align on.
    public var alignment: Alignment

    /// Creates an overlaying layout aligned on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Sizes the ZStack to the union of its highest-priority subviews, aligned (Design §7).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var context: Void = ()
        return ZStackAlgorithm(alignment: alignment).size(proposal, SubviewChildren(subviews), &context)
    }

    /// Proposes the ZStack's size to each subview and lines up their guides (Design §7).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var context: Void = ()
        let placements = ZStackAlgorithm(alignment: alignment).placements(in: bounds.size, SubviewChildren(subviews), &context)
        for (subview, placement) in zip(subviews, placements) {
            subview.place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y), anchor: .topLeading,
                proposal: placement.proposal)
        }
    }
}

extension StackAlgorithm {
    /// The stack's size over `Layout` proxies.
    fileprivate func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var context: Void = ()
        let children = SubviewChildren(subviews)
        return arrange(proposal, children, gaps: gaps(children, &context), &context).size
    }

    /// Places the stack's subviews through their proxies (Design §4 "Placing").
    fileprivate func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var context: Void = ()
        let children = SubviewChildren(subviews)
        let arrangement = arrange(placingProposal(proposal, size: bounds.size), children, gaps: gaps(children, &context), &context)
        for (index, subview) in subviews.enumerated() {
            let origin = arrangement.children[index].origin
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: arrangement.proposal(index))
        }
    }
}
