import Foundation

/// A view of two or three columns (sidebar, optional content, detail), as SwiftUI's
/// `NavigationSplitView`.
///
/// - In a horizontally compact window (iPhone; `horizontalSizeClass == .compact`) the columns
///   collapse into one navigation stack showing the column `preferredCompactColumn` names (the
///   sidebar by default, Apple `NavigationSplitViewColumn`); a column shown over another has a
///   back button titled with that column's title.
/// - In a regular window (iPad) the visible leading columns sit beside the detail at their
///   widths, a one-pixel separator between columns (`SplitViewMetrics`), each column with its own
///   navigation bar (or the bar of a NavigationStack inside it).
///
/// Which leading columns show follows `columnVisibility`: `.all` every column, `.doubleColumn`
/// the column next to the detail (the content column of three, the sidebar of two: UIKit's
/// `oneBesideSecondary`), `.detailOnly` none; `.automatic` shows the double-column arrangement
/// when the window is wider than tall and the detail only otherwise (documented choice after
/// iPadOS's behaviour before iOS 26, Design §20.6). The style decides how:
/// `.balanced` tiles the columns (the detail narrows), `.prominentDetail` lays them over the full-
/// width detail, `.automatic` tiles in a wide window and overlays in a tall one.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(.automatic, .sidebar, sidebar(), content(), detail())
    }

    /// A three-column split view whose column visibility is bound to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, .sidebar, sidebar(), content(), detail())
    }

    /// A three-column split view that shows `preferredCompactColumn` when collapsed.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(.automatic, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }

    /// A three-column split view with bound column visibility and preferred compact column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }

    private init(
        _ visibility: NavigationSplitViewVisibility, _ compactColumn: NavigationSplitViewColumn, _ sidebar: Sidebar,
        _ content: Content?, _ detail: Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.compactColumn = compactColumn
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var columns: [SplitColumn] = [SplitColumn(kind: .sidebar, view: AnyView(sidebar))]
        if let content { columns.append(SplitColumn(kind: .content, view: AnyView(content))) }
        columns.append(SplitColumn(kind: .detail, view: AnyView(detail)))
        inputs.list.append(resolveSplitView(columns, visibility: visibility, compactColumn: compactColumn, in: context, &inputs))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(.automatic, .sidebar, sidebar(), nil, detail())
    }

    /// A two-column split view whose column visibility is bound to `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility.wrappedValue, .sidebar, sidebar(), nil, detail())
    }

    /// A two-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(.automatic, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }

    /// A two-column split view with bound column visibility and preferred compact column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String
    /// The arrangement the window's size calls for.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column next to it.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view arranges its columns, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {
    /// The arrangement Typeset lays the style out with.
    var _arrangement: SplitViewArrangement { get }
}

/// The arrangements of a split view's leading columns.
public enum SplitViewArrangement: Hashable, Sendable {
    /// Tiled in a wide window, over the detail in a tall one.
    case automatic
    /// Beside the detail, which narrows.
    case balanced
    /// Over the detail, which keeps its width.
    case prominentDetail
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _arrangement: SplitViewArrangement { .automatic }
}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _arrangement: SplitViewArrangement { .balanced }
}
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _arrangement: SplitViewArrangement { .prominentDetail }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

private struct SplitViewArrangementKey: EnvironmentKey { static var defaultValue: SplitViewArrangement { .automatic } }

extension EnvironmentValues {
    /// `navigationSplitViewStyle(_:)`.
    var splitViewArrangement: SplitViewArrangement {
        get { self[SplitViewArrangementKey.self] }
        set { self[SplitViewArrangementKey.self] = newValue }
    }
}

extension View {
    /// How the split views inside arrange their columns.
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.splitViewArrangement, style._arrangement)
    }

    /// The width of the split-view column this view is in.
    public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(NavigationBarWritingModifier { record in
            guard let column = record.column else { return }
            guard width.isFinite, width >= 0 else {
                column.problems.append("column width \(LayoutNumber.format(width)) is not a finite non-negative number; used the default")
                return
            }
            if column.width == nil { column.width = FrameLimits(min: width, ideal: width, max: width) }
        })
    }

    /// The least, preferred and greatest width of the split-view column this view is in.
    public consuming func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NavigationBarWritingModifier { record in
            guard let column = record.column else { return }
            let values = [("min", min), ("ideal", ideal), ("max", max)]
            for (name, value) in values {
                if let value, !(value.isFinite && value >= 0) {
                    column.problems.append("column \(name) width \(LayoutNumber.format(value)) is not a finite non-negative number; ignored")
                }
            }
            func clean(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
            if column.width == nil { column.width = FrameLimits(min: clean(min), ideal: clean(ideal), max: clean(max)) }
        })
    }
}

/// What the views of a split-view column say about it (`navigationSplitViewColumnWidth`).
final class SplitColumnRecord {
    var width: FrameLimits?
    var problems: [String] = []
}

/// One column of a split view, before it resolves.
struct SplitColumn {
    enum Kind { case sidebar, content, detail }
    let kind: Kind
    let view: AnyView
}

/// The lengths of a split view in a regular-width window. Sources: UIKit's
/// `UISplitViewController`, on which SwiftUI's split view is built, keeps its primary and
/// supplementary columns at most 320 points wide by default (Apple,
/// `maximumPrimaryColumnWidth`, `maximumSupplementaryColumnWidth`: `automaticDimension`, 320);
/// Typeset gives them that width unless `navigationSplitViewColumnWidth` sets one (the
/// automatic width on each iPad size is unpublished). Columns are separated by a one-pixel line
/// in the `separator` colour (documented choice).
enum SplitViewMetrics {
    static let columnWidth: CGFloat = 320
    static let separator = SystemColor.separator
    /// The background behind overlaid columns.
    static let overlayBackground = SystemColor.systemBackground
}

/// A split view's node (see `NavigationSplitView`).
func resolveSplitView(
    _ columns: [SplitColumn], visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn,
    in context: ResolveContext, _ inputs: inout _ViewInputs
) -> NodeID {
    let environment = context.environment
    let (inner, host) = context.enteringContainer()
    let pixel = environment.pixelLength
    let node: NodeID
    if environment.horizontalSizeClass != .regular {
        // One stack: the preferred column, with a back button titled after the column before it.
        let wanted: SplitColumn.Kind = compactColumn == .detail ? .detail : compactColumn == .content ? .content : .sidebar
        let index = columns.firstIndex { $0.kind == wanted } ?? columns.firstIndex { $0.kind == .detail } ?? 0
        let backTitle = index > 0 ? columnTitle(columns[index - 1], in: inner) ?? Text("Back") : nil
        let column = resolveSplitColumn(columns[index], backTitle: backTitle, pixel: pixel, in: inner, &inputs)
        node = resolveOne(ResolvedNodes(column.node).containerRole(.navigationSplitView), in: inner, &inputs)
        reportColumnProblems(column.record, at: node, &inputs.tree)
    } else {
        let size = environment.containerSize
        let isWide = size.map { $0.width > $0.height } ?? true
        let leading = columns.filter { $0.kind != .detail }
        let shown: [SplitColumn]
        switch visibility {
        case .all: shown = leading
        case .detailOnly: shown = []
        case .doubleColumn: shown = Array(leading.suffix(1))
        default: shown = isWide ? Array(leading.suffix(1)) : []
        }
        let overlays: Bool
        switch environment.splitViewArrangement {
        case .balanced: overlays = false
        case .prominentDetail: overlays = true
        case .automatic: overlays = !isWide
        }
        let resolved = shown.map { resolveSplitColumn($0, backTitle: nil, pixel: pixel, in: inner, &inputs) }
        let detail = resolveSplitColumn(columns[columns.count - 1], backTitle: nil, pixel: pixel, in: inner, &inputs)
        let leadingColumns = HStack(spacing: 0) {
            ForEach(0..<resolved.count) { index in
                let column = resolved[index]
                let width = column.record.width
                let ideal = width?.ideal ?? Swift.min(Swift.max(SplitViewMetrics.columnWidth, width?.min ?? 0), width?.max ?? .infinity)
                ResolvedNodes(column.node)
                    .frame(width: Swift.min(Swift.max(ideal, width?.min ?? 0), width?.max ?? .infinity))
                SplitViewMetrics.separator.frame(width: pixel).containerPart(.columnSeparator).ignoresSafeArea()
            }
        }
        let view = Group {
            if overlays {
                ZStack(alignment: .leading) {
                    ResolvedNodes(detail.node).frame(maxWidth: .infinity, maxHeight: .infinity)
                    if !resolved.isEmpty {
                        leadingColumns.background { SplitViewMetrics.overlayBackground.ignoresSafeArea() }
                            .shadow(color: Color(white: 0, opacity: 0.15), radius: 10)
                    }
                }
            } else {
                HStack(spacing: 0) {
                    leadingColumns
                    ResolvedNodes(detail.node).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .containerRole(.navigationSplitView)
        node = resolveOne(view, in: inner, &inputs)
        for column in resolved + [detail] { reportColumnProblems(column.record, at: node, &inputs.tree) }
    }
    return host.map { $0.compose(over: node, in: context, &inputs) } ?? node
}

/// A column's node: its root under its own bar, unless a NavigationStack inside brings one.
private func resolveSplitColumn(
    _ column: SplitColumn, backTitle: Text?, pixel: CGFloat, in context: ResolveContext, _ inputs: inout _ViewInputs
) -> (node: NodeID, record: SplitColumnRecord) {
    let columnRecord = SplitColumnRecord()
    var inner = context
    inner.stackOrientation = nil
    let record = NavigationBarRecord(inheriting: context.navigationBar, column: columnRecord)
    inner.navigationBar = record
    let root = resolveOne(column.view, in: inner, &inputs)
    if record.containsStack {
        return (resolveOne(ResolvedNodes(root).containerPart(.splitColumn), in: inner, &inputs), columnRecord)
    }
    let view = NavigationColumn(root: root, record: record, backTitle: backTitle, pixel: pixel).containerPart(.splitColumn)
    return (resolveOne(view, in: inner, &inputs), columnRecord)
}

/// The title a column's views set, found by resolving it apart (for a back button's title).
private func columnTitle(_ column: SplitColumn, in context: ResolveContext) -> Text? {
    var inner = context
    let record = NavigationBarRecord(inheriting: nil)
    inner.navigationBar = record
    var scratch = _ViewInputs(context: inner)
    _ = resolveOne(column.view, in: inner, &scratch)
    return record.title
}

private func reportColumnProblems(_ record: SplitColumnRecord, at node: NodeID, _ tree: inout LayoutTree) {
    for problem in record.problems { tree.report(node, .invalidValue, problem) }
}

/// The older navigation container, as SwiftUI's deprecated `NavigationView`: one stack (iPhone,
/// or `navigationViewStyle(.stack)`), or, in a regular-width window with two or three views,
/// a split view of them (its `.columns` style).
public struct NavigationView<Content: View>: PrimitiveView {
    let content: Content

    /// A navigation view over `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let views = topLevelViews(content)
        if context.environment.horizontalSizeClass == .regular, context.environment.navigationViewStyle != .stack, views.count > 1 {
            var columns = [SplitColumn(kind: .sidebar, view: views[0])]
            if views.count > 2 { columns.append(SplitColumn(kind: .content, view: views[1])) }
            columns.append(SplitColumn(kind: .detail, view: views[views.count > 2 ? 2 : 1]))
            inputs.list.append(resolveSplitView(columns, visibility: .automatic, compactColumn: .sidebar, in: context, &inputs))
        } else {
            inputs.list.append(resolveNavigationStack(views.first ?? AnyView(EmptyView()), backTitle: nil, in: context, &inputs))
        }
    }
}

/// The views a builder block lists one after another (a `TupleView`'s elements), else the view.
private func topLevelViews<Content: View>(_ content: Content) -> [AnyView] {
    (content as? any TupleViewElements)?.elementViews ?? [AnyView(content)]
}

/// A view made of several views written one after another.
private protocol TupleViewElements {
    var elementViews: [AnyView] { get }
}

extension TupleView: TupleViewElements {
    /// The views of the tuple, in order.
    fileprivate var elementViews: [AnyView] {
        Mirror(reflecting: value).children.compactMap { child in (child.value as? any View).map { AnyView($0) } }
    }
}

/// How a `NavigationView` arranges its views, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {
    /// The arrangement Typeset lays the style out with.
    var _kind: NavigationViewStyleKind { get }
}

/// The arrangements of a `NavigationView`.
public enum NavigationViewStyleKind: Hashable, Sendable {
    case automatic, stack, columns
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
    public var _kind: NavigationViewStyleKind { .automatic }
}
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
    public var _kind: NavigationViewStyleKind { .stack }
}
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
    public var _kind: NavigationViewStyleKind { .columns }
}
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
    public var _kind: NavigationViewStyleKind { .columns }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { .init() }
}

private struct NavigationViewStyleKey: EnvironmentKey { static var defaultValue: NavigationViewStyleKind { .automatic } }

extension EnvironmentValues {
    /// `navigationViewStyle(_:)`.
    var navigationViewStyle: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension View {
    /// How the `NavigationView`s inside arrange their views.
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyle, style._kind)
    }
}
