import Foundation
import Testing
import Typeset  // not @testable: these names must compile for any client of the package

/// The names of issue 3's "The result" section, written exactly as a client writes them.
@Suite struct ResultAPITests {
    @Test func resultNamesCompileAndAnswer() throws {
        let collection = try FontCollection()
        let engine1 = LayoutEngine()
        let engine2 = LayoutEngine(fonts: collection, environment: EnvironmentValues())
        let engine3 = LayoutEngine(textEngine: TextEngine(fonts: collection))
        let view = VStack(alignment: .leading) {
            Text("Label").id("label")
            HStack {
                Text("→").id("arrow")
                Text("Value")
            }
        }
        for engine in [engine1, engine2, engine3] {
            let result = engine.layout(view, proposal: ProposedViewSize(width: 390, height: nil))
            let size: CGSize = result.size
            let root: LayoutNode = result.root
            let arrow: LayoutNode? = result.node("arrow")
            let node = try #require(arrow)
            let frame: CGRect = node.frame
            let dimensions: ViewDimensions = node.dimensions
            let children: [LayoutNode] = root.children
            let lines: [TextLine]? = node.text?.lines
            let diagnostics: [Diagnostic] = result.diagnostics
            let dump: String = result.dump()

            #expect(size.width > 0 && size.width <= 390)
            #expect(frame.minX >= 0 && frame.maxX <= size.width)
            #expect(dimensions[.firstTextBaseline] > 0)
            #expect(dimensions[explicit: .leading] == nil)
            #expect(!children.isEmpty)
            let line = try #require(lines?.first)
            #expect(line.baseline > 0 && line.width > 0)
            #expect(node.text.map { String($0.string[line.range]) } == "→")
            #expect(diagnostics.isEmpty)
            #expect(dump.contains("HarfBuzz"))
        }
    }

    @Test func idTakesAnyHashable() {
        struct Key: Hashable { var row: Int }
        let result = LayoutEngine().layout(
            VStack { Color.red.frame(width: 10, height: 10).id(Key(row: 3)); Color.blue.frame(width: 10, height: 10).id(7) },
            proposal: ProposedViewSize(width: 100, height: nil))
        #expect(result.node(Key(row: 3))?.frame.minY == 0)
        #expect(result.node(7)?.frame.minY == 18)
    }
}
