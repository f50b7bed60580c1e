// SwiftUI view files written for the port suite the way SwiftUI's documentation uses
// @AppStorage, @SceneStorage and the scene's environment values: only the import differs.
import Typeset

enum AppTheme: String {
    case system, light, dark
}

enum Sorting: Int {
    case name, date
}

/// Preferences kept in a given store.
struct PreferencesView: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("showsPreview") private var showsPreview = true
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("theme") private var theme = AppTheme.system
    @AppStorage("sorting") private var sorting = Sorting.name
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
        Form {
            Text("User: \(username)")
            Text("Preview: \(showsPreview ? "on" : "off")")
            Text("Scale: \(fontScale)")
            Text("Launches: \(launchCount)")
            Text("Theme: \(theme.rawValue)")
            Text("Sorting: \(sorting == .name ? "name" : "date")")
            Text("Nickname: \(nickname ?? "none")")
        }
    }
}

/// A value kept per scene.
struct DraftEditor: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("selectedTab") private var selectedTab: Int?

    var body: some View {
        VStack {
            Text(draft.isEmpty ? "No draft" : draft)
            Text("Tab \(selectedTab ?? 0)")
        }
    }
}

/// The scene's phase, the size classes and URL opening from the environment.
struct SceneStatus: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Text(scenePhase == .active ? "Active" : "Inactive")
            if horizontalSizeClass == .compact {
                Text("Compact width")
            } else {
                Text("Regular width")
            }
            Text(verticalSizeClass == .compact ? "Compact height" : "Regular height")
            Button("Open Help") {
                openURL(URL(string: "https://example.com/help")!)
            }
        }
    }
}

/// A presented view reading whether it is presented and dismissing itself.
struct PresentedEditor: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text(isPresented ? "Presented" : "Not presented")
            Button("Close") { dismiss() }
            Button("Close (older)") { presentationMode.wrappedValue.dismiss() }
        }
    }
}
