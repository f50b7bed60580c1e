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

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        [resolveContainer(HStackLayout(alignment: alignment, spacing: spacing), content, in: context, kind: "HStack", attributes: stackAttributes(alignment.description, spacing))]
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

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        [resolveContainer(VStackLayout(alignment: alignment, spacing: spacing), content, in: context, kind: "VStack", attributes: stackAttributes(alignment.description, spacing))]
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

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        [resolveContainer(ZStackLayout(alignment: alignment), content, in: context, kind: "ZStack", attributes: ["alignment: \(alignment)"])]
    }
}

private func stackAttributes(_ alignment: String, _ spacing: CGFloat?) -> [String] {
    ["alignment: \(alignment)"] + (spacing.map { ["spacing: \(LayoutNumber.format($0))"] } ?? [])
}

/// Resolves `content` as the children of `layout`; a built-in stack with one static child is
/// transparent (SPEC §3).
package func resolveContainer<L: Layout, Content: View>(
    _ layout: L, _ content: Content, in context: ResolveContext, kind: String, attributes: [String]
) -> LayoutElement {
    var inner = context
    inner.stackOrientation = layoutProperties(of: layout).stackOrientation
    let children = resolveList(content, in: inner)
    if layout is any IdentityUnaryLayout, children.count == 1, children[0].isStatic {
        return TransparentContainerElement(kind: kind, attributes: attributes, child: children[0])
    }
    return LayoutContainerElement(
        layout: layout, children: children, pass: context.pass, layoutDirection: context.layoutDirection,
        kind: kind, attributes: attributes)
}

/// A `Layout` used as a container: `MyLayout { ... }`.
public struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        let name: String
        if let any = layout as? AnyLayout { name = "AnyLayout(\(any.wrappedName))" } else { name = String(describing: L.self) }
        return [resolveContainer(layout, content, in: context, kind: name, attributes: [])]
    }
}

extension Layout {
    /// Uses this layout as a container for `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutView<Self, V> {
        LayoutView(layout: self, content: content())
    }
}

/// A type-erased `Layout` (SPEC §7).
public struct AnyLayout: Layout, DynamicLayoutProperties {
    private let box: any ErasedLayout
    package let wrappedName: String

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout: layout)
        wrappedName = String(describing: L.self)
    }

    /// The wrapped layout's cache, stored untyped.
    public struct Cache {
        fileprivate var storage: Any
    }

    package var instanceLayoutProperties: LayoutProperties { box.properties }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(storage: box.makeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.storage, subviews) }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, &cache.storage) }

    /// Sizes the container as the wrapped layout does.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.storage)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.storage)
    }

    /// The wrapped layout's explicit value for a horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
    }

    /// The wrapped layout's explicit value for a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
    }
}

private protocol ErasedLayout {
    var properties: LayoutProperties { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var properties: LayoutProperties { layoutProperties(of: layout) }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` with the typed cache; a cache of the wrong type (never made by us) is rebuilt.
    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
