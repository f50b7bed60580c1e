import Foundation

/// When a `TimelineView` updates, as SwiftUI's `TimelineSchedule`: a sequence of dates.
public protocol TimelineSchedule {
    /// The dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

/// A view whose content depends on the time, as SwiftUI's `TimelineView` (Design §24.4). A
/// headless layout shows one moment, the environment's `now` (deterministic: 2001-01-01 00:00:00
/// UTC unless set): the content is laid out for the schedule's last entry not after that moment,
/// or for the moment itself when the schedule has none before it (its view appears at `now`).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built from, as SwiftUI's `TimelineView.Context`.
    public struct Context {
        /// How often the content changes.
        public enum Cadence: Comparable, Hashable, Sendable {
            case live, seconds, minutes
        }
        /// The date the content is shown for.
        public let date: Date
        /// How often the schedule updates.
        public let cadence: Cadence
        /// Asks for the content again (a headless layout shows one moment: nothing to do).
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Content that depends on the time, updated by `schedule` (the context's type is the same
    /// for every schedule, as in SwiftUI, so the content's type can be inferred).
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        EnvironmentReader { environment in
            content(TimelineViewDefaultContext(date: Self.date(of: schedule, at: environment.now), cadence: Self.cadence(of: schedule)))
        }
    }

    /// The date the content shows at `now`: the last entry not after it among the first 10 000
    /// (a schedule is lazy and may be endless), else `now`.
    static func date(of schedule: Schedule, at now: Date) -> Date {
        var shown: Date?
        var count = 0
        for entry in schedule.entries(from: now, mode: .normal) {
            guard entry <= now, count < 10_000 else { break }
            shown = entry
            count += 1
        }
        return shown ?? now
    }

    static func cadence(of schedule: Schedule) -> TimelineViewDefaultContext.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: .live
        case is EveryMinuteTimelineSchedule: .minutes
        case let periodic as PeriodicTimelineSchedule: periodic.interval >= 60 ? .minutes : .seconds
        default: .seconds
        }
    }
}

/// The context of a `TimelineView` of any schedule, as SwiftUI's `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A schedule of every frame, as SwiftUI's `AnimationTimelineSchedule`: from the start date on.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// A schedule updating as often as the display, at most every `minimumInterval` seconds.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: startDate, by: max(minimumInterval ?? 1.0 / 60, 1.0 / 120)).entries(from: startDate, mode: mode)
    }
}

/// A schedule of every minute's start, as SwiftUI's `EveryMinuteTimelineSchedule`: the start
/// date, then each whole minute after it.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
            upcoming = Date(timeIntervalSinceReferenceDate: minute)
            return date
        }
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }
}

/// A schedule of dates `interval` seconds apart from a start, as SwiftUI's
/// `PeriodicTimelineSchedule`: asked from a later date, its entries start at the last one not
/// after that date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Dates from `startDate`, `interval` seconds apart.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
            return date
        }
    }

    public func entries(from date: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite, date > startDate else { return Entries(upcoming: startDate, interval: interval) }
        let steps = (date.timeIntervalSince(startDate) / interval).rounded(.down)
        return Entries(upcoming: startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// A schedule of given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// A schedule of `dates`, in order.
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// The given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
