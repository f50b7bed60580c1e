// Views written for the port suite the way SwiftUI's documentation uses DatePicker,
// ColorPicker, Slider's value labels, Gauge, the picker and toggle styles, ProgressViewStyle,
// LabeledContent, ControlGroup and ShareLink; nothing here is Typeset-specific but the import.
import Typeset

/// An event form: a compact date picker limited to a range, and a time-only one.
struct EventDateForm: View {
    @State private var date = Date(timeIntervalSinceReferenceDate: 3 * 86_400 + 9 * 3600 + 30 * 60)
    let dateRange: ClosedRange<Date> = {
        let calendar = Calendar(identifier: .gregorian)
        let start = calendar.date(from: DateComponents(timeZone: TimeZone(secondsFromGMT: 0), year: 2001, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(timeZone: TimeZone(secondsFromGMT: 0), year: 2001, month: 12, day: 31))!
        return start...end
    }()

    var body: some View {
        VStack {
            DatePicker("Start Date", selection: $date, in: dateRange, displayedComponents: [.date])
                .id("startDate")
            DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute)
                .id("alarm")
            DatePicker(selection: $date, in: ...Date(timeIntervalSinceReferenceDate: 86_400 * 365)) {
                Text("Both")
            }
            .id("both")
        }
        .padding()
    }
}

/// A graphical calendar and a wheel.
struct CalendarPickers: View {
    @State private var date = Date(timeIntervalSinceReferenceDate: 14 * 86_400)

    var body: some View {
        VStack {
            DatePicker("Day", selection: $date, displayedComponents: [.date])
                .datePickerStyle(.graphical)
                .id("graphical")
            DatePicker("Time", selection: $date, displayedComponents: [.hourAndMinute])
                .datePickerStyle(.wheel)
                .labelsHidden()
                .id("wheel")
        }
    }
}

/// A colour picker in a settings row.
struct BackgroundColorSetting: View {
    @State private var background = Color(red: 0.98, green: 0.9, blue: 0.2)

    var body: some View {
        ColorPicker("Alignment Guides", selection: $background)
            .padding()
            .id("colorPicker")
    }
}

/// A slider with its value labels, as `Slider`'s documentation builds one.
struct SpeedSlider: View {
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        Slider(
            value: $speed,
            in: 0...100,
            step: 5
        ) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        } onEditingChanged: { editing in
            isEditing = editing
        }
        .padding()
        .id("speed")
    }
}

/// Gauges of the documented styles.
struct BatteryGauges: View {
    let level = 0.4
    let current = 67.0
    let minValue = 50.0
    let maxValue = 170.0

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: level) {
                Text("Battery Level")
            }
            .id("linearGauge")
            Gauge(value: current, in: minValue...maxValue) {
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(current))")
            } minimumValueLabel: {
                Text("\(Int(minValue))")
            } maximumValueLabel: {
                Text("\(Int(maxValue))")
            }
            .gaugeStyle(.accessoryCircular)
            .id("circularGauge")
            Gauge(value: level) {
                Text("Storage")
            } currentValueLabel: {
                Text("40%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
            .id("capacityGauge")
            Gauge(value: level) {
                Text("Speed")
            } currentValueLabel: {
                Text("40")
            }
            .gaugeStyle(.accessoryLinear)
            .id("accessoryLinear")
        }
        .padding()
    }
}

/// A flavour, for pickers.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

/// A picker in each style, and one made with the deprecated initialiser.
struct FlavorPickers: View {
    @State private var selectedFlavor: Flavor = .vanilla

    var body: some View {
        VStack(spacing: 20) {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(.segmented)
            .id("segmented")
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.wheel)
            .id("wheel")
            Picker(selection: $selectedFlavor, label: Text("Flavor")) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
            .pickerStyle(.menu)
            .id("deprecated")
        }
        .padding()
    }
}

/// Pickers in a form: menu, inline and navigation-link styles.
struct FlavorForm: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        Form {
            Section {
                Picker("Menu", selection: $selectedFlavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .id("formMenu")
                Picker("Link", selection: $selectedFlavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.navigationLink)
                .id("formLink")
            }
            Section {
                Picker("Inline", selection: $selectedFlavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.inline)
            }
        }
    }
}

/// Toggles in the switch style with a tint and in the button style.
struct NotificationToggles: View {
    @State private var vibrateOnRing = true
    @State private var isBold = true

    var body: some View {
        VStack {
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
                .toggleStyle(SwitchToggleStyle(tint: .red))
                .id("tintedSwitch")
            Toggle(isOn: $isBold) {
                Label("Bold", systemImage: "bold")
            }
            .toggleStyle(.button)
            .id("buttonToggle")
        }
        .padding()
    }
}

/// A progress view style of its own: a ring filled to the fraction completed.
struct RingProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle()
                .trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            configuration.label
        }
        .frame(width: 60, height: 60)
    }
}

/// A custom style wrapping the default one, and the built-in styles.
struct StyledProgress: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: 0.25) { Text("25%") }
                .progressViewStyle(RingProgressViewStyle())
                .id("ring")
            ProgressView(value: 0.75)
                .progressViewStyle(ShadowedProgressViewStyle())
                .id("shadowed")
            ProgressView("Loading")
                .progressViewStyle(.circular)
                .id("spinner")
            ProgressView(value: 0.5)
                .progressViewStyle(.linear)
                .id("bar")
        }
        .padding()
    }
}

/// A style that draws the default progress view with a shadow.
struct ShadowedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4.0, x: 1.0, y: 2.0)
    }
}

/// Labeled content in a form: a text value, a formatted value and custom content.
struct ElementDetails: View {
    var body: some View {
        Form {
            LabeledContent("Symbol", value: "Fe")
                .id("symbol")
            LabeledContent("Atomic mass", value: 55.845, format: .number)
                .id("mass")
            LabeledContent {
                Text("Metal").foregroundStyle(.blue)
            } label: {
                Text("Category")
            }
        }
    }
}

/// A group of controls and share links.
struct ToolbarControls: View {
    @State private var count = 0
    let url = URL(string: "https://developer.apple.com/xcode/swiftui/")!

    var body: some View {
        VStack(spacing: 20) {
            ControlGroup {
                Button {
                    count -= 1
                } label: {
                    Label("Decrease", systemImage: "minus")
                }
                Button {
                    count += 1
                } label: {
                    Label("Increase", systemImage: "plus")
                }
            }
            .id("group")
            ShareLink(item: url)
                .id("share")
            ShareLink("Share the page", item: url, subject: Text("SwiftUI"), message: Text("Have a look"))
                .id("titledShare")
        }
        .padding()
    }
}
