import SwiftUI

/// One book: its details, the reading progress and actions.
struct BookDetailView: View {
    let book: Book
    @EnvironmentObject private var library: LibraryStore
    @State private var pagesRead = 120

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(book.title).font(.title).bold()
                Text("by \(book.author)").font(.title3).foregroundColor(Color(.secondaryLabel))
                VStack(alignment: .leading, spacing: 8) {
                    Text("\(pagesRead) of \(book.pages) pages").font(.subheadline)
                    ReadingProgressBar(progress: Double(pagesRead) / Double(book.pages))
                }
                .padding()
                .background(Color(.secondarySystemGroupedBackground))
                .clipShape(RoundedRectangle(cornerRadius: 12))
                HStack {
                    Button("Finished") { finish() }
                        .buttonStyle(.borderedProminent)
                    Button("Copy ISBN") { UIPasteboard.general.string = book.isbn }
                        .buttonStyle(.bordered)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }

    private func finish() {
        library.mark(book, as: .finished)
        #if canImport(UIKit)
        // Laid out and built on Linux too: Typeset's UIKit has the feedback generators.
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
        #if os(iOS)
        // iOS only (Objective-C selectors): not compiled on Linux.
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        #endif
    }
}
