/// A vertical stack that SwiftUI creates lazily, as `LazyVStack`: laid out as a VStack (Design
/// §4) that fills the width it is offered, its children aligned in it on `alignment`. Headless
/// layout lays out every child (there is no viewport to be lazy about).
///
/// Filling the cross axis is the published difference from `VStack` (a LazyVStack in a
/// ScrollView is as wide as the scroll view; objc.io and Swift by Sundell describe it); along
/// its axis it is a stack. `Section`s inside contribute their header, content and footer in
/// order; headers (footers) are marked pinned with `pinnedViews: .sectionHeaders`
/// (`.sectionFooters`) and sit where they are at the start of the scroll.
public struct LazyVStack<Content: View>: PrimitiveView {
    /// The guide the children align on horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours; nil uses the spacing model (Design §5).
    public var spacing: CGFloat?
    /// The section parts pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews
    /// The children, top first.
    public var content: Content

    /// Creates a lazy vertical stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let stack = resolveLazyStack(.vertical, alignment.key, spacing, pinnedViews, content, in: context, &inputs)
        let view = ResolvedNodes(stack)
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
            .containerRole(.lazyVStack)
        inputs.resolve(view)
    }
}

/// A horizontal stack that SwiftUI creates lazily, as `LazyHStack`: an HStack (Design §4) that
/// fills the height it is offered, its children aligned in it on `alignment`.
public struct LazyHStack<Content: View>: PrimitiveView {
    /// The guide the children align on vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours; nil uses the spacing model (Design §5).
    public var spacing: CGFloat?
    /// The section parts pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews
    /// The children, leading first.
    public var content: Content

    /// Creates a lazy horizontal stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let stack = resolveLazyStack(.horizontal, alignment.key, spacing, pinnedViews, content, in: context, &inputs)
        let view = ResolvedNodes(stack)
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
            .containerRole(.lazyHStack)
        inputs.resolve(view)
    }
}

/// The stack node of a lazy stack, its sections told which parts are pinned.
private func resolveLazyStack<Content: View>(
    _ axis: Axis, _ alignment: AlignmentKey, _ spacing: CGFloat?, _ pinned: PinnedScrollableViews, _ content: Content,
    in context: ResolveContext, _ inputs: inout _ViewInputs
) -> NodeID {
    let children = inputs.nodes(of: content, in: context.lazyContent(orientation: axis, pinned: pinned))
    return inputs.tree.addStack(StackStyle(axis: axis, alignment: alignment, spacing: spacing), children: children, direction: context.layoutDirection)
}

/// Which parts of a lazy container's sections stay pinned while scrolling, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

private struct PinnedViewsKey: EnvironmentKey { static var defaultValue: PinnedScrollableViews { [] } }

extension EnvironmentValues {
    /// The pinned views of the enclosing lazy container (read by `Section`).
    var pinnedViews: PinnedScrollableViews {
        get { self[PinnedViewsKey.self] }
        set { self[PinnedViewsKey.self] = newValue }
    }
}

extension ResolveContext {
    /// The context of a lazy container's content (stacks and grids): sections pin `pinned`,
    /// and a List around the container no longer makes the content its rows.
    func lazyContent(orientation: Axis?, pinned: PinnedScrollableViews) -> ResolveContext {
        var inner = self
        inner.stackOrientation = orientation
        inner.environment.pinnedViews = pinned
        inner.environment.listContext = nil
        inner.environment.isInList = false
        return inner
    }
}
