import Foundation

/// ScrollView's layout (Design §7, §16): the content is proposed nothing
/// (nil) along the scrolling axes and the offered length across them, and the scroll view takes
/// the size it is offered.
///
/// - Size: along every axis, the proposal; where the proposal is unspecified, the content's
///   length (a scroll view proposed nothing is as big as what it shows). So the scroll view is
///   flexible along both axes: in a stack it takes what it is offered, as SwiftUI's does
///   (Design §16: a Spacer inside is only `minLength` long because the content is
///   proposed nil along the scroll axis).
/// - Placement: the content's top-leading corner at the scroll view's along the scrolling axes
///   (the scroll position headless layout shows: the start), centred across them.
/// - The content size is the content's frame in the result (`LayoutNode.scrollContentSize`);
///   content longer than the scroll view overflows it, as it would scroll.
package struct ScrollViewLayout: Layout, SubviewGuideMergingLayout, Equatable {
    package var axes: Axis.Set
    package var showsIndicators: Bool

    package init(axes: Axis.Set, showsIndicators: Bool) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }

    /// What the content is proposed for `proposal`: nil along the scrolling axes.
    package func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let inner = contentProposal(proposal)
        var content = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            content.width = max(content.width, size.width)
            content.height = max(content.height, size.height)
        }
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
            let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: inner)
        }
    }
}

extension LayoutNode {
    /// A ScrollView's content size: the frame of its content (nil for other nodes).
    public var scrollContentSize: CGSize? {
        guard case .scrollView = kind else { return nil }
        return children.first?.size ?? .zero
    }
}
