import Foundation

// padding, fixedSize, aspectRatio and position (SPEC §6); offset, alignmentGuide and the
// paint modifiers need no algorithm of their own (the child at the origin, or moved).

/// Padding proposes the proposal minus the insets (≥ 0; nil stays nil).
package func paddingChildProposal(_ insets: EdgeInsets, _ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
        width: proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
        height: proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
}

/// The child's size plus the insets.
package func paddingSize(_ id: NodeID, _ insets: EdgeInsets, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let size = sizeThatFits(onlyChild(id, pass), paddingChildProposal(insets, proposal), &pass)
    return CGSize(
        width: max(size.width + insets.total(along: .horizontal), 0),
        height: max(size.height + insets.total(along: .vertical), 0))
}

/// fixedSize proposes nil on its fixed axes.
package func fixedSizeProposal(_ axes: Axis.Set, _ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
        width: axes.contains(.horizontal) ? nil : proposal.width,
        height: axes.contains(.vertical) ? nil : proposal.height)
}

/// aspectRatio proposes the ratio scaled to fit or fill the proposal (research §7); with no
/// ratio, the child's ideal size's.
package func aspectRatioProposal(
    _ id: NodeID, _ ratio: CGFloat?, _ mode: ContentMode, _ proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> ProposedViewSize {
    if proposal.width == nil && proposal.height == nil { return proposal }
    var shape = ratio.map { CGSize(width: $0, height: 1) } ?? sizeThatFits(onlyChild(id, pass), .unspecified, &pass)
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    func scale(_ p: CGFloat?, _ length: CGFloat) -> CGFloat {
        guard let p, length != 0 else { return .infinity }
        return p / length
    }
    let sx = scale(proposal.width, shape.width)
    let sy = scale(proposal.height, shape.height)
    let s = mode == .fit ? min(sx, sy) : max(sx, sy)
    func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * s }
    return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
}

/// position takes the proposal (nil → the child's size).
package func positionSize(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
    let childSize = sizeThatFits(onlyChild(id, pass), proposal, &pass)
    return CGSize(width: proposal.width ?? childSize.width, height: proposal.height ?? childSize.height)
}
