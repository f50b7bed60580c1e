import Foundation

/// Where the string of a Text segment comes from when it depends on the environment: a
/// localized key, a formatted value, a date. Resolved when the Text is laid out, with the
/// environment's locale, bundle, time zone, calendar and clock. Indirect: a segment shown as
/// written carries one nil word, not the payload's size, so plain Text copies no more than it
/// did.
indirect enum TextSource: Equatable, Sendable {
    /// A key looked up in a table and formatted with its arguments.
    case localized(LocalizedText)
    /// A value shown through a format style or a formatter.
    case formatted(FormattedValue)
    /// A date in a `Text.DateStyle`.
    case date(Date, Text.DateStyle)
    /// A timer over an interval.
    case timer(TimerText)
    /// A date range (`Text(ClosedRange<Date>)`, `Text(DateInterval)`).
    case dateRange(ClosedRange<Date>)

    /// The segments this source shows in `environment` (they may hold further sources: an
    /// interpolated Text's).
    func segments(in environment: EnvironmentValues, notes: inout [TextNote]) -> [Text.Segment] {
        switch self {
        case .localized(let localized): localized.segments(in: environment, notes: &notes)
        case .formatted(let value): [Text.Segment(string: value.string(in: environment))]
        case .date(let date, let style): [Text.Segment(string: DateText.string(date, style: style, in: environment))]
        case .timer(let timer): [Text.Segment(string: timer.string(in: environment))]
        case .dateRange(let range): [Text.Segment(string: DateText.string(range, in: environment))]
        }
    }
}

/// Something resolving a Text met that the layout result reports: a translation that does not
/// fit its key, a key without a translation, a table that cannot be read.
struct TextNote: Equatable {
    var kind: Diagnostic.Kind
    var message: String
    var details: [String: String] = [:]
}

extension Text {
    /// The most segments a Text resolves to, and the most sources it expands: a translation
    /// that repeats an interpolated Text (`%1$@%1$@…`) inside Texts that do the same could
    /// otherwise grow without bound.
    static let maximumResolvedSegments = 4096

    /// The segments with every source replaced by what it shows in `environment`: literal
    /// strings, each with its own styles over those of the Text it came from. Iterative: an
    /// interpolated Text nested any number of levels deep costs no recursion.
    func resolvedSegments(in environment: EnvironmentValues, notes: inout [TextNote]) -> [Segment] {
        guard segments.contains(where: { $0.source != nil }) else { return segments }
        // One source that expands to literal strings (a localized key, a formatted value): its
        // pieces with the Text's styles, without the general walk's queue.
        if segments.count == 1, let source = segments[0].source {
            var sourceNotes: [TextNote] = []
            var expanded = source.segments(in: environment, notes: &sourceNotes)
            if expanded.count < Self.maximumResolvedSegments, !expanded.contains(where: { $0.source != nil }) {
                notes += sourceNotes
                // In place: the pieces are this Text's own, made for it just now.
                for index in expanded.indices { expanded[index].inherit(segments[0]) }
                return expanded
            }
        }
        var output: [Segment] = []
        var pending = Array(segments.reversed())
        var expansions = 0
        while let segment = pending.popLast() {
            guard let source = segment.source else {
                output.append(segment)
                if output.count >= Self.maximumResolvedSegments { break }
                continue
            }
            expansions += 1
            guard expansions <= Self.maximumResolvedSegments else {
                notes.append(TextNote(
                    kind: .invalidValue,
                    message: "the text expands to more than \(Self.maximumResolvedSegments) pieces (interpolated Texts repeated by a translation); cut there"))
                break
            }
            var expanded = source.segments(in: environment, notes: &notes)
            for index in expanded.indices { expanded[index].inherit(segment) }
            pending.append(contentsOf: expanded.reversed())
        }
        if output.count >= Self.maximumResolvedSegments, !pending.isEmpty {
            notes.append(TextNote(
                kind: .invalidValue, message: "the text has more than \(Self.maximumResolvedSegments) pieces; cut there"))
        }
        return output
    }
}

extension Diagnostic.Kind {
    /// A localized key whose translation could not be used with its arguments (a specifier of
    /// another type, one argument too many, a format that does not parse): the key's own form
    /// was shown. `details`: `key`, `table`, `locale`.
    public static let invalidTranslation = Diagnostic.Kind(rawValue: "invalidTranslation")
    /// A localized key the locale's language lacks: the development language's string (or the
    /// key) was shown. `details`: `key`, `table`, `locale`, `language` (the one shown).
    public static let untranslatedKey = Diagnostic.Kind(rawValue: "untranslatedKey")
    /// A translation table or catalogue that could not be read; its keys showed as written.
    /// `details`: `path`, and `line` where there is one.
    public static let invalidStrings = Diagnostic.Kind(rawValue: "invalidStrings")
}
