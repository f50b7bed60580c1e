import Foundation

/// A view that arranges its children in a horizontal line (Design §4).
public struct HStack<Content: View>: PrimitiveView {
    /// The guide the children align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours; nil uses the spacing model (Design §5).
    public var spacing: CGFloat?
    /// The children, leading first.
    public var content: Content

    /// Creates a horizontal stack aligned on `alignment`; see Design §4 for how it shares its width.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.append(resolveStack(StackStyle(axis: .horizontal, alignment: alignment.key, spacing: spacing), content, &inputs))
    }
}

/// A view that arranges its children in a vertical line (Design §4).
public struct VStack<Content: View>: PrimitiveView {
    /// The guide the children align on horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; nil uses the spacing model (Design §5).
    public var spacing: CGFloat?
    /// The children, top first.
    public var content: Content

    /// Creates a vertical stack aligned on `alignment`; see Design §4 for how it shares its height.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.append(resolveStack(StackStyle(axis: .vertical, alignment: alignment.key, spacing: spacing), content, &inputs))
    }
}

/// A view that overlays its children, aligned on both axes (Design §7).
public struct ZStack<Content: View>: PrimitiveView {
    /// The guides the children align on, on both axes.
    public var alignment: Alignment
    /// The children, the first one at the back.
    public var content: Content

    /// Creates an overlaying stack aligned on `alignment` (Design §7).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.append(resolveZStack(alignment, content, &inputs))
    }
}

/// Resolves `content` as the children of a stack; with one static child the stack is
/// transparent (Design §3).
package func resolveStack<Content: View>(_ style: StackStyle, _ content: Content, _ inputs: inout _ViewInputs) -> NodeID {
    let direction = inputs.layoutDirection
    return inputs.container(content, orientation: style.axis) { children, tree in
        tree.addStack(style, children: children, direction: direction)
    }
}

/// Resolves `content` as the children of a ZStack (transparent with one static child, Design §3).
package func resolveZStack<Content: View>(_ alignment: Alignment, _ content: Content, _ inputs: inout _ViewInputs) -> NodeID {
    let direction = inputs.layoutDirection
    return inputs.container(content, orientation: nil) { children, tree in
        tree.addZStack(alignment, children: children, direction: direction)
    }
}

/// Resolves `content` as the children of `layout`: the built-in stack layouts become stack
/// nodes, any other layout runs through its protocol.
package func resolveContainer<L: Layout, Content: View>(
    _ layout: L, _ content: Content, _ inputs: inout _ViewInputs, name: String? = nil
) -> NodeID {
    if let stack = layout as? HStackLayout {
        return resolveStack(StackStyle(axis: .horizontal, alignment: stack.alignment.key, spacing: stack.spacing), content, &inputs)
    }
    if let stack = layout as? VStackLayout {
        return resolveStack(StackStyle(axis: .vertical, alignment: stack.alignment.key, spacing: stack.spacing), content, &inputs)
    }
    if let zStack = layout as? ZStackLayout {
        return resolveZStack(zStack.alignment, content, &inputs)
    }
    let box = LayoutBox(layout, name: name)
    let direction = inputs.layoutDirection
    return inputs.container(content, orientation: box.stackOrientation) { children, tree in
        tree.addLayout(box, children: children, direction: direction)
    }
}

/// A `Layout` used as a container: `MyLayout { ... }`.
public struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    package func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.append(resolveContainer(layout, content, &inputs))
    }
}

extension Layout {
    /// Uses this layout as a container for `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}
