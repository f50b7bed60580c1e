// The demo: a realistic labelled form (title, a Grid of labels and fields on first baselines,
// a wrapped description, buttons, mixed sizes, right-to-left, CJK and emoji labels).
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

/// A button: a label on a capsule, white on blue when it is the prominent one.
struct DemoButton: View {
    let title: String
    var prominent = false
    var body: some View {
        Text(title).font(.headline)
            .padding(.horizontal, 18)
            .padding(.vertical, 8)
            .background(Capsule().fill(prominent ? .blue : Color(white: 0.9)))
            .foregroundColor(prominent ? .white : .primary)
            .id(title)
    }
}

/// The demo form.
struct DemoForm: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Create your account").font(.largeTitle).bold().id("title")
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Name").font(.headline).gridColumnAlignment(.trailing)
                    DemoField(value: "Ada Lovelace").id("name")
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
            Text("We only use your address to send you the printed tables of the Analytical Engine. You can change it at any time in the settings.")
                .font(.footnote)
                .foregroundColor(.secondary)
                .id("description")
            HStack(spacing: 10) {
                Spacer()
                DemoButton(title: "Cancel")
                DemoButton(title: "Create", prominent: true)
            }
        }
        .padding(20)
    }
}
