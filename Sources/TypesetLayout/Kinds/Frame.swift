import Foundation

/// `frame(width:height:alignment:)`, with invalid lengths already dropped.
package struct FixedFrame: Hashable, Sendable {
    package var width: CGFloat?
    package var height: CGFloat?
    package var alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

extension LayoutTree {
    /// Wraps `child` in `frame(width:height:alignment:)`.
    package mutating func wrap(_ child: NodeID, inFrame frame: FixedFrame, direction: LayoutDirection) -> NodeID {
        register(frame.alignment)
        return wrap(child, in: .frame(NodeTables.append(frame, to: &tables.frames)), direction: direction)
    }
}

/// `frame(width:height:alignment:)` (Design §6): both lengths set → that size, the child not
/// consulted; one set → the child's other length. The child is aligned guide to guide.
package enum FrameNode: PlacingModifier {
    package static func traits(_ node: KindNode<FixedFrame>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        traits.hugsWidth = node.payload.width != nil || traits.hugsWidth
        traits.hugsHeight = node.payload.height != nil || traits.hugsHeight
        if node.payload.width != nil { traits.ownedHugs.insert(.horizontal) }
        if node.payload.height != nil { traits.ownedHugs.insert(.vertical) }
        traits.exactHugs.formUnion(traits.ownedHugs)
        return traits
    }

    package static func size(_ node: KindNode<FixedFrame>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let frame = node.payload
        if let width = frame.width, let height = frame.height { return CGSize(width: width, height: height) }
        let childSize = sizeThatFits(pass.tree.onlyChild(node.id), childProposal(frame, proposal), &pass)
        return CGSize(width: frame.width ?? childSize.width, height: frame.height ?? childSize.height)
    }

    package static func placement(
        _ node: KindNode<FixedFrame>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        alignedPlacement(
            of: pass.tree.onlyChild(node.id), in: size, proposal: childProposal(node.payload, proposal),
            alignment: node.payload.alignment, &pass)
    }

    /// A frame resets the spacing of the axes it fixes (Design §5).
    package static func spacing(_ node: KindNode<FixedFrame>, _ pass: inout LayoutPass) -> ViewSpacing {
        var spacing = spacingOf(pass.tree.onlyChild(node.id), &pass)
        if node.payload.width != nil { spacing.reset(.horizontal) }
        if node.payload.height != nil { spacing.reset(.vertical) }
        return spacing
    }

    package static func viewKind(_ node: KindNode<FixedFrame>, _ tables: NodeTables) -> ViewKind {
        .frame(width: node.payload.width, height: node.payload.height, alignment: node.payload.alignment)
    }

    /// The proposal the child gets: the frame's own lengths where set.
    private static func childProposal(_ frame: FixedFrame, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }
}
