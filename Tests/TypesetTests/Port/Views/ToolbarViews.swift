// SwiftUI view files written for the port suite the way SwiftUI's documentation uses toolbars,
// `searchable` and List selection with `EditButton`: only the import differs.
import Typeset

/// Toolbar items at the documented placements.
struct ComposeScreen: View {
    @State private var subject = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Subject", text: $subject)
            }
            .navigationTitle("New Message")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Attach") {}
                    Spacer()
                    Button("Format") {}
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Done") {}
                }
            }
        }
    }
}

/// Toolbar content factored into its own type with the toolbar content builder.
struct EditorToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            Text("Draft").font(.headline)
        }
        ToolbarItem(placement: .topBarTrailing) {
            Button("Share") {}
        }
    }
}

struct EditorScreen: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .toolbar { EditorToolbar() }
                .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

/// A bar hidden with `toolbar(.hidden, for:)`.
struct ImmersiveScreen: View {
    var body: some View {
        NavigationStack {
            Color.black
                .navigationTitle("Photo")
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}

/// Search with suggestions and a search submission.
struct ColorSearch: View {
    @State private var searchText = ""
    let colors = ["Red", "Green", "Blue"]

    var body: some View {
        NavigationStack {
            List(colors, id: \.self) { color in
                Text(color)
            }
            .navigationTitle("Colors")
            .searchable(text: $searchText, prompt: "Find a color")
            .searchSuggestions {
                ForEach(colors, id: \.self) { suggestion in
                    Text(suggestion).searchCompletion(suggestion)
                }
            }
            .onSubmit(of: .search) {}
        }
    }
}

/// A single selection, and a multiple selection edited with `EditButton`.
struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

let oceans = [Ocean(name: "Pacific"), Ocean(name: "Atlantic"), Ocean(name: "Indian")]

struct OceanPicker: View {
    @State var singleSelection: UUID?

    var body: some View {
        NavigationStack {
            List(oceans, selection: $singleSelection) {
                Text($0.name)
            }
            .navigationTitle("Oceans")
        }
    }
}

struct OceanEditor: View {
    private let oceans = ["Pacific", "Atlantic", "Indian", "Southern"]
    @State private var multiSelection = Set<String>(["Atlantic"])

    var body: some View {
        NavigationStack {
            List(oceans, id: \.self, selection: $multiSelection) {
                Text($0)
            }
            .navigationTitle("Oceans")
            .toolbar { EditButton() }
        }
    }
}
