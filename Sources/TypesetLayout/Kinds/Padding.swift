import Foundation

extension LayoutTree {
    /// Wraps `child` in `padding(insets)`.
    package mutating func wrap(_ child: NodeID, inPadding insets: EdgeInsets, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .padding(NodeTables.append(insets, to: &tables.paddings)), direction: direction)
    }
}

/// `padding` (Design §6): the child is proposed the proposal minus the insets (≥ 0, nil stays
/// nil), sits at (leading, top), and the padding is as large as the child plus the insets.
package enum PaddingNode: PlacingModifier {
    package static func size(_ node: KindNode<EdgeInsets>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let insets = node.payload
        let size = sizeThatFits(pass.tree.onlyChild(node.id), childProposal(insets, proposal), &pass)
        return CGSize(
            width: max(size.width + insets.total(along: .horizontal), 0),
            height: max(size.height + insets.total(along: .vertical), 0))
    }

    /// The probe passes through: proposed 0 less the insets, the child is proposed 0 too and
    /// answers its own probe (a Text without breaking lines, Design §4 step 2).
    package static func minimumLength(_ node: KindNode<EdgeInsets>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        let insets = node.payload
        let proposal = childProposal(insets, ProposedViewSize(major: 0, minor: minor, majorAxis: axis))
        return max(probedLength(pass.tree.onlyChild(node.id), along: axis, proposal, &pass) + insets.total(along: axis), 0)
    }

    package static func placement(
        _ node: KindNode<EdgeInsets>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        let insets = node.payload
        let child = pass.tree.onlyChild(node.id)
        let proposal = childProposal(insets, proposal)
        return ChildPlacement(
            child: child, origin: CGPoint(x: insets.leading, y: insets.top), proposal: proposal, size: sizeThatFits(child, proposal, &pass))
    }

    /// Padded edges behave like a plain view's (Design §5).
    package static func spacing(_ node: KindNode<EdgeInsets>, _ pass: inout LayoutPass) -> ViewSpacing {
        var spacing = spacingOf(pass.tree.onlyChild(node.id), &pass)
        spacing.reset(node.payload.nonZeroEdges)
        return spacing
    }

    package static func viewKind(_ node: KindNode<EdgeInsets>, _ tables: NodeTables) -> ViewKind { .padding(node.payload) }

    /// The proposal minus the insets, at least 0; nil stays nil.
    package static func childProposal(_ insets: EdgeInsets, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
            height: proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
    }
}
