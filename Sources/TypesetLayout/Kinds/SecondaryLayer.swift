import Foundation

/// `overlay`, `background`, `border` or `mask`, with its alignment.
package struct SecondaryLayer: Hashable, Sendable {
    package enum Role: Hashable, Sendable { case overlay, background, border, mask }
    package var role: Role
    package var alignment: Alignment

    package init(role: Role, alignment: Alignment) {
        self.role = role
        self.alignment = alignment
    }
}

extension LayoutTree {
    /// Wraps `primary` with `layer` as its overlay, background, border or mask.
    package mutating func wrap(_ primary: NodeID, with layer: NodeID, as secondary: SecondaryLayer, direction: LayoutDirection) -> NodeID {
        register(secondary.alignment)
        return wrap(primary, in: .secondaryLayer(NodeTables.append(secondary, to: &tables.secondaryLayers)), layer: layer, direction: direction)
    }
}

/// `overlay`, `background`, `border` and `mask` (Design §6): the primary view at the origin with
/// the modifier's proposal; the layer proposed the primary's size and placed so that its guide
/// meets the primary's (the primary's explicit values count). Size, guides, spacing and
/// priority are the primary's. Several views in the layer's content form one implicit ZStack,
/// built by the view layer, aligned here as one view.
package enum SecondaryLayerNode: NodeBehaviour {
    package static func traits(_ node: KindNode<SecondaryLayer>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits.of(children.first, in: tree)
    }

    package static var memoisesGuides: Bool { true }
    package static func guideDerivation(_ node: KindNode<SecondaryLayer>, in tree: LayoutTree) -> GuideDerivation { .primaryChild }

    package static func size(_ node: KindNode<SecondaryLayer>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(pass.tree.onlyChild(node.id), proposal, &pass)
    }

    /// The primary's probe: the layer takes the primary's size.
    package static func minimumLength(_ node: KindNode<SecondaryLayer>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        TypesetLayout.minimumLength(pass.tree.onlyChild(node.id), along: axis, minor: minor, &pass)
    }

    package static func placeChildren(
        _ node: KindNode<SecondaryLayer>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let primaryID = pass.tree.child(0, of: node.id)
        let layerID = pass.tree.child(1, of: node.id)
        let primarySize = sizeThatFits(primaryID, proposal, &pass)
        let primary = ChildPlacement(child: primaryID, origin: .zero, proposal: proposal, size: primarySize)
        let layerProposal = ProposedViewSize(primarySize)
        let layerSize = sizeThatFits(layerID, layerProposal, &pass)
        let alignment = node.payload.alignment
        let origin = guideMeetsGuide(
            container: guideValues(primaryID, alignment, size: primarySize, proposal: proposal, &pass),
            child: guideValues(layerID, alignment, size: layerSize, proposal: layerProposal, &pass))
        let secondary = ChildPlacement(child: layerID, origin: origin, proposal: layerProposal, size: layerSize)
        // Drawing order: a background behind its view.
        if node.payload.role == .background {
            placements.append(secondary)
            placements.append(primary)
        } else {
            placements.append(primary)
            placements.append(secondary)
        }
    }

    package static func explicitValue(
        _ node: KindNode<SecondaryLayer>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        TypesetLayout.explicitValue(pass.tree.onlyChild(node.id), guide, size: size, proposal: proposal, &pass)
    }

    package static func spacing(_ node: KindNode<SecondaryLayer>, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(pass.tree.onlyChild(node.id), &pass)
    }

    package static func viewKind(_ node: KindNode<SecondaryLayer>, _ tables: NodeTables) -> ViewKind {
        let alignment = node.payload.alignment
        return switch node.payload.role {
        case .overlay: .overlay(alignment: alignment)
        case .background: .background(alignment: alignment)
        case .border: .border(alignment: alignment)
        case .mask: .mask(alignment: alignment)
        }
    }
}
