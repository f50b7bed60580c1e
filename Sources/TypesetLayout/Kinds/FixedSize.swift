import Foundation

extension LayoutTree {
    /// Wraps `child` in `fixedSize(horizontal:vertical:)` fixing `axes`.
    package mutating func wrap(_ child: NodeID, inFixedSize axes: Axis.Set, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .fixedSize(axes), direction: direction)
    }
}

/// `fixedSize(horizontal:vertical:)` (Design §6): the child is proposed nil on the fixed axes
/// and centred in the modifier.
package enum FixedSizeNode: PlacingModifier {
    package static func traits(_ node: KindNode<Axis.Set>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.hugsWidth = node.payload.contains(.horizontal) || traits.hugsWidth
        traits.hugsHeight = node.payload.contains(.vertical) || traits.hugsHeight
        traits.ownedHugs.formUnion(node.payload)
        traits.exactHugs.formUnion(node.payload)
        return traits
    }

    package static func size(_ node: KindNode<Axis.Set>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(pass.tree.onlyChild(node.id), childProposal(node.payload, proposal), &pass)
    }

    package static func placement(
        _ node: KindNode<Axis.Set>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        centredPlacement(of: pass.tree.onlyChild(node.id), in: size, proposal: childProposal(node.payload, proposal), &pass)
    }

    package static func viewKind(_ node: KindNode<Axis.Set>, _ tables: NodeTables) -> ViewKind { .fixedSize(node.payload) }

    private static func childProposal(_ axes: Axis.Set, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }
}
