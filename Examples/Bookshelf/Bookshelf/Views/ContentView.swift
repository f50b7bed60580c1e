import SwiftUI

/// The app's root: the shelf and the reading goal, in tabs.
struct ContentView: View {
    var body: some View {
        TabView {
            LibraryView()
                .tabItem { Label("Library", systemImage: "books.vertical") }
            GoalSettingsForm()
                .tabItem { Label("Goal", systemImage: "target") }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(LibraryStore(books: Book.samples))
        .environment(ReadingGoal())
}
