// Modifiers whose content shows only on interaction (menus, swipe actions, tooltips) or that
// only react to input (hovering, refreshing). A headless layout lays the screen out at rest: they
// are accepted with SwiftUI's signatures, change no frame, and their content is not laid out.

/// A context menu's items, as SwiftUI's deprecated `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

/// A phase of a pointer hovering over a view, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is at `location` over the view.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// The look of a view under a pointer, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    private var atRest: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    /// A menu shown on a long press (not laid out).
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { atRest }
    /// A menu with a preview shown on a long press (not laid out).
    public consuming func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { atRest }
    /// A menu shown on a long press (the older form; not laid out).
    public consuming func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { atRest }
    /// A menu for the selected rows of a List (not laid out).
    public consuming func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { atRest }

    /// Buttons revealed by swiping the row (hidden at rest; iOS changes no layout for them).
    public consuming func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        atRest
    }

    /// A tooltip (shown on hover on iPadOS with a pointer; not laid out).
    public consuming func help(_ text: Text) -> some View { atRest }
    /// A tooltip (not laid out).
    @_disfavoredOverload
    public consuming func help<S: StringProtocol>(_ text: S) -> some View { atRest }

    /// A tooltip (not laid out). The text is a localized key.
    public consuming func help(_ text: LocalizedStringKey) -> some View { atRest }

    /// Runs `action` when a pointer enters or leaves the view (no pointer headless).
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View { atRest }
    /// Runs `action` as a pointer moves over the view (no pointer headless).
    public consuming func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        atRest
    }
    /// The view's look under a pointer (no pointer headless).
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { atRest }

    /// Lets people refresh the content by pulling it down (at rest the control is hidden).
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View { atRest }
}
