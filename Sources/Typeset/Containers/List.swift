/// A container of rows in sections, as SwiftUI's `List`, laid out as iOS lays out the list
/// style in force (`insetGrouped` by default; `ListMetrics` gives every length and its source).
///
/// The list scrolls vertically and takes the size it is offered (it is a ScrollView); its rows
/// fill its width. Rows outside any `Section` form sections of their own between the declared
/// ones. Separators, the grouped background and the sections' cards are shapes in the result,
/// marked with their `ContainerPart`, so renderers draw them. The grouped background ignores
/// the safe area: on a screen it reaches under the bars, the status bar and the home indicator.
///
/// With a selection, rows are identified by their `tag` or, from a `ForEach`, their element's
/// id; the selected rows are highlighted (`ListEditMetrics`). While the edit mode is active
/// (`environment(\.editMode, …)`, `EditButton`) rows show their edit controls: selection
/// circles with a multiple selection, else delete controls where `onDelete` allows, and
/// reorder handles where `onMove` allows. A selection that matches no row is reported in the
/// result's diagnostics with the list's path.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    let selection: ListSelection?

    /// A list of `content`'s rows.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        self.selection = nil
    }

    /// A list whose single selection is bound to `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0.wrappedValue.map { AnyHashable($0) }) }
    }

    /// A list whose single, always-present selection is bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single(AnyHashable($0.wrappedValue)) }
    }

    /// A list with a multiple selection bound to `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple(Set($0.wrappedValue.map { AnyHashable($0) })) }
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveListContainer(content, role: .list, defaultStyle: .insetGrouped, selection: selection, in: context, &inputs))
    }
}

extension List {
    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: { ForEach(data, content: rowContent) })
    }

    /// A list with a row for each element of `data`, identified through `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        self.init(content: { ForEach(data, id: id, content: rowContent) })
    }

    /// A list with a row for each integer in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: { ForEach(data, content: rowContent) })
    }

    /// A list with a row for each element of `data` and a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, content: { ForEach(data, content: rowContent) })
    }

    /// A list with a row for each element of `data` and a single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection, content: { ForEach(data, content: rowContent) })
    }

    /// A list with a row for each element of `data`, identified through `id`, and a multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection, content: { ForEach(data, id: id, content: rowContent) })
    }

    /// A list with a row for each element of `data`, identified through `id`, and a single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection, content: { ForEach(data, id: id, content: rowContent) })
    }

    /// A list with a row for each integer in `data` and a multiple selection.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection, content: { ForEach(data, content: rowContent) })
    }

    /// A list with a row for each integer in `data` and a single selection.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection, content: { ForEach(data, content: rowContent) })
    }
}

/// A container of controls for data entry, as SwiftUI's `Form`: on iOS a grouped list
/// (`insetGrouped` metrics), its sections' rows full width.
public struct Form<Content: View>: PrimitiveView {
    let content: Content

    /// A form of `content`'s sections and rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveListContainer(content, role: .form, defaultStyle: .insetGrouped, selection: nil, in: context, &inputs))
    }
}

/// The list node: the content's sections (and loose rows grouped into sections) one under the
/// other in a vertical ScrollView, on the list's background.
private func resolveListContainer<Content: View>(
    _ content: Content, role: ContainerRole, defaultStyle: ListStyleKind, selection: ListSelection?, in context: ResolveContext,
    _ inputs: inout _ViewInputs
) -> NodeID {
    var metrics = context.environment.listMetrics ?? (context.environment.listStyle ?? defaultStyle).metrics
    metrics.minimumRowHeight = context.environment.defaultMinListRowHeight
    let listContext = ListContext(
        metrics: metrics, sectionSpacing: context.environment.listSectionSpacing, isEditing: context.environment.isEditing)
    var inner = context
    inner.listSelection = selection
    // Rows from a ForEach are identified by their elements' ids for the selection.
    if selection != nil { inner.environment.tagsForEachElements = true }
    inner.environment.listContext = listContext
    inner.environment.listStyle = nil
    inner.environment.listMetrics = nil
    inner.environment.scrollAxes.insert(.vertical)
    inner.stackOrientation = .vertical
    var items: [NodeID] = []
    items += inputs.nodes(of: content, in: inner)

    // Loose rows between sections form sections of their own.
    let sectionKey = ObjectIdentifier(ListSectionNodeKey.self)
    var sections: [(node: NodeID, hasHeader: Bool)] = []
    var loose: [NodeID] = []
    var rowTags: [AnyHashable] = []
    func flush(_ inputs: inout _ViewInputs) {
        guard !loose.isEmpty else { return }
        sections.append((buildListSection(header: nil, rows: loose, footer: nil, listContext, in: inner, &inputs), false))
        loose = []
    }
    for item in items {
        if let section = inputs.tree.layoutValue(sectionKey, of: item) as? ListSectionNode {
            flush(&inputs)
            sections.append((item, section.hasHeader))
        } else {
            loose.append(item)
        }
    }
    flush(&inputs)
    for section in sections { rowTags += (inputs.tree.layoutValue(ObjectIdentifier(ListRowTags.self), of: section.node) as? ListRowTags)?.tags ?? [] }

    // Margins: above the first section, then between sections (SwiftUI's `listSectionSpacing`
    // replaces the gap between two sections).
    var column: [NodeID] = []
    for (index, section) in sections.enumerated() {
        let top: CGFloat
        if index == 0 {
            top = section.hasHeader ? metrics.topMarginWithHeader : metrics.topMarginWithoutHeader
        } else {
            top = listContext.sectionSpacing
                ?? metrics.sectionBottomMargin + (section.hasHeader ? metrics.topMarginWithHeader : metrics.topMarginWithoutHeader)
        }
        var node = section.node
        if top > 0 { node = inputs.tree.wrap(node, inPadding: EdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0), direction: context.layoutDirection) }
        column.append(node)
    }
    if let last = column.last, metrics.sectionBottomMargin > 0 {
        column[column.count - 1] = inputs.tree.wrap(last, inPadding: EdgeInsets(top: 0, leading: 0, bottom: metrics.sectionBottomMargin, trailing: 0), direction: context.layoutDirection)
    }
    let stack = inputs.tree.addStack(StackStyle(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), children: column, direction: context.layoutDirection)
    var view = AnyView(ScrollView { ResolvedNodes(stack) }.containerRole(role))
    if let background = metrics.background, !context.environment.hidesScrollContentBackground {
        view = AnyView(ScrollView { ResolvedNodes(stack) }
            .background { background.containerPart(.groupedBackground).ignoresSafeArea() }
            .containerRole(role))
    }
    let node = resolveOne(view, in: context, &inputs)
    if let selection {
        let unknown = selection.values.filter { !rowTags.contains($0) }.map { "\($0.base)" }.sorted()
        if !unknown.isEmpty {
            inputs.tree.report(node, .invalidValue, "selection \(unknown.joined(separator: ", ")) matches no row; nothing is highlighted for it")
        }
    }
    return node
}

/// One section of a list: header, rows on the card with separators, footer (`ListMetrics`).
func buildListSection(
    header: NodeID?, rows: [NodeID], footer: NodeID?, _ listContext: ListContext, in context: ResolveContext, _ inputs: inout _ViewInputs
) -> NodeID {
    let metrics = listContext.metrics
    let insetsKey = ObjectIdentifier(ListRowInsetsKey.self)
    let separatorKey = ObjectIdentifier(ListRowSeparatorKey.self)
    let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
    let hairline = 1 / scale
    let rowTags = rows.map { inputs.tree.layoutValue(ObjectIdentifier(PickerTagKey.self), of: $0) as? AnyHashable }
    let tags = rowTags.compactMap { $0 }
    // Read once: the selection lives in the context's objects (a lookup and a cast).
    let selection = context.listSelection
    let selected = rowTags.map { selection?.contains($0) ?? false }
    let highlights = selected.contains(true)
    var cardRows: [ListCardRow] = []
    cardRows.reserveCapacity(rows.count)
    for (index, row) in rows.enumerated() {
        let insets = inputs.tree.layoutValue(insetsKey, of: row, as: EdgeInsets.self) ?? metrics.rowInsets
        // A selected row hides the separators along its edges, as UIKit's selected cells do.
        let hidden = inputs.tree.layoutValue(separatorKey, of: row, as: Visibility.self) == .hidden
            || (index + 1 < rows.count && inputs.tree.layoutValue(separatorKey, of: rows[index + 1], as: Visibility.self) == .hidden)
            || selected[index] || (index + 1 < rows.count && selected[index + 1])
        cardRows.append(ListCardRow(
            content: ListRowContent(row: row, isSelected: selected[index], controls: rowControls(row, tree: inputs.tree, listContext, selection: selection)),
            insets: insets, separated: index + 1 < rows.count && !hidden))
    }
    let card = VStack(alignment: .leading, spacing: 0) {
        ListCardRows(rows: cardRows, minimumHeight: metrics.minimumRowHeight, separatorColor: metrics.separatorColor, hairline: hairline)
    }
    var cardView: AnyView
    if let fill = metrics.sectionBackground {
        cardView = AnyView(card.background {
            RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(fill).containerPart(.sectionBackground)
        })
    } else {
        cardView = AnyView(card)
    }
    // A highlighted first or last row keeps to the card's rounded corners.
    if highlights && metrics.cornerRadius > 0 {
        cardView = AnyView(cardView.clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)))
    }
    let textInset = metrics.sectionMargin + metrics.rowInsets.leading
    let section = VStack(alignment: .leading, spacing: 0) {
        if let header {
            ResolvedNodes(header).foregroundColor(context.environment.headerProminence == .increased ? .primary : .secondary)
                .padding(EdgeInsets(top: 0, leading: textInset, bottom: metrics.headerBottomMargin, trailing: textInset))
                .containerPart(.sectionHeader)
        }
        cardView.padding(.horizontal, metrics.sectionMargin)
        if let footer {
            ResolvedNodes(footer).foregroundColor(.secondary)
                .padding(EdgeInsets(top: metrics.footerTopMargin, leading: textInset, bottom: 0, trailing: textInset))
                .containerPart(.sectionFooter)
        }
    }
    let node = resolveOne(section, in: context, &inputs)
    if !tags.isEmpty { inputs.tree.setLayoutValue(ObjectIdentifier(ListRowTags.self), ListRowTags(tags: tags), on: node) }
    return node
}

/// The edit controls a row shows while its List is edited.
struct ListRowControls {
    var selection: Bool
    var delete: Bool
    /// The row keeps the delete control's room without the control (`deleteDisabled`), so its
    /// content stays in line with its neighbours' (UIKit indents editing rows alike).
    var indent: Bool
    var move: Bool
}

/// The controls of `row` in a list edited with `listContext`: selection circles with a multiple
/// selection, else a delete control when its ForEach allows deleting; a reorder handle when it
/// allows moving; none of them for an edit the row disables.
private func rowControls(_ row: NodeID, tree: LayoutTree, _ listContext: ListContext, selection: ListSelection?) -> ListRowControls? {
    guard listContext.isEditing else { return nil }
    let actions = tree.layoutValue(ObjectIdentifier(RowEditActions.self), of: row) as? RowEditActions ?? []
    let disabled = RowEditActions(rawValue: (tree.layoutValue(ObjectIdentifier(RowEditsDisabled.self), of: row) as? RowEditsDisabled)?.rawValue ?? 0)
    let selects = selection?.isMultiple == true
    return ListRowControls(
        selection: selects, delete: !selects && actions.contains(.delete) && !disabled.contains(.delete),
        indent: !selects && actions.contains(.delete) && disabled.contains(.delete),
        move: actions.contains(.move) && !disabled.contains(.move))
}

/// One row of a section's card: its content, its insets, and whether a separator follows it.
private struct ListCardRow {
    let content: ListRowContent
    let insets: EdgeInsets
    let separated: Bool
}

/// A section card's rows, each resolved in place in its list-row frame (with its separator
/// below it when it has one); each row's views are dynamic for the one-child rule, as a
/// ForEach's are. Resolved directly rather than as a ForEach of type-erased rows: the rows'
/// types are known here, and each erased row was an allocation and a dynamic call.
private struct ListCardRows: PrimitiveView {
    let rows: [ListCardRow]
    let minimumHeight: CGFloat
    let separatorColor: Color
    let hairline: CGFloat

    func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.reserveCapacity(inputs.list.count + rows.count)
        for row in rows {
            let isSelected = row.content.isSelected
            let body = row.content
                .padding(row.insets)
                .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
                .background {
                    if isSelected { ListEditMetrics.selectedRowBackground.containerPart(.selectedRowBackground) }
                }
                .containerPart(.listRow)
            if row.separated {
                let leading = row.insets.leading
                inputs.resolve(element: body.overlay(alignment: .bottom) {
                    Rectangle().fill(separatorColor).frame(height: hairline)
                        .containerPart(.rowSeparator)
                        .padding(.leading, leading)
                })
            } else {
                inputs.resolve(element: body)
            }
        }
    }
}

/// A row's content with its edit controls: the selection circle or delete control before it,
/// the reorder handle at its trailing end (`ListEditMetrics`).
private struct ListRowContent: View {
    let row: NodeID
    let isSelected: Bool
    let controls: ListRowControls?

    var body: some View {
        if let controls, controls.selection || controls.delete || controls.indent || controls.move {
            HStack(spacing: ListEditMetrics.controlSpacing) {
                if controls.selection { SelectionIndicator(isSelected: isSelected) }
                if controls.delete { DeleteControl() }
                if controls.indent { Color.clear.frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize) }
                ResolvedNodes(row)
                if controls.move {
                    Spacer(minLength: 0)
                    ReorderControl()
                }
            }
        } else {
            ResolvedNodes(row)
        }
    }
}

// MARK: - Row and list modifiers

enum ListRowInsetsKey {}
enum ListRowSeparatorKey {}

private struct HidesScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var hidesScrollContentBackground: Bool {
        get { self[HidesScrollContentBackgroundKey.self] }
        set { self[HidesScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// The insets of this list row's content (nil: the list style's).
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(TaggingModifier { id, tree in
            if let insets { tree.setLayoutValue(ObjectIdentifier(ListRowInsetsKey.self), insets, on: id) }
        })
    }

    /// Whether this row's separators show (`.hidden` removes the ones above and below it).
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TaggingModifier { id, tree in tree.setLayoutValue(ObjectIdentifier(ListRowSeparatorKey.self), visibility, on: id) })
    }

    /// The colour of this row's separators (accepted; the list's separator colour is drawn).
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// A background for this row (accepted; the section's card is drawn).
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View { modifier(LayoutNeutralModifier()) }

    /// The style of the lists inside.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.listStyle = (style as? any ListStyleLayout).map { type(of: $0).kind } ?? .insetGrouped })
    }

    /// The style of the forms inside (`.grouped` and `.automatic` lay out as inset grouped;
    /// `.columns` is a macOS style, laid out as grouped too).
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(LayoutNeutralModifier()) }

    /// The space between the sections of the lists inside.
    public consuming func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(EnvironmentWritingModifier { $0.listSectionSpacing = spacing.length })
    }

    /// The space between the sections of the lists inside, in points.
    public consuming func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.listSectionSpacing = spacing })
    }

    /// Hides the background of scrollable containers (a List's or Form's grouped background).
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentWritingModifier { $0.hidesScrollContentBackground = visibility == .hidden })
    }
}

/// The space between list sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(length: nil)
    /// A tighter spacing: 16 points (documented choice; Apple gives no number).
    public static let compact = ListSectionSpacing(length: 16)
    /// `length` points.
    public static func custom(_ length: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: length) }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// The metrics Typeset lays a list style out with.
protocol ListStyleLayout {
    static var kind: ListStyleKind { get }
}

public struct DefaultListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .insetGrouped } }
public struct PlainListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .plain } }
public struct GroupedListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .insetGrouped } }
/// `.inset`: plain rows inset from the edges (laid out as inset grouped without the background).
public struct InsetListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .plain } }
/// `.sidebar`: laid out as inset grouped (documented choice: iPhone shows sidebars as lists).
public struct SidebarListStyle: ListStyle, ListStyleLayout { public init() {}; static var kind: ListStyleKind { .insetGrouped } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// A form's look, as SwiftUI's `FormStyle` (every style lays out as grouped on iOS).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

// MARK: - Editing

/// A view whose content comes from a collection, as SwiftUI's `DynamicViewContent`.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does (for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`, as SwiftUI's
    /// extension does (for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let valid = source.filter { $0 < elements.count }
        let moving = valid.map { elements[$0] }
        let below = valid.filter { $0 < destination }.count
        for offset in valid.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: Swift.min(Swift.max(destination - below, 0), elements.count))
        var position = startIndex
        for element in elements {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
