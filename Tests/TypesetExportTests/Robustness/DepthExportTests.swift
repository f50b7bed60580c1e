import Foundation
import Testing
import Typeset
@testable import TypesetExport

/// The layout export writes trees of any depth without recursion, and writes exactly what the
/// `document(for:)` value serialises to (issue 10).
@Suite struct DepthExportTests {
    static func nested(depth: Int) -> AnyView {
        var view = AnyView(Text("deep"))
        for level in 0 ..< depth {
            view = level % 3 == 0
                ? AnyView(HStack { view; Color.red.frame(width: 2, height: 2) })
                : AnyView(view.padding(1).background(alignment: .center) { Color.blue })
        }
        return view
    }

    @Test(arguments: [false, true])
    func theStreamedExportIsTheDocument(pretty: Bool) throws {
        let result = LayoutEngine().layout(Self.nested(depth: 12), proposal: ProposedViewSize(width: 300, height: nil))
        let document = LayoutExport.document(for: result, fontDirectory: FontCollection.bundledFontsDirectory)
        #expect(result.json(pretty: pretty) == document.serialized(pretty: pretty))
        _ = try JSONSerialization.jsonObject(with: Data(result.json(pretty: pretty).utf8))
    }

    @Test func aDeepTreeExports() {
        let depth = 20_000
        let result = LayoutEngine().layout(Self.nested(depth: depth), proposal: .unspecified)
        let json = result.json()
        // One object per node, each with its children array.
        #expect(json.components(separatedBy: "\"children\":").count - 1 == result.root.allNodes.count)
        #expect(json.hasPrefix("{\"format\":\"typeset-layout/1\""))
        #expect(json.hasSuffix(",\"diagnostics\":[]}"))
    }
}
