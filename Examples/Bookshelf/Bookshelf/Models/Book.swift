import Foundation

/// A book on the shelf.
struct Book: Identifiable, Hashable, Codable {
    enum Status: String, CaseIterable, Codable {
        case toRead = "To read"
        case reading = "Reading"
        case finished = "Finished"
    }

    var id: String { isbn }
    var isbn: String
    var title: String
    var author: String
    var pages: Int
    var status: Status

    static let samples: [Book] = [
        Book(isbn: "9780141439518", title: "Pride and Prejudice", author: "Jane Austen", pages: 432, status: .finished),
        Book(isbn: "9780553386790", title: "A Game of Thrones", author: "George R. R. Martin", pages: 864, status: .reading),
        Book(isbn: "9780062316097", title: "Sapiens", author: "Yuval Noah Harari", pages: 464, status: .toRead),
        Book(isbn: "9780374533557", title: "Thinking, Fast and Slow", author: "Daniel Kahneman", pages: 512, status: .toRead),
    ]
}
