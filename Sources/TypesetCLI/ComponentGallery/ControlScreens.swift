// The controls family's screens: pickers, date pickers, colour pickers, sliders, gauges,
// progress views, toggles, labeled content, control groups and share links.
import Foundation
import Typeset

extension ComponentGallery {
    static var controlScreens: [Screen] {
        [
            Screen("controls-form", family: "Controls", "A settings form: menu pickers with their up-and-down chevrons (tinted), a navigation-link picker and NavigationLink rows with disclosure chevrons, an inline picker's checked row, compact date pickers, a colour well, labeled content, a tinted switch, a slider with value labels.", ControlsForm()),
            Screen("controls-pickers", family: "Controls", "Segmented and palette pickers (selected segment on a white thumb), a wheel picker, a graphical date picker for January 2001, a wheel date picker.", PickerScreen()),
            Screen("controls-progress", family: "Controls", "Gauges in every style; the spinner (8 spokes, regular and large, tinted); bars; a custom ProgressViewStyle; ControlGroup; ShareLink; toggle styles.", ProgressScreen()),
        ]
    }
}

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct ControlsForm: View {
    @State private var flavor = Flavor.vanilla
    @State private var date = Date(timeIntervalSinceReferenceDate: 3 * 86_400 + 9 * 3600 + 41 * 60)
    @State private var color = Color(red: 0.2, green: 0.6, blue: 0.9)
    @State private var volume = 0.6
    @State private var isOn = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Pickers") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Picker("Topping", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.navigationLink)
                    NavigationLink("Accounts") { Text("Accounts") }
                }
                Section("Inline") {
                    Picker("Size", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
                Section("Dates and colours") {
                    DatePicker("Starts", selection: $date)
                    DatePicker("Day", selection: $date, displayedComponents: .date)
                    ColorPicker("Accent", selection: $color)
                    LabeledContent("Version", value: "17.5")
                    Toggle("Wi-Fi", isOn: $isOn).tint(.blue)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

private struct PickerScreen: View {
    @State private var flavor = Flavor.vanilla
    @State private var date = Date(timeIntervalSinceReferenceDate: 14 * 86_400 + 15 * 3600 + 20 * 60)

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.wheel)
                DatePicker("Day", selection: $date, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                DatePicker("Time", selection: $date)
                    .datePickerStyle(.wheel)
                    .labelsHidden()
            }
            .padding()
        }
        .environment(\.now, Date(timeIntervalSinceReferenceDate: 14 * 86_400))
    }
}

private struct RingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.25), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            configuration.label?.font(.caption)
        }
        .frame(width: 56, height: 56)
    }
}

private struct ProgressScreen: View {
    @State private var isBold = true

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            HStack(alignment: .top, spacing: 16) {
                Gauge(value: 0.4) { Text("Storage") } currentValueLabel: { Text("40%") }
                    .frame(width: 140)
                Gauge(value: 67, in: 50...170) { Text("BPM") } currentValueLabel: { Text("67") } minimumValueLabel: { Text("50") } maximumValueLabel: { Text("170") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.green)
            }
            HStack(spacing: 16) {
                Gauge(value: 0.55) { Text("Speed") } currentValueLabel: { Text("55") }
                    .gaugeStyle(.accessoryLinear)
                Gauge(value: 0.3) { Text("Battery") } currentValueLabel: { Text("30%") }
                    .gaugeStyle(.accessoryLinearCapacity)
                    .tint(Gradient(colors: [.green, .yellow, .red]))
            }
            HStack(spacing: 24) {
                ProgressView()
                ProgressView().controlSize(.large)
                ProgressView().tint(.pink)
                ProgressView("Loading")
                ProgressView(value: 0.65) { Text("65%") }.progressViewStyle(RingStyle())
            }
            ProgressView(value: 0.4) {
                Text("Downloading")
            } currentValueLabel: {
                Text("4 of 10 MB")
            }
            ControlGroup {
                Button { } label: { Label("Decrease", systemImage: "minus") }
                Button { } label: { Label("Increase", systemImage: "plus") }
            }
            HStack(spacing: 20) {
                ShareLink(item: URL(string: "https://example.com")!)
                Toggle(isOn: $isBold) { Label("Bold", systemImage: "bold") }.toggleStyle(.button)
                Toggle("Red", isOn: $isBold).toggleStyle(SwitchToggleStyle(tint: .red)).labelsHidden()
            }
            Spacer()
        }
        .padding()
    }
}
