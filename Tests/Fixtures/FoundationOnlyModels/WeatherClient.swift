// A networking client in a file that imports only Foundation: `URLSession`, `URLRequest` and
// `HTTPURLResponse`, which Linux keeps in FoundationNetworking.
import Foundation

/// Fetches forecasts from a weather service.
public struct WeatherClient {
    /// What can go wrong with an answer.
    public enum Failure: Error, Equatable {
        case status(Int)
        case notHTTP
    }

    public var baseURL: URL
    public var session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The request for `city`'s forecasts.
    public func request(for city: String) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent("forecast"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "city", value: city)]
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// The forecasts in an answer, or why there are none.
    public func forecasts(from data: Data, response: URLResponse) throws -> [Forecast] {
        guard let http = response as? HTTPURLResponse else { throw Failure.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw Failure.status(http.statusCode) }
        return try JSONDecoder().decode([Forecast].self, from: data)
    }

    /// Fetches `city`'s forecasts.
    public func fetch(_ city: String) async throws -> [Forecast] {
        let (data, response) = try await session.data(for: request(for: city))
        return try forecasts(from: data, response: response)
    }
}
