// The demo: a realistic settings screen (a navigation bar with a large title, a Form whose
// sections hold a Grid of labels and fields on first baselines, toggles, a wrapped footer and
// buttons; mixed sizes, right-to-left, CJK and emoji labels).
import Foundation
import Typeset

/// A text field: the value on a rounded outline, as wide as its column allows.
struct DemoField: View {
    let value: String
    var body: some View {
        Text(value)
            .padding(.horizontal, 8)
            .padding(.vertical, 6)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).stroke(.gray))
    }
}

/// The demo: a settings screen as an iOS app would declare it — a NavigationStack with a large
/// title over a Form whose sections hold a Grid of labelled fields, toggles and a button. It is
/// `typeset demo`'s screen and the benchmark's ("the demo's settings screen").
public struct DemoForm: View {
    @State private var newsletter = true
    @State private var printedTables = false
    /// The value of the name field.
    let name: String

    /// The demo screen, its name field showing `name`.
    public init(name: String = "Ada Lovelace") {
        self.name = name
    }

    public var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 10) {
                        GridRow {
                            Text("Name").font(.headline).gridColumnAlignment(.trailing)
                            DemoField(value: name).id("name")
                        }
                        GridRow {
                            Text("Email").font(.caption)
                            DemoField(value: "ada@analytical.engine")
                        }
                        GridRow {
                            Text("שם משפחה").font(.headline)
                            DemoField(value: "לאבלייס").environment(\.layoutDirection, .rightToLeft).id("rtl")
                        }
                        GridRow {
                            Text("城市").font(.title3)
                            DemoField(value: "London 伦敦")
                        }
                        GridRow {
                            Text("Mood 😀").font(.headline)
                            DemoField(value: "Curious")
                        }
                    }
                    .padding(.vertical, 6)
                }
                Section {
                    Toggle("Newsletter", isOn: $newsletter).id("newsletter")
                    Toggle("Printed tables of the Engine", isOn: $printedTables).id("tables")
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("We only use your address to send you the printed tables of the Analytical Engine. You can change it at any time in the settings.")
                        .id("description")
                }
                Section {
                    Button("Create account") {}.id("create")
                    Button("Cancel", role: .cancel) {}
                }
            }
            .navigationTitle("Create your account")
        }
    }
}
