import Foundation
import Testing
@testable import Typeset

/// Spacer (Design §4, §7, research §2.5): priority −∞, zero spacing, `max(P ?? minLength, minLength)`
/// along its stack's axis and 0 across it; outside a stack it grows on both axes.
@Suite struct SpacerTests {
    @Test func takesWhatIsLeftInAnHStack() {
        let result = layout(HStack(spacing: 0) { Box(50, 10); Spacer().id("s"); Box(50, 10).id("b") }, width: 300)
        #expect(result.frame("s").width == 200)
        #expect(result.frame("s").height == 0)
        #expect(result.frame("b").minX == 250)
    }

    @Test func takesWhatIsLeftInAVStack() {
        let result = layout(VStack(spacing: 0) { Box(10, 50); Spacer().id("s"); Box(10, 50).id("b") }, width: 100, height: 300)
        #expect(result.frame("s").height == 200)
        #expect(result.frame("s").width == 0)
        #expect(result.frame("b").minY == 250)
    }

    @Test func defaultMinimumIsEightAndTheRowOverflows() {
        // The spacer's min 8 is reserved: the box is offered 92 and takes 95; the spacer is
        // then offered 100 − 95 = 5 and takes its minimum 8 → 103 wide.
        let result = layout(HStack(spacing: 0) { Box(95, 10); Spacer().id("s") }, width: 100)
        #expect(result.frame("s").width == 8)
        #expect(result.size.width == 103)
    }

    @Test func minLengthIsReservedForTheSpacer() {
        // Text offered 100 − 20 = 80 → "Hello world" (55) fits; the spacer gets 45.
        // At 70 the text is offered 50 and wraps to "Hello"/"world" (25); the spacer gets 45.
        let wide = layout(HStack(spacing: 0) { smallText("Hello world").id("t"); Spacer(minLength: 20).id("s") }, width: 100)
        #expect(wide.frame("t").width == 55)
        #expect(wide.frame("s").width == 45)
        let narrow = layout(HStack(spacing: 0) { smallText("Hello world").id("t"); Spacer(minLength: 20).id("s") }, width: 70)
        #expect(narrow.frame("t").size == CGSize(width: 25, height: 20))
        #expect(narrow.frame("s").width == 45)
    }

    @Test func idealLengthIsTheMinimum() {
        let result = layout(HStack(spacing: 0) { Box(10, 10); Spacer(minLength: 12).id("s") }, width: nil)
        #expect(result.frame("s").width == 12)
        #expect(result.size.width == 22)
    }

    @Test func explicitPriorityOverridesMinusInfinity() {
        // Priority 1: the spacer goes first with 100 − min(text) = 100 − 5 = 95 and takes it; the
        // text is left its minimum 5: one character per line.
        let result = layout(
            HStack(spacing: 0) { smallText("Hello world").id("t"); Spacer(minLength: 0).layoutPriority(1).id("s") }, width: 100)
        #expect(result.frame("s").width == 95)
        #expect(result.frame("t").width == 5)
        #expect(result.frame("t").minX == 0)
    }

    @Test func outsideAStackGrowsOnBothAxes() {
        #expect(layout(Spacer().id("s"), width: 100, height: 50).frame("s").size == CGSize(width: 100, height: 50))
        #expect(layout(Spacer(minLength: 5).id("s"), width: nil, height: nil).frame("s").size == CGSize(width: 5, height: 5))
        #expect(layout(Spacer().id("s"), width: nil, height: 3).frame("s").size == CGSize(width: 8, height: 8))
    }

    @Test func invalidMinLengthIsReportedAndDefaulted() {
        let result = layout(HStack(spacing: 0) { Box(10, 10); Spacer(minLength: -3).id("s") }, width: nil)
        #expect(result.frame("s").width == 8)
        #expect(result.diagnostics(.invalidValue).count == 1)
    }
}
