// SVG regression goldens of document cases drawn from their layout results, with guides.

import Foundation
import Testing
import Typeset
import TypesetCases
import TypesetRender

struct CaseSVGGoldenTests {
    /// A case of each document that draws text, shapes and guides.
    static let ids = ["D0.weird", "D1.badge", "D2.feet", "D4.grid"]

    /// Regression only: a missing golden is recorded and the test fails; later runs compare.
    @Test(arguments: ids)
    func caseSVGMatchesItsGolden(_ id: String) throws {
        let c = try #require(ConformanceCases.all.first { $0.id == id })
        let result = c.run(engine: LayoutEngine()).result
        let svg = try Renderer.render(displayList(for: result, guides: true), format: .svg)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(id).svg")
        guard let expected = try? Data(contentsOf: golden) else {
            try svg.write(to: golden)
            Issue.record("recorded the missing golden \(golden.path); check it and run again")
            return
        }
        #expect(svg == expected, "SVG of \(id) differs from \(golden.lastPathComponent); delete it to re-record after checking")
    }
}
