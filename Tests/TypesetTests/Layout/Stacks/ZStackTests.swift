import Foundation
import Testing
@testable import Typeset

@Suite struct ZStackTests {
    @Test func centredChildren() {
        let result = layout(ZStack { Box(100, 50).id("a"); Box(60, 30).id("b") })
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame("b") == CGRect(x: 20, y: 10, width: 60, height: 30))
    }

    @Test func everyChildIsProposedTheZStackProposal() {
        // The colour takes the whole (100, 80); the box is centred in it.
        let result = layout(ZStack { Color.red.id("c"); Box(40, 40).id("b") }, width: 100, height: 80)
        #expect(result.size == CGSize(width: 100, height: 80))
        #expect(result.frame("c") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(result.frame("b") == CGRect(x: 30, y: 20, width: 40, height: 40))
    }

    @Test func sizeIsTheUnionOfAlignedChildrenWithOffsetGuides() {
        // topLeading guides: a 0, b −40 on both axes. Point = max = 0; b goes to 0 − (−40) = 40.
        // Union [0, 60] on both axes (Design §7: the union, not the largest child).
        let result = layout(
            ZStack(alignment: .topLeading) {
                Box(50, 50).id("a")
                Box(20, 20).alignmentGuide(.leading) { _ in -40 }.alignmentGuide(.top) { _ in -40 }.id("b")
            })
        #expect(result.size == CGSize(width: 60, height: 60))
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(result.frame("b") == CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test func guidePushingAChildOutGrowsTheZStack() {
        // Horizontal (leading): guides a 0, b 30 → point 30; a at 30, b at 0; width 30 + 50 = 80.
        // Vertical (centre): guides 25 and 10 → point 25; a at 0, b at 15; height 50.
        let result = layout(
            ZStack(alignment: .leading) {
                Box(50, 50).id("a")
                Box(20, 20).alignmentGuide(.leading) { _ in 30 }.id("b")
            })
        #expect(result.size == CGSize(width: 80, height: 50))
        #expect(result.frame("a") == CGRect(x: 30, y: 0, width: 50, height: 50))
        #expect(result.frame("b") == CGRect(x: 0, y: 15, width: 20, height: 20))
    }

    @Test func onlyTheHighestPriorityChildrenDecideTheSize() {
        // The box (priority 1) sizes the ZStack: 50 × 30. The colour is proposed that size.
        let result = layout(
            ZStack { Color.red.id("bg"); Box(50, 30).layoutPriority(1).id("fg") }, width: 200, height: 200)
        #expect(result.size == CGSize(width: 50, height: 30))
        #expect(result.frame("bg") == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(result.frame("fg") == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test func spacerInAZStackDoesNotSizeItAndGrowsBothWays() {
        // Spacer priority −∞: only the box sizes the ZStack (40 × 40). Proposed 40 × 40 with no
        // stack orientation, the spacer takes max(40, 8) on both axes (Design §7).
        let result = layout(ZStack { Spacer().id("s"); Box(40, 40).id("b") }, width: 200, height: 200)
        #expect(result.size == CGSize(width: 40, height: 40))
        #expect(result.frame("s") == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func bottomTrailingAlignment() {
        let result = layout(ZStack(alignment: .bottomTrailing) { Box(100, 50); Box(20, 20).id("s") })
        #expect(result.frame("s") == CGRect(x: 80, y: 30, width: 20, height: 20))
    }

    @Test func rightToLeftLeadingIsTheRightEdge() {
        // LTR s at (0, 15); mirrored inside 100: 100 − 20 = 80.
        let result = layout(ZStack(alignment: .leading) { Box(100, 50); Box(20, 20).id("s") }, direction: .rightToLeft)
        #expect(result.frame("s") == CGRect(x: 80, y: 15, width: 20, height: 20))
    }

    @Test func lowerPriorityChildrenMayOverflow() {
        // The 100 box (priority 0) does not size the ZStack (50 × 30); it is centred on the
        // point (25, 15): (25 − 50, 15 − 50).
        let result = layout(ZStack { Box(100, 100).id("big"); Box(50, 30).layoutPriority(1) })
        #expect(result.size == CGSize(width: 50, height: 30))
        #expect(result.frame("big").origin == CGPoint(x: -25, y: -35))
    }

    @Test func firstTextBaselineAlignment() {
        // Guides: text 8 (explicit), box 30 (its bottom) → point 30; text at 22, box at 0;
        // height 30 + max(10 − 8, 30 − 30) = 32. The ZStack's baseline is the text's: 30.
        let result = layout(ZStack(alignment: .leadingFirstTextBaseline) { smallText("A").id("t"); Box(20, 30).id("b") }.id("z"))
        #expect(result.frame("t").origin == CGPoint(x: 0, y: 22))
        #expect(result.frame("b").origin == .zero)
        #expect(result.size == CGSize(width: 20, height: 32))
        #expect(result.required("z").dimensions[explicit: .firstTextBaseline] == 30)
    }
}
