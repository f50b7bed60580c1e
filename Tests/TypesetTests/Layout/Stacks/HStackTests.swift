import Foundation
import Testing
@testable import Typeset

@Suite struct HStackTests {
    @Test func flexibilityOrderGivesTheObjcIoSplit() {
        // objc.io "How an HStack lays out its children": 75 and 100 in 150, stack 175 wide.
        let result = layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }, width: 150, height: 10)
        #expect(result.frame("a").width == 75)
        #expect(result.frame("b").width == 100)
        #expect(result.size.width == 175)
    }

    @Test func objcIoOverflowIsCentredByTheEnclosingFrame() {
        // research §11 pitfall 2: the same 175-wide stack inside .frame(width: 150) is centred
        // and sticks out on both sides: x = (150 − 175) / 2 = −12.5; "b" follows "a" (75 wide).
        let result = layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }.frame(width: 150), width: 150, height: 10)
        #expect(result.frame("a") == CGRect(x: -12.5, y: 0, width: 75, height: 10))
        #expect(result.frame("b") == CGRect(x: 62.5, y: 0, width: 100, height: 10))
        #expect(result.size == CGSize(width: 150, height: 10))
    }

    @Test func equalRectanglesShareEvenly() {
        let result = layout(HStack(spacing: 0) { Rectangle().id(0); Rectangle().id(1); Rectangle().id(2) }, width: 300, height: 10)
        for i in 0..<3 { #expect(result.frame(i) == CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 10)) }
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        // Flexibilities (max − min): a = 40, b = ∞, c = 10 → order c, a, b (Design §4 step 2).
        // c is offered 150/3 = 50 and takes 10; a is offered 140/2 = 70 and takes 40;
        // b is offered the remaining 100. Declaration order would give b only 55.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 40).id("a")
                Color.green.id("b")
                Color.blue.frame(maxWidth: 10).id("c")
            }, width: 150, height: 10)
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(result.frame("b") == CGRect(x: 40, y: 0, width: 100, height: 10))
        #expect(result.frame("c") == CGRect(x: 140, y: 0, width: 10, height: 10))
    }

    @Test func fixedChildTakesItsSizeAndTheRestIsSharedEvenly() {
        // The box (flexibility 0) goes first: offered 250/3, takes 50; the two colours share 200.
        let result = layout(
            HStack(spacing: 0) { Box(50, 10).id("box"); Color.red.id("l"); Color.blue.id("r") }, width: 250, height: 10)
        #expect(result.frame("box") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame("l") == CGRect(x: 50, y: 0, width: 100, height: 10))
        #expect(result.frame("r") == CGRect(x: 150, y: 0, width: 100, height: 10))
    }

    @Test func stackOverflowsItsProposal() {
        // Design §4 step 4: major size = children + gaps, never clamped to the proposal.
        let result = layout(HStack(spacing: 10) { Box(100, 10).id("a"); Box(80, 10).id("b") }, width: 150)
        #expect(result.size == CGSize(width: 190, height: 10))
        #expect(result.frame("b").minX == 110)
    }

    @Test func higherPriorityGroupLeavesTheMinimumOfLowerGroups() {
        // "high" (priority 1) is sized first with 100 − min(low) = 100 − 30 = 70; then "low"
        // gets its own minimum back: 0 + 30 = 30 (Design §4 step 2).
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 30).id("low")
                Color.blue.layoutPriority(1).id("high")
            }, width: 100, height: 10)
        #expect(result.frame("low") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame("high") == CGRect(x: 30, y: 0, width: 70, height: 10))
    }

    @Test func threePriorityGroupsReserveAndGiveBackMinimums() {
        // Before the first group (p2) subtract the mins of p1 (30) and p0 (20): 200 − 50 = 150.
        // p2 takes 150 → 0 left. Group p1 adds its 30 back and takes 30; group p0 adds 20, takes 20.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).id("p0")
                Color.green.frame(minWidth: 30).layoutPriority(1).id("p1")
                Color.blue.layoutPriority(2).id("p2")
            }, width: 200, height: 10)
        #expect(result.frame("p0").width == 20)
        #expect(result.frame("p1").width == 30)
        #expect(result.frame("p2").width == 150)
        #expect(result.frame("p2").minX == 50)
    }

    @Test func lowerGroupIsOfferedWhatIsLeftAfterAnOverflow() {
        // "big" (priority 1, a fixed 90) overflows its 100 − 20 = 80: avail = 80 − 90 = −10.
        // The last group adds its 20 back → offered 10; its minimum is 20, so it takes 20.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).id("low")
                Box(90, 10).layoutPriority(1).id("big")
            }, width: 100, height: 10)
        #expect(result.frame("big").width == 90)
        #expect(result.frame("low").width == 20)
        #expect(result.size.width == 110)
    }

    @Test func infinitelyFlexibleTieGoesToTheLargerMinimumFirst() {
        // Both are infinitely flexible; b (min 100) goes first (Design §4): offered 120/2 = 60,
        // takes its min 100; a is offered 20 and takes its min 50. Total 150.
        // In declaration order a would take 60 and the total would be 160.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50).id("a")
                Color.blue.frame(minWidth: 100).id("b")
            }, width: 120, height: 10)
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame("b") == CGRect(x: 50, y: 0, width: 100, height: 10))
        #expect(result.size.width == 150)
    }

    @Test func nilMajorProposalAsksEveryChildForItsIdealSize() {
        // Design §4 step 1: every child gets (nil, 20); priorities play no part.
        // a: flexible frame with ideal 30 → 30 × 20; b: Color → 10 × 20; t: "Hello" → 25 × 10.
        let result = layout(
            HStack(spacing: 0) {
                Color.red.frame(idealWidth: 30).layoutPriority(5).id("a")
                Color.blue.id("b")
                smallText("Hello").id("t")
            }, width: nil, height: 20)
        #expect(result.size == CGSize(width: 65, height: 20))
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.frame("b") == CGRect(x: 30, y: 0, width: 10, height: 20))
        #expect(result.frame("t") == CGRect(x: 40, y: 5, width: 25, height: 10))
        #expect(result.required("t").proposal == ProposedViewSize(width: nil, height: 20))
    }

    @Test(arguments: [
        (VerticalAlignment.top, CGFloat(0), CGFloat(0)),
        (.center, 10, 0),
        (.bottom, 20, 0),
    ])
    func minorAxisAlignment(alignment: VerticalAlignment, shortY: CGFloat, tallY: CGFloat) {
        // Heights 20 and 40: the stack is 40 tall; the short box's guide meets the tall one's.
        let result = layout(HStack(alignment: alignment, spacing: 0) { Box(10, 20).id("s"); Box(10, 40).id("t") })
        #expect(result.size == CGSize(width: 20, height: 40))
        #expect(result.frame("s").minY == shortY)
        #expect(result.frame("t").minY == tallY)
    }

    @Test func explicitGuidesGrowTheMinorAxisToTheUnion() {
        // Origins are −top: 30 for the first box (guide −30), 0 for the second: [0, 50].
        let result = layout(
            HStack(alignment: .top, spacing: 0) {
                Box(10, 20).alignmentGuide(.top) { _ in -30 }.id("a")
                Box(10, 40).id("b")
            })
        #expect(result.size.height == 50)
        #expect(result.frame("a").minY == 30)
        #expect(result.frame("b").minY == 0)
    }

    @Test func minorExtentIsTheUnionOfTheChildrenOnly() {
        // Origins 5 and 10 (guides −5, −10): union [5, 30] → 25 tall, shifted to start at 0
        // (Design §4 step 3 does not add the alignment line itself).
        let result = layout(
            HStack(alignment: .top, spacing: 0) {
                Box(10, 20).alignmentGuide(.top) { _ in -5 }.id("a")
                Box(10, 20).alignmentGuide(.top) { _ in -10 }.id("b")
            })
        #expect(result.size.height == 25)
        #expect(result.frame("a").minY == 0)
        #expect(result.frame("b").minY == 5)
    }

    @Test func firstTextBaselineAlignsTheBoxBottomOnTheBaseline() {
        // Text baseline 8 (explicit); the box has none, so its baseline is its bottom (30).
        // Origins −8 and −30; union [−30, 2] → 32 tall; the text at y 22, its baseline at 30.
        let result = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) { smallText("A").id("t"); Box(20, 30).id("b") })
        #expect(result.size.height == 32)
        #expect(result.frame("t").minY == 22)
        #expect(result.frame("b").minY == 0)
    }

    @Test func explicitSpacingIsUniformEvenNextToASpacer() {
        // Gaps 12 and 12: the boxes take 10 each, the spacer gets 100 − 24 − 20 = 56.
        let result = layout(
            HStack(spacing: 12) { Box(10, 10).id("a"); Spacer(minLength: 0).id("s"); Box(10, 10).id("b") }, width: 100)
        #expect(result.frame("s") == CGRect(x: 22, y: 5, width: 56, height: 0))
        #expect(result.frame("b").minX == 90)
        #expect(result.size.width == 100)
    }

    @Test func emptyStackIsZeroSized() {
        let result = layout(HStack {}, width: 100, height: 100)
        #expect(result.size == .zero)
    }

    @Test func flattenedChildrenFromGroupForEachAndConditionals() {
        // Group, ForEach, if/else and nil optionals contribute their views to one list (Design §4).
        let show = false
        let optional: Color? = nil
        let result = layout(
            HStack(spacing: 0) {
                Group { Box(10, 10).id("g0"); Box(10, 10).id("g1") }
                ForEach(0..<2) { i in Box(10, 10).id("f\(i)") }
                if show { Box(10, 10).id("hidden") } else { Box(10, 10).id("else") }
                optional
                EmptyView()
            })
        #expect(result.size.width == 50)
        #expect(result.frame("f1").minX == 30)
        #expect(result.frame("else").minX == 40)
        #expect(result.node("hidden") == nil)
    }

    @Test func rightToLeftRunsFromTheRight() {
        // Design §10: x' = W − (x + w) inside the 80-wide stack.
        let result = layout(HStack(spacing: 0) { Box(50, 10).id(0); Box(30, 10).id(1) }, direction: .rightToLeft)
        #expect(result.frame(0) == CGRect(x: 30, y: 0, width: 50, height: 10))
        #expect(result.frame(1) == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func rightToLeftMirrorsAnOverflowingStackInsideItsFrame() {
        // LTR: a at −12.5 (75 wide), b at 62.5 inside the 150 frame. RTL mirrors twice: inside
        // the stack (a at 100, b at 0) then the stack inside the frame (175 wide at −12.5).
        let result = layout(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }.frame(width: 150), width: 150, height: 10, direction: .rightToLeft)
        #expect(result.frame("a") == CGRect(x: 87.5, y: 0, width: 75, height: 10))
        #expect(result.frame("b") == CGRect(x: -12.5, y: 0, width: 100, height: 10))
    }

    @Test func textIsSizedBeforeGreedyNeighboursAndWraps() {
        // research §2.2 (field guide): "Hello world" has flexibility 55 − 5 = 50, the colours ∞,
        // so the text goes first with 90 / 3 = 30: it wraps to "Hello"/"world" (25 × 20); the
        // colours share the remaining 65.
        let result = layout(HStack(spacing: 0) { Color.red.id("l"); smallText("Hello world").id("t"); Color.blue.id("r") }, width: 90)
        #expect(result.frame("t").size == CGSize(width: 25, height: 20))
        #expect(result.frame("l").width == 32.5)
        #expect(result.frame("r").width == 32.5)
        #expect(result.frame("t").minX == 32.5)
    }

    @Test func fixedSizeChildOverflowsTheRow() {
        // The fixed text is 55 whatever it is offered; the colour is then offered 30 − 55 < 0 → 0.
        let result = layout(HStack(spacing: 0) { smallText("Hello world").fixedSize().id("t"); Color.red.id("c") }, width: 30, height: 10)
        #expect(result.frame("t").width == 55)
        #expect(result.frame("c").width == 0)
        #expect(result.size.width == 55)
    }

    @Test func lastTextBaselineAlignment() {
        // Two-line text: last baseline 18; the box's is its bottom, 20. Origins −18 and −20 →
        // union [−20, 2]: the text at y 2, the box at 0; 22 tall. The row's own baselines are
        // the text's projected: first 2 + 8 = 10, last 2 + 18 = 20.
        let result = layout(HStack(alignment: .lastTextBaseline, spacing: 0) { smallText("A\nB").id("t"); Box(20, 20).id("b") }.id("h"))
        #expect(result.frame("t").minY == 2)
        #expect(result.frame("b").minY == 0)
        #expect(result.size.height == 22)
        #expect(result.required("h").dimensions[explicit: .firstTextBaseline] == 10)
        #expect(result.required("h").dimensions[explicit: .lastTextBaseline] == 20)
    }

    @Test func layoutDirectionAppliesToItsSubtreeOnly() {
        // The row is right-to-left inside a left-to-right column: the column puts it at its
        // leading (left) edge; inside it a runs from the right: a at 20, b at 0.
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) { Box(10, 10).id("a"); Box(20, 10).id("b") }.environment(\.layoutDirection, .rightToLeft).id("row")
                Box(100, 10)
            })
        #expect(result.frame("row").minX == 0)
        #expect(result.frame("a").minX == 20)
        #expect(result.frame("b").minX == 0)
    }

    @Test func negativeSpacingOverlaps() {
        // An explicit spacing is used as given: −5 makes the boxes overlap by 5.
        let result = layout(HStack(spacing: -5) { Box(10, 10); Box(10, 10).id("b") })
        #expect(result.frame("b").minX == 5)
        #expect(result.size.width == 15)
    }
}
