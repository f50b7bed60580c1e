import SwiftUI

@main
struct BookshelfApp: App {
    @StateObject private var library = LibraryStore(books: Book.samples)
    @State private var goal = ReadingGoal()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(library)
                .environment(goal)
        }
    }
}
