import Foundation

/// The parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 0x60)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 0x1C)
}

/// A control that picks a date, as SwiftUI's `DatePicker`, laid out by the date-picker style in
/// force (`DatePickerStyleKind`): on iOS compact by default. It shows the selection clamped to its
/// range, in the environment's locale, time zone and calendar (a headless layout defaults to
/// en_US, GMT and Gregorian). A range whose bounds are reversed is reported and used swapped.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Date
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents

    init(label: Label, selection: Date, lower: Date?, upper: Date?, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        range = (lower, upper)
        self.components = components
    }

    /// A picker of `selection` labelled `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, lower: nil, upper: nil, components: displayedComponents)
    }

    /// A picker of `selection` within `range`, labelled `label`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents)
    }

    /// A picker of `selection` from `range`'s lower bound on, labelled `label`.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, lower: range.lowerBound, upper: nil, components: displayedComponents)
    }

    /// A picker of `selection` up to `range`'s upper bound, labelled `label`.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection.wrappedValue, lower: nil, upper: range.upperBound, components: displayedComponents)
    }

    /// The date shown: the selection within the range (a reversed range's bounds swapped), and
    /// what was wrong with the range.
    var shown: (date: Date, problem: String?) {
        var (lower, upper) = range
        var problem: String?
        if let l = lower, let u = upper, l > u {
            problem = "the DatePicker's range runs from \(l) down to \(u); its bounds were swapped"
            (lower, upper) = (u, l)
        }
        var date = selection
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return (date, problem)
    }

    public var body: some View {
        let (date, problem) = shown
        let components = self.components.isEmpty ? [.hourAndMinute, .date] : self.components
        return EnvironmentReader { environment in
            let texts = DateTexts(environment)
            switch environment.datePickerStyle {
            case .graphical:
                GraphicalDatePicker(date: date, components: components, texts: texts)
            case .wheel:
                WheelDatePicker(date: date, components: components, texts: texts, today: environment.now)
            case .compact, .automatic:
                CompactDatePicker(label: environment.labelsHidden ? nil : AnyView(label), date: date, components: components, texts: texts)
            }
        }
        .controlRole(.datePicker)
        .wrapped { node, inputs in
            if let problem { inputs.tree.report(node, .invalidValue, problem) }
            return node
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` within `range`, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` from `range`'s lower bound on, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` up to `range`'s upper bound, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// How a date picker looks.
enum DatePickerStyleKind: Hashable, Sendable {
    case automatic, compact, graphical, wheel
}

/// A date picker style Typeset lays out.
protocol KnownDatePickerStyle {
    var kind: DatePickerStyleKind { get }
}

/// A date picker's look, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {}

/// The platform's default: compact on iOS 14 and later.
public struct DefaultDatePickerStyle: DatePickerStyle, KnownDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .automatic } }
/// The date and time as tappable text on grey pills.
public struct CompactDatePickerStyle: DatePickerStyle, KnownDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .compact } }
/// A month's calendar (and a time row).
public struct GraphicalDatePickerStyle: DatePickerStyle, KnownDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .graphical } }
/// Wheels of the date's and time's parts.
public struct WheelDatePickerStyle: DatePickerStyle, KnownDatePickerStyle { public init() {}; var kind: DatePickerStyleKind { .wheel } }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .automatic } }

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the date pickers in this view.
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, (style as? any KnownDatePickerStyle)?.kind ?? .automatic)
    }
}

/// The texts of dates in one environment's locale, time zone and calendar.
struct DateTexts {
    let calendar: Calendar
    private let formatter: DateFormatter

    init(_ environment: EnvironmentValues) {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        self.calendar = calendar
        formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = calendar
    }

    /// The date as the compact style shows it (the medium date style: "Jan 1, 2001").
    func date(_ date: Date) -> String { format(date, date: .medium, time: .none) }
    /// The time as the compact style shows it (the short time style: "12:00 AM").
    func time(_ date: Date) -> String { format(date, date: .none, time: .short) }
    /// The month and year a calendar shows ("January 2001").
    func monthAndYear(_ date: Date) -> String { template(date, "MMMMy") }
    /// The weekday, month and day of a wheel's date column ("Mon Jan 1").
    func wheelDay(_ date: Date) -> String { template(date, "EEEMMMd") }

    /// The word for today ("Today"), in the locale: ICU's named relative day (CLDR), its first
    /// letter capitalised as the wheel shows it. Relative formatting counts from the machine's
    /// clock, not the layout's moment, so it is asked about the machine's today.
    var today: String {
        let style = Date.RelativeFormatStyle(
            allowedFields: [.day], presentation: .named, unitsStyle: .wide, locale: calendar.locale ?? .current, calendar: calendar)
        let word = style.format(Date())
        return word.prefix(1).uppercased(with: calendar.locale) + word.dropFirst()
    }

    /// The weekdays' short names in the calendar's order ("SUN" ... in en_US, upper-cased as
    /// iOS's calendar heads its columns).
    var weekdayHeads: [String] {
        let symbols = formatter.shortWeekdaySymbols as [String]
        guard symbols.count == 7 else { return symbols }
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: formatter.locale) }
    }

    /// Whether times are shown on a 12-hour clock in this locale.
    var usesTwelveHours: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: formatter.locale) ?? "h").contains("h")
    }

    var amSymbol: String { formatter.amSymbol }
    var pmSymbol: String { formatter.pmSymbol }

    /// A month's name.
    func monthName(_ month: Int) -> String {
        let symbols = formatter.monthSymbols as [String]
        return symbols.indices.contains(month - 1) ? symbols[month - 1] : "\(month)"
    }

    private func format(_ date: Date, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    private func template(_ date: Date, _ template: String) -> String {
        formatter.setLocalizedDateFormatFromTemplate(template)
        let text = formatter.string(from: date)
        formatter.dateFormat = nil
        return text
    }
}
