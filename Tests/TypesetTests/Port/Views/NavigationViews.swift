// SwiftUI view files written for the port suite the way SwiftUI's documentation uses
// NavigationStack, NavigationLink and TabView: only the import differs from an iOS project.
import Typeset

/// A navigation stack over a list of links, with a large title.
struct TrailList: View {
    let trails = ["Ridge", "Canyon", "Lakeshore"]

    var body: some View {
        NavigationStack {
            List(trails, id: \.self) { trail in
                NavigationLink(trail, value: trail)
            }
            .navigationDestination(for: String.self) { trail in
                Text(trail)
            }
            .navigationTitle("Trails")
        }
    }
}

/// An inline title.
struct DetailScreen: View {
    var body: some View {
        NavigationStack {
            Text("Details")
                .navigationTitle("Item")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// Two tabs with tab items, the second selected.
struct MainTabs: View {
    @State private var selection = 2

    var body: some View {
        TabView(selection: $selection) {
            Text("Inbox")
                .tabItem {
                    Text("Inbox")
                }
                .tag(1)
            Text("Outbox")
                .tabItem {
                    Text("Outbox")
                }
                .tag(2)
        }
    }
}

/// iOS 18 tabs.
struct ModernTabs: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") {
                Text("Today")
            }
            Tab("Calendar", systemImage: "calendar") {
                Text("Calendar")
            }
            Tab("Settings", systemImage: "gear") {
                Text("Settings")
            }
        }
    }
}
