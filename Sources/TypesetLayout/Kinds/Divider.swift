import Foundation

/// A Divider: the axis of the stack it is in.
package struct DividerLeaf: Hashable, Sendable {
    package var orientation: Axis?

    package init(orientation: Axis?) { self.orientation = orientation }
}

extension LayoutTree {
    /// Appends a Divider.
    @discardableResult
    package mutating func addDivider(_ divider: DividerLeaf, direction: LayoutDirection) -> NodeID {
        add(.divider(divider), direction: direction)
    }
}

/// Divider (Design §7): 1 point long along its stack's axis, and across it as long as proposed
/// (0 when unspecified): a vertical line in an HStack, a horizontal one elsewhere.
package enum DividerNode: LeafBehaviour {
    package static func traits(_ node: KindNode<DividerLeaf>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        // 1 point along its stack's axis, whatever it is proposed.
        NodeTraits(hugsWidth: node.payload.orientation == .horizontal, hugsHeight: node.payload.orientation == .vertical)
    }

    package static func size(_ node: KindNode<DividerLeaf>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        if node.payload.orientation == .horizontal { return CGSize(width: 1, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? 0, height: 1)
    }

    package static func spacing(_ node: KindNode<DividerLeaf>, _ pass: inout LayoutPass) -> ViewSpacing { .zero }

    package static func viewKind(_ node: KindNode<DividerLeaf>, _ tables: NodeTables) -> ViewKind { .divider }
}
