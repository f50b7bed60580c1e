// A model file as apps write it on iOS: it imports only Foundation, which there brings Combine's
// `ObservableObject` and `@Published` along. On Linux it builds unchanged through the recipe's
// implicit imports (Package.swift, `implicitImportsOfAppleFoundation`).
import Foundation

/// One day's forecast.
public struct Forecast: Codable, Hashable, Identifiable, Sendable {
    public var day: String
    public var high: Int
    public var id: String { day }

    public init(day: String, high: Int) {
        self.day = day
        self.high = high
    }
}

/// A city's forecasts, observed by views.
public final class ForecastStore: ObservableObject {
    @Published public var city: String
    @Published public private(set) var forecasts: [Forecast] = []
    /// Not published: changes announce themselves with `objectWillChange.send()`.
    public private(set) var lastUpdate = "never"

    public init(city: String) { self.city = city }

    /// Replaces the forecasts.
    public func show(_ forecasts: [Forecast], at time: String) {
        self.forecasts = forecasts
        objectWillChange.send()
        lastUpdate = time
    }
}
