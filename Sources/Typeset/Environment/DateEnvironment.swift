import Foundation

private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(secondsFromGMT: 0) ?? .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSinceReferenceDate: 0) } }

extension EnvironmentValues {
    /// The time zone dates are shown in (default GMT, so that layouts do not depend on the
    /// machine).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in (default Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The moment the layout shows: the date a `TimelineView` is laid out at and what other
    /// views that read the clock count from. SwiftUI reads the clock and updates live; a
    /// headless layout shows one moment, by default 2001-01-01 00:00:00 UTC (the reference
    /// date), so that results do not depend on when they are made.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
