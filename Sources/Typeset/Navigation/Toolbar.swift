/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone: the leading and
/// trailing ends of the navigation bar, its centre (`principal`), the bottom toolbar, or, for
/// items of the software keyboard (never shown headless), nowhere (`NavigationBarLayout`).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")

    /// The placements at the navigation bar's leading end.
    static let leading: Set<ToolbarItemPlacement> = [.navigationBarLeading, .topBarLeading, .cancellationAction, .navigation]
    /// The placements at its trailing end (iOS puts automatic and primary actions there).
    static let trailing: Set<ToolbarItemPlacement> = [
        .navigationBarTrailing, .topBarTrailing, .automatic, .primaryAction, .confirmationAction, .destructiveAction,
    ]
    /// The placements in the bottom toolbar.
    static let bottom: Set<ToolbarItemPlacement> = [.bottomBar, .status]
}

/// A bar that toolbar modifiers address, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// How a toolbar's title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large in the bar's title row (macOS and iPadOS); laid out as inline on iPhone.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

/// The purpose of a toolbar, as SwiftUI's `ToolbarRole` (no effect on iPhone's layout).
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: items with their placements.
public protocol ToolbarContent {
    /// The type of content this one is made of.
    associatedtype Body: ToolbarContent
    /// The content of this toolbar content.
    @ToolbarContentBuilder var body: Body { get }

    /// Adds this content's items to `items` (the engine calls it).
    static func _collect(_ content: Self, _ items: inout _ToolbarItems)
}

/// Toolbar content that people can customise, as SwiftUI's `CustomizableToolbarContent`.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

/// The items toolbar content adds, and the context it was declared in. The engine's own type.
public struct _ToolbarItems {
    var context: ResolveContext
    var entries: [ToolbarEntry] = []
}

extension ToolbarContent {
    /// Collects the body's items.
    public static func _collect(_ content: Self, _ items: inout _ToolbarItems) {
        if Body.self == Never.self { return }
        let body = withCurrentEnvironment(items.context) { content.body }
        Body._collect(body, &items)
    }
}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Content declared by a primitive toolbar type.
package protocol PrimitiveToolbarContent: CustomizableToolbarContent where Body == Never {
    func collect(_ items: inout _ToolbarItems)
}

extension PrimitiveToolbarContent {
    /// Traps: primitive toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
    public static func _collect(_ content: Self, _ items: inout _ToolbarItems) { content.collect(&items) }
}

/// One toolbar item, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (for customisation) at `placement` showing `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    package func collect(_ items: inout _ToolbarItems) {
        items.entries.append(ToolbarEntry(placement: placement, content: AnyView(content), context: items.context))
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`, one per view of `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Items at `placement` with a label for when they collapse into a menu (on iPhone they show
    /// as they are).
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    package func collect(_ items: inout _ToolbarItems) {
        items.entries.append(ToolbarEntry(placement: placement, content: AnyView(content), context: items.context))
    }
}

/// The items of a labelled toolbar group, as SwiftUI's `LabeledToolbarItemGroupContent`: the
/// items themselves (the label is used when they collapse into a menu, which iPhone's bar does not).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// Toolbar content written one after another in a builder.
public struct TupleToolbarContent<T>: PrimitiveToolbarContent {
    let collector: (inout _ToolbarItems) -> Void
    package func collect(_ items: inout _ToolbarItems) { collector(&items) }
}

/// One of two toolbar contents, chosen by an `if`/`else` in a builder.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: PrimitiveToolbarContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    package func collect(_ items: inout _ToolbarItems) {
        switch storage {
        case .trueContent(let content): TrueContent._collect(content, &items)
        case .falseContent(let content): FalseContent._collect(content, &items)
        }
    }
}

extension Optional: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    package func collect(_ items: inout _ToolbarItems) {
        if let content = self { Wrapped._collect(content, &items) }
    }
}

/// Builds toolbar content from closures, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent { items in
            for item in repeat each content { type(of: item)._collect(item, &items) }
        }
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }
}

extension View {
    /// Puts `content`'s views in the navigation bar's trailing end (iOS's automatic placement).
    public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = AnyView(content())
        return modifier(NavigationBarWritingModifier { record, context in
            record.items.append(ToolbarEntry(placement: .automatic, content: content, context: context))
        })
    }

    /// Puts `content`'s items in the bars at their placements.
    public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationBarWritingModifier { record, context in
            var items = _ToolbarItems(context: context)
            Content._collect(content, &items)
            record.items += items.entries
        })
    }

    /// Puts `content`'s items in the bars (customisable toolbars: laid out as declared).
    public consuming func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Shows or hides `bars` (`.navigationBar`, `.bottomBar`, `.tabBar`).
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, bars)
    }

    /// Shows or hides `bars` (the iOS 18 name of `toolbar(_:for:)`).
    public consuming func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, bars)
    }

    private func toolbarVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        modifier(NavigationBarWritingModifier { record in
            for bar in bars {
                switch bar {
                case .navigationBar, .automatic: record.barVisibility = visibility
                case .bottomBar: record.bottomBarVisibility = visibility
                default: record.setTabBarVisibility(visibility)
                }
            }
        })
        .modifier(TaggingModifier { id, tree in
            if bars.contains(.tabBar) { tree.setLayoutValue(ObjectIdentifier(TabBarVisibilityKey.self), visibility, on: id) }
        })
    }

    /// The background of `bars` (shown once content scrolls under the navigation bar, or always
    /// with `toolbarBackground(.visible, for:)`).
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let color = style.resolvedColor
        return modifier(NavigationBarWritingModifier { record in
            if bars.contains(.navigationBar) || bars.contains(.automatic) { record.barBackground = color }
        })
    }

    /// Whether `bars` show their background at rest (iOS 15 and later hide the navigation bar's
    /// at the scroll edge).
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationBarWritingModifier { record in
            if bars.contains(.navigationBar) || bars.contains(.automatic) { record.barBackgroundVisibility = visibility }
        })
    }

    /// Whether `bars` show their background (the iOS 18 name of `toolbarBackground(_:for:)`).
    public consuming func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationBarWritingModifier { record in
            if bars.contains(.navigationBar) || bars.contains(.automatic) { record.barBackgroundVisibility = visibility }
        })
    }

    /// The colour scheme of `bars` (recorded; the bars keep their light look).
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// How the navigation title shows.
    public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(NavigationBarWritingModifier { $0.displayMode = mode.mode })
    }

    /// The toolbar's purpose (no effect on iPhone's layout).
    public consuming func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// A menu under the title (shown when the title is tapped; not laid out).
    public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(LayoutNeutralModifier())
    }
}

/// `toolbar(_:for: .tabBar)` on a tab's content, read by the TabView.
enum TabBarVisibilityKey {}
