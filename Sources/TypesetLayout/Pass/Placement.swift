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
/// `proposal`.
package func placeChildren(
    _ id: NodeID, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass, into placements: inout [ChildPlacement]
) {
    if pass.tree[id].isTransparent {
        placements.append(placeOnlyChild(id, size: size, proposal: proposal, &pass))
        return
    }
    switch pass.tree.kinds[Int(id)] {
    case .stack(let style):
        let arrangement = stackArrangement(id, style, style.algorithm.placingProposal(proposal, size: size), &pass)
        let children = pass.tree.children(of: id)
        placements.reserveCapacity(placements.count + children.count)
        for (index, child) in zip(children.indices, children) {
            let offset = index - children.startIndex
            placements.append(ChildPlacement(
                child: child, origin: arrangement.origins[offset], proposal: arrangement.proposals[offset],
                size: arrangement.sizes[offset]))
        }
    case .zStack(let alignment):
        let children = PassChildren(of: id, in: pass.tree)
        let placed = ZStackAlgorithm(alignment: alignment).placements(in: size, children, &pass)
        for (index, entry) in placed.enumerated() {
            placements.append(ChildPlacement(child: children.id(index, pass), origin: entry.origin, proposal: entry.proposal, size: entry.size))
        }
    case .layout(let box):
        placements.append(contentsOf: box.placements(id, size: size, proposal: proposal, &pass))
    case .viewThatFits(let axes):
        let choice = viewThatFitsChoice(id, axes, proposal, &pass)
        placements.append(ChildPlacement(child: choice, origin: .zero, proposal: proposal, size: sizeThatFits(choice, proposal, &pass)))
    case .geometryReader(let content):
        let proposal = ProposedViewSize(size)
        for child in geometryReaderContent(id, content, size: size, &pass) {
            placements.append(ChildPlacement(child: child, origin: .zero, proposal: proposal, size: sizeThatFits(child, proposal, &pass)))
        }
    case .secondaryLayer(let layer):
        let (primary, secondary) = secondaryLayerPlacements(id, layer, size: size, proposal: proposal, &pass)
        if layer.role == .background {
            placements.append(secondary)
            placements.append(primary)
        } else {
            placements.append(primary)
            placements.append(secondary)
        }
    case .safeArea(let safeArea):
        placements.append(contentsOf: safeAreaPlacements(id, safeArea, size: size, proposal: proposal, &pass))
    case .empty, .shape, .measured, .image, .spacer, .divider:
        break
    default:
        placements.append(placeOnlyChild(id, size: size, proposal: proposal, &pass))
    }
}

/// Where a single-child node (a modifier, a transparent stack) puts its child.
package func placeOnlyChild(_ id: NodeID, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ChildPlacement {
    let child = onlyChild(id, pass)
    if pass.tree[id].isTransparent {
        return ChildPlacement(child: child, origin: .zero, proposal: proposal, size: sizeThatFits(child, proposal, &pass))
    }
    switch pass.tree.kinds[Int(id)] {
    case .frame(let index):
        let frame = pass.tree.fixedFrames[Int(index)]
        return alignedPlacement(of: child, in: size, proposal: fixedFrameChildProposal(frame, proposal), alignment: frame.alignment, &pass)
    case .flexibleFrame(let index):
        return flexibleFramePlacement(child, pass.tree.flexibleFrames[Int(index)], size: size, proposal: proposal, &pass)
    case .padding(let insets):
        let childProposal = paddingChildProposal(insets, proposal)
        return ChildPlacement(
            child: child, origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal,
            size: sizeThatFits(child, childProposal, &pass))
    case .fixedSize(let axes):
        return centredPlacement(of: child, in: size, proposal: fixedSizeProposal(axes, proposal), &pass)
    case .aspectRatio(let ratio, let mode):
        return centredPlacement(of: child, in: size, proposal: aspectRatioProposal(id, ratio, mode, proposal, &pass), &pass)
    case .position(let point):
        let childSize = sizeThatFits(child, proposal, &pass)
        return ChildPlacement(
            child: child, origin: CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2),
            proposal: proposal, size: childSize)
    case .offset(let offset):
        return ChildPlacement(
            child: child, origin: CGPoint(x: offset.width, y: offset.height), proposal: proposal,
            size: sizeThatFits(child, proposal, &pass))
    case .safeArea(let safeArea):
        return safeAreaPlacements(id, safeArea, size: size, proposal: proposal, &pass)[0]
    default:
        return ChildPlacement(child: child, origin: .zero, proposal: proposal, size: sizeThatFits(child, proposal, &pass))
    }
}

/// `child` sized for `proposal` and centred in `size` (fixedSize, aspectRatio).
private func centredPlacement(of child: NodeID, in size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ChildPlacement {
    let childSize = sizeThatFits(child, proposal, &pass)
    return ChildPlacement(
        child: child, origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
        proposal: proposal, size: childSize)
}
