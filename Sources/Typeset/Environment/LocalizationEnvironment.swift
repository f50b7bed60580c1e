import Foundation

private struct LocalizationBundleKey: EnvironmentKey { static var defaultValue: Bundle? { nil } }
// Made once, as the locale is.
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(secondsFromGMT: 0) ?? .current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct NowKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSinceReferenceDate: 0) } }
private struct PseudolanguageKey: EnvironmentKey { static var defaultValue: Pseudolanguage? { nil } }

extension EnvironmentValues {
    /// The bundle whose translations `Text` and other views read when they name no bundle;
    /// nil means `Bundle.main`, as in SwiftUI. On Linux the main bundle is the executable's
    /// directory, so a test or tool points this at the app's resources (`Bundle.module`,
    /// `Bundle(path:)` of a directory with `.lproj` tables or `.xcstrings` catalogues).
    public var localizationBundle: Bundle? {
        get { self[LocalizationBundleKey.self] }
        set { self[LocalizationBundleKey.self] = newValue }
    }

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

    /// The moment the layout shows: what `.relative`, `.offset` and `.timer` dates count from,
    /// what a timer's interval is read at and the date a `TimelineView` is laid out at
    /// (Design §24.4). SwiftUI reads the clock and updates these texts
    /// live; a headless layout shows one moment, by default 2001-01-01 00:00:00 UTC (the
    /// reference date), so that results do not depend on when they are made.
    public var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }

    /// The pseudolanguage applied to every localized string (nil: none). Setting a
    /// right-to-left one (`.rightToLeft`, `.rightToLeftWithStrings`, `.arXB`) also sets the
    /// layout direction to right to left, as the scheme option does.
    public var pseudolanguage: Pseudolanguage? {
        get { self[PseudolanguageKey.self] }
        set {
            self[PseudolanguageKey.self] = newValue
            if newValue?.isRightToLeft == true { layoutDirection = .rightToLeft }
        }
    }
}
