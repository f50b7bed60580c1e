/// A view that switches between tabs, as SwiftUI's `TabView`, laid out as iOS's tab bar
/// controller on iPhone: the selected tab's content fills the size offered above a tab bar of
/// 49 points (UIKit's `UITabBar` height on iPhone; Apple HIG "Tab bars"; iosref.com) whose items
/// share its width equally (Apple HIG: tab bar items are evenly spaced).
///
/// The selected tab is the one whose `tag` (or `Tab` value) equals the selection, else the
/// first. Each item shows its `tabItem` label (or the `Tab`'s title and icon) stacked
/// vertically, the icon above a 10-point medium title (UIKit's tab bar item font), centred in
/// its column, in the tint when selected and gray (153, 153, 153) otherwise — documented
/// choices for the placeholder, as is the 25 × 25-point icon placeholder of a `Tab`'s symbol
/// (HIG: tab bar glyphs 25 × 25 pt). The bar is drawn like the navigation bar, its background
/// reaching under the home indicator. A tab's `badge` hangs off its icon's top-trailing corner
/// (`TabBadge`); `toolbar(.hidden, for: .tabBar)` on the selected tab hides the bar. A selection
/// no tab is tagged with shows the first tab and is reported in the result's diagnostics.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// A tab view whose selected tab is bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        // The outermost container presents the sheets and alerts inside it.
        guard context.navigationBar?.host != nil else {
            inputs.resolve(PresentationHosting(content: self), in: context)
            return
        }
        var inner = context
        inner.stackOrientation = nil
        inner.environment.tagsForEachElements = true
        var tabs: [NodeID] = []
        tabs += inputs.nodes(of: content, in: inner)
        guard !tabs.isEmpty else {
            let empty = inputs.tree.addEmpty(direction: context.layoutDirection)
            let node = inputs.tree.wrap(empty, inPaint: .container(.tabView), direction: context.layoutDirection)
            inputs.tree.report(node, .unsupported, "a TabView with no tabs; it shows nothing")
            inputs.list.append(node)
            return
        }
        let tagKey = ObjectIdentifier(PickerTagKey.self)
        let wanted = selection.map { AnyHashable($0) }
        let match = tabs.firstIndex { wanted != nil && inputs.tree.layoutValue(tagKey, of: $0) as? AnyHashable == wanted }
        let selected = match ?? 0
        let itemKey = ObjectIdentifier(TabItemKey.self)
        let labels: [AnyView] = tabs.map { inputs.tree.layoutValue(itemKey, of: $0) as? AnyView ?? AnyView(EmptyView()) }
        let badges: [Text?] = tabs.map { (inputs.tree.layoutValue(ObjectIdentifier(TabBadgeLabel.self), of: $0) as? TabBadgeLabel)?.label }
        let hidesBar = (inputs.tree.layoutValue(ObjectIdentifier(TabBarVisibilityKey.self), of: tabs[selected]) as? Visibility) == .hidden
        let tint = context.environment.resolvedTint
        let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
        let bar = HStack(spacing: 0) {
            ForEach(0..<labels.count) { index in
                VStack(spacing: 2) { labels[index] }
                    .labelStyle(TabItemLabelStyle())
                    .overlay(alignment: .top) {
                        if let badge = badges[index] {
                            TabBadge(label: badge)
                                .alignmentGuide(HorizontalAlignment.center) { $0[.leading] - TabBarMetrics.badgeOffset.width }
                                .offset(y: TabBarMetrics.badgeOffset.height)
                        }
                    }
                    .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                    .foregroundColor(index == selected ? tint : TabBarMetrics.unselected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .containerPart(.tabItem)
            }
        }
        .frame(height: TabBarMetrics.height)
        .background { NavigationBarMetrics.background.ignoresSafeArea(edges: .bottom) }
        .overlay(alignment: .top) { NavigationBarMetrics.separator.frame(height: 1 / scale).containerPart(.barSeparator) }
        .containerPart(.tabBar)
        let view = VStack(spacing: 0) {
            ResolvedNodes(tabs[selected]).frame(maxWidth: .infinity, maxHeight: .infinity).containerPart(.tabContent)
            if !hidesBar { bar }
        }
        .containerRole(.tabView)
        let start = inputs.list.count
        inputs.resolve(view, in: context)
        if let wanted, match == nil, let node = inputs.list[start...].first {
            inputs.tree.report(node, .invalidValue, "selection \(wanted.base) matches no tab; showed the first")
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The tab bar's metrics (see `TabView`).
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let titleSize: CGFloat = 10
    static let iconSize: CGFloat = 25
    static let unselected = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    /// Where a badge sits on its item: its leading edge 5 points right of the item's centre line
    /// and its top 4 points above the icon's top (documented choice: the badge hangs off the
    /// icon's top-trailing corner, as on iOS).
    static let badgeOffset = CGSize(width: 5, height: -4)
}

/// A tab item's label: icon above title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

enum TabItemKey {}

extension View {
    /// The label of this view's tab in the enclosing TabView's bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(TaggingModifier { id, tree in tree.setLayoutValue(ObjectIdentifier(TabItemKey.self), any: item, on: id) })
    }

    /// The style of the tab views inside (`.page` and others lay out as the tab bar style).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { modifier(LayoutNeutralModifier()) }
}

/// A tab view's look, as SwiftUI's `TabViewStyle` (every style lays out as the tab bar style).
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle { public static var page: PageTabViewStyle { .init() } }

/// One tab of a TabView (iOS 18), as SwiftUI's `Tab`: its content, its label in the bar and the
/// value that selects it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected by `value`, with `label` in the bar.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        TabBody(content: content, label: AnyView(label), value: value.map { AnyHashable($0) })
    }
}

/// A tab's content tagged with its value and label.
private struct TabBody<Content: View>: PrimitiveView {
    let content: Content
    let label: AnyView
    let value: AnyHashable?

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        inner.environment.tagsForEachElements = false
        let node = resolveOne(content, in: inner, &inputs)
        inputs.tree.setLayoutValue(ObjectIdentifier(TabItemKey.self), any: label, on: node)
        if let value { inputs.tree.setLayoutValue(ObjectIdentifier(PickerTagKey.self), value, on: node) }
        inputs.list.append(node)
    }
}

/// The label of a `Tab` made from a title and a symbol name: the title under a 25 × 25-point
/// placeholder for the symbol.
public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String?

    public var body: some View {
        VStack(spacing: 2) {
            if let systemImage { Image(systemImage, size: CGSize(width: TabBarMetrics.iconSize, height: TabBarMetrics.iconSize)) }
            title
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }

    /// A tab titled `title` with the symbol `systemImage`. The title is a localized key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }
}
