import Foundation

/// `padding(_:)`: the child is proposed the proposal minus the insets; size = child + insets;
/// the child sits at (leading, top) (SPEC §6).
package final class PaddingElement: PriorityResettingElement {
    private let insets: EdgeInsets

    package init(child: LayoutElement, insets: EdgeInsets) {
        var clean = insets
        var bad: [String] = []
        // Checked edge by edge: the usual all-finite insets allocate nothing.
        if !clean.top.isFinite { bad.append("top"); clean.top = 0 }
        if !clean.leading.isFinite { bad.append("leading"); clean.leading = 0 }
        if !clean.bottom.isFinite { bad.append("bottom"); clean.bottom = 0 }
        if !clean.trailing.isFinite { bad.append("trailing"); clean.trailing = 0 }
        self.insets = clean
        super.init(child: child)
        for name in bad { report(.invalidValue, "\(name) padding is not finite; used 0") }
    }

    override package var kind: String { "Padding" }
    override package var dumpAttributes: [String] {
        ["\(LayoutNumber.format(insets.top)), \(LayoutNumber.format(insets.leading)), \(LayoutNumber.format(insets.bottom)), \(LayoutNumber.format(insets.trailing))"]
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
            height: proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: max(size.width + insets.total(along: .horizontal), 0),
            height: max(size.height + insets.total(along: .vertical), 0))
    }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        ChildPlacement(child, at: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
    }

    /// Padded edges behave like a plain view's (SPEC §5).
    override package var spacing: ViewSpacing {
        var spacing = child.spacing
        spacing.reset(insets.nonZeroEdges)
        return spacing
    }
}
