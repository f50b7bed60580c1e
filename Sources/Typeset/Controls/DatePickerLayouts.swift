import Foundation

/// The metrics of the date picker styles.
///
/// - Compact (research `ios-metrics.md` §4.2): the date and the time each on a
///   `tertiarySystemFill` pill, in the primary colour; a date-only picker measured about 120
///   points wide, which "Jan 1, 2001" padded 11 points each side gives; documented choices: 6
///   points above and below (a 34-point pill with body text), a corner radius of 6, 6 points
///   between the pills.
/// - Graphical (research §4.2, Flutter's experimental calendar, low confidence): 8 points above
///   and below, a 34-point month header, a 28-point weekday row and six 47-point day rows (six
///   whatever the month: the calendar keeps its height), 310 points wide when nothing is
///   proposed; documented choices: 12 points at the sides, 20-point day numbers, the selected day
///   on a tint circle 40 points across with its number in white semibold, today's number in the
///   tint, a 44-point time row under the calendar.
/// - Wheel: the wheel picker's metrics (`PickerMetrics`: 216 points, 32-point rows); columns
///   share the width, the date column of date-and-time twice as wide (documented choice). Design §25.
enum DatePickerMetrics {
    static let pillPadding = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let pillRadius: CGFloat = 6
    static let pillSpacing: CGFloat = 6
    static let pillFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    static let calendarPadding = EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    static let headerHeight: CGFloat = 34
    static let weekdayHeight: CGFloat = 28
    static let dayRowHeight: CGFloat = 47
    static let dayRows = 6
    static let calendarWidth: CGFloat = 310
    static let dayFontSize: CGFloat = 20
    static let selectedDayDiameter: CGFloat = 40
    static let timeRowHeight: CGFloat = 44
}

/// The compact style: the label at the leading edge, the date and time pills at the trailing edge.
struct CompactDatePicker: View {
    let label: AnyView?
    let date: Date
    let components: DatePickerComponents
    let texts: DateTexts

    var body: some View {
        let pills = HStack(spacing: DatePickerMetrics.pillSpacing) {
            if components.contains(.date) { DatePill(text: texts.date(date)) }
            if components.contains(.hourAndMinute) { DatePill(text: texts.time(date)) }
        }
        .controlPart(.value)
        if let label {
            HStack {
                label.controlPart(.label)
                Spacer()
                pills
            }
        } else {
            pills
        }
    }
}

/// A date or time on its grey pill.
struct DatePill: View {
    let text: String

    var body: some View {
        Text(text)
            .lineLimit(1)
            .padding(DatePickerMetrics.pillPadding)
            .background {
                RoundedRectangle(cornerRadius: DatePickerMetrics.pillRadius, style: .continuous).fill(DatePickerMetrics.pillFill)
                    .controlPart(.bezel)
            }
    }
}

/// The graphical style: the selected date's month as a calendar, and a time row when the time
/// is shown.
struct GraphicalDatePicker: View {
    let date: Date
    let components: DatePickerComponents
    let texts: DateTexts

    var body: some View {
        EnvironmentReader { environment in
            VStack(spacing: 0) {
                if components.contains(.date) {
                    MonthCalendar(date: date, texts: texts, today: environment.now, tint: environment.resolvedTint)
                }
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time").controlPart(.label)
                        Spacer()
                        DatePill(text: texts.time(date)).controlPart(.value)
                    }
                    .padding(.horizontal, DatePickerMetrics.calendarPadding.leading)
                    .frame(height: DatePickerMetrics.timeRowHeight)
                }
            }
            .frame(idealWidth: DatePickerMetrics.calendarWidth, maxWidth: .infinity)
        }
    }
}

/// A month: its name with the month chevrons, the weekday heads, and its days in six weeks.
struct MonthCalendar: View {
    let date: Date
    let texts: DateTexts
    let today: Date
    let tint: Color

    var body: some View {
        let calendar = texts.calendar
        let selectedDay = calendar.component(.day, from: date)
        let monthStart = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        // The column of the month's first day.
        let lead = (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
        let todayInMonth = calendar.isDate(today, equalTo: date, toGranularity: .month) ? calendar.component(.day, from: today) : nil
        VStack(spacing: 0) {
            HStack {
                Text(texts.monthAndYear(date)).fontWeight(.semibold)
                ChevronShape(line: 2)
                    .stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: 7, height: 12)
                Spacer()
                HStack(spacing: 28) {
                    ChevronShape(line: 2.5).scale(x: -1, y: 1)
                        .stroke(tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                        .frame(width: 10, height: 18)
                    ChevronShape(line: 2.5)
                        .stroke(tint, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                        .frame(width: 10, height: 18)
                }
            }
            .frame(height: DatePickerMetrics.headerHeight)
            HStack(spacing: 0) {
                ForEach(texts.weekdayHeads, id: \.self) { head in
                    Text(head).font(.system(size: 13, weight: .semibold)).foregroundStyle(HierarchicalShapeStyle.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: DatePickerMetrics.weekdayHeight)
            ForEach(0..<DatePickerMetrics.dayRows, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = week * 7 + column - lead + 1
                        DayCell(day: (1...days).contains(day) ? day : nil, isSelected: day == selectedDay, isToday: day == todayInMonth, tint: tint)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: DatePickerMetrics.dayRowHeight)
            }
        }
        .padding(DatePickerMetrics.calendarPadding)
        .controlPart(.calendar)
    }
}

/// One day of the calendar: its number, on a tint circle when selected.
struct DayCell: View {
    let day: Int?
    let isSelected: Bool
    let isToday: Bool
    let tint: Color

    var body: some View {
        if let day {
            Text("\(day)")
                .font(.system(size: DatePickerMetrics.dayFontSize, weight: isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? Color.white : isToday ? tint : Color.primary)
                .background {
                    if isSelected {
                        Circle().fill(tint)
                            .frame(width: DatePickerMetrics.selectedDayDiameter, height: DatePickerMetrics.selectedDayDiameter)
                            .controlPart(.selectionIndicator)
                    }
                }
        } else {
            Color.clear.frame(width: 0, height: 0)
        }
    }
}

/// The wheel style: a wheel per part (the date, or month, day and year; the hour, minute and
/// period), the selected values on one band across them.
struct WheelDatePicker: View {
    let date: Date
    let components: DatePickerComponents
    let texts: DateTexts
    let today: Date

    var body: some View {
        let columns = wheelColumns()
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(PickerMetrics.segmentBackground)
                .frame(height: PickerMetrics.wheelRowHeight)
                .padding(.horizontal, PickerMetrics.wheelBandInset)
                .controlPart(.selectionIndicator)
            GeometryReader { proxy in
                // The columns share the width inside the band's insets by their weights.
                let width = max(proxy.size.width - 2 * PickerMetrics.wheelBandInset, 0)
                let total = columns.reduce(0) { $0 + $1.weight }
                HStack(spacing: 0) {
                    ForEach(0..<columns.count, id: \.self) { index in
                        WheelColumn(values: columns[index].values, selected: columns[index].selected)
                            .frame(width: total > 0 ? width * columns[index].weight / total : 0)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
        }
        .frame(idealWidth: PickerMetrics.wheelWidth, maxWidth: .infinity)
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }

    /// Each column's values around the selected one and the selected one's index.
    private func wheelColumns() -> [(values: [String], selected: Int, weight: Double)] {
        let calendar = texts.calendar
        let each = PickerMetrics.wheelRowsEachSide
        var columns: [(values: [String], selected: Int, weight: Double)] = []
        func around(_ make: (Int) -> String) -> [String] { (-each...each).map(make) }
        if components.contains(.date) {
            if components.contains(.hourAndMinute) {
                // The day of the layout's moment reads "Today", as iOS's wheel shows it.
                columns.append((around { offset in
                    let day = calendar.date(byAdding: .day, value: offset, to: date) ?? date
                    return calendar.isDate(day, inSameDayAs: today) ? texts.today : texts.wheelDay(day)
                }, each, 2))
            } else {
                let month = calendar.component(.month, from: date), day = calendar.component(.day, from: date), year = calendar.component(.year, from: date)
                let months = calendar.range(of: .month, in: .year, for: date)?.count ?? 12
                let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
                columns.append((around { texts.monthName((month - 1 + $0 + months * each) % months + 1) }, each, 1.5))
                columns.append((around { "\((day - 1 + $0 + days * each) % days + 1)" }, each, 1))
                columns.append((around { "\(year + $0)" }, each, 1))
            }
        }
        if components.contains(.hourAndMinute) {
            let hour = calendar.component(.hour, from: date), minute = calendar.component(.minute, from: date)
            if texts.usesTwelveHours {
                columns.append((around { "\((hour % 12 + $0 + 12 * each + 11) % 12 + 1)" }, each, 1))
            } else {
                columns.append((around { "\((hour + $0 + 24 * each) % 24)" }, each, 1))
            }
            columns.append((around { String(format: "%02d", (minute + $0 + 60 * each) % 60) }, each, 1))
            if texts.usesTwelveHours {
                // Two rows: AM above PM, the period in force on the band.
                let isPM = hour >= 12
                columns.append(([texts.amSymbol, texts.pmSymbol], isPM ? 1 : 0, 1))
            }
        }
        return columns
    }
}

/// One wheel of a date picker: its values, the selected one on the band, the others fainter
/// above and below.
struct WheelColumn: View {
    let values: [String]
    let selected: Int

    var body: some View {
        ZStack {
            ForEach(0..<values.count, id: \.self) { index in
                Text(values[index])
                    .font(.system(size: index == selected ? PickerMetrics.wheelSelectedFontSize : PickerMetrics.wheelFontSize))
                    .lineLimit(1)
                    .opacity(index == selected ? 1 : PickerMetrics.wheelOffCentreOpacity)
                    .frame(height: PickerMetrics.wheelRowHeight)
                    .offset(y: CGFloat(index - selected) * PickerMetrics.wheelRowHeight)
                    .controlPart(index == selected ? .value : .option)
            }
        }
    }
}
