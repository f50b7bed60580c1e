/// What the views inside a navigation container hand up to it while they resolve, as SwiftUI
/// hands them up as preferences: the bar's title, items, search field and background, and the
/// links to whatever else listens above (the window that shows presentations, the presented
/// sheet whose detents they set, the split-view column whose width they set).
///
/// A NavigationStack (or a split-view column, a TabView, a screen, a presented view) makes one
/// for the views inside it and puts it in the resolve context (`ResolveContext.navigationBar`);
/// modifiers such as `navigationTitle`, `toolbar` and `presentationDetents` write to the
/// nearest one, and the container reads it once its content has resolved.
final class NavigationBarRecord {
    /// The title (the first one written wins, as the view closest to the root sets it).
    var title: Text?
    /// How the title shows (`navigationBarTitleDisplayMode`, `toolbarTitleDisplayMode`).
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    /// `navigationBarHidden`, `toolbar(_:for: .navigationBar)`.
    var barVisibility = Visibility.automatic
    /// `navigationBarBackButtonHidden`.
    var backButtonHidden = false
    /// The items placed in the bars (`toolbar`, `navigationBarItems`), in declaration order.
    var items: [ToolbarEntry] = []
    /// The search field under the bar (`searchable`) and its suggestions (`searchSuggestions`).
    var search: SearchRecord?
    var searchSuggestions: ToolbarEntry?
    /// `toolbarBackground(_:for: .navigationBar)`: the style and whether it shows at rest.
    var barBackground: Color?
    var barBackgroundVisibility = Visibility.automatic
    /// `toolbar(_:for: .bottomBar)`.
    var bottomBarVisibility = Visibility.automatic
    /// `toolbar(_:for: .tabBar)`, forwarded to every record above (the tab bar is the window's).
    private(set) var tabBarVisibility = Visibility.automatic
    /// Whether a NavigationStack resolved directly inside this record's container (a split-view
    /// column then shows the stack's bar instead of its own).
    var containsStack = false

    /// The record of the container around this one.
    let outer: NavigationBarRecord?
    /// Where presentations inside go (the outermost window-like container).
    let host: PresentationHost?
    /// The presented sheet or cover this record's views are in, for `presentationDetents` and friends.
    let presentation: PresentationRecord?
    /// The split-view column this record's views are in, for `navigationSplitViewColumnWidth`.
    let column: SplitColumnRecord?

    /// A record for the views inside a container, linked to everything `outer` links to, with
    /// `host`, `presentation` and `column` replacing those given.
    init(
        inheriting outer: NavigationBarRecord?, host: PresentationHost? = nil, presentation: PresentationRecord? = nil,
        column: SplitColumnRecord? = nil
    ) {
        self.outer = outer
        self.host = host ?? outer?.host
        self.presentation = presentation ?? outer?.presentation
        self.column = column ?? outer?.column
    }

    /// Hides or shows the tab bar of the enclosing TabView.
    func setTabBarVisibility(_ visibility: Visibility) {
        var record: NavigationBarRecord? = self
        while let current = record {
            current.tabBarVisibility = visibility
            record = current.outer
        }
    }

    /// Whether the bar shows a large title (SwiftUI's `.automatic` is large at a stack's root).
    var showsLargeTitle: Bool { title != nil && displayMode != .inline }

    /// Whether the bar is laid out at all.
    var showsBar: Bool { barVisibility != .hidden }

    /// The items placed at `placements`, in declaration order.
    func items(at placements: Set<ToolbarItemPlacement>) -> [ToolbarEntry] {
        items.filter { placements.contains($0.placement) }
    }
}

/// One item of a toolbar as declared: where it goes, its view and the context it was declared
/// in (toolbar items keep the environment of the view that declared them).
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
    var context: ResolveContext
}

/// Writes to the nearest record, then resolves the content unchanged.
struct NavigationBarWritingModifier: PrimitiveModifier {
    let write: (NavigationBarRecord, ResolveContext) -> Void

    init(write: @escaping (NavigationBarRecord) -> Void) {
        self.write = { record, _ in write(record) }
    }

    init(writeWithContext: @escaping (NavigationBarRecord, ResolveContext) -> Void) {
        self.write = writeWithContext
    }

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        if let record = inputs.context.navigationBar { write(record, inputs.context) }
        inputs.resolve(content)
    }
}

/// Resolves `content` as something declared elsewhere and shown here (a toolbar item, a sheet's
/// content): in the environment and with the objects of `declared`, laid out by `context`'s
/// container.
struct DeclaredIn<Content: View>: PrimitiveView {
    let content: Content
    let declared: ResolveContext

    func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = declared
        inner.stackOrientation = context.stackOrientation
        inner.navigationBar = context.navigationBar
        // Where the declaring view sat (a list row, a scroll view) is not where it shows.
        inner.environment.listContext = nil
        inner.environment.isInList = false
        inner.environment.scrollAxes = context.environment.scrollAxes
        inner.environment.tagsForEachElements = false
        inputs.resolve(content, in: inner)
    }
}
