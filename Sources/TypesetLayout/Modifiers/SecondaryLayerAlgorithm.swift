import Foundation

/// `overlay`, `background` and `border` (SPEC §6): the primary view at the origin with the
/// modifier's proposal; the layer proposed the primary's size and placed so that its guide
/// meets the primary's (the primary's explicit values count). Several views in the layer's
/// content form one implicit ZStack, built by the view layer, aligned here as one view.
package func secondaryLayerPlacements(
    _ id: NodeID, _ layer: SecondaryLayer, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> (primary: ChildPlacement, secondary: ChildPlacement) {
    let children = pass.tree.children(of: id)
    let primaryID = children[children.startIndex]
    let layerID = children[children.startIndex + 1]
    let primarySize = sizeThatFits(primaryID, proposal, &pass)
    let primary = ChildPlacement(child: primaryID, origin: .zero, proposal: proposal, size: primarySize)
    let layerProposal = ProposedViewSize(primarySize)
    let layerSize = sizeThatFits(layerID, layerProposal, &pass)
    let origin = guideMeetsGuide(
        container: guideValues(primaryID, layer.alignment, size: primarySize, proposal: proposal, &pass),
        child: guideValues(layerID, layer.alignment, size: layerSize, proposal: layerProposal, &pass))
    return (primary, ChildPlacement(child: layerID, origin: origin, proposal: layerProposal, size: layerSize))
}
