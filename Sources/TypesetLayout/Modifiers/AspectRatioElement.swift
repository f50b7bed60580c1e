import Foundation

/// How `aspectRatio` fits the ratio into the proposal.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the ratio scaled to fit or fill the proposal and
/// takes the child's answer; the child is centred (SPEC §6, research §7).
package final class AspectRatioElement: PriorityResettingElement {
    private let ratio: CGFloat?
    private let contentMode: ContentMode

    package init(child: LayoutElement, ratio: CGFloat?, contentMode: ContentMode) {
        let valid = ratio.map { $0.isFinite && $0 > 0 } ?? true
        self.ratio = valid ? ratio : nil
        self.contentMode = contentMode
        super.init(child: child)
        if !valid, let ratio { report(.invalidValue, "aspect ratio \(LayoutNumber.format(ratio)) is not a positive finite number; used the child's ideal ratio") }
    }

    override package var kind: String { "AspectRatio" }
    override package var dumpAttributes: [String] { [ratio.map { LayoutNumber.format($0) } ?? "ideal", "\(contentMode)"] }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ p: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let p else { return .infinity }
            if length == 0 { return p == 0 ? .infinity : .infinity }
            return p / length
        }
        let sx = scale(proposal.width, shape.width)
        let sy = scale(proposal.height, shape.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * s }
        return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        let childSize = child.sizeThatFits(childProposal)
        return ChildPlacement(
            element: child, origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
            proposal: childProposal, size: childSize)
    }
}
