import Foundation
import Testing
@testable import Typeset

/// The result tree (Design §11): `node(id)`, frames in root coordinates, the dump.
@Suite struct ResultTests {
    @Test func nodeIsTheViewTheIdWasAppliedTo() {
        // The id after padding names the padding (20 × 20 at 0); the id before it the box at 5.
        let result = layout(Box(10, 10).id("inner").padding(5).id("outer"))
        #expect(result.required("outer").name == "Padding")
        #expect(result.frame("outer") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame("inner") == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(result.node("missing") == nil)
    }

    @Test func idTakesAnyHashable() {
        enum Part: Hashable { case head, tail }
        struct Key: Hashable { var row: Int }
        let result = layout(
            VStack(spacing: 0) { Box(10, 10).id(Part.head); Box(10, 10).id(Key(row: 3)); Box(10, 10).id(7); Box(10, 10).id("s") })
        #expect(result.frame(Part.head).minY == 0)
        #expect(result.frame(Key(row: 3)).minY == 10)
        #expect(result.frame(7).minY == 20)
        #expect(result.frame("s").minY == 30)
        #expect(result.node(Part.tail) == nil)
        #expect(result.node(8) == nil)
    }

    @Test func framesAreInRootCoordinates() {
        // padding 10 → inner VStack at (10, 10); its second box 18 lower.
        let result = layout(VStack { Box(10, 10); Box(10, 10).id("b") }.padding(10))
        #expect(result.frame("b") == CGRect(x: 10, y: 28, width: 10, height: 10))
        #expect(result.root.frame.origin == .zero)
    }

    @Test func nodeCarriesItsProposalAndDimensions() {
        let result = layout(HStack(spacing: 0) { smallText("Hello").id("t"); Color.red }, width: 100, height: 30)
        let node = result.required("t")
        // Text (flexibility 0) first: offered 50 → 25 wide.
        #expect(node.proposal == ProposedViewSize(width: 50, height: 30))
        #expect(node.dimensions.width == 25)
        #expect(node.dimensions[.firstTextBaseline] == 8)
        #expect(node.size == node.frame.size)
    }

    @Test func severalTopLevelViewsFormAnImplicitVStack() {
        let result = layout(Group { Box(10, 10); Box(20, 10).id("b") })
        #expect(result.root.name == "VStack")
        #expect(result.frame("b") == CGRect(x: 0, y: 18, width: 20, height: 10))
    }

    @Test func dumpOfASmallTree() {
        // Derived by hand: VStack(.leading, 4) at (100, nil) asks its children for their ideal
        // heights with width 100; "Hi" is 10 × 10 (baselines 8), the box 30 × 10 at y 14; the
        // stack is 30 × 24 and its baselines are the text's (8). Frames are (x, y, w × h).
        let result = layout(
            VStack(alignment: .leading, spacing: 4) { smallText("Hi").id("t"); Box(30, 10) },
            proposal: ProposedViewSize(width: 100, height: nil))
        let expected = """
            VStack [alignment: leading, spacing: 4] (0, 0, 30 × 24) proposed (100, nil) guides{firstBaseline=8 lastBaseline=8}
            ├─ Text #t ["Hi"] (0, 0, 10 × 10) proposed (100, nil) guides{firstBaseline=8 lastBaseline=8}
            └─ Frame [width: 30, height: 10, alignment: center/center] (0, 14, 30 × 10) proposed (100, nil)
               └─ Color [gray] (0, 14, 30 × 10) proposed (30, 10)

            """
        let body = result.dump().split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
        #expect(String(body) == expected)
    }

    @Test func dumpShowsTheRowPlacementProposals() {
        // HStack(spacing: 10) at (200, 100): fixed frames 50 × 20 and 30 × 40 (flexibility 0,
        // declaration order). The first is offered (200 − 10) / 2 = 95, the second 190 − 50 =
        // 140; the row is 90 × 40, the first box centred at y 10.
        let result = layout(
            HStack(spacing: 10) { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 30, height: 40) },
            proposal: ProposedViewSize(width: 200, height: 100))
        let expected = """
            HStack [alignment: center, spacing: 10] (0, 0, 90 × 40) proposed (200, 100)
            ├─ Frame [width: 50, height: 20, alignment: center/center] (0, 10, 50 × 20) proposed (95, 100)
            │  └─ Color [red] (0, 10, 50 × 20) proposed (50, 20)
            └─ Frame [width: 30, height: 40, alignment: center/center] (60, 0, 30 × 40) proposed (140, 100)
               └─ Color [blue] (60, 0, 30 × 40) proposed (30, 40)

            """
        let body = result.dump().split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
        #expect(String(body) == expected)
    }

    @Test func dumpIsStable() {
        let view = VStack { HStack { smallText("a b c"); Spacer(); Box(10, 10) }; Divider(); smallText("z").padding() }
        let first = layout(view, width: 120).dump()
        let second = layout(view, width: 120).dump()
        #expect(first == second)
        #expect(first == layout(view, width: 120).dump(options: .default))
    }

    @Test func dumpListsDiagnostics() {
        let result = layout(Box(10, 10).frame(width: -1))
        #expect(result.dump().contains("diagnostics:\n  invalidFrame in Frame"))
    }

    @Test func rightToLeftNodesAreMarked() {
        let result = layout(Box(10, 10).id("b"), direction: .rightToLeft)
        #expect(result.required("b").layoutDirection == .rightToLeft)
        #expect(result.dump().contains(" rtl"))
    }
}
