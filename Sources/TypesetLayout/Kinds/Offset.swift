import Foundation

extension LayoutTree {
    /// Wraps `child` in `offset(x:y:)`.
    package mutating func wrap(_ child: NodeID, inOffset offset: CGSize, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .offset(NodeTables.append(offset, to: &tables.offsets)), direction: direction)
    }
}

/// `offset(x:y:)` (Design §6): moves where the child is drawn; size, guides, spacing and
/// priority are the child's.
package enum OffsetNode: PassThroughModifier {
    package static func placeChildren(
        _ node: KindNode<CGSize>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let child = pass.tree.onlyChild(node.id)
        placements.append(ChildPlacement(
            child: child, origin: CGPoint(x: node.payload.width, y: node.payload.height), proposal: proposal,
            size: sizeThatFits(child, proposal, &pass)))
    }

    package static func viewKind(_ node: KindNode<CGSize>, _ tables: NodeTables) -> ViewKind { .offset(node.payload) }
}
