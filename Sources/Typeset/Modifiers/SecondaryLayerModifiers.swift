import Foundation

extension View {
    /// Layers `content` in front of this view, aligned guide to guide; the view's layout is
    /// unchanged (Design §6). Several views in `content` form one implicit ZStack, aligned as a
    /// unit (Apple's circle and star move down together).
    @inlinable  // specialised in the caller: no opaque result type looked up per layered view
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isOverlay: true))
    }

    /// Layers `content` behind this view, aligned guide to guide (Design §6).
    @inlinable
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isOverlay: false))
    }

    /// Layers `overlay` in front of this view.
    @inlinable
    public consuming func overlay<V: View>(_ overlay: consuming V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isOverlay: true))
    }

    /// Layers `background` behind this view.
    @inlinable
    public consuming func background<V: View>(_ background: consuming V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isOverlay: false))
    }

    /// Draws a border of `width` inside the view's bounds.
    public consuming func border(_ color: Color, width: CGFloat = 1) -> some View {
        wrapped { child, inputs in
            let context = inputs.context
            var paint = ShapePaint()
            paint.stroke = color
            paint.lineWidth = width
            paint.strokeIsInset = true
            let stroke = inputs.tree.addShape(.rectangle, paint: paint, direction: context.layoutDirection)
            return inputs.tree.wrap(
                child, with: stroke, as: SecondaryLayer(role: .border, alignment: .center), direction: context.layoutDirection)
        }
    }

    /// Layers `content` with `role` (a mask; a preference's layer).
    func secondaryLayer<V: View>(_ content: V, alignment: Alignment, role: SecondaryLayer.Role) -> some View {
        wrapped { primary, inputs in layered(primary, with: content, as: SecondaryLayer(role: role, alignment: alignment), &inputs) }
    }
}

/// `overlay` and `background`: layers a view in front of or behind each node of the content.
@usableFromInline
struct SecondaryLayerModifier<Layer: View>: InlinedModifier {
    let layer: Layer
    let alignment: Alignment
    /// An overlay, else a background (`SecondaryLayer.Role` is package-wide: an inlined caller
    /// cannot name it).
    let isOverlay: Bool

    @usableFromInline
    init(layer: Layer, alignment: Alignment, isOverlay: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    @usableFromInline func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let style = SecondaryLayer(role: isOverlay ? .overlay : .background, alignment: alignment)
        inputs.resolve(content) { primary, inputs in layered(primary, with: layer, as: style, &inputs) }
    }
}

/// `primary` with `content` resolved as its layer of `style`; `primary` alone when the content
/// has no node. Several views form an implicit ZStack, centred inside, aligned as one view (Design §6).
private func layered<V: View>(_ primary: NodeID, with content: V, as style: SecondaryLayer, _ inputs: inout _ViewInputs) -> NodeID {
    let context = inputs.context
    var inner = context
    inner.stackOrientation = nil
    let layer = inputs.single(content, in: inner) { list, tree in
        tree.addZStack(.center, children: list, direction: context.layoutDirection)
    }
    guard let layer else { return primary }
    return inputs.tree.wrap(primary, with: layer, as: style, direction: context.layoutDirection)
}
