import Foundation

/// `aspectRatio(_:contentMode:)`: the ratio (nil: the content's ideal size's) and how it fits.
package struct AspectRatio: Hashable, Sendable {
    package var ratio: CGFloat?
    package var contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
}

/// How `aspectRatio` fits the ratio into the proposal.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

extension LayoutTree {
    /// Wraps `child` in `aspectRatio(_:contentMode:)`.
    package mutating func wrap(_ child: NodeID, inAspectRatio ratio: AspectRatio, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .aspectRatio(NodeTables.append(ratio, to: &tables.aspectRatios)), direction: direction)
    }
}

/// `aspectRatio(_:contentMode:)` (Design §6, §13): the child is proposed the ratio scaled to fit
/// or fill the proposal, and centred.
package enum AspectRatioNode: PlacingModifier {
    package static func traits(_ node: KindNode<AspectRatio>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        traits.hugsWidth = false
        traits.hugsHeight = false
        return traits
    }

    package static func size(_ node: KindNode<AspectRatio>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(pass.tree.onlyChild(node.id), childProposal(node, proposal, &pass), &pass)
    }

    package static func placement(
        _ node: KindNode<AspectRatio>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        centredPlacement(of: pass.tree.onlyChild(node.id), in: size, proposal: childProposal(node, proposal, &pass), &pass)
    }

    package static func viewKind(_ node: KindNode<AspectRatio>, _ tables: NodeTables) -> ViewKind {
        .aspectRatio(node.payload.ratio, contentMode: node.payload.contentMode)
    }

    /// The ratio scaled to fit or fill the proposal; with no ratio, the child's ideal size's.
    private static func childProposal(_ node: KindNode<AspectRatio>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        var shape = node.payload.ratio.map { CGSize(width: $0, height: 1) }
            ?? sizeThatFits(pass.tree.onlyChild(node.id), .unspecified, &pass)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ p: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let p, length != 0 else { return .infinity }
            return p / length
        }
        let sx = scale(proposal.width, shape.width)
        let sy = scale(proposal.height, shape.height)
        let s = node.payload.contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * s }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }
}
