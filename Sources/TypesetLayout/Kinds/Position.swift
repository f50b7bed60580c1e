import Foundation

extension LayoutTree {
    /// Wraps `child` in `position(x:y:)`.
    package mutating func wrap(_ child: NodeID, inPosition point: CGPoint, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .position(NodeTables.append(point, to: &tables.positions)), direction: direction)
    }
}

/// `position(x:y:)` (Design §6): takes the proposal (nil → the child's size) and centres the
/// child on the point.
package enum PositionNode: PlacingModifier {
    package static func traits(_ node: KindNode<CGPoint>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        traits.hugsWidth = false
        traits.hugsHeight = false
        return traits
    }

    package static func size(_ node: KindNode<CGPoint>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let childSize = sizeThatFits(pass.tree.onlyChild(node.id), proposal, &pass)
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    package static func placement(
        _ node: KindNode<CGPoint>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        let child = pass.tree.onlyChild(node.id)
        let childSize = sizeThatFits(child, proposal, &pass)
        let point = node.payload
        return ChildPlacement(
            child: child, origin: CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2),
            proposal: proposal, size: childSize)
    }

    package static func viewKind(_ node: KindNode<CGPoint>, _ tables: NodeTables) -> ViewKind { .position(node.payload) }
}
