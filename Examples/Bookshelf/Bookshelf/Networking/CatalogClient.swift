import Foundation

/// Looks books up in an online catalogue by ISBN.
struct CatalogClient {
    enum CatalogError: Error, Equatable {
        case badStatus(Int)
        case notHTTP
    }

    var baseURL = URL(string: "https://catalog.example.org/api/v1")!
    var session = URLSession.shared

    /// The request for the book with `isbn`.
    func request(isbn: String) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("books").appendingPathComponent(isbn))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 15
        return request
    }

    /// The book in a catalogue answer.
    func book(from data: Data, response: URLResponse) throws -> Book {
        guard let http = response as? HTTPURLResponse else { throw CatalogError.notHTTP }
        guard http.statusCode == 200 else { throw CatalogError.badStatus(http.statusCode) }
        return try JSONDecoder().decode(Book.self, from: data)
    }

    /// Fetches the book with `isbn`.
    func fetch(isbn: String) async throws -> Book {
        let (data, response) = try await session.data(for: request(isbn: isbn))
        return try book(from: data, response: response)
    }
}
