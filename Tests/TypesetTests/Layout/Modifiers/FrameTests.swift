import Foundation
import Testing
@testable import Typeset

/// `frame(width:height:alignment:)` (Design §6).
@Suite struct FrameTests {
    @Test func bothSetIgnoresTheChildForSize() {
        // The text would be 55 × 10; the frame is 20 × 30 whatever the child says.
        let result = layout(smallText("Hello world").frame(width: 20, height: 30).id("f"), width: 400, height: 400)
        #expect(result.frame("f") == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func bothSetProposesThatSizeToTheChild() {
        let result = layout(Color.red.id("c").frame(width: 20, height: 30), width: 400, height: 400)
        #expect(result.required("c").proposal == ProposedViewSize(width: 20, height: 30))
        #expect(result.frame("c") == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func widthOnlyTakesTheChildsHeight() {
        // Child proposed (100, P.h); size (100, child.h); the 10-wide text centred: x = 45.
        let result = layout(smallText("Hi").id("t").frame(width: 100).id("f"), width: 400, height: 400)
        #expect(result.frame("f") == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.frame("t") == CGRect(x: 45, y: 0, width: 10, height: 10))
    }

    @Test func heightOnlyProposesTheParentsWidth() {
        // Child proposed (80, 30): the colour fills it; the frame is (child.w, 30).
        let result = layout(Color.red.id("c").frame(height: 30).id("f"), width: 80, height: 400)
        #expect(result.frame("f") == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(result.required("c").proposal == ProposedViewSize(width: 80, height: 30))
    }

    @Test func neitherSetIsTheChildsSize() {
        let result = layout(smallText("Hi").frame().id("f"), width: 400, height: 400)
        #expect(result.frame("f").size == CGSize(width: 10, height: 10))
    }

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)),
        (.center, CGPoint(x: 40, y: 15)),
        (.bottomTrailing, CGPoint(x: 80, y: 30)),
        (.top, CGPoint(x: 40, y: 0)),
        (.trailing, CGPoint(x: 80, y: 15)),
    ])
    func alignmentPlacesTheChild(alignment: Alignment, origin: CGPoint) {
        // Child 20 × 20 in 100 × 50: origin = frame guide (default, at 100 × 50) − child guide.
        let result = layout(Box(20, 20).id("c").frame(width: 100, height: 50, alignment: alignment))
        #expect(result.frame("c").origin == origin)
    }

    @Test func explicitChildGuideMeetsTheFramesDefaultGuide() {
        // Child leading guide 5 → x = 0 − 5; top guide 12 → y = 0 − 12.
        let result = layout(
            Box(20, 20).alignmentGuide(.leading) { _ in 5 }.alignmentGuide(.top) { _ in 12 }.id("c")
                .frame(width: 100, height: 50, alignment: .topLeading))
        #expect(result.frame("c").origin == CGPoint(x: -5, y: -12))
    }

    @Test func frameSideUsesOnlyItsDefaultGuide() {
        // A frame's own trailing is its width even when its child sets an explicit trailing:
        // origin = 100 − 7.
        let result = layout(Box(20, 20).alignmentGuide(.trailing) { _ in 7 }.id("c").frame(width: 100, height: 20, alignment: .trailing))
        #expect(result.frame("c").minX == 93)
    }

    @Test func frameMovesBaselinesByWhereItPlacesTheChild() {
        // Design §3: text (10 tall, baseline 8) centred in 40: y = 15, baseline 15 + 8 = 23.
        let result = layout(smallText("A").frame(height: 40).id("f"))
        #expect(result.required("f").dimensions[explicit: .firstTextBaseline] == 23)
        #expect(result.required("f").dimensions[explicit: .lastTextBaseline] == 23)
        // Built-in keys too: the child has no explicit leading, so neither has the frame.
        #expect(result.required("f").dimensions[explicit: .leading] == nil)
    }

    @Test func frameForwardsAnExplicitBuiltInGuideOfItsChild() {
        // Child leading 5 at x = (100 − 20) / 2 = 40: the frame's explicit leading is 45.
        let result = layout(Box(20, 20).alignmentGuide(.leading) { _ in 5 }.frame(width: 100).id("f"))
        #expect(result.required("f").dimensions[explicit: .leading] == 45)
    }

    @Test func negativeAndNaNValuesAreReportedAndTreatedAsUnset() {
        // width −10 → unset: the frame takes the child's width (80 proposed → 80); height 20 holds.
        let negative = layout(Color.red.frame(width: -10, height: 20).id("f"), width: 80, height: 400)
        #expect(negative.frame("f").size == CGSize(width: 80, height: 20))
        #expect(negative.diagnostics(.invalidFrame).count == 1)
        let nan = layout(smallText("Hi").frame(width: 30, height: .nan).id("f"), width: 80, height: 400)
        #expect(nan.frame("f").size == CGSize(width: 30, height: 10))
        #expect(nan.diagnostics(.invalidFrame).count == 1)
        let infinite = layout(Color.red.frame(width: .infinity, height: 5).id("f"), width: 80, height: 400)
        #expect(infinite.frame("f").size == CGSize(width: 80, height: 5))
        #expect(infinite.diagnostics(.invalidFrame).count == 1)
    }

    @Test func rightToLeftMirrorsTheAlignment() {
        // LTR x = 0 for .leading; mirrored inside 100: 100 − 20 = 80.
        let result = layout(Box(20, 10).id("c").frame(width: 100, alignment: .leading), direction: .rightToLeft)
        #expect(result.frame("c").minX == 80)
        let trailing = layout(Box(20, 10).id("c").frame(width: 100, alignment: .trailing), direction: .rightToLeft)
        #expect(trailing.frame("c").minX == 0)
    }

    @Test func baselineAlignmentInAFrame() {
        // The frame's own firstTextBaseline is its default (its height, 40); the text's is 8:
        // y = 40 − 8 = 32 (the text hangs below the frame's bottom).
        let result = layout(smallText("A").id("t").frame(width: 50, height: 40, alignment: .leadingFirstTextBaseline))
        #expect(result.frame("t").origin == CGPoint(x: 0, y: 32))
    }
}
