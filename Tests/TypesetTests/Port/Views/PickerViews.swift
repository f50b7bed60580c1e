import Typeset

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct ThemePicker: View {
    @State private var theme: Theme = .light

    var body: some View {
        VStack(alignment: .leading) {
            Text("Appearance").font(.headline)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            .pickerStyle(.menu)
            .id("theme")
        }
    }
}

struct SizePicker: View {
    @Binding var size: Int

    var body: some View {
        Picker(selection: $size) {
            Text("Small").tag(1)
            Text("Medium").tag(2)
            Text("Large").tag(3)
        } label: {
            Text("Size")
        }
        .id("size")
    }
}

struct EmptyPicker: View {
    @State private var choice = 0

    var body: some View {
        VStack {
            Picker("Nothing", selection: $choice) {}
        }
    }
}
