import Foundation
import Testing
@testable import Typeset

@Suite struct VStackTests {
    @Test func defaultSpacingAndCentreAlignment() {
        // Two plain views: gap 8 (Design §5); the narrow box is centred: (50 − 30) / 2 = 10.
        let result = layout(VStack { Box(50, 10).id(0); Box(30, 10).id(1) })
        #expect(result.size == CGSize(width: 50, height: 28))
        #expect(result.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(result.frame(1) == CGRect(x: 10, y: 18, width: 30, height: 10))
    }

    @Test(arguments: [(HorizontalAlignment.leading, CGFloat(0)), (.center, 10), (.trailing, 20)])
    func minorAxisAlignment(alignment: HorizontalAlignment, narrowX: CGFloat) {
        let result = layout(VStack(alignment: alignment, spacing: 0) { Box(50, 10).id("wide"); Box(30, 10).id("narrow") })
        #expect(result.frame("wide").minX == 0)
        #expect(result.frame("narrow").minX == narrowX)
        #expect(result.size == CGSize(width: 50, height: 20))
    }

    @Test func heightIsSharedAfterTheFixedChild() {
        // The box (flexibility 0) is offered 100/3 and takes 30; the colours share 70.
        let result = layout(
            VStack(spacing: 0) { Color.red.id(0); Box(10, 30).id(1); Color.blue.id(2) }, width: 50, height: 100)
        #expect(result.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 35))
        #expect(result.frame(1) == CGRect(x: 20, y: 35, width: 10, height: 30))
        #expect(result.frame(2) == CGRect(x: 0, y: 65, width: 50, height: 35))
    }

    @Test func placementReProposesTheActualMinorSize() {
        // Sizing at (nil, 50): the colour is offered (nil, 40) → 10 × 40; the stack is as wide
        // as the box, 100. Placing re-runs sizing with width 100 (Design §4 "Placing"), so the
        // colour is placed with (100, 40) and fills the width.
        let result = layout(VStack(spacing: 0) { Box(100, 10).id("b"); Color.red.id("c") }, width: nil, height: 50)
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(result.frame("c") == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(result.required("c").proposal == ProposedViewSize(width: 100, height: 40))
    }

    @Test func equalHeightTrickThroughFixedSize() {
        // research §2.3: HStack{…}.fixedSize(horizontal: false, vertical: true) — the stack is
        // sized with a nil height (text 3 lines = 30, colour 10 → 30) and placed with 30, so the
        // colour is as tall as the text.
        let result = layout(
            HStack(spacing: 0) { smallText("A\nB\nC").id("t"); Color.red.id("c") }
                .fixedSize(horizontal: false, vertical: true),
            width: 100, height: 500)
        #expect(result.frame("t").height == 30)
        #expect(result.frame("c").height == 30)
        #expect(result.frame("c").minY == 0)
    }

    @Test func rightToLeftLeadingAlignsRightEdges() {
        // Design §10: LTR x = 0 for both; mirrored inside the 100-wide stack: 100 − 50 = 50.
        let result = layout(
            VStack(alignment: .leading, spacing: 0) { Box(50, 10).id("a"); Box(100, 10).id("b") }, direction: .rightToLeft)
        #expect(result.frame("a") == CGRect(x: 50, y: 0, width: 50, height: 10))
        #expect(result.frame("b") == CGRect(x: 0, y: 10, width: 100, height: 10))
    }

    @Test func spacerBetweenTextsTakesTheRestWithNoGaps() {
        // Two 10-tall texts, a spacer between: 0 gaps next to the spacer, which takes 80.
        let result = layout(VStack { smallText("A"); Spacer().id("s"); smallText("B").id("b") }, width: 100, height: 100)
        #expect(result.frame("s").height == 80)
        #expect(result.frame("b").minY == 90)
    }

    @Test func oneChildStackIsTransparentForSpacing() {
        // VStack { Text } has the text's preferences: 3 below a plain box.
        let result = layout(VStack { Box(10, 10); VStack { smallText("A") }.id("t") })
        #expect(result.frame("t").minY == 13)
    }
}
