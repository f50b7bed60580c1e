import Foundation

/// A view that arranges its children in a horizontal line (SPEC §4).
public struct HStack<Content: View>: PrimitiveView {
    /// The guide the children align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours; nil uses the spacing model (SPEC §5).
    public var spacing: CGFloat?
    /// The children, leading first.
    public var content: Content

    /// Creates a horizontal stack aligned on `alignment`; see SPEC §4 for how it shares its width.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        list.append(resolveStack(StackStyle(axis: .horizontal, alignment: alignment.key, spacing: spacing), content, in: context, into: &tree))
    }
}

/// A view that arranges its children in a vertical line (SPEC §4).
public struct VStack<Content: View>: PrimitiveView {
    /// The guide the children align on horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; nil uses the spacing model (SPEC §5).
    public var spacing: CGFloat?
    /// The children, top first.
    public var content: Content

    /// Creates a vertical stack aligned on `alignment`; see SPEC §4 for how it shares its height.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        list.append(resolveStack(StackStyle(axis: .vertical, alignment: alignment.key, spacing: spacing), content, in: context, into: &tree))
    }
}

/// A view that overlays its children, aligned on both axes (SPEC §7).
public struct ZStack<Content: View>: PrimitiveView {
    /// The guides the children align on, on both axes.
    public var alignment: Alignment
    /// The children, the first one at the back.
    public var content: Content

    /// Creates an overlaying stack aligned on `alignment` (SPEC §7).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        list.append(resolveZStack(alignment, content, in: context, into: &tree))
    }
}

/// Resolves `content` as the children of a stack; with one static child the stack is
/// transparent (SPEC §3).
package func resolveStack<Content: View>(_ style: StackStyle, _ content: Content, in context: ResolveContext, into tree: inout LayoutTree) -> NodeID {
    var inner = context
    inner.stackOrientation = style.axis
    var children: [NodeID] = []
    resolveList(content, in: inner, into: &tree, list: &children)
    let transparent = children.count == 1 && tree[children[0]].isStatic
    return tree.add(.stack(style), children: children, direction: context.layoutDirection, transparent: transparent)
}

/// Resolves `content` as the children of a ZStack (transparent with one static child, SPEC §3).
package func resolveZStack<Content: View>(_ alignment: Alignment, _ content: Content, in context: ResolveContext, into tree: inout LayoutTree) -> NodeID {
    var inner = context
    inner.stackOrientation = nil
    var children: [NodeID] = []
    resolveList(content, in: inner, into: &tree, list: &children)
    let transparent = children.count == 1 && tree[children[0]].isStatic
    return tree.add(.zStack(alignment), children: children, direction: context.layoutDirection, transparent: transparent)
}

/// Resolves `content` as the children of `layout`: the built-in stack layouts become stack
/// nodes, any other layout runs through its protocol.
package func resolveContainer<L: Layout, Content: View>(
    _ layout: L, _ content: Content, in context: ResolveContext, into tree: inout LayoutTree, name: String? = nil
) -> NodeID {
    if let stack = layout as? HStackLayout {
        return resolveStack(StackStyle(axis: .horizontal, alignment: stack.alignment.key, spacing: stack.spacing), content, in: context, into: &tree)
    }
    if let stack = layout as? VStackLayout {
        return resolveStack(StackStyle(axis: .vertical, alignment: stack.alignment.key, spacing: stack.spacing), content, in: context, into: &tree)
    }
    if let zStack = layout as? ZStackLayout {
        return resolveZStack(zStack.alignment, content, in: context, into: &tree)
    }
    let box = LayoutBox(layout, name: name)
    var inner = context
    inner.stackOrientation = box.stackOrientation
    var children: [NodeID] = []
    resolveList(content, in: inner, into: &tree, list: &children)
    return tree.add(.layout(box), children: children, direction: context.layoutDirection)
}

/// A `Layout` used as a container: `MyLayout { ... }`.
public struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        list.append(resolveContainer(layout, content, in: context, into: &tree))
    }
}

extension Layout {
    /// Uses this layout as a container for `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}
