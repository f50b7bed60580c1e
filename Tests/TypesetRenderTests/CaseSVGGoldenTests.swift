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
        try expectMatchesGolden(svg, named: "\(id).svg")
    }
}
