import Foundation
import Testing
@testable import Typeset

/// `Text(_:format:)`, `Text(_:formatter:)`, `Text(_:style:)` and timers in the environment's
/// locale, calendar, time zone and `now` (research/text-input-and-languages.md §3; Apple's
/// documentation of `Text.DateStyle` and `Text(timerInterval:…)` for the examples).
@Suite struct TextFormattingTests {
    private func shown<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> String? {
        var environment = EnvironmentValues()
        configure(&environment)
        return LayoutEngine(fonts: .bundled, environment: environment).layout(view, proposal: .unspecified).nodes
            .compactMap { $0.text?.string }.first
    }

    private static func de(_ environment: inout EnvironmentValues) { environment.locale = Locale(identifier: "de_DE") }

    @Test func formatStylesTakeTheEnvironmentsLocale() {
        // research §3.2 [measured]: `.percent` of 0.256 is 25.6% / 25,6 %; `.currency(code:
        // "EUR")` of 1234.5 is €1,234.50 / 1.234,50 € (CLDR's German patterns put a no-break
        // space before the sign).
        #expect(shown(Text(0.256, format: .percent)) == "25.6%")
        #expect(shown(Text(0.256, format: .percent), Self.de) == "25,6\u{A0}%")
        #expect(shown(Text(1234.5, format: .currency(code: "EUR"))) == "€1,234.50")
        #expect(shown(Text(1234.5, format: .currency(code: "EUR")), Self.de) == "1.234,50\u{A0}€")
        let cost = 1234.5
        #expect(shown(Text("Total: \(cost, format: .currency(code: "EUR"))"), Self.de) == "Total: 1.234,50\u{A0}€")
    }

    @Test func dateFormatStylesTakeTheCalendarAndTimeZone() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        let style = Date.FormatStyle(date: .abbreviated, time: .shortened)
        var expected = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "de_DE"))
        expected.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(shown(Text(date, format: style)) { $0.locale = Locale(identifier: "de_DE"); $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }
            == date.formatted(expected))
    }

    @Test func formattersAreReconfiguredFromTheEnvironment() {
        let date = Date(timeIntervalSince1970: 0)
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        formatter.locale = Locale(identifier: "en_US")
        let oracle = DateFormatter()
        oracle.dateStyle = .medium
        oracle.timeStyle = .none
        oracle.locale = Locale(identifier: "de_DE")
        oracle.timeZone = TimeZone(secondsFromGMT: 0)
        #expect(shown(Text(date, formatter: formatter), Self.de) == oracle.string(from: date))
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        #expect(shown(Text(NSNumber(value: 1234.5), formatter: numbers), Self.de) == "1.234,5")
    }

    /// research §3.1 table, Apple's examples: `.date` "June 3, 2019", `.relative` "2 hours,
    /// 23 minutes" and "1 year, 1 month", `.offset` "+2 hours" and "-3 months", `.timer` "2:32"
    /// and "36:59:01".
    @Test func dateStylesAtAGivenNow() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let june3 = try #require(calendar.date(from: DateComponents(year: 2019, month: 6, day: 3, hour: 23, minute: 23)))
        #expect(shown(Text(june3, style: .date)) == "June 3, 2019")
        let time = try #require(shown(Text(june3, style: .time)))
        #expect(time.replacingOccurrences(of: "\u{202F}", with: " ") == "11:23 PM")

        let now = june3
        let setNow: (inout EnvironmentValues) -> Void = { $0.now = now }
        #expect(shown(Text(now.addingTimeInterval(2 * 3600 + 23 * 60 + 40), style: .relative), setNow) == "2 hours, 23 minutes")
        let yearAndMonth = try #require(calendar.date(byAdding: DateComponents(year: 1, month: 1), to: now))
        #expect(shown(Text(yearAndMonth, style: .relative), setNow) == "1 year, 1 month")
        #expect(shown(Text(now.addingTimeInterval(2 * 3600), style: .offset), setNow) == "+2 hours")
        let threeMonthsAgo = try #require(calendar.date(byAdding: .month, value: -3, to: now))
        #expect(shown(Text(threeMonthsAgo, style: .offset), setNow) == "-3 months")
        #expect(shown(Text(now.addingTimeInterval(-152), style: .timer), setNow) == "2:32")
        #expect(shown(Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer), setNow) == "36:59:01")
        // Interpolated, the date is a Text argument.
        #expect(shown(Text("Due in \(now.addingTimeInterval(2 * 3600), style: .relative)"), setNow) == "Due in 2 hours")
    }

    @Test func theDefaultNowIsFixed() {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        #expect(shown(Text(reference.addingTimeInterval(90), style: .timer)) == "1:30")
    }

    @Test func timersCountInsideTheirInterval() {
        // Apple (SystemFormatStyle.Timer): a 5-minute countdown shows 5:00, 4:00, 0:30, 0:00.
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let interval = start...start.addingTimeInterval(300)
        for (elapsed, expected) in [(0.0, "5:00"), (60, "4:00"), (270, "0:30"), (300, "0:00"), (900, "0:00")] {
            #expect(shown(Text(timerInterval: interval)) { $0.now = start.addingTimeInterval(elapsed) } == expected)
        }
        #expect(shown(Text(timerInterval: interval, countsDown: false)) { $0.now = start.addingTimeInterval(61) } == "1:01")
        #expect(shown(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(120))) { $0.now = start } == "3:00")
        let long = start...start.addingTimeInterval(2 * 3600)
        #expect(shown(Text(timerInterval: long)) { $0.now = start } == "2:00:00")
        #expect(shown(Text(timerInterval: long, showsHours: false)) { $0.now = start } == "120:00")
    }

    @Test func durationListsInOtherLanguages() {
        // CLDR's German units list pattern joins two units with ", " (ICU unit list, wide).
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
        let german = shown(Text(later, style: .relative)) { $0.now = now; $0.locale = Locale(identifier: "de_DE") }
        #expect(german?.contains("2 Stunden") == true)
        #expect(german?.contains("23 Minuten") == true)
    }
}
