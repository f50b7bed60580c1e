import Foundation

extension Text {
    /// Text showing `input` through `format`, in the environment's locale (and, for dates, its
    /// calendar and time zone), as SwiftUI re-targets the style (research/text-input-and-
    /// languages.md §3.1): `Text(0.25, format: .percent)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [Segment(string: "", source: .formatted(StyleFormattedValue(input: input, style: format)))]
    }

    /// Text showing `subject` through `formatter`; date, number and interval formatters take
    /// the environment's locale, calendar and time zone (SwiftUI reconfigures them the same
    /// way). A formatter that returns nil shows nothing. SwiftUI takes `ReferenceConvertible`
    /// and `NSObject` subjects; see ``_FormatterSubject``.
    public init<Subject: _FormatterSubject>(_ subject: Subject, formatter: Formatter) {
        segments = [Segment(string: "", source: .formatted(FormatterFormattedValue(subject: subject, formatter: formatter)))]
    }
}

/// A value `Text(_:formatter:)` and a key's `\(value, formatter:)` take: SwiftUI's
/// `ReferenceConvertible` and `NSObject` subjects. Linux Foundation's value types (`Date`,
/// `URL`, `Measurement`, ...) do not conform to `ReferenceConvertible`, so Typeset names them.
public protocol _FormatterSubject {}

extension NSObject: _FormatterSubject {}
extension Date: _FormatterSubject {}
extension DateInterval: _FormatterSubject {}
extension DateComponents: _FormatterSubject {}
extension Measurement: _FormatterSubject {}
extension PersonNameComponents: _FormatterSubject {}
extension URL: _FormatterSubject {}
extension URLComponents: _FormatterSubject {}
extension Data: _FormatterSubject {}
extension UUID: _FormatterSubject {}
extension Decimal: _FormatterSubject {}
extension Locale: _FormatterSubject {}
extension TimeZone: _FormatterSubject {}
extension Calendar: _FormatterSubject {}
extension IndexPath: _FormatterSubject {}
extension CharacterSet: _FormatterSubject {}

/// A value and what formats it, turned into a string when the Text is laid out.
///
/// SwiftUI's signatures require neither the input nor (on Linux) the format style nor the
/// formatter to be `Sendable`, yet a Text is. The box keeps its own copies, never mutates
/// them, and formats with a fresh copy of a formatter, so sharing it between threads only
/// reads immutable values: hence `@unchecked Sendable`.
class FormattedValue: @unchecked Sendable, Equatable {
    /// The string in `environment`.
    func string(in environment: EnvironmentValues) -> String { "" }

    /// Whether `other` holds the same value and format.
    func isEqual(to other: FormattedValue) -> Bool { self === other }

    static func == (a: FormattedValue, b: FormattedValue) -> Bool { a === b || a.isEqual(to: b) }
}

/// A value and a `FormatStyle`.
final class StyleFormattedValue<F: FormatStyle>: FormattedValue, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let style: F

    init(input: F.FormatInput, style: F) {
        self.input = input
        self.style = style
    }

    override func string(in environment: EnvironmentValues) -> String {
        DateText.retargeted(style, to: environment).format(input)
    }

    override func isEqual(to other: FormattedValue) -> Bool {
        guard let other = other as? StyleFormattedValue<F> else { return false }
        return other.input == input && other.style == style
    }
}

/// A value and a `Formatter`.
final class FormatterFormattedValue<Subject>: FormattedValue, @unchecked Sendable {
    let subject: Subject
    let formatter: Formatter

    init(subject: Subject, formatter: Formatter) {
        self.subject = subject
        self.formatter = (formatter.copy() as? Formatter) ?? formatter
    }

    override func string(in environment: EnvironmentValues) -> String {
        let configured = (formatter.copy() as? Formatter) ?? formatter
        switch configured {
        case let dates as DateFormatter:
            dates.locale = environment.locale
            dates.calendar = environment.calendar
            dates.timeZone = environment.timeZone
        case let numbers as NumberFormatter:
            numbers.locale = environment.locale
        case let intervals as DateIntervalFormatter:
            intervals.locale = environment.locale
            intervals.calendar = environment.calendar
            intervals.timeZone = environment.timeZone
        default:
            break
        }
        return configured.string(for: subject) ?? ""
    }

    override func isEqual(to other: FormattedValue) -> Bool {
        guard let other = other as? FormatterFormattedValue<Subject> else { return false }
        return other.formatter.isEqual(formatter) && String(describing: other.subject) == String(describing: subject)
    }
}
