// SwiftUI view files written for the port suite the way SwiftUI's documentation uses List,
// Form, Section and ForEach: only the import differs from an iOS project.
import Typeset

struct River: Identifiable {
    let name: String
    let id = UUID()
}

/// A list of identifiable data (List's documentation pattern), editable.
struct RiverList: View {
    @State private var rivers = [
        River(name: "Danube"),
        River(name: "Rhine"),
        River(name: "Loire"),
        River(name: "Elbe"),
        River(name: "Oder"),
    ]

    var body: some View {
        List(rivers) {
            Text($0.name)
        }
    }
}

/// Rows from ForEach that can be deleted and moved, with an edit button.
struct EditableRivers: View {
    @State private var names = ["Danube", "Rhine"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            .onDelete { names.remove(atOffsets: $0) }
            .onMove { names.move(fromOffsets: $0, toOffset: $1) }
        }
        .toolbar {
            EditButton()
        }
    }
}

/// A list with titled sections.
struct GroceryList: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apples")
                Text("Pears")
            }
            Section {
                Text("Carrots")
            } header: {
                Text("Vegetables")
            } footer: {
                Text("Seasonal")
            }
        }
    }
}

/// A plain list of strings.
struct PlainNames: View {
    let names = ["Ana", "Ben", "Cleo"]

    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
        }
        .listStyle(.plain)
    }
}

/// A settings form with toggles, a picker and a button.
struct AccountForm: View {
    @State private var isPrivate = true
    @State private var notifications = false
    @State private var previewIndex = 0
    let previewOptions = ["Always", "When Unlocked", "Never"]

    var body: some View {
        Form {
            Section(header: Text("Profile")) {
                TextField("Username", text: .constant("tim"))
                Toggle(isOn: $isPrivate) {
                    Text("Private Account")
                }
                .id("private")
            }
            Section(header: Text("Notifications")) {
                Toggle("Enabled", isOn: $notifications)
                Picker("Show Previews", selection: $previewIndex) {
                    ForEach(0..<previewOptions.count, id: \.self) {
                        Text(previewOptions[$0])
                    }
                }
            }
            Section {
                Button("Reset All Settings") {}
                    .id("reset")
            }
        }
    }
}

/// Rows with custom insets, a hidden separator and tighter sections.
struct TunedList: View {
    var body: some View {
        List {
            Text("Edge to edge")
                .listRowInsets(EdgeInsets())
                .id("edge")
            Text("No separator")
                .listRowSeparator(.hidden)
            Text("Last")
        }
        .listSectionSpacing(.compact)
        .environment(\.defaultMinListRowHeight, 60)
    }
}
