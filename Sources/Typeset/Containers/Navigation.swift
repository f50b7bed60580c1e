/// A view that shows a root view under a navigation bar, as SwiftUI's `NavigationStack`.
///
/// Laid out as iOS lays out a navigation controller's root (headless layout shows the root; the
/// path is not pushed): a navigation bar across the top, then the root centred in the rest of
/// the size it is offered (it takes the whole offer, like a ScrollView). The bar is 44 points
/// tall with an inline title (`.headline`, centred) and 96 with a large title (`.largeTitle`
/// at the leading margin in a 52-point band under the 44-point bar): UIKit's
/// `UINavigationBar` heights on iPhone, as published by iosref.com ("iOS Resolution – navigation
/// bar 44 pt, large title 96 pt") and in Apple's HIG ("Navigation bars"). `.automatic` shows a
/// large title at the root when a title is set, as iOS does; `navigationBarHidden(true)` drops
/// the bar. The status bar and safe area are not part of the bar (see the device environment).
///
/// Documented choices: the large title sits at the 16-point layout margin of compact iPhones,
/// its line ending 8 points above the bar's bottom; the bar is drawn in its standard (scrolled)
/// appearance — a near-white bar background and a one-pixel separator — so that pictures show
/// it (at the scroll edge iOS 15+ draws it transparent).
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
        inputs.list.append(resolveNavigation(root, role: .navigationStack, in: context, &inputs))
    }
}

/// The deprecated stack-style navigation container, as SwiftUI's `NavigationView`: laid out as
/// a `NavigationStack` (iPhone's stack style).
public struct NavigationView<Content: View>: PrimitiveView {
    let content: Content

    /// A navigation view over `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveNavigation(content, role: .navigationStack, in: context, &inputs))
    }
}

/// The metrics of the navigation bar (see `NavigationStack`).
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let largeTitleBottom: CGFloat = 8
    /// The bar's standard appearance: `systemChromeMaterial` approximated by (249, 249, 249) at 94 %.
    static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
    /// The bar's shadow line: black at 30 % (UIKit's `UIBarAppearance.shadowColor` default).
    static let separator = Color(white: 0, opacity: 0.3)
}

/// What the root of a NavigationStack said about the bar while it resolved.
final class NavigationBarRecord {
    var title: Text?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var isHidden = false
}

/// The stack node: the bar (built once the root has said its title) above the root.
private func resolveNavigation<Root: View>(_ root: Root, role: ContainerRole, in context: ResolveContext, _ inputs: inout _ViewInputs) -> NodeID {
    let record = NavigationBarRecord()
    var inner = context
    inner.navigationBar = record
    let rootID = resolveOne(root, in: inner, &inputs)
    let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
    let large = record.title != nil && record.displayMode != .inline
    let bar = ZStack(alignment: .topLeading) {
        NavigationBarMetrics.background
        if let title = record.title {
            if large {
                title.font(.largeTitle).fontWeight(.bold)
                    .lineLimit(1)
                    .containerPart(.navigationTitle)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            } else {
                title.font(.headline)
                    .lineLimit(1)
                    .containerPart(.navigationTitle)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
    .frame(height: NavigationBarMetrics.barHeight + (large ? NavigationBarMetrics.largeTitleHeight : 0))
    .overlay(alignment: .bottom) {
        NavigationBarMetrics.separator.frame(height: 1 / scale).containerPart(.barSeparator)
    }
    .containerPart(.navigationBar)
    let view = VStack(spacing: 0) {
        if !record.isHidden { bar }
        ResolvedNodes(rootID).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .containerRole(role)
    return resolveOne(view, in: context, &inputs)
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
/// its image size; drawn as a placeholder part).
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
        if context.environment.isInList {
            view = AnyView(HStack {
                label
                Spacer(minLength: 0)
                Color.clear.frame(width: 8, height: 13).containerPart(.disclosureIndicator)
            }.containerRole(.navigationLink))
        } else {
            view = AnyView(label.containerRole(.navigationLink))
        }
        inputs.resolve(view)
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

extension View {
    /// The title the enclosing NavigationStack shows in its bar.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarWritingModifier { if $0.title == nil { $0.title = title } })
    }

    /// The title the enclosing NavigationStack shows in its bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title the enclosing NavigationStack shows in its bar. The title is a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// How the enclosing NavigationStack shows the title: inline (44-point bar) or large (96).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarWritingModifier { $0.displayMode = displayMode })
    }

    /// Hides the enclosing NavigationStack's bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarWritingModifier { $0.isHidden = hidden })
    }

    /// The destination for values pushed with `NavigationLink(value:)` (not laid out: headless
    /// layout shows the root).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// A destination presented when `isPresented` is true (not laid out).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(LayoutNeutralModifier())
    }
}

/// Writes to the enclosing NavigationStack's bar record, then resolves the content unchanged.
struct NavigationBarWritingModifier: PrimitiveModifier {
    let write: (NavigationBarRecord) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        if let record = context.navigationBar { write(record) }
        inputs.resolve(content)
    }
}
