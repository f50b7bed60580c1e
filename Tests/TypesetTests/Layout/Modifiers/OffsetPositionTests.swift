import Foundation
import Testing
@testable import Typeset

/// `offset` moves only the drawn position; `position` takes the proposal and centres the child
/// on the point (Design §6).
@Suite struct OffsetPositionTests {
    @Test func offsetMovesOnlyTheDrawnView() {
        let result = layout(
            HStack(spacing: 0) { Box(20, 20).id("inner").offset(x: 5, y: -3).id("o"); Box(20, 20).id("n") })
        #expect(result.frame("o") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame("inner") == CGRect(x: 5, y: -3, width: 20, height: 20))
        #expect(result.frame("n") == CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(result.size == CGSize(width: 40, height: 20))
    }

    @Test func offsetLeavesGuidesUnchanged() {
        // Both texts share the baseline row: the offset one is only drawn 10 lower.
        let result = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) { smallText("A").id("t").offset(y: 10).id("o"); smallText("B").id("b") })
        #expect(result.required("o").dimensions[explicit: .firstTextBaseline] == 8)
        #expect(result.frame("o").minY == 0)
        #expect(result.frame("b").minY == 0)
        #expect(result.frame("t").minY == 10)
    }

    @Test func nonFiniteOffsetIsReportedAndZero() {
        let result = layout(Box(20, 20).id("inner").offset(x: .nan, y: .infinity))
        #expect(result.frame("inner").origin == .zero)
        #expect(result.diagnostics(.invalidValue).count == 1)
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let result = layout(Box(20, 20).id("c").position(x: 50, y: 30).id("p"), width: 200, height: 100)
        #expect(result.frame("p") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.frame("c") == CGRect(x: 40, y: 20, width: 20, height: 20))
    }

    @Test func positionWithUnspecifiedProposalTakesTheChildsSize() {
        let both = layout(Box(20, 20).id("c").position(x: 50, y: 30).id("p"), width: nil, height: nil)
        #expect(both.frame("p").size == CGSize(width: 20, height: 20))
        #expect(both.frame("c").origin == CGPoint(x: 40, y: 20))
        let one = layout(Box(20, 20).position(x: 50, y: 30).id("p"), width: 200, height: nil)
        #expect(one.frame("p").size == CGSize(width: 200, height: 20))
    }

    @Test func positionMovesGuidesWithTheChild() {
        // Design §3: origin (child at y = 30 − 5) + baseline 8 = 33.
        let result = layout(smallText("A").position(x: 50, y: 30).id("p"), width: 100, height: 100)
        #expect(result.required("p").dimensions[explicit: .firstTextBaseline] == 33)
    }

    @Test func rightToLeftMirrorsOffsetAndPosition() {
        // Design §10: every child's x is mirrored inside its parent. Offset: the child at 5 in a
        // 20-wide offset view → 20 − (5 + 20) = −5. Position: the child at 40 in 200 → 140.
        let offset = layout(Box(20, 20).id("i").offset(x: 5, y: 2), direction: .rightToLeft)
        #expect(offset.frame("i").origin == CGPoint(x: -5, y: 2))
        let position = layout(Box(20, 20).id("c").position(x: 50, y: 30), width: 200, height: 100, direction: .rightToLeft)
        #expect(position.frame("c").origin == CGPoint(x: 140, y: 20))
    }
}
