import Foundation

/// Where a parent puts one child: origin in the parent's left-to-right coordinates, the
/// proposal the child was placed with and the size it chose for it.
package struct ChildPlacement {
    package var child: NodeID
    package var origin: CGPoint
    package var proposal: ProposedViewSize
    package var size: CGSize

    package init(child: NodeID, origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        self.child = child
        self.origin = origin
        self.proposal = proposal
        self.size = size
    }
}

/// Appends where node `id`'s children go, in drawing order, when it has `size` chosen for
/// `proposal` (its kind's behaviour; a transparent container's child takes its place).
package func placeChildren(
    _ id: NodeID, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass, into placements: inout [ChildPlacement]
) {
    if pass.tree.nodes[Int(id)].isTransparent {
        placements.append(placeTransparentChild(id, proposal: proposal, &pass))
        return
    }
    pass.tree.kinds[Int(id)].dispatch(PlaceOperation(size: size, proposal: proposal), id, &pass, &placements)
}

/// The child of a transparent container: at its origin, with the container's proposal (Design §3).
package func placeTransparentChild(_ id: NodeID, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ChildPlacement {
    let child = pass.tree.onlyChild(id)
    return ChildPlacement(child: child, origin: .zero, proposal: proposal, size: sizeThatFits(child, proposal, &pass))
}

/// Asks a node's kind where its children go.
private struct PlaceOperation: NodeOperation {
    typealias Result = Void
    typealias Context = LayoutPass
    typealias Output = [ChildPlacement]
    let size: CGSize
    let proposal: ProposedViewSize

    @inline(__always)
    func run<K: NodeBehaviour>(
        _ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _ placements: inout [ChildPlacement]
    ) {
        K.placeChildren(node, size: size, proposal: proposal, &pass, into: &placements)
    }
}
