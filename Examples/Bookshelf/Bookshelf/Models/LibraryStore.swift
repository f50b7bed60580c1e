import Combine
import Foundation

/// The shelf: the books, a search query and what it matches.
final class LibraryStore: ObservableObject {
    @Published var books: [Book]
    @Published var query = ""
    @Published private(set) var matches: [Book] = []
    @Published private(set) var lastSync: Date?

    private var subscriptions = Set<AnyCancellable>()

    init(books: [Book]) {
        self.books = books
        // A published property's publisher sends the new value before the property changes,
        // so each pipeline passes on its own value and reads the other property.
        $books
            .sink { [weak self] books in self?.match(books, self?.query ?? "") }
            .store(in: &subscriptions)
        $query
            .removeDuplicates()
            .sink { [weak self] query in self?.match(self?.books ?? [], query) }
            .store(in: &subscriptions)
        NotificationCenter.default.publisher(for: .bookshelfDidSync)
            .compactMap { $0.object as? Date }
            .sink { [weak self] in self?.lastSync = $0 }
            .store(in: &subscriptions)
    }

    private func match(_ books: [Book], _ query: String) {
        matches = query.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    /// The books in `status`.
    func books(in status: Book.Status) -> [Book] { matches.filter { $0.status == status } }

    /// Moves a book to another status.
    func mark(_ book: Book, as status: Book.Status) {
        guard let index = books.firstIndex(of: book) else { return }
        books[index].status = status
    }
}

extension Notification.Name {
    /// Posted with the sync's date as the object.
    static let bookshelfDidSync = Notification.Name("BookshelfDidSync")
}
