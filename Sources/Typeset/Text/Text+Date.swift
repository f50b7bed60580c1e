import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date (research/text-input-and-languages.md §3.1).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time only: `11:23 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date only: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The distance to now in words, without "ago" or "in": `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance to now: `+2 hours`, `-3 months`.
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting from now: `2:32`, `36:59:01`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, in the environment's locale, calendar and time zone;
    /// `.relative`, `.offset` and `.timer` count from the environment's `now` (SwiftUI updates
    /// them live; a layout shows one moment).
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(string: "", source: .date(date, style))]
    }

    /// Text showing a date range (`Jan 1, 1970, 12:00 AM – 1:00 AM`).
    public init(_ dates: ClosedRange<Date>) {
        segments = [Segment(string: "", source: .dateRange(dates))]
    }

    /// Text showing a date interval as a range.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Text showing a timer inside `timerInterval` at the environment's `now` (or at
    /// `pauseTime`): the time left (`countsDown`) or gone, as `M:SS`, with an hour field
    /// (`H:MM:SS`) from 60 minutes on when `showsHours`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        segments = [Segment(
            string: "",
            source: .timer(TimerText(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))]
    }
}

/// A timer over an interval.
struct TimerText: Hashable, Sendable {
    var interval: ClosedRange<Date>
    var pauseTime: Date?
    var countsDown: Bool
    var showsHours: Bool

    func string(in environment: EnvironmentValues) -> String {
        let moment = min(max(pauseTime ?? environment.now, interval.lowerBound), interval.upperBound)
        // Whole seconds: time left rounds up (a countdown shows 0:00 only at its end), time
        // gone rounds down.
        let seconds = countsDown
            ? (interval.upperBound.timeIntervalSince(moment)).rounded(.up)
            : (moment.timeIntervalSince(interval.lowerBound)).rounded(.down)
        return DateText.clock(seconds, showsHours: showsHours, locale: environment.locale)
    }
}

/// Dates and durations as `Text` shows them (Design §22.5).
enum DateText {
    /// `date` in `style` in `environment`.
    static func string(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        switch style.kind {
        case .time:
            return date.formatted(Date.FormatStyle(
                date: .omitted, time: .shortened, locale: environment.locale, calendar: environment.calendar,
                timeZone: environment.timeZone))
        case .date:
            return date.formatted(Date.FormatStyle(
                date: .long, time: .omitted, locale: environment.locale, calendar: environment.calendar,
                timeZone: environment.timeZone))
        case .relative:
            return distance(from: environment.now, to: date, in: environment)
        case .offset:
            let words = distance(from: environment.now, to: date, in: environment)
            return (date < environment.now ? "-" : "+") + words
        case .timer:
            return clock(abs(date.timeIntervalSince(environment.now)).rounded(.down), showsHours: true, locale: environment.locale)
        }
    }

    /// A date range in `environment`: both ends with date and time, the shared parts once.
    static func string(_ range: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
        var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: environment.locale, calendar: environment.calendar)
        style.timeZone = environment.timeZone
        return style.format(range.lowerBound..<range.upperBound)
    }

    /// The distance between two moments in words: the two largest non-zero calendar units of
    /// year, month, day, hour, minute and second (research §3.1: `2 hours, 23 minutes`,
    /// `1 year, 1 month`), truncated, without direction.
    static func distance(from start: Date, to end: Date, in environment: EnvironmentValues) -> String {
        let (earlier, later) = start <= end ? (start, end) : (end, start)
        let components = environment.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
        let all: [(Int?, DurationList.Unit)] = [
            (components.year, .year), (components.month, .month), (components.day, .day),
            (components.hour, .hour), (components.minute, .minute), (components.second, .second),
        ]
        var parts = all.compactMap { value, unit -> (value: Int64, unit: DurationList.Unit)? in
            guard let value, value != 0 else { return nil }
            return (Int64(value), unit)
        }
        if parts.isEmpty { parts = [(0, .second)] }
        let shown = Array(parts.prefix(2))
        return DurationList.string(shown, locale: environment.locale.identifier)
            ?? shown.map { "\($0.value) \($0.unit.rawValue)\($0.value == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// `seconds` as a clock: `M:SS`, or `H:MM:SS` from an hour on when `showsHours`, in the
    /// locale's digits.
    static func clock(_ seconds: TimeInterval, showsHours: Bool, locale: Locale) -> String {
        let whole = seconds.isFinite ? Int64(clamping: Int64(exactly: max(seconds, 0).rounded(.down)) ?? Int64.max / 2) : 0
        let duration = Duration.seconds(whole)
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && whole >= 3600 ? .hourMinuteSecond : .minuteSecond
        return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
    }

    /// `style` re-targeted to the environment's locale, and for date styles its calendar and
    /// time zone (research §3.1: SwiftUI does the same).
    static func retargeted<F: FormatStyle>(_ style: F, to environment: EnvironmentValues) -> F {
        let localized = style.locale(environment.locale)
        switch localized {
        case var dates as Date.FormatStyle:
            dates.calendar = environment.calendar
            dates.timeZone = environment.timeZone
            return dates as? F ?? localized
        case var verbatim as Date.VerbatimFormatStyle:
            verbatim.calendar = environment.calendar
            verbatim.timeZone = environment.timeZone
            return verbatim as? F ?? localized
        case var iso as Date.ISO8601FormatStyle:
            iso.timeZone = environment.timeZone
            return iso as? F ?? localized
        case var relative as Date.RelativeFormatStyle:
            relative.calendar = environment.calendar
            return relative as? F ?? localized
        default:
            return localized
        }
    }
}
