// typeset-demo: lays out a small labelled form with the bundled fonts and prints what the
// text engine measured (lines, widths, baselines) and the layout tree.
import Foundation
import Typeset

struct LabelledField: View {
    let label: String
    let value: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(label).font(.headline).frame(width: 110, alignment: .trailing)
            Text(value).id(label)
        }
    }
}

struct Form: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Shipping address").font(.title2).bold().id("title")
            LabelledField(label: "Name", value: "Ada Lovelace")
            LabelledField(label: "Street", value: "12 St James’s Square, a rather long street name")
            LabelledField(label: "City", value: "London 世界")
            LabelledField(label: "Note", value: "مرحبا بالعالم — שלום עולם")
        }
        .padding()
    }
}

let engine = LayoutEngine()
let result = engine.layout(Form(), proposal: ProposedViewSize(width: 390, height: nil))

func f(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

print("Form laid out at width 390: \(f(result.size.width)) × \(f(result.size.height)) pt\n")
for id in ["title", "Name", "Street", "City", "Note"] {
    guard let node = result.node(id), let text = node.text else { continue }
    print("\(id): frame (\(f(node.frame.minX)), \(f(node.frame.minY)), \(f(node.frame.width)) × \(f(node.frame.height)))"
        + " firstBaseline \(f(node.dimensions[.firstTextBaseline])) lastBaseline \(f(node.dimensions[.lastTextBaseline]))")
    for (index, line) in text.lines.enumerated() {
        let fonts = Set(line.runs.map(\.face.familyName)).sorted().joined(separator: ", ")
        print("  line \(index): \"\(text.string[line.range])\" width \(f(line.width)) baseline \(f(line.baseline)) ascent \(f(line.ascent)) descent \(f(line.descent)) [\(fonts)]")
    }
}
print("\n" + result.dump())
