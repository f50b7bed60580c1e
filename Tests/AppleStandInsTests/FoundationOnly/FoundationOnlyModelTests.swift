import FoundationOnlyModels
import SwiftUI
import Synchronization
import Testing

/// A screen over the Foundation-only models.
struct ForecastScreen: View {
    @ObservedObject var store: ForecastStore
    let preferences: Preferences
    var body: some View {
        VStack(alignment: .leading) {
            Text(store.city).font(.title)
            ForEach(store.forecasts) { forecast in
                Text("\(forecast.day): \(forecast.high)\(preferences.unit)")
            }
            Text("Updated \(store.lastUpdate)")
        }
    }
}

@Suite struct FoundationOnlyModelTests {
    /// The fixture's source files.
    static let fixtureFiles: [URL] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/FoundationOnlyModels")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }()

    // The model files import only Foundation: what they use comes through the recipe's
    // implicit imports, not through an edit.
    @Test func fixtureFilesImportOnlyFoundation() throws {
        #expect(Self.fixtureFiles.count == 3)
        for file in Self.fixtureFiles {
            let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
            #expect(imports == ["import Foundation"], "\(file.lastPathComponent)")
        }
    }

    // `ObservableObject` and `@Published` from a Foundation-only file: Combine's, driving layout.
    @Test func observableObjectModelDrivesLayout() {
        let store = ForecastStore(city: "Lisbon")
        var cities: [String] = []
        let subscription = store.$city.sink { cities.append($0) }
        var changes = 0
        let changeSubscription = store.objectWillChange.sink { changes += 1 }
        let screen = ForecastScreen(store: store, preferences: Preferences())
        #expect(StandIns.texts(in: StandIns.layout(screen).root) == ["Lisbon", "Updated never"])

        store.city = "Porto"
        store.show([Forecast(day: "Mon", high: 21), Forecast(day: "Tue", high: 23)], at: "09:00")
        #expect(cities == ["Lisbon", "Porto"])
        #expect(changes == 3)
        #expect(StandIns.texts(in: StandIns.layout(screen).root) == ["Porto", "Mon: 21°C", "Tue: 23°C", "Updated 09:00"])
        subscription.cancel()
        changeSubscription.cancel()
    }

    // `@Observable` from a Foundation-only file: Observation's tracking sees its changes.
    @Test func observableMacroModelIsTracked() {
        let preferences = Preferences()
        let changed = Mutex(false)
        withObservationTracking { _ = preferences.unit } onChange: { changed.withLock { $0 = true } }
        preferences.unit = "°F"
        #expect(changed.withLock { $0 })
        let store = ForecastStore(city: "Oslo")
        store.show([Forecast(day: "Wed", high: 50)], at: "noon")
        #expect(StandIns.texts(in: StandIns.layout(ForecastScreen(store: store, preferences: preferences)).root).contains("Wed: 50°F"))
    }

    // `URLRequest`, `URLSession` and `HTTPURLResponse` from a Foundation-only file.
    @Test func networkingClientBuildsRequestsAndReadsResponses() throws {
        let base = try #require(URL(string: "https://weather.example/api"))
        let client = WeatherClient(baseURL: base)
        let request = client.request(for: "Den Haag")
        #expect(request.url?.absoluteString == "https://weather.example/api/forecast?city=Den%20Haag")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.httpMethod == "GET")

        let body = Data(#"[{"day":"Thu","high":18}]"#.utf8)
        let ok = try #require(HTTPURLResponse(url: base, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil))
        #expect(try client.forecasts(from: body, response: ok) == [Forecast(day: "Thu", high: 18)])
        let missing = try #require(HTTPURLResponse(url: base, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil))
        #expect(throws: WeatherClient.Failure.status(404)) { try client.forecasts(from: body, response: missing) }
        let plain = URLResponse(url: base, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        #expect(throws: WeatherClient.Failure.notHTTP) { try client.forecasts(from: body, response: plain) }
    }
}
