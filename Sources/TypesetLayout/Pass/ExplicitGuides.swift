import Foundation

/// Node `id`'s explicit value of `key` at `size`, chosen for `proposal` (SPEC §3), or nil.
///
/// Nodes that cannot have one (their key mask says so) answer at once; containers and guide
/// closures are memoised for the pass; a non-finite value is dropped and reported. Recurses
/// once per level, behind the stack-growth guard (`StackGuard`).
package func explicitValue(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
    guard !pass.tree[id].explicitKeys.isEmpty else { return nil }
    return withSufficientStack { explicitValueHere(id, key, size: size, proposal: proposal, &pass) }
}

private func explicitValueHere(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
    let mask = pass.tree[id].explicitKeys
    guard !mask.isEmpty else { return nil }
    let index = key.builtInIndex >= 0 ? key.builtInIndex : pass.tree.index(of: key)
    guard mask.contains(index) else { return nil }
    let memoised: Bool
    switch pass.tree.kinds[Int(id)] {
    case _ where pass.tree.nodes[Int(id)].isTransparent: memoised = false
    case .stack, .zStack, .layout, .alignmentGuide: memoised = true
    default: memoised = false
    }
    guard memoised else { return finite(computeExplicitValue(id, key, index, size, proposal, &pass), key, id, &pass) }
    let memoKey = LayoutPass.ExplicitMemoKey(
        node: id, key: index, width: size.width.bitPattern, height: size.height.bitPattern, proposal: ProposalKey(proposal))
    if let value = pass.explicitMemo[memoKey] { return value }
    let value = finite(computeExplicitValue(id, key, index, size, proposal, &pass), key, id, &pass)
    pass.explicitMemo[memoKey] = value
    return value
}

/// Node `id`'s value of `key`: explicit if any, else the guide's default (SPEC §1).
package func guideValue(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat {
    explicitValue(id, key, size: size, proposal: proposal, &pass) ?? key.defaultValue(in: ViewDimensions(size: size))
}

private func finite(_ value: CGFloat?, _ key: AlignmentKey, _ id: NodeID, _ pass: inout LayoutPass) -> CGFloat? {
    guard let value, !value.isFinite else { return value }
    pass.report(id, .invalidGuide, "guide \(key) is \(value); ignored")
    return nil
}

/// SPEC §3 per node kind.
private func computeExplicitValue(
    _ id: NodeID, _ key: AlignmentKey, _ index: Int, _ size: CGSize, _ proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> CGFloat? {
    if pass.tree[id].isTransparent {
        let placement = placeOnlyChild(id, size: size, proposal: proposal, &pass)
        return explicitValue(placement.child, key, size: placement.size, proposal: placement.proposal, &pass).map { placement.origin[key.axis] + $0 }
    }
    switch pass.tree.kinds[Int(id)] {
    case .measured:
        if index == AlignmentKey.firstTextBaselineIndex { return measurement(id, proposal, &pass).firstBaseline }
        if index == AlignmentKey.lastTextBaselineIndex { return measurement(id, proposal, &pass).lastBaseline }
        return nil
    case .alignmentGuide(let guideKey, let computation):
        let child = onlyChild(id, pass)
        guard guideKey == key else { return explicitValue(child, key, size: size, proposal: proposal, &pass) }
        // The closure sees the inner view: an inner alignmentGuide for the same key is explicit.
        return withLentPass(&pass) { box in
            computation.compute(ViewDimensions(size: size, guides: .live(LiveGuides(box: box, node: child, proposal: proposal))))
        }
    case .offset, .secondaryLayer, .paint, .layoutPriority:
        // Guides pass through unchanged (SPEC §3).
        return explicitValue(onlyChild(id, pass), key, size: size, proposal: proposal, &pass)
    case .frame, .flexibleFrame, .padding, .fixedSize, .aspectRatio, .position, .safeArea:
        // The child's origin on the guide's axis plus the child's explicit value (SPEC §3).
        let placement = placeOnlyChild(id, size: size, proposal: proposal, &pass)
        return explicitValue(placement.child, key, size: placement.size, proposal: placement.proposal, &pass).map { placement.origin[key.axis] + $0 }
    case .stack, .zStack:
        return mergedExplicitValue(of: id, key, size: size, proposal: proposal, &pass)
    case .layout(let box):
        return box.explicitAlignment(id, key, size: size, proposal: proposal, &pass)
    case .viewThatFits(let axes):
        return explicitValue(viewThatFitsChoice(id, axes, proposal, &pass), key, size: size, proposal: proposal, &pass)
    case .image(let leaf):
        guard index == AlignmentKey.firstTextBaselineIndex || index == AlignmentKey.lastTextBaselineIndex else { return nil }
        return symbolBaseline(leaf.image, height: size.height)
    case .geometryReader, .empty, .shape, .spacer, .divider:
        return nil
    }
}

/// A multi-child container's value: each child's explicit value plus its origin on the
/// guide's axis, folded in child order by the guide's combine rule (SPEC §3).
package func mergedExplicitValue(of id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
    let rule = key.combineRule
    guard rule != .never, size.width.isFinite, size.height.isFinite else { return nil }
    var placements: [ChildPlacement] = []
    placeChildren(id, size: size, proposal: proposal, &pass, into: &placements)
    var result: CGFloat?
    var count = 0
    for placement in placements {
        guard let value = explicitValue(placement.child, key, size: placement.size, proposal: placement.proposal, &pass) else { continue }
        result = rule.fold(result, placement.origin[key.axis] + value, count: count)
        count += 1
    }
    return result
}
