import Foundation

extension View {
    /// Layers `content` in front of this view, aligned guide to guide; the view's layout is
    /// unchanged (SPEC §6). Several views in `content` form a ZStack.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, layer: .overlay)
    }

    /// Layers `content` behind this view, aligned guide to guide (SPEC §6).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, layer: .background)
    }

    /// Layers `overlay` in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(overlay, alignment: alignment, layer: .overlay)
    }

    /// Layers `background` behind this view.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(background, alignment: alignment, layer: .background)
    }

    /// Draws a border of `width` inside the view's bounds.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        wrapped { child, context in
            var inner = context
            inner.stackOrientation = nil
            let stroke = ShapeElement(
                pass: context.pass, layoutDirection: context.layoutDirection, kind: "Rectangle",
                attributes: ["strokeBorder: \(color)", "lineWidth: \(LayoutNumber.format(width))"])
            return SecondaryLayerElement(primary: child, secondary: stroke, alignment: .center, layer: .overlay, kind: "Border")
        }
    }

    private func secondaryLayer<V: View>(_ content: V, alignment: Alignment, layer: SecondaryLayerElement.Layer) -> some View {
        wrapped { primary, context in
            var inner = context
            inner.stackOrientation = nil
            let secondary = resolveSingle(content, in: inner) { list in
                LayoutContainerElement(
                    layout: ZStackLayout(alignment: alignment), children: list, pass: context.pass,
                    layoutDirection: context.layoutDirection, kind: "ZStack", attributes: ["alignment: \(alignment)"])
            }
            guard let secondary else { return primary }
            return SecondaryLayerElement(primary: primary, secondary: secondary, alignment: alignment, layer: layer)
        }
    }
}
