/// A view that shows a root view under a navigation bar, as SwiftUI's `NavigationStack`.
///
/// Laid out as iOS lays out a navigation controller's root (headless layout shows the root; the
/// path is not pushed): the root fills the size the stack is offered, under the navigation bar
/// (`NavigationBarView`, `NavigationBarMetrics`): 44 points with an inline title (`.headline`,
/// centred) or 96 with a large title (`.largeTitle` at the leading margin in a 52-point band);
/// 44 more with a search field. `.automatic` shows a large title at the root when a title is
/// set, as iOS does; `navigationBarHidden(true)` and `toolbar(.hidden, for: .navigationBar)`
/// drop the bar. The bar is a safe-area inset of the root, so backgrounds that ignore the safe
/// area (a List's grouped background) reach under it and, on a device, under the status bar.
/// The stack presents the sheets and alerts inside it when no window (screen) is above it.
public struct NavigationStack<Data, Root: View>: PrimitiveView {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack bound to a type-erased path (headless layout shows the root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack bound to a path of values (headless layout shows the root).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveNavigationStack(root, backTitle: nil, in: context, &inputs))
    }
}

/// A navigation stack's node: the root under its bar, hosting presentations when it is the
/// outermost container; it tells a split-view column around it that it has its own bar.
func resolveNavigationStack<Root: View>(_ root: Root, backTitle: Text?, in context: ResolveContext, _ inputs: inout _ViewInputs) -> NodeID {
    context.navigationBar?.containsStack = true
    var (inner, host) = context.enteringContainer()
    // Outside a screen the stack's frame stands for the window: backgrounds inside reach under
    // its bars.
    let isWindow = context.environment.device == nil
    guard let record = inner.navigationBar else { return inputs.tree.addEmpty(direction: context.layoutDirection) }
    inner.stackOrientation = nil
    let rootID = resolveOne(root, in: inner, &inputs)
    let column = NavigationColumn(root: rootID, record: record, backTitle: backTitle, pixel: context.environment.pixelLength)
    var node = isWindow
        ? resolveOne(column.safeAreaPadding(EdgeInsets()).containerRole(.navigationStack), in: inner, &inputs)
        : resolveOne(column.containerRole(.navigationStack), in: inner, &inputs)
    if let host { node = host.compose(over: node, in: context, &inputs) }
    if record.tabBarVisibility != .automatic {
        inputs.tree.setLayoutValue(ObjectIdentifier(TabBarVisibilityKey.self), record.tabBarVisibility, on: node)
    }
    return node
}

/// A navigation stack's path of pushed values, as SwiftUI's `NavigationPath` (headless layout
/// shows the root, so the path only counts its values).
public struct NavigationPath: Sendable {
    private var elements: [AnyHashableSendable] = []
    /// An empty path.
    public init() {}
    /// The number of values on the path.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable & Sendable>(_ value: V) { elements.append(AnyHashableSendable(value)) }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

private struct AnyHashableSendable: Sendable {
    let value: any Hashable & Sendable
    init(_ value: any Hashable & Sendable) { self.value = value }
}

/// A view that pushes a destination when tapped, as SwiftUI's `NavigationLink`: laid out as its
/// label; in a List or Form row the label fills the row with a disclosure chevron at the
/// trailing end (UIKit's disclosure indicator: an 8 × 13-point chevron, documented choice from
/// its image size; drawn as a path in `tertiaryLabel`, `DisclosureIndicator`).
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label

    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` showing `label` (deprecated form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let view: AnyView
        let badge = context.environment.listRowBadge
        if context.environment.isInList {
            // A badge on the row sits before the chevron, as iOS lays out a cell's accessories.
            view = AnyView(HStack {
                label
                Spacer(minLength: 0)
                if let badge { RowBadge(label: badge) }
                DisclosureIndicator().containerPart(.disclosureIndicator)
            }.containerRole(.navigationLink))
        } else {
            view = AnyView(label.containerRole(.navigationLink))
        }
        var inner = context
        inner.environment.listRowBadge = nil
        let start = inputs.list.count
        inputs.resolve(view, in: inner)
        if badge != nil, context.environment.isInList {
            for id in inputs.list[start...] { inputs.tree.setLayoutValue(ObjectIdentifier(RowBadgeShownKey.self), true, on: id) }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` to `destination`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` to `destination` (deprecated form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }

    /// A link titled `title` to `destination` (deprecated form). The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (its destination comes from `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }

    /// A link titled `title` that pushes `value`. The title is a localized key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true (deprecated form; headless
    /// layout shows the root).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link that pushes `destination` while `selection` equals `tag` (deprecated form).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link that pushes `destination` while `selection` equals `tag` (deprecated form).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` while `isActive` is true (deprecated form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(title)
    }

    /// A link titled `title` that pushes `destination` while `isActive` is true (deprecated form). The text is a localized key.
    public init(_ title: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(title)
    }

    /// A link titled `title` that pushes `destination` while `selection` equals `tag` (deprecated form).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.label = Text(title)
    }

    /// A link titled `title` that pushes `destination` while `selection` equals `tag` (deprecated form). The text is a localized key.
    public init<V: Hashable>(_ title: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.label = Text(title)
    }
}
