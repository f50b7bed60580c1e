import Foundation
import Testing
@testable import Typeset

/// Divider (Design §7): 1 point thick across its stack's axis, greedy along the other; 0 gaps.
@Suite struct DividerTests {
    @Test func verticalLineInAnHStack() {
        // Sized with a nil height it is 1 × 0; the row is 30 tall, and placement re-proposes
        // 30, so the divider is 1 × 30 between the boxes (no gaps next to it).
        let result = layout(HStack { Box(20, 30); Divider().id("d"); Box(20, 30).id("b") })
        #expect(result.frame("d") == CGRect(x: 20, y: 0, width: 1, height: 30))
        #expect(result.frame("b").minX == 21)
        #expect(result.size == CGSize(width: 41, height: 30))
    }

    @Test func horizontalLineInAVStack() {
        // Proposed (400, nil) on the ideal pass: 400 × 1; the stack is 400 wide.
        let result = layout(VStack { Box(50, 20); Divider().id("d"); Box(50, 20).id("b") })
        #expect(result.frame("d") == CGRect(x: 0, y: 20, width: 400, height: 1))
        #expect(result.frame("b").minY == 21)
    }

    @Test func horizontalLineOutsideAStack() {
        #expect(layout(Divider().id("d"), width: 100, height: 50).frame("d").size == CGSize(width: 100, height: 1))
    }
}
