import Foundation

/// `point` with each non-finite coordinate replaced by 0, and whether any was.
private func finite(_ point: CGPoint) -> (CGPoint, replaced: Bool) {
    var clean = point
    if !point.x.isFinite { clean.x = 0 }
    if !point.y.isFinite { clean.y = 0 }
    return (clean, !(point.x.isFinite && point.y.isFinite))
}

/// `offset(x:y:)`: moves the drawn position only; size, guides, spacing and priority are the
/// child's (SPEC §6).
package final class OffsetElement: UnaryElement {
    private let offset: CGSize

    package init(child: LayoutElement, offset: CGSize) {
        let (clean, replaced) = finite(CGPoint(x: offset.width, y: offset.height))
        self.offset = CGSize(width: clean.x, height: clean.y)
        super.init(child: child)
        if replaced { report(.invalidValue, "offset is not finite; used 0") }
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
        let (clean, replaced) = finite(position)
        self.position = clean
        super.init(child: child)
        if replaced { report(.invalidValue, "position is not finite; used 0") }
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
