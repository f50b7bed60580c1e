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
        if let mode = context.environment.tabViewPaging {
            // Paged (`PageTabViewStyle`): the selected page alone fills the tab view; the page
            // indicator lies over its bottom, inside the safe area.
            let showsIndicator = mode == .always || (mode == .automatic && tabs.count > 1)
            let background = context.environment.pageIndexBackground == .always
            let count = tabs.count
            let view = ResolvedNodes(tabs[selected])
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .containerPart(.tabContent)
                .overlay(alignment: .bottom) {
                    if showsIndicator { PageIndicator(count: count, current: selected, hasBackground: background).containerPart(.pageIndicator) }
                }
                .containerRole(.tabView)
            let start = inputs.list.count
            inputs.resolve(view, in: context)
            if let wanted, match == nil, let node = inputs.list[start...].first {
                inputs.tree.report(node, .invalidValue, "selection \(wanted.base) matches no page; showed the first")
            }
            return
        }
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
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return modifier(TaggingModifier { id, tree in tree.setLayoutValue(ObjectIdentifier(TabItemKey.self), any: item, on: id) })
    }

    /// The style of the tab views inside: `.page` lays out the selected page alone, filling the
    /// tab view, with its page indicator (`PageTabViewStyle`); the others as the tab bar style.
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let paging = (style as? PageTabViewStyle)?.indexDisplayMode
        return modifier(EnvironmentWritingModifier { $0.tabViewPaging = paging })
    }

    /// The style of the page indicators inside (`PageIndexViewStyle`).
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
        return modifier(EnvironmentWritingModifier { $0.pageIndexBackground = background })
    }
}

/// A tab view's look, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}
/// The platform's style: the tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages side by side, one shown at a time, with a page indicator, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page indicator shows, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }
    /// When the page indicator shows.
    public var indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// The look of a page indicator, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}
/// Dots, one per page, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// Only while the user interacts (none at rest).
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Only while the user interacts (none at rest).
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }
    /// When the dots have a background.
    public var backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewPagingKey: EnvironmentKey { static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil } }
private struct PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic } }

extension EnvironmentValues {
    /// The page style's indicator mode, when the tab views inside page (`tabViewStyle(.page)`).
    var tabViewPaging: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewPagingKey.self] }
        set { self[TabViewPagingKey.self] = newValue }
    }
    /// `indexViewStyle(.page(backgroundDisplayMode:))`.
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

/// The page indicator of a paged TabView (`UIPageControl` at rest): one dot per page, the
/// current one in white and the others in white at 30 %, centred at the bottom (Design §20.2;
/// sizes are documented choices awaiting a device, Design §21).
enum PageIndicatorMetrics {
    static let dotDiameter: CGFloat = 8
    static let dotSpacing: CGFloat = 8
    static let height: CGFloat = 26
    static let current = Color.white
    static let other = Color(white: 1, opacity: 0.3)
    /// The capsule behind the dots with `.always`: black at 25 %, 8 points around them.
    static let background = Color(white: 0, opacity: 0.25)
    static let backgroundPadding: CGFloat = 8
}

/// A paged TabView's page indicator.
struct PageIndicator: View {
    let count: Int
    let current: Int
    let hasBackground: Bool

    var body: some View {
        HStack(spacing: PageIndicatorMetrics.dotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? PageIndicatorMetrics.current : PageIndicatorMetrics.other)
                    .frame(width: PageIndicatorMetrics.dotDiameter, height: PageIndicatorMetrics.dotDiameter)
            }
        }
        .padding(.horizontal, hasBackground ? PageIndicatorMetrics.backgroundPadding : 0)
        .frame(height: PageIndicatorMetrics.height)
        .background { if hasBackground { Capsule().fill(PageIndicatorMetrics.background) } }
    }
}

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
/// placeholder for the symbol (either may be absent: a tab whose role gives it no label).
public struct DefaultTabLabel: View {
    let title: Text?
    let systemImage: String?

    public var body: some View {
        VStack(spacing: 2) {
            if let systemImage { Image(systemImage, size: CGSize(width: TabBarMetrics.iconSize, height: TabBarMetrics.iconSize)) }
            if let title { title }
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

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty label in the bar.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label in the bar.
    public init(@ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = EmptyView()
    }
}

extension Tab where Value == Never {
    /// A tab with `label` in the bar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

/// What a tab is for, as SwiftUI's `TabRole` (iOS 18).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches: its label, unless given, is "Search" with the magnifying glass.
    public static let search = TabRole(name: "search")
    /// A tab set apart from the others.
    public static let prominent = TabRole(name: "prominent")

    /// The label a tab of this role shows when none is given.
    var inferredLabel: DefaultTabLabel {
        self == .search ? DefaultTabLabel(title: Text("Search"), systemImage: "magnifyingglass") : DefaultTabLabel(title: nil, systemImage: nil)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected by `value` whose label comes from `role` (`.search`: "Search" with the
    /// magnifying glass; otherwise empty).
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { role?.inferredLabel ?? DefaultTabLabel(title: nil, systemImage: nil) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab whose label comes from `role`.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = role?.inferredLabel ?? DefaultTabLabel(title: nil, systemImage: nil)
    }
}
