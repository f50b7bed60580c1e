import Foundation

/// `overlay`, `background` and `border`: secondary content proposed the primary's size and
/// aligned guide to guide; size, guides, spacing and priority are the primary's (SPEC §6).
package final class SecondaryLayerElement: UnaryElement {
    package enum Layer: String { case overlay, background }
    private let secondary: LayoutElement
    private let alignment: Alignment
    private let layer: Layer
    private let name: String

    package init(primary: LayoutElement, secondary: LayoutElement, alignment: Alignment, layer: Layer, kind: String? = nil) {
        self.secondary = secondary
        self.alignment = alignment
        self.layer = layer
        self.name = kind ?? (layer == .overlay ? "Overlay" : "Background")
        super.init(child: primary)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { ["alignment: \(alignment)"] }

    /// Drawing order: a background comes first.
    override package var children: [LayoutElement] { layer == .background ? [secondary, child] : [child, secondary] }

    /// Two children: the tree builder uses `placeChildren`.
    override package func singleChildPlacement(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement? { nil }

    override package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let primary = ChildPlacement(child, at: .zero, proposal: proposal)
        let primaryDimensions = ViewDimensions(size: primary.size, proposal: proposal, source: child, lock: pass.lock)
        let secondaryProposal = ProposedViewSize(primary.size)
        let secondaryDimensions = secondary.dimensions(in: secondaryProposal)
        let origin = CGPoint(
            x: primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
            y: primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical])
        let second = ChildPlacement(element: secondary, origin: origin, proposal: secondaryProposal, size: secondaryDimensions.size)
        return layer == .background ? [second, primary] : [primary, second]
    }
}
