import Foundation

/// The size node `id` chooses for `proposal` (Design §1): the proposal sanitised, the answer
/// memoised for memoised kinds (containers, text) under its canonical proposal (Design §1.1),
/// and clamped when a view returns nonsense. Recurses once per level, behind the stack-growth
/// guard (`StackGuard`).
package func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let proposal = sanitized(proposal, at: id, &pass)
    // A node without children recurses no further: its parent's check left it room enough.
    guard pass.tree.nodes[Int(id)].childCount > 0 else { return sizeThatFitsHere(id, proposal, &pass) }
    return withSufficientStack { sizeThatFitsHere(id, proposal, &pass) }
}

private func sizeThatFitsHere(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let node = pass.tree.nodes[Int(id)]
    if node.isTransparent { return sizeThatFits(pass.tree.onlyChild(id), proposal, &pass) }
    let slot = node.memoSlot
    guard slot >= 0 else {
        // Kept only above a node with children of its own: asking again a modifier over a leaf
        // (a frame around a shape) costs less than keeping its answer.
        guard node.childCount > 0, pass.tree.nodes[Int(pass.tree.onlyChild(id))].childCount > 0 else {
            return computeSize(id, proposal, &pass)
        }
        return plainSize(id, proposal, &pass)
    }
    let key = ProposalKey(proposal)
    if let size = knownSize(id, slot, key, &pass) { return size }
    let size: CGSize
    if let canonical = canonicalProposal(id, node.traits, proposal, &pass) {
        size = memoisedSize(id, slot, canonical, &pass)
    } else {
        size = computeSize(id, proposal, &pass)
    }
    pass.sizes.store(slot, key, size)
    return size
}

/// The size of node `id`, which is not memoised and sits over a node with children (a modifier
/// in a chain, over a container), for `proposal` exactly, kept for the pass (Design §0.3): a
/// modifier is asked again at one proposal (its explicit guides place its child, a probe
/// repeats a size), and each time it walked its chain down to the next memoised node. No
/// canonical form: only a memoised node's answers stand for other proposals. Laid out again,
/// the chain takes the answer an earlier layout of the same content kept (Design §0.4).
private func plainSize(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let key = ProposalKey(proposal)
    if let index = pass.plainSizes.firstIndex(of: Int(id), where: { $0.proposal == key }) { return pass.plainSizes[index].size }
    let size = pass.earlier?.plainSize(of: id, key) ?? computeSize(id, proposal, &pass)
    pass.plainSizes.append(PlainSize(proposal: key, size: size), to: Int(id))
    return size
}

/// The size memoised node `id` chose for `key` in this pass, else in an earlier layout of the
/// same content (Design §0.4), which is then kept in this pass's memo too.
@inline(__always)
private func knownSize(_ id: NodeID, _ slot: Int32, _ key: ProposalKey, _ pass: inout LayoutPass) -> CGSize? {
    if let size = pass.sizes.size(slot, key) { return size }
    guard let size = pass.earlier?.size(of: id, key) else { return nil }
    pass.sizes.store(slot, key, size)
    return size
}

/// The size of memoised node `id` for a proposal already canonical.
private func memoisedSize(_ id: NodeID, _ slot: Int32, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let key = ProposalKey(proposal)
    if let size = knownSize(id, slot, key, &pass) { return size }
    let size = computeSize(id, proposal, &pass)
    pass.sizes.store(slot, key, size)
    return size
}

/// Design §1.1, the one place the rule is written: along an axis a node hugs, an infinite
/// length constrains nothing, and a length at least as large as the node's answer without it
/// changes nothing where the node hugs it exactly (`hugsExactly`). The proposal that gives the
/// same answer with those lengths unspecified, or nil when `proposal` is its own canonical
/// form. Only asked of memoised nodes, whose answers to the unspecified forms are memoised, so
/// each node computes each form once.
package func canonicalProposal(
    _ id: NodeID, _ traits: NodeTraits, _ proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> ProposedViewSize? {
    if proposal.width == nil && proposal.height == nil || !pass.appliesHuggingRule { return nil }
    // A proposal holding the ideal size: the rule's last answer, read from the memo without
    // asking the sizes with each axis unspecified in turn.
    if case let slot = pass.tree.nodes[Int(id)].memoSlot, slot >= 0, let ideal = pass.sizes.size(slot, ProposalKey(.unspecified)),
       holdsIdealSize(proposal, ideal, traits), hugsExactly(id, along: .horizontal, .unspecified, &pass),
       hugsExactly(id, along: .vertical, .unspecified, &pass) {
        return .unspecified
    }
    var canonical = proposal
    if traits.hugsWidth, canonical.width == .infinity { canonical.width = nil }
    if traits.hugsHeight, canonical.height == .infinity { canonical.height = nil }
    if traits.hugsHeight, let height = canonical.height {
        let free = ProposedViewSize(width: canonical.width, height: nil)
        if sizeThatFits(id, free, &pass).height <= height, hugsExactly(id, along: .vertical, free, &pass) {
            canonical = canonicalProposal(id, traits, free, &pass) ?? free
        }
    }
    if traits.hugsWidth, let width = canonical.width {
        let free = ProposedViewSize(width: nil, height: canonical.height)
        if sizeThatFits(id, free, &pass).width <= width, hugsExactly(id, along: .horizontal, free, &pass) {
            canonical = canonicalProposal(id, traits, free, &pass) ?? free
        }
    }
    return canonical == proposal ? nil : canonical
}

/// Whether `proposal` holds `ideal`, the answer with both axes unspecified of a node with
/// `traits`, so that `ideal` answers it too: the rule's case for a node that hugs both axes
/// (Design §1.1), asked with the ideal answer from the size memo (`canonicalProposal`) or from
/// a Text's measurements.
@inline(__always)
package func holdsIdealSize(_ proposal: ProposedViewSize, _ ideal: CGSize, _ traits: NodeTraits) -> Bool {
    traits.hugsWidth && traits.hugsHeight && proposal.width ?? .infinity >= ideal.width && proposal.height ?? .infinity >= ideal.height
}

/// The proposal a memoised node's answers to `proposal` are kept under (Design §1.1); other
/// nodes' proposals stand for themselves.
package func memoProposal(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ProposedViewSize {
    let node = pass.tree.nodes[Int(id)]
    guard node.memoSlot >= 0 else { return proposal }
    return canonicalProposal(id, node.traits, proposal, &pass) ?? proposal
}

/// Node `id`'s length along `axis` when proposed 0 on it and `minor` across it (Design §4
/// step 2's probe), answered by its kind.
package func minimumLength(_ id: NodeID, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
    withSufficientStack {
        let minor = minor.map { $0.isNaN ? nil : max($0, 0) } ?? nil
        if pass.tree.nodes[Int(id)].isTransparent { return minimumLength(pass.tree.onlyChild(id), along: axis, minor: minor, &pass) }
        return pass.tree.kinds[Int(id)].dispatch(MinimumLengthOperation(axis: axis, minor: minor), id, &pass)
    }
}

/// Child `id`'s length along `axis` when a modifier probing for its own minimum length proposes
/// it `proposal`: the child's own probe when that proposal is 0 along `axis` too, else its size.
package func probedLength(_ id: NodeID, along axis: Axis, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat {
    guard proposal[axis] == 0 else { return sizeThatFits(id, proposal, &pass)[axis] }
    return minimumLength(id, along: axis, minor: proposal[axis.perpendicular], &pass)
}

/// Asks a node's kind for its minimum length.
private struct MinimumLengthOperation: NodeOperation {
    typealias Context = LayoutPass
    typealias Output = Void
    typealias Result = CGFloat
    let axis: Axis
    let minor: CGFloat?

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> CGFloat {
        K.minimumLength(node, along: axis, minor: minor, &pass)
    }
}

/// One node's size per its kind's behaviour, sanitised; `proposal` is already sanitised.
private func computeSize(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    let size = pass.tree.kinds[Int(id)].dispatch(SizeOperation(proposal: proposal), id, &pass)
    return sanitized(size, at: id, &pass)
}

/// Asks a node's kind for its size.
private struct SizeOperation: NodeOperation {
    typealias Output = Void
    typealias Result = CGSize
    typealias Context = LayoutPass
    let proposal: ProposedViewSize

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> CGSize {
        K.size(node, proposal, &pass)
    }
}

/// `proposal` with NaN dimensions made unspecified and negative ones 0, reported at `id`.
@inline(__always)
package func sanitized(_ proposal: ProposedViewSize, at id: NodeID, _ pass: inout LayoutPass) -> ProposedViewSize {
    // Fast path, inlined: nil, zero or positive dimensions, almost every proposal, pass unchanged.
    if proposal.width.map({ $0 >= 0 }) ?? true, proposal.height.map({ $0 >= 0 }) ?? true { return proposal }
    return clamped(proposal, at: id, &pass)
}

/// `proposal` with a NaN dimension unspecified and a negative one 0, each reported.
@inline(never)
private func clamped(_ proposal: ProposedViewSize, at id: NodeID, _ pass: inout LayoutPass) -> ProposedViewSize {
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
@inline(__always)
private func sanitized(_ size: CGSize, at id: NodeID, _ pass: inout LayoutPass) -> CGSize {
    // `>= 0` is false for NaN and negative values alike.
    if size.width >= 0, size.height >= 0 { return size }
    return clamped(size, at: id, &pass)
}

/// `size` with NaN or negative dimensions 0, each reported.
@inline(never)
private func clamped(_ size: CGSize, at id: NodeID, _ pass: inout LayoutPass) -> CGSize {
    var result = size
    for axis in Axis.allCases where size[axis].isNaN || size[axis] < 0 {
        pass.report(id, .invalidSize, "\(axis) size \(LayoutNumber.format(size[axis])) clamped to 0")
        result[axis] = 0
    }
    return result
}
