import Foundation

/// Design §1.1: whether a node's static claim to hug an axis holds from `free` on. A node's
/// traits claim it from its children's; the claim fails where a stack, proposed at least its
/// ideal length along its own axis, shares out to a child less than its own length (a long,
/// less flexible child goes first; §4 step 2) and the child may answer otherwise. Asked before
/// the rule's answer stands: by `canonicalProposal` and by a stack's reuse of an arrangement.
///
/// A leaf, a node owning its hug on `axis` and a node whose children all hug exactly hug
/// exactly; a stack also checks its own share-out. Memoised per memoised node, axis and
/// proposal; recurses once per level below, behind the stack-growth guard.
package func hugsExactly(_ id: NodeID, along axis: Axis, _ free: ProposedViewSize, _ pass: inout LayoutPass) -> Bool {
    let node = pass.tree.nodes[Int(id)]
    guard node.traits.hugs(axis) else { return false }
    if node.traits.exactHugs.contains(axis) { return true }
    if node.isTransparent { return hugsExactly(pass.tree.onlyChild(id), along: axis, free, &pass) }
    guard node.memoSlot >= 0 else {
        return withSufficientStack { pass.tree.kinds[Int(id)].dispatch(HugOperation(axis: axis, free: free), id, &pass) }
    }
    // Checked from the proposal's canonical form: a node's answer there is its answer here, and
    // the checks of a subtree stay one per canonical proposal of each memoised node.
    var free = free
    if free.width != nil || free.height != nil, let canonical = canonicalProposal(id, node.traits, free, &pass) { free = canonical }
    let key = ProposalKey(free), slot = Int(node.memoSlot)
    if let index = pass.hugChecks.firstIndex(of: slot, where: { $0.axis == axis && $0.proposal == key }) {
        return pass.hugChecks[index].holds
    }
    let holds = withSufficientStack { pass.tree.kinds[Int(id)].dispatch(HugOperation(axis: axis, free: free), id, &pass) }
    pass.hugChecks.append(HugCheck(axis: axis, proposal: key, holds: holds), to: slot)
    return holds
}

/// A memoised node's check of its hug along an axis from one proposal.
package struct HugCheck {
    let axis: Axis
    let proposal: ProposalKey
    let holds: Bool
}

extension NodeBehaviour {
    package static func hugsExactly(_ node: KindNode<Payload>, along axis: Axis, _ free: ProposedViewSize, _ pass: inout LayoutPass) -> Bool {
        var placements: [ChildPlacement] = []
        let size = sizeThatFits(node.id, free, &pass)
        placeChildren(node, size: size, proposal: free, &pass, into: &placements)
        for placement in placements where !childHugsExactly(placement.child, along: axis, placement.proposal, &pass) {
            return false
        }
        return true
    }
}

/// Whether child `id`, proposed `proposal`, hugs `axis` exactly from that proposal made
/// unspecified along `axis`, or does not hug it at all (a parent's claim rests only on the
/// children that hug).
package func childHugsExactly(_ id: NodeID, along axis: Axis, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> Bool {
    let node = pass.tree.nodes[Int(id)]
    guard node.traits.hugs(axis), !node.traits.exactHugs.contains(axis) else { return true }
    var free = proposal
    free[axis] = nil
    return hugsExactly(id, along: axis, free, &pass)
}

/// Asks a node's kind whether it hugs an axis exactly.
private struct HugOperation: NodeOperation {
    typealias Context = LayoutPass
    typealias Output = Void
    typealias Result = Bool
    let axis: Axis
    let free: ProposedViewSize

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> Bool {
        K.hugsExactly(node, along: axis, free, &pass)
    }
}
