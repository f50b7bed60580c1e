import Foundation

/// Whether a view's content is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    /// Editing: lists show their edit controls.
    case active

    /// Whether the mode is an editing one.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: EditMode { .inactive } }

extension EnvironmentValues {
    /// The edit mode of the views inside (a List shows its edit controls while it is active), as
    /// SwiftUI's `editMode`. A layout is a snapshot: setting it stores the binding's value, and
    /// the binding read back is that value (writes through it change nothing). Never nil: every
    /// view starts `.inactive` (documented choice; SwiftUI gives lists and navigation stacks one).
    public var editMode: Binding<EditMode>? {
        get {
            let mode = self[EditModeKey.self]
            return .constant(mode)
        }
        set { self[EditModeKey.self] = newValue?.wrappedValue ?? .inactive }
    }

    /// Whether the views inside are being edited.
    var isEditing: Bool { self[EditModeKey.self].isEditing }
}

/// A button that toggles the edit mode, as SwiftUI's `EditButton`: "Edit", or "Done" in
/// semibold while editing (UIKit's edit bar button item).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Button {} label: { Text("Done").fontWeight(.semibold) }
        } else {
            Button("Edit") {}
        }
    }
}

/// Which edits a ForEach's rows allow (`onDelete`, `onMove`), as SwiftUI's `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be reordered.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
    /// Every edit.
    public static var all: EditActions { [.move, .delete] }
}

/// The edits a row allows, read by its List.
struct RowEditActions: OptionSet, Hashable {
    let rawValue: Int
    static let move = RowEditActions(rawValue: 1)
    static let delete = RowEditActions(rawValue: 2)
}

/// Marks each row of the content with the edits it allows, adding to earlier marks (what
/// `onDelete`, `onMove` and `editActions` put on a ForEach's rows).
public struct RowEditActionsModifier: PrimitiveModifier {
    let actions: RowEditActions

    package func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        let start = inputs.list.count
        inputs.resolve(content, in: context)
        let key = ObjectIdentifier(RowEditActions.self)
        for id in inputs.list[start...] {
            let earlier = inputs.tree.layoutValue(key, of: id) as? RowEditActions ?? []
            inputs.tree.setLayoutValue(key, earlier.union(actions), on: id)
        }
    }
}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == RowEditActionsModifier {}

extension DynamicViewContent {
    /// Lets the rows be deleted: a List being edited shows each row's delete control.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditActionsModifier(actions: action == nil ? [] : .delete))
    }

    /// Lets the rows be reordered: a List being edited shows each row's reorder handle.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditActionsModifier(actions: action == nil ? [] : .move))
    }

    /// Lets items be dropped into the rows (no effect on layout).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> some DynamicViewContent {
        modifier(RowEditActionsModifier(actions: []))
    }
}

/// A row's `deleteDisabled` / `moveDisabled`.
struct RowEditsDisabled: OptionSet, Hashable {
    let rawValue: Int
}

extension View {
    /// Hides this row's delete control while its List is edited.
    public consuming func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(TaggingModifier { id, tree in
            if isDisabled { tree.setLayoutValue(ObjectIdentifier(RowEditsDisabled.self), RowEditsDisabled(rawValue: RowEditActions.delete.rawValue), on: id) }
        })
    }

    /// Hides this row's reorder handle while its List is edited.
    public consuming func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(TaggingModifier { id, tree in
            if isDisabled { tree.setLayoutValue(ObjectIdentifier(RowEditsDisabled.self), RowEditsDisabled(rawValue: RowEditActions.move.rawValue), on: id) }
        })
    }

    /// Whether the List rows inside can be selected (no effect on layout).
    public consuming func selectionDisabled(_ isDisabled: Bool = true) -> some View { modifier(LayoutNeutralModifier()) }
}

/// A List's selection, as its binding held it when the layout was made. Its values need not be
/// `Sendable`, so it travels to the list's sections in the resolve context's objects (as a
/// `ListSelectionBox`), not in the environment.
enum ListSelection {
    case single(AnyHashable?)
    case multiple(Set<AnyHashable>)

    func contains(_ tag: AnyHashable?) -> Bool {
        guard let tag else { return false }
        switch self {
        case .single(let value): return value == tag
        case .multiple(let values): return values.contains(tag)
        }
    }

    var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }

    /// The selected values.
    var values: [AnyHashable] {
        switch self {
        case .single(let value): return value.map { [$0] } ?? []
        case .multiple(let values): return Array(values)
        }
    }
}

/// A List's selection, for its sections.
final class ListSelectionBox {
    let selection: ListSelection?
    init(_ selection: ListSelection?) { self.selection = selection }
}

extension ResolveContext {
    /// The selection of the List being resolved, if it has one.
    var listSelection: ListSelection? {
        get { (objects[ObjectIdentifier(ListSelectionBox.self)] as? ListSelectionBox)?.selection }
        set { objects[ObjectIdentifier(ListSelectionBox.self)] = newValue.map(ListSelectionBox.init) }
    }
}

/// The tags of a List section's rows, for checking the selection against them.
struct ListRowTags: Hashable {
    var tags: [AnyHashable]
}

/// The lengths and colours of a list's selection and edit controls. Sources: Apple describes the
/// delete control as "a red circle enclosing a minus sign" (`UITableViewCell.EditingStyle.delete`);
/// the colours are UIKit's system colours (`systemRed`, `systemGray4` for a selected row, the tint
/// for a selected circle, `systemGray3` for an empty one, `tertiaryLabel` for the reorder handle).
/// Documented choices (the sizes are unpublished; Design §20.8): the controls
/// are 22 points across at the row's leading inset, the content 16 after them; the reorder handle
/// is three 18 × 2 lines 4 apart at the row's trailing inset.
enum ListEditMetrics {
    static let controlSize: CGFloat = 22
    static let controlSpacing: CGFloat = 16
    static let minusBar = CGSize(width: 11, height: 2)
    static let reorderLine = CGSize(width: 18, height: 2)
    static let reorderLineSpacing: CGFloat = 4
    static let selectedRowBackground = SystemColor.systemGray4
    static let emptyCircle = SystemColor.systemGray3
    static let reorderHandle = SystemColor.tertiaryLabel
}

/// A row's selection circle while its List is edited: filled with the tint and checked when
/// selected, an empty ring otherwise.
struct SelectionIndicator: View {
    let isSelected: Bool

    var body: some View {
        EnvironmentReader { environment in
            ZStack {
                if isSelected {
                    Circle().fill(environment.resolvedTint)
                    CheckmarkGlyph(color: .white, lineWidth: 2).frame(width: 12, height: 10)
                } else {
                    Circle().stroke(ListEditMetrics.emptyCircle, lineWidth: 1.5)
                }
            }
            .frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize)
        }
        .containerPart(.selectionIndicator)
    }
}

/// A check mark in its frame: two strokes of `lineWidth`, down from the left to the bottom
/// third, then up to the top-right corner.
struct CheckmarkGlyph: View {
    let color: Color
    let lineWidth: CGFloat

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let start = CGPoint(x: 0.05 * size.width, y: 0.55 * size.height)
            let bottom = CGPoint(x: 0.38 * size.width, y: 0.9 * size.height)
            let end = CGPoint(x: 0.95 * size.width, y: 0.1 * size.height)
            ZStack(alignment: .topLeading) {
                stroke(from: start, to: bottom)
                stroke(from: bottom, to: end)
            }
        }
    }

    /// A capsule from `a` to `b`: laid out along the x axis from the origin, turned around its
    /// leading end and moved there.
    private func stroke(from a: CGPoint, to b: CGPoint) -> some View {
        let length = hypot(b.x - a.x, b.y - a.y) + lineWidth / 2
        return Capsule().fill(color)
            .frame(width: length, height: lineWidth)
            .rotationEffect(.radians(atan2(b.y - a.y, b.x - a.x)), anchor: .leading)
            .offset(x: a.x, y: a.y - lineWidth / 2)
    }
}

/// A row's delete control while its List is edited: a red circle with a white minus sign.
struct DeleteControl: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Capsule().fill(Color.white).frame(width: ListEditMetrics.minusBar.width, height: ListEditMetrics.minusBar.height)
        }
        .frame(width: ListEditMetrics.controlSize, height: ListEditMetrics.controlSize)
        .containerPart(.deleteControl)
    }
}

/// A row's reorder handle while its List is edited: three grey lines.
struct ReorderControl: View {
    var body: some View {
        VStack(spacing: ListEditMetrics.reorderLineSpacing) {
            ForEach(0..<3) { _ in
                Capsule().fill(ListEditMetrics.reorderHandle)
                    .frame(width: ListEditMetrics.reorderLine.width, height: ListEditMetrics.reorderLine.height)
            }
        }
        .containerPart(.reorderControl)
    }
}

extension List {
    /// A list of editable rows, one per element of `data`, allowing `editActions` (deletes show
    /// delete controls, moves reorder handles, while the list is edited).
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ModifiedContent<ForEach<Binding<Data>, Data.Element.ID, RowContent>, RowEditActionsModifier>,
        Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent).modifier(RowEditActionsModifier(actions: RowEditActions(rawValue: editActions.rawValue))) }
    }

    /// A list of editable rows with a multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ModifiedContent<ForEach<Binding<Data>, Data.Element.ID, RowContent>, RowEditActionsModifier>, Data.Element: Identifiable {
        self.init(selection: selection) {
            ForEach(data, content: rowContent).modifier(RowEditActionsModifier(actions: RowEditActions(rawValue: editActions.rawValue)))
        }
    }

    /// A list of editable rows with a single selection.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ModifiedContent<ForEach<Binding<Data>, Data.Element.ID, RowContent>, RowEditActionsModifier>, Data.Element: Identifiable {
        self.init(selection: selection) {
            ForEach(data, content: rowContent).modifier(RowEditActionsModifier(actions: RowEditActions(rawValue: editActions.rawValue)))
        }
    }
}
