import Foundation
import Testing
@testable import TypesetLayout

/// Custom `Layout`s that misbehave: their nonsense is clamped and reported with the
/// container's path, and the result stays finite (issue 10).
@Suite struct CustomLayoutRobustnessTests {
    /// Answers `size` and places each subview per `placements` (subview index → positions).
    struct Misbehaving: Layout {
        var size: CGSize = CGSize(width: 40, height: 40)
        var placements: [Int: [CGPoint]] = [0: [.zero], 1: [.zero]]
        var probe: ProposedViewSize? = nil

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if let probe {
                for subview in subviews {
                    _ = subview.sizeThatFits(probe)
                    _ = subview.dimensions(in: probe)
                }
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, points) in placements.sorted(by: { $0.key < $1.key }) where index < subviews.count {
                for point in points { subviews[index].place(at: point, proposal: .unspecified) }
            }
        }
    }

    func layOut(_ layout: Misbehaving) -> LayoutResult {
        TypesetLayoutTests.layout(.vStack([.layout(AnyLayout(layout), [.id("a", .box(10, 10)), .id("b", .box(20, 20))])]))
    }

    func expectFinite(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        for node in result.root.allNodes {
            let frame = node.frame
            let numbers = [frame.minX, frame.minY, frame.width, frame.height] + node.explicitGuides.map(\.value)
            let allFinite = numbers.allSatisfy { $0.isFinite }
            #expect(allFinite, "\(node.path): \(numbers)", sourceLocation: sourceLocation)
        }
    }

    func messages(_ result: LayoutResult, _ kind: Diagnostic.Kind) -> [String] {
        result.diagnostics.filter { $0.kind == kind }.map { "\($0.view): \($0.message)" }
    }

    @Test(arguments: [CGFloat.nan, -5])
    func aNaNOrNegativeSizeIsZero(_ value: CGFloat) {
        let result = layOut(Misbehaving(size: CGSize(width: value, height: 30)))
        expectFinite(result)
        #expect(result.root.children[0].size == CGSize(width: 0, height: 30))
        #expect(messages(result, .invalidSize) == ["VStack[0]/AnyLayout(Misbehaving): horizontal size \(LayoutNumber.format(value)) clamped to 0"])
    }

    /// An infinite answer to a finite proposal: a frame in the result takes the view's ideal
    /// length instead, or 0 when that is infinite too (here, for the layout and its VStack).
    @Test func anInfiniteSizeIsFiniteInTheResult() {
        let result = layOut(Misbehaving(size: CGSize(width: CGFloat.infinity, height: 30)))
        expectFinite(result)
        #expect(result.root.children[0].size == CGSize(width: 0, height: 30))
        #expect(messages(result, .invalidSize) == [
            "VStack: horizontal size is infinite; used 0",
            "VStack[0]/AnyLayout(Misbehaving): horizontal size is infinite; used 0",
        ])
    }

    @Test func aSubviewPlacedTwiceTakesItsLastPlacement() {
        let result = layOut(Misbehaving(placements: [0: [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 3)], 1: [.zero]]))
        #expect(result.frame("a").origin == CGPoint(x: 7, y: 3))
        #expect(messages(result, .subviewPlacement) == ["VStack[0]/AnyLayout(Misbehaving): subview 0 was placed 2 times; the last placement wins"])
    }

    /// Design §7: a subview that is not placed is centred in the bounds.
    @Test func aSubviewNeverPlacedIsCentred() {
        let result = layOut(Misbehaving(placements: [0: [.zero]]))
        #expect(result.frame("b") == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(messages(result, .subviewPlacement) == ["VStack[0]/AnyLayout(Misbehaving): subview 1 was never placed; centred in the bounds"])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aSubviewPlacedAtANonFinitePositionIsAtZero(_ value: CGFloat) {
        let result = layOut(Misbehaving(placements: [0: [CGPoint(x: value, y: 4)], 1: [.zero]]))
        expectFinite(result)
        #expect(result.frame("a").origin == CGPoint(x: 0, y: 4))
        #expect(messages(result, .invalidValue) == ["VStack[0]/AnyLayout(Misbehaving)[0]/Frame: placed at a non-finite horizontal position; used 0"])
    }

    /// `sizeThatFits` and `dimensions(in:)` asked with NaN or negative proposals: the subview
    /// sees them sanitised (NaN unspecified, negative 0) and the subview's path is reported.
    @Test func nanAndNegativeProbesAreSanitised() {
        let result = layOut(Misbehaving(probe: ProposedViewSize(width: .nan, height: -3)))
        expectFinite(result)
        let reported = messages(result, .invalidProposal)
        #expect(reported.contains("VStack[0]/AnyLayout(Misbehaving)[0]/Frame: horizontal proposal is NaN; treated as unspecified"))
        #expect(reported.contains("VStack[0]/AnyLayout(Misbehaving)[1]/Frame: vertical proposal -3 is negative; clamped to 0"))
    }
}
