import Foundation

/// `offset(x:y:)`: moves the drawn position only; size, guides, spacing and priority are the
/// child's (SPEC §6).
package final class OffsetElement: UnaryElement {
    private let offset: CGSize

    package init(child: LayoutElement, offset: CGSize) {
        var clean = offset
        let bad = !(offset.width.isFinite && offset.height.isFinite)
        if !offset.width.isFinite { clean.width = 0 }
        if !offset.height.isFinite { clean.height = 0 }
        self.offset = clean
        super.init(child: child)
        if bad { report(.invalidValue, "offset is not finite; used 0") }
    }

    override package var kind: String { "Offset" }
    override package var dumpAttributes: [String] { ["x: \(LayoutNumber.format(offset.width))", "y: \(LayoutNumber.format(offset.height))"] }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        ChildPlacement(child, at: CGPoint(x: offset.width, y: offset.height), proposal: proposal)
    }

    /// Guides are not moved by an offset.
    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitValue(key, size: size, proposal: proposal)
    }
}

/// `position(x:y:)`: takes the proposal (nil → the child's size) and centres the child on the
/// point (SPEC §6).
package final class PositionElement: PriorityResettingElement {
    private let position: CGPoint

    package init(child: LayoutElement, position: CGPoint) {
        var clean = position
        let bad = !(position.x.isFinite && position.y.isFinite)
        if !position.x.isFinite { clean.x = 0 }
        if !position.y.isFinite { clean.y = 0 }
        self.position = clean
        super.init(child: child)
        if bad { report(.invalidValue, "position is not finite; used 0") }
    }

    override package var kind: String { "Position" }
    override package var dumpAttributes: [String] { ["x: \(LayoutNumber.format(position.x))", "y: \(LayoutNumber.format(position.y))"] }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
    }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let childSize = child.sizeThatFits(proposal)
        return ChildPlacement(
            element: child, origin: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2),
            proposal: proposal, size: childSize)
    }
}
