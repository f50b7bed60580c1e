// The navigation family's screens: bars, toolbars, search, split views.
import Foundation
import Typeset

extension ComponentGallery {
    static var navigationScreens: [Screen] {
        [
            Screen("navigation-large-title", family: "Navigation", "Large title at the scroll edge: no bar background, no hairline; the grouped background reaches under the status bar and the home indicator; toolbar items at both ends; search field under the title; a bottom toolbar; row badges before the chevrons.", MailboxesScreen()),
            Screen("navigation-inline", family: "Navigation", "Inline title centred between a cancellation and a confirmation action (semibold).", EditItemScreen()),
            Screen("navigation-searching", family: "Navigation", "An active search: the field with Cancel replaces the title, the suggestions cover the content.", SearchingScreen()),
            Screen("navigation-toolbar-background", family: "Navigation", "toolbarBackground(.visible): the bar's colour reaches under the status bar, hairline drawn; a principal item replaces the title.", ToolbarBackgroundScreen()),
            Screen("split-ipad-landscape", family: "Navigation", device: .iPadPro11, orientation: .landscapeLeft, "Three columns with .all visibility, tiled (.balanced): sidebar and content 320 wide, detail the rest, each with its own bar.", LibrarySplitView(visibility: .all)),
            Screen("split-ipad-portrait", family: "Navigation", device: .iPadPro11, "Two columns in a tall window with .automatic visibility: the detail only.", NotesSplitView()),
            Screen("split-ipad-prominent", family: "Navigation", device: .iPadPro11, "prominentDetail with .all: the sidebar lies over the full-width detail.", NotesSplitView(visibility: .all).navigationSplitViewStyle(.prominentDetail)),
            Screen("split-iphone", family: "Navigation", "Collapsed on iPhone: one stack showing the sidebar.", LibrarySplitView(visibility: .automatic)),
            Screen("split-iphone-detail", family: "Navigation", "Collapsed with preferredCompactColumn .detail: the detail with a back button titled after the content column.", LibrarySplitView(visibility: .automatic, compactColumn: .detail)),
            Screen("navigationview-deprecated", family: "Navigation", "NavigationView with navigationBarTitle(_:displayMode:) and navigationBarItems(leading:trailing:), stack style.", OldStyleScreen()),
        ]
    }
}

private struct MailboxesScreen: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Inbox") { Text("Inbox") }.badge(12)
                    NavigationLink("VIP") { Text("VIP") }.badge(2)
                    NavigationLink("Flagged") { Text("Flagged") }
                }
                Section("iCloud") {
                    Text("Drafts").badge(3)
                    Text("Sent")
                    Text("Archive")
                }
            }
            .navigationTitle("Mailboxes")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                ToolbarItem(placement: .status) { Text("Updated Just Now") }
                ToolbarItem(placement: .bottomBar) { Button("New") {} }
            }
        }
    }
}

private struct EditItemScreen: View {
    @State private var name = "Kayak"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Toggle("Favourite", isOn: .constant(true))
            }
            .navigationTitle("Edit Item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
            }
        }
    }
}

private struct SearchingScreen: View {
    var body: some View {
        NavigationStack {
            List(["Apples", "Apricots", "Bananas"], id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: .constant("Ap"), isPresented: .constant(true), prompt: "Fruit")
                .searchSuggestions {
                    Text("Apples").searchCompletion("Apples")
                    Text("Apricots").searchCompletion("Apricots")
                }
        }
    }
}

private struct ToolbarBackgroundScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Scrolled content sits under the bar.").padding()
            }
            .navigationTitle("Weather")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color(red: 0.85, green: 0.92, blue: 1), for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack(spacing: 0) {
                        Text("Cupertino").font(.headline)
                        Text("Sunny, 21°").font(.caption)
                    }
                }
            }
        }
    }
}

private struct LibrarySplitView: View {
    @State var visibility: NavigationSplitViewVisibility
    @State var compactColumn: NavigationSplitViewColumn

    init(visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn = .sidebar) {
        _visibility = State(initialValue: visibility)
        _compactColumn = State(initialValue: compactColumn)
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            List(["Fiction", "History", "Science"], id: \.self) { Text($0) }
                .navigationTitle("Library")
        } content: {
            List(["Dune", "Foundation", "Hyperion"], id: \.self) { Text($0) }
                .navigationTitle("Fiction")
        } detail: {
            Text("Dune, by Frank Herbert")
                .navigationTitle("Dune")
                .navigationBarTitleDisplayMode(.inline)
        }
        .navigationSplitViewStyle(.balanced)
    }
}

private struct NotesSplitView: View {
    @State var visibility = NavigationSplitViewVisibility.automatic

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Ideas", "Groceries", "Trips"], id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .navigationSplitViewColumnWidth(min: 200, ideal: 280, max: 360)
        } detail: {
            Text("Pick a note")
                .foregroundStyle(.secondary)
        }
    }
}

private struct OldStyleScreen: View {
    var body: some View {
        NavigationView {
            List(1..<6, id: \.self) { Text("Row \($0)") }
                .navigationBarTitle("Archive", displayMode: .large)
                .navigationBarItems(leading: Button("Close") {}, trailing: Button("Add") {})
        }
        .navigationViewStyle(.stack)
    }
}
