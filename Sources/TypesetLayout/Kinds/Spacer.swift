import Foundation

/// A Spacer: its minimum length and the axis of the stack it is in.
package struct SpacerLeaf: Hashable, Sendable {
    package var minLength: CGFloat
    package var orientation: Axis?

    package init(minLength: CGFloat, orientation: Axis?) {
        self.minLength = minLength
        self.orientation = orientation
    }
}

extension LayoutTree {
    /// Appends a Spacer.
    @discardableResult
    package mutating func addSpacer(_ spacer: SpacerLeaf, direction: LayoutDirection) -> NodeID {
        add(.spacer(NodeTables.append(spacer, to: &tables.spacers)), direction: direction)
    }
}

/// Spacer (Design §4, §7): `max(P ?? minLength, minLength)` along its stack's axis and 0 across
/// it; outside a stack it grows on both axes. Its priority is −∞, so it gets what is left.
package enum SpacerNode: LeafBehaviour {
    package static func traits(_ node: KindNode<SpacerLeaf>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        let orientation = node.payload.orientation
        return NodeTraits(priority: -.infinity, hugsWidth: orientation == .vertical, hugsHeight: orientation == .horizontal)
    }

    package static func size(_ node: KindNode<SpacerLeaf>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let minLength = node.payload.minLength
        func grow(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
        switch node.payload.orientation {
        case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    package static func spacing(_ node: KindNode<SpacerLeaf>, _ pass: inout LayoutPass) -> ViewSpacing { .zero }

    package static func viewKind(_ node: KindNode<SpacerLeaf>, _ tables: NodeTables) -> ViewKind { .spacer(minLength: node.payload.minLength) }
}
