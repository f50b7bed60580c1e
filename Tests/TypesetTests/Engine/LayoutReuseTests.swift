import Foundation
import Testing
@testable import Typeset

/// Reuse between layouts (Design §0.4) with shapes drawn from paths (Design §24.1).
@Suite struct LayoutReuseTests {
    /// A bar filled to a fraction of its frame: two values differ only in a stored property.
    struct FractionBar: Shape {
        var fraction: CGFloat
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    // A tree with a path shape is not kept: the outline comes from the shape's own `path(in:)`,
    // so two shapes that resolve to the same nodes still draw what each one says.
    @Test func pathShapesAreNotAnsweredFromAnEarlierLayout() throws {
        let engine = LayoutEngine()
        let quarter = engine.layout(FractionBar(fraction: 0.25).fill(.red).frame(width: 100, height: 10), proposal: .unspecified)
        let threeQuarters = engine.layout(FractionBar(fraction: 0.75).fill(.red).frame(width: 100, height: 10), proposal: .unspecified)
        let first = try #require(quarter.nodes.first { $0.name == "FractionBar" }?.shapeOutline)
        let second = try #require(threeQuarters.nodes.first { $0.name == "FractionBar" }?.shapeOutline)
        #expect(first.path.boundingRect.width == 25)
        #expect(second.path.boundingRect.width == 75)
    }
}
