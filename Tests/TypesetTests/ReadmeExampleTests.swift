import Foundation
import Testing
import Typeset

/// The README's example, compiled and run, so it cannot rot.
@Suite struct ReadmeExampleTests {
    struct Field: View {
        let label: String
        let value: String
        var body: some View {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text(label).font(.headline).frame(width: 90, alignment: .trailing)
                Text(value).id(label)
            }
        }
    }

    @Test func labelledFormLaysOutAndDumps() throws {
        let form = VStack(alignment: .leading, spacing: 10) {
            Text("Shipping address").font(.title2).bold()
            Field(label: "Name", value: "Ada Lovelace")
            Field(label: "City", value: "London")
        }
        .padding()

        let result = LayoutEngine().layout(form, proposal: ProposedViewSize(width: 390, height: nil))
        let dump = result.dump()
        let city = try #require(result.node("City"))
        let name = try #require(result.node("Name"))

        #expect(dump.contains("Text #City"))
        // Padding 16 on the leading edge, the 90-point label column and the 12-point gap.
        let valueX: CGFloat = 16 + 90 + 12
        #expect(city.frame.minX == valueX)
        #expect(name.frame.minX == city.frame.minX)
        #expect(city.frame.minY > name.frame.maxY)
        let line = try #require(city.text?.lines.first)
        #expect(line.width > 0 && line.width <= city.frame.width)
        // The label and the value share their first baseline (a bold 17 pt headline and a 17 pt body).
        let label = try #require(result.root.allNodes.first { node in node.name == "Text" && node.attributes.contains("\"City\"") })
        let labelBaseline = label.frame.minY + label.dimensions[.firstTextBaseline]
        let cityBaseline = city.frame.minY + city.dimensions[.firstTextBaseline]
        #expect(abs(labelBaseline - cityBaseline) < 1e-9)
    }
}
