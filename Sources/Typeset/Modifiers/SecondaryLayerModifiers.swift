import Foundation

extension View {
    /// Layers `content` in front of this view, aligned guide to guide; the view's layout is
    /// unchanged (Design §6). Several views in `content` form one implicit ZStack, aligned as a
    /// unit (Apple's circle and star move down together).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, role: .overlay)
    }

    /// Layers `content` behind this view, aligned guide to guide (Design §6).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, role: .background)
    }

    /// Layers `overlay` in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(overlay, alignment: alignment, role: .overlay)
    }

    /// Layers `background` behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(background, alignment: alignment, role: .background)
    }

    /// Draws a border of `width` inside the view's bounds.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
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

    func secondaryLayer<V: View>(_ content: V, alignment: Alignment, role: SecondaryLayer.Role) -> some View {
        wrapped { primary, inputs in
            let context = inputs.context
            var inner = context
            inner.stackOrientation = nil
            // Design §6: several views form an implicit ZStack (centred inside), aligned as one view.
            let layer = inputs.single(content, in: inner) { list, tree in
                tree.addZStack(.center, children: list, direction: context.layoutDirection)
            }
            guard let layer else { return primary }
            return inputs.tree.wrap(
                primary, with: layer, as: SecondaryLayer(role: role, alignment: alignment), direction: context.layoutDirection)
        }
    }
}
