import SwiftUI

/// The shelf, by status, with search; a row opens the book.
struct LibraryView: View {
    @EnvironmentObject private var library: LibraryStore
    @State private var syncNote = "Not synced yet"

    var body: some View {
        NavigationStack {
            List {
                ForEach(Book.Status.allCases, id: \.self) { status in
                    let books = library.books(in: status)
                    if !books.isEmpty {
                        Section(status.rawValue) {
                            ForEach(books) { book in
                                NavigationLink(value: book) { BookRow(book: book) }
                            }
                        }
                    }
                }
                Section {
                    Text(syncNote)
                        .font(.footnote)
                        .foregroundColor(Color(.secondaryLabel))
                }
            }
            .navigationTitle("Bookshelf")
            .navigationDestination(for: Book.self) { BookDetailView(book: $0) }
            .searchable(text: $library.query, prompt: "Title")
            .onReceive(library.$lastSync.compactMap { $0 }) { date in
                syncNote = "Synced \(date.formatted(date: .abbreviated, time: .omitted))"
            }
        }
    }
}
