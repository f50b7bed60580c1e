import Foundation

/// `alignmentGuide(_:computeValue:)`: sets one guide's explicit value from the closure, run on
/// the modified view's dimensions; everything else passes through (SPEC §3).
package final class AlignmentGuideElement: UnaryElement {
    private let key: AlignmentKey
    private let computeValue: (ViewDimensions) -> CGFloat

    package init(child: LayoutElement, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child)
    }

    override package var kind: String { "AlignmentGuide" }
    override package var hasExplicitGuides: Bool { true }
    override package var dumpAttributes: [String] { ["\(key.axis == .horizontal ? "H" : "V").\(key)"] }

    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard key == self.key else { return child.explicitValue(key, size: size, proposal: proposal) }
        // The closure sees the inner view: an inner alignmentGuide for the same key is explicit.
        return computeValue(ViewDimensions(size: size, proposal: proposal, source: child, lock: pass.lock))
    }
}

/// `layoutPriority(_:)`: the priority the direct parent reads.
package final class LayoutPriorityElement: PriorityResettingElement {
    private let priority: Double

    package init(child: LayoutElement, priority: Double) {
        self.priority = priority.isNaN ? 0 : priority
        super.init(child: child)
        if priority.isNaN { report(.invalidValue, "layout priority is NaN; used 0") }
    }

    override package var kind: String { "LayoutPriority" }
    override package var dumpAttributes: [String] { [LayoutNumber.format(priority)] }
    override package var layoutPriority: Double { priority }
}

/// `fixedSize(horizontal:vertical:)`: the child is proposed nil on the fixed axes (SPEC §6).
package final class FixedSizeElement: UnaryElement {
    private let axes: Axis.Set

    package init(child: LayoutElement, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child)
    }

    override package var kind: String { "FixedSize" }
    override package var dumpAttributes: [String] {
        [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let placement = ChildPlacement(child, at: .zero, proposal: childProposal(proposal))
        return ChildPlacement(
            element: child,
            origin: CGPoint(x: (size.width - placement.size.width) / 2, y: (size.height - placement.size.height) / 2),
            proposal: placement.proposal, size: placement.size)
    }
}
