// Lists of durations in words through ICU, for `Text(date, style: .relative)` and `.offset`
// (research/text-input-and-languages.md §3.1).

/// Durations in words, as CLDR writes a list of measures ("2 hours, 23 minutes").
public enum DurationList {
    /// A calendar unit of a duration.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        case year, month, week, day, hour, minute, second
    }

    /// `parts` in `locale` (a BCP 47 or ICU identifier), each amount with its unit's full
    /// name, joined as a units list; nil when ICU cannot format it.
    public static func string(_ parts: [(value: Int64, unit: Unit)], locale: String) -> String? {
        ICU.durationList(parts.map { ($0.value, $0.unit.rawValue) }, locale: locale)
    }
}
