import Foundation

// The leaves' sizes (SPEC §7) and the measured leaf's memo (SPEC §8.6).

/// A shape or colour is as large as proposed, 10 on an unspecified axis; a circle is a square
/// of the smaller side.
package func shapeSize(_ shape: ShapeKind, _ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    guard shape == .circle else { return size }
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
}

/// An image keeps its intrinsic size unless resizable; resizable, it takes the proposal.
package func imageSize(_ image: ImageLeaf, _ proposal: ProposedViewSize) -> CGSize {
    guard image.isResizable else { return image.size }
    return CGSize(width: proposal.width ?? image.size.width, height: proposal.height ?? image.size.height)
}

/// A symbol's text baseline from its top at `height`: its baseline offset above the bottom,
/// scaled with the image when it is resizable.
package func symbolBaseline(_ image: ImageDescription, height: CGFloat) -> CGFloat? {
    guard let offset = image.baselineOffset else { return nil }
    let scale = image.size.height > 0 ? height / image.size.height : 1
    return height - offset * scale
}

/// A Spacer takes `max(P ?? minLength, minLength)` along its stack's axis and 0 across it;
/// outside a stack it grows on both axes.
package func spacerSize(minLength: CGFloat, orientation: Axis?, _ proposal: ProposedViewSize) -> CGSize {
    func grow(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
    switch orientation {
    case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
    case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
}

/// A Divider is 1 thick across its stack's axis and as long as proposed along it (0 when
/// unspecified): vertical in an HStack, horizontal elsewhere.
package func dividerSize(orientation: Axis?, _ proposal: ProposedViewSize) -> CGSize {
    if orientation == .horizontal { return CGSize(width: 1, height: proposal.height ?? 0) }
    return CGSize(width: proposal.width ?? 0, height: 1)
}

/// The measured leaf's answer for `proposal`, memoised for the pass. A height the leaf already
/// fits at this width changes nothing, so that measurement is reused (a stack places its
/// children with its own height after sizing them without one).
package func measurement(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> LeafMeasurement {
    let key = ProposalKey(proposal)
    if let m = pass.leafMemos[id]?[key] { return m }
    if let height = proposal.height,
       let free = pass.leafMemos[id]?[ProposalKey(ProposedViewSize(width: proposal.width, height: nil))],
       free.answersTallerProposals, free.size.height <= height {
        pass.leafMemos[id, default: SmallMemo()][key] = free
        return free
    }
    guard case .measured(let leaf) = pass.tree.kinds[Int(id)] else { return LeafMeasurement(size: .zero) }
    let m = leaf.measure(proposal)
    for (kind, message) in m.diagnostics { pass.report(id, kind, message) }
    pass.leafMemos[id, default: SmallMemo()][key] = m
    return m
}
