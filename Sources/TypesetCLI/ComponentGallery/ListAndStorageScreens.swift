// The list-selection, badge and storage families' screens.
import Foundation
import Typeset

extension ComponentGallery {
    static var listScreens: [Screen] {
        [
            Screen("list-single-selection", family: "Lists: selection and editing", "List(selection:) with one value: the selected row highlighted in systemGray4, clipped to the card's corners.", SingleSelectionList()),
            Screen("list-multiple-selection-editing", family: "Lists: selection and editing", "A Set selection while editing: selection circles (filled and checked for the selected rows), EditButton reads Done.", MultipleSelectionList()),
            Screen("list-edit-delete-move", family: "Lists: selection and editing", "Editing rows with onDelete and onMove: red delete controls, reorder handles; one row deleteDisabled.", EditableList()),
            Screen("tab-badges", family: "Lists: selection and editing", "Badges on tab items (white on red) and a hidden-badge tab (0).", BadgedTabs()),
        ]
    }

    static var storageScreens: [Screen] {
        [
            Screen("storage-and-scene", family: "Storage and scene", "@AppStorage values with their defaults, @SceneStorage, scenePhase, the size classes and editMode read from the environment.", StorageScreen()),
        ]
    }
}

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"), Fruit(id: 4, name: "Date")]

private struct SingleSelectionList: View {
    @State private var selection: Int? = 1

    var body: some View {
        NavigationStack {
            List(fruit, selection: $selection) { item in
                Text(item.name)
            }
            .navigationTitle("Fruit")
        }
    }
}

private struct MultipleSelectionList: View {
    @State private var selection: Set<Int> = [2, 3]

    var body: some View {
        NavigationStack {
            List(fruit, selection: $selection) { item in
                Text(item.name)
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
            .environment(\.editMode, .constant(.active))
        }
    }
}

private struct EditableList: View {
    @State private var names = ["Ana", "Ben", "Chloé", "Dev"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name).deleteDisabled(name == "Ben")
                }
                .onDelete { names.remove(atOffsets: $0) }
                .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Team")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}

private struct BadgedTabs: View {
    var body: some View {
        TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(5)
            Text("Chats").tabItem { Label("Chats", systemImage: "bubble.left") }.badge("New")
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.badge(0)
        }
    }
}

private enum Units: String {
    case metric, imperial
}

private struct StorageScreen: View {
    @AppStorage("gallery.username") private var username = "Ada"
    @AppStorage("gallery.units") private var units = Units.metric
    @AppStorage("gallery.volume") private var volume = 0.8
    @SceneStorage("gallery.draft") private var draft = "Unsent draft"
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.editMode) private var editMode

    var body: some View {
        NavigationStack {
            Form {
                Section("App storage") {
                    LabeledRow(title: "Username", value: username)
                    LabeledRow(title: "Units", value: units.rawValue)
                    LabeledRow(title: "Volume", value: "\(Int(volume * 100)) %")
                }
                Section("Scene") {
                    LabeledRow(title: "Draft", value: draft)
                    LabeledRow(title: "Phase", value: scenePhase == .active ? "active" : "not active")
                    LabeledRow(title: "Width class", value: horizontalSizeClass == .compact ? "compact" : "regular")
                    LabeledRow(title: "Editing", value: editMode?.wrappedValue.isEditing == true ? "yes" : "no")
                }
            }
            .navigationTitle("Preferences")
        }
    }
}

private struct LabeledRow: View {
    let title: String
    let value: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}
