import Foundation
import Testing
import Typeset

@Suite struct ListEditingTests {
    private let names = ["Ana", "Ben", "Chloé"]

    // A selection no row is tagged with is reported with the List's path.
    @Test func unknownSelectionIsReported() {
        let single = Port.layout(List(names, id: \.self, selection: .constant(Optional("Zoé"))) { Text($0) }, width: 390)
        #expect(single.diagnostics.contains { $0.message.contains("selection Zoé matches no row") && $0.view.contains("List") })
        let multiple = Port.layout(List(names, id: \.self, selection: .constant(Set(["Ben", "Yves"]))) { Text($0) }, width: 390)
        #expect(multiple.diagnostics.contains { $0.message.contains("selection Yves matches no row") })
        #expect(!multiple.diagnostics.contains { $0.message.contains("Ben") })
        let empty = Port.layout(List([String](), id: \.self, selection: .constant(Optional("Ana"))) { Text($0) }, width: 390)
        #expect(empty.diagnostics.contains { $0.message.contains("selection Ana matches no row") })
        let none = Port.layout(List(names, id: \.self, selection: .constant(String?.none)) { Text($0) }, width: 390)
        #expect(none.diagnostics.isEmpty)
    }

    // While editing: delete controls for `onDelete` rows, reorder handles for `onMove` rows; a
    // `deleteDisabled` row keeps the control's room (documented choice, `ListEditMetrics`).
    @Test func editControls() throws {
        let view = List {
            ForEach(names, id: \.self) { name in Text(name).deleteDisabled(name == "Ben") }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(.active))
        let result = Port.layout(view, width: 390)
        #expect(Port.parts(.deleteControl, in: result.root).count == 2)
        #expect(Port.parts(.reorderControl, in: result.root).count == 3)
        #expect(try Port.text("Ben", in: result.root).frame.minX == Port.text("Ana", in: result.root).frame.minX)
        #expect(try Port.text("Ana", in: result.root).frame.minX == 40 + 22 + 16)
        let reorder = try #require(Port.parts(.reorderControl, in: result.root).first)
        #expect(Port.near(reorder.frame.maxX, 390 - 20 - 20))
        // Only moves: no delete controls; at rest: nothing.
        let moves = Port.layout(List { ForEach(names, id: \.self) { Text($0) }.onMove { _, _ in } }.environment(\.editMode, .constant(.active)), width: 390)
        #expect(Port.parts(.deleteControl, in: moves.root).isEmpty)
        #expect(Port.parts(.reorderControl, in: moves.root).count == 3)
        let rest = Port.layout(List { ForEach(names, id: \.self) { Text($0) }.onDelete { _ in } }, width: 390)
        #expect(Port.parts(.deleteControl, in: rest.root).isEmpty)
    }

    // A single selection while editing: no circles; the delete controls show.
    @Test func singleSelectionWhileEditing() {
        let view = List(selection: .constant(Optional("Ana"))) {
            ForEach(names, id: \.self) { Text($0) }.onDelete { _ in }
        }
        .environment(\.editMode, .constant(.active))
        let result = Port.layout(view, width: 390)
        #expect(Port.parts(.selectionIndicator, in: result.root).isEmpty)
        #expect(Port.parts(.deleteControl, in: result.root).count == 3)
        #expect(Port.parts(.selectedRowBackground, in: result.root).count == 1)
    }

    // A selected row hides the separators along its edges (UIKit's selected cells).
    @Test func selectedRowsHideTheirSeparators() {
        let rows = ["Ana", "Ben", "Chloé", "Dev"]
        let plain = Port.layout(List(rows, id: \.self, selection: .constant(String?.none)) { Text($0) }, width: 390)
        #expect(Port.parts(.rowSeparator, in: plain.root).count == 3)
        let selected = Port.layout(List(rows, id: \.self, selection: .constant(Optional("Chloé"))) { Text($0) }, width: 390)
        let separators = Port.parts(.rowSeparator, in: selected.root)
        #expect(separators.count == 1)
        #expect(separators.allSatisfy { $0.frame.maxY <= Port.parts(.listRow, in: selected.root)[0].frame.maxY + 1e-9 })
    }

    // Apple, `List(_:editActions:rowContent:)`: the edits the rows allow, their controls while
    // the list is edited.
    @Test func editActionsOnBoundData() {
        struct Person: Identifiable { let id: Int; var name: String }
        var people = [Person(id: 1, name: "Ana"), Person(id: 2, name: "Ben")]
        let binding = Binding(get: { people }, set: { people = $0 })
        let deletes = Port.layout(List(binding, editActions: .delete) { $person in Text(person.name) }.environment(\.editMode, .constant(.active)), width: 390)
        #expect(Port.parts(.deleteControl, in: deletes.root).count == 2)
        #expect(Port.parts(.reorderControl, in: deletes.root).isEmpty)
        let all = Port.layout(List(binding, editActions: .all, selection: .constant(Set([2]))) { $person in Text(person.name) }
            .environment(\.editMode, .constant(.active)), width: 390)
        #expect(Port.parts(.selectionIndicator, in: all.root).count == 2)
        #expect(Port.parts(.reorderControl, in: all.root).count == 2)
    }

    @Test func editModeValues() {
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
        var environment = EnvironmentValues()
        #expect(environment.editMode?.wrappedValue == .inactive)
        environment.editMode = .constant(.active)
        #expect(environment.editMode?.wrappedValue == .active)
    }

    // Removing and moving through the collection extensions SwiftUI adds for `onDelete`/`onMove`.
    @Test func collectionEdits() {
        var values = ["a", "b", "c", "d"]
        values.remove(atOffsets: IndexSet([1, 3]))
        #expect(values == ["a", "c"])
        values = ["a", "b", "c", "d"]
        values.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(values == ["b", "c", "a", "d"])
    }
}
