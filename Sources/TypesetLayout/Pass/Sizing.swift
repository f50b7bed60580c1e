import Foundation

/// The size node `id` chooses for `proposal` (SPEC §1): the proposal sanitised, the answer
/// memoised for containers and clamped when a view returns nonsense. Recurses once per level,
/// behind the stack-growth guard (`StackGuard`).
package func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    withSufficientStack { sizeThatFitsHere(id, proposal, &pass) }
}

private func sizeThatFitsHere(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let proposal = sanitized(proposal, at: id, &pass)
    let slot = pass.tree[id].memoSlot
    guard slot >= 0 else { return sanitized(computeSize(id, proposal, &pass), at: id, &pass) }
    let key = ProposalKey(proposal)
    if let size = pass.memoisedSize(slot, key) { return size }
    if let free = huggingAnswer(id, slot, proposal, &pass) {
        pass.memoise(slot, key, free)
        return free
    }
    // An infinite length along a hugging axis is no constraint: answer as for none.
    let node = pass.tree.nodes[Int(id)]
    if (node.hugsWidth && proposal.width == .infinity) || (node.hugsHeight && proposal.height == .infinity) {
        var free = proposal
        if node.hugsWidth && proposal.width == .infinity { free.width = nil }
        if node.hugsHeight && proposal.height == .infinity { free.height = nil }
        let size = sizeThatFits(id, free, &pass)
        pass.memoise(slot, key, size)
        return size
    }
    let size = sanitized(computeSize(id, proposal, &pass), at: id, &pass)
    pass.memoise(slot, key, size)
    return size
}

/// The first child of `id` (a modifier's child, an overlay's primary view).
package func onlyChild(_ id: NodeID, _ pass: LayoutPass) -> NodeID {
    pass.tree.children[Int(pass.tree[id].firstChild)]
}

/// One node's size per its kind's algorithm; `proposal` is already sanitised.
private func computeSize(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    if pass.tree[id].isTransparent { return sizeThatFits(onlyChild(id, pass), proposal, &pass) }
    switch pass.tree.kinds[Int(id)] {
    case .stack(let style):
        return stackArrangement(id, style, proposal, &pass).size
    case .zStack(let alignment):
        return ZStackAlgorithm(alignment: alignment).size(proposal, PassChildren(of: id, in: pass.tree), &pass)
    case .layout(let box):
        return box.sizeThatFits(id, proposal, &pass)
    case .viewThatFits(let axes):
        return sizeThatFits(viewThatFitsChoice(id, axes, proposal, &pass), proposal, &pass)
    case .geometryReader:
        return proposal.replacingUnspecifiedDimensions()
    case .empty:
        return .zero
    case .frame(let index):
        return fixedFrameSize(id, pass.tree.fixedFrames[Int(index)], proposal, &pass)
    case .flexibleFrame(let index):
        return flexibleFrameSize(id, pass.tree.flexibleFrames[Int(index)], proposal, &pass)
    case .padding(let insets):
        return paddingSize(id, insets, proposal, &pass)
    case .fixedSize(let axes):
        return sizeThatFits(onlyChild(id, pass), fixedSizeProposal(axes, proposal), &pass)
    case .aspectRatio(let ratio, let mode):
        return sizeThatFits(onlyChild(id, pass), aspectRatioProposal(id, ratio, mode, proposal, &pass), &pass)
    case .position:
        return positionSize(id, proposal, &pass)
    case .layoutPriority, .offset, .alignmentGuide, .paint, .secondaryLayer:
        return sizeThatFits(onlyChild(id, pass), proposal, &pass)
    case .safeArea(let node):
        return safeAreaSize(id, node, proposal, &pass)
    case .shape(let shape, _):
        return shapeSize(shape, proposal)
    case .measured:
        return measurement(id, proposal, &pass).size
    case .image(let image):
        return imageSize(image, proposal)
    case .spacer(let minLength, let orientation):
        return spacerSize(minLength: minLength, orientation: orientation, proposal)
    case .divider(let orientation):
        return dividerSize(orientation: orientation, proposal)
    }
}

/// `proposal` with NaN dimensions made unspecified and negative ones 0, reported at `id`.
package func sanitized(_ proposal: ProposedViewSize, at id: NodeID, _ pass: inout LayoutPass) -> ProposedViewSize {
    // Fast path: nil, zero or positive dimensions, almost every proposal, pass unchanged.
    if proposal.width.map({ $0 >= 0 }) ?? true, proposal.height.map({ $0 >= 0 }) ?? true { return proposal }
    var result = proposal
    for axis in Axis.allCases {
        guard let value = proposal[axis] else { continue }
        if value.isNaN {
            pass.report(id, .invalidProposal, "\(axis) proposal is NaN; treated as unspecified")
            result[axis] = nil
        } else if value < 0 {
            pass.report(id, .invalidProposal, "\(axis) proposal \(LayoutNumber.format(value)) is negative; clamped to 0")
            result[axis] = 0
        }
    }
    return result
}

/// `size` with NaN or negative dimensions clamped to 0 and reported (∞ answers a ∞ probe).
private func sanitized(_ size: CGSize, at id: NodeID, _ pass: inout LayoutPass) -> CGSize {
    // `>= 0` is false for NaN and negative values alike.
    if size.width >= 0, size.height >= 0 { return size }
    var result = size
    for axis in Axis.allCases where size[axis].isNaN || size[axis] < 0 {
        pass.report(id, .invalidSize, "\(axis) size \(LayoutNumber.format(size[axis])) clamped to 0")
        result[axis] = 0
    }
    return result
}

/// A hugging container's answer to a proposal at least as large as its content, read from the
/// answer it gave with the hugging axes unspecified (`TreeNode.hugsHeight`): nested stacks are
/// proposed a new length at every level, and this keeps them from being arranged again for each.
private func huggingAnswer(_ id: NodeID, _ slot: Int32, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize? {
    let node = pass.tree.nodes[Int(id)]
    let freeWidth = node.hugsWidth && proposal.width != nil
    let freeHeight = node.hugsHeight && proposal.height != nil
    guard freeWidth || freeHeight else { return nil }
    func fits(_ size: CGSize) -> Bool {
        (proposal.width.map { size.width <= $0 } ?? true) && (proposal.height.map { size.height <= $0 } ?? true)
    }
    func answer(_ candidate: ProposedViewSize) -> CGSize? {
        guard let size = pass.memoisedSize(slot, ProposalKey(candidate)), fits(size) else { return nil }
        return size
    }
    if freeWidth && freeHeight, let size = answer(.unspecified) { return size }
    if freeWidth, let size = answer(ProposedViewSize(width: nil, height: proposal.height)) { return size }
    if freeHeight, let size = answer(ProposedViewSize(width: proposal.width, height: nil)) { return size }
    return nil
}
