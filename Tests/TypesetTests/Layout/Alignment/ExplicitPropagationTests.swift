import Foundation
import Testing
@testable import Typeset

/// How containers combine their children's explicit guides (Design §3, research §4).
@Suite struct ExplicitPropagationTests {
    @Test func customGuideIsTheMeanOfTheChildrensProjectedValues() {
        // Children at y 0 and 10 with guides 4 and 6: projected 4 and 16 → mean 10.
        let result = layout(
            VStack(spacing: 0) {
                Box(10, 10).alignmentGuide(.coreRow) { _ in 4 }
                Box(10, 10).alignmentGuide(.coreRow) { _ in 6 }
                Box(10, 10)
            }.id("v"))
        #expect(result.required("v").dimensions[explicit: VerticalAlignment.coreRow] == 10)
    }

    @Test func customGuideMeanPlacesTheStackInARow() {
        // Row aligned on .coreRow: ref (default 0, origin 0), v (explicit 10, origin −10).
        // Union [−10, 40] → 50 tall: ref at 10, v at 0.
        let result = layout(
            HStack(alignment: .coreRow, spacing: 0) {
                Box(10, 40).id("ref")
                VStack(spacing: 0) {
                    Box(10, 10).alignmentGuide(.coreRow) { _ in 4 }
                    Box(10, 10).alignmentGuide(.coreRow) { _ in 6 }
                }.id("v")
            })
        #expect(result.frame("ref").minY == 10)
        #expect(result.frame("v").minY == 0)
        #expect(result.size.height == 50)
    }

    @Test func firstTextBaselineIsTheMinimumAndLastTheMaximum() {
        // Two 10 pt texts stacked: baselines 8 and 18. first = min = 8, last = max = 18.
        let result = layout(VStack(spacing: 0) { smallText("A"); smallText("B") }.id("v"))
        let d = result.required("v").dimensions
        #expect(d[explicit: .firstTextBaseline] == 8)
        #expect(d[explicit: .lastTextBaseline] == 18)
    }

    @Test func baselinesSkipChildrenWithoutText() {
        // The box has none; the text at y 10 (spacing 0) gives 18 for both.
        let result = layout(VStack(spacing: 0) { Box(10, 10); smallText("A") }.id("v"))
        #expect(result.required("v").dimensions[explicit: .firstTextBaseline] == 18)
        #expect(result.required("v").dimensions[explicit: .lastTextBaseline] == 18)
        let none = layout(VStack(spacing: 0) { Box(10, 10); Box(10, 10) }.id("v"))
        #expect(none.required("v").dimensions[explicit: .firstTextBaseline] == nil)
        #expect(none.required("v").dimensions[.firstTextBaseline] == 20)
    }

    @Test func rowBaselineIncludesTheChildsOrigin() {
        // HStack(.center): text 10 tall at y 15 next to a 40 box → baseline 15 + 8 = 23.
        let result = layout(HStack(spacing: 0) { smallText("A"); Box(10, 40) }.id("h"))
        #expect(result.required("h").dimensions[explicit: .firstTextBaseline] == 23)
    }

    @Test func builtInGuidesAreNeverExplicitOnAMultiChildContainer() {
        let result = layout(
            ZStack { Box(10, 10).alignmentGuide(.leading) { _ in 5 }.alignmentGuide(.top) { _ in 5 }; Box(10, 10) }.id("z"))
        let d = result.required("z").dimensions
        #expect(d[explicit: .leading] == nil)
        #expect(d[explicit: .top] == nil)
        let stack = layout(VStack { Box(10, 10).alignmentGuide(.trailing) { _ in 5 }; Box(10, 10) }.id("v"))
        #expect(stack.required("v").dimensions[explicit: .trailing] == nil)
        #expect(stack.required("v").dimensions[explicit: HorizontalAlignment.center] == nil)
    }

    @Test func builtInGuideStoppedByMultiChildStackPassedByOneChildStack() {
        // "one" is a one-static-child VStack: its child's explicit leading 20 passes (origin −20).
        // "two" has two children: no explicit leading, default 0. Union [−20, 100] → 120:
        // a at 20, one at 0, two at 20.
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                Box(100, 10).id("a")
                VStack { Box(50, 10).alignmentGuide(.leading) { _ in 20 } }.id("one")
                VStack(spacing: 0) { Box(50, 10).alignmentGuide(.leading) { _ in 20 }; Box(50, 10) }.id("two")
            })
        #expect(result.frame("a").minX == 20)
        #expect(result.frame("one").minX == 0)
        #expect(result.frame("two").minX == 20)
        #expect(result.size.width == 120)
    }

    @Test func oneChildZStackAndHStackAreTransparentToo() {
        let z = layout(ZStack { Box(50, 10).alignmentGuide(.leading) { _ in 20 } }.id("z"))
        #expect(z.required("z").dimensions[explicit: .leading] == 20)
        let h = layout(HStack { Box(50, 10).alignmentGuide(.top) { _ in 3 } }.id("h"))
        #expect(h.required("h").dimensions[explicit: .top] == 3)
    }

    @Test func forEachWithOneElementIsNotTransparent() {
        // The ForEach element is not static: the inner VStack is a real container and its
        // leading guide is the default 0, so both sit at x 0.
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                Box(100, 10).id("a")
                VStack { ForEach(0..<1) { _ in Box(50, 10).alignmentGuide(.leading) { _ in 20 } } }.id("each")
            })
        #expect(result.frame("a").minX == 0)
        #expect(result.frame("each").minX == 0)
        #expect(result.required("each").dimensions[explicit: .leading] == nil)
    }

    @Test func customGuideCrossesTwoLevelsOfStacks() {
        // Inner HStack (spacing 0, .center): m (10 × 10, guide 3) at y 5 next to a 20 box →
        // projected 8. Middle VStack (spacing 0): a 30 box, then the row at y 30 → 38.
        // The outer row aligns the arrow's guide (its top, 0) to 38: arrow at y 38.
        let result = layout(
            HStack(alignment: .coreRow, spacing: 0) {
                Box(10, 10).id("arrow")
                VStack(spacing: 0) {
                    Box(10, 30)
                    HStack(spacing: 0) { Box(10, 10).alignmentGuide(.coreRow) { _ in 3 }.id("m"); Box(10, 20) }
                }.id("col")
            })
        #expect(result.required("col").dimensions[explicit: VerticalAlignment.coreRow] == 38)
        #expect(result.frame("col").minY == 0)
        #expect(result.frame("arrow").minY == 38)
        #expect(result.frame("m").minY == 35)
    }

    @Test func customHorizontalGuideCrossesStacks() {
        // VStack(alignment: .coreColumn): the row's marker box is at x 30 with guide 5 → 35;
        // the button (guide default 0) goes to 35.
        let result = layout(
            VStack(alignment: .coreColumn, spacing: 0) {
                HStack(spacing: 0) { Box(30, 10); Box(10, 10).alignmentGuide(.coreColumn) { _ in 5 } }
                Box(10, 10).id("button")
            })
        #expect(result.frame("button").minX == 35)
    }

    @Test func modifiersProjectBuiltInExplicitGuides() {
        // padding(10) moves an explicit leading of 4 to 14; a frame adds the child's origin.
        let padded = layout(Box(10, 10).alignmentGuide(.leading) { _ in 4 }.padding(10).id("p"))
        #expect(padded.required("p").dimensions[explicit: .leading] == 14)
    }

    @Test func rightToLeftMirrorsCustomHorizontalGuides() {
        // LTR: the row's guide is 35, the button's 0 → origins −35 and 0, union [−35, 10]:
        // stack 45 wide, row at 0 (40 wide), button at 35. Mirrored inside 45 (Design §10):
        // row 45 − 40 = 5, button 45 − (35 + 10) = 0.
        let result = layout(
            VStack(alignment: .coreColumn, spacing: 0) {
                HStack(spacing: 0) { Box(30, 10); Box(10, 10).alignmentGuide(.coreColumn) { _ in 5 } }.id("row")
                Box(10, 10).id("button")
            }, direction: .rightToLeft)
        #expect(result.frame("button").minX == 0)
        #expect(result.frame("row").minX == 5)
    }
}
