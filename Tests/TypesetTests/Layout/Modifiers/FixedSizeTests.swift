import Foundation
import Testing
@testable import Typeset

/// `fixedSize()` / `fixedSize(horizontal:vertical:)`: nil on the fixed axes (Design §6).
@Suite struct FixedSizeTests {
    @Test func bothAxesGiveTheIdealSizeAndOverflow() {
        // The text keeps its ideal 55 × 10 inside a 20-wide frame, centred: (20 − 55) / 2.
        let result = layout(smallText("Hello world").id("t").fixedSize().frame(width: 20))
        #expect(result.frame("t") == CGRect(x: -17.5, y: 0, width: 55, height: 10))
        #expect(result.required("t").proposal == .unspecified)
    }

    @Test func verticalOnlyKeepsTheProposedWidth() {
        // Proposed (30, nil): "Hello"/"world", 25 × 20, centred in a 30 × 5 frame.
        let result = layout(
            smallText("Hello world").id("t").fixedSize(horizontal: false, vertical: true).frame(width: 30, height: 5))
        #expect(result.frame("t") == CGRect(x: 2.5, y: -7.5, width: 25, height: 20))
        #expect(result.required("t").proposal == ProposedViewSize(width: 30, height: nil))
    }

    @Test func horizontalOnlyIgnoresTheProposedWidth() {
        let fixed = layout(smallText("Hello world").fixedSize(horizontal: true, vertical: false).id("f"), width: 20)
        #expect(fixed.frame("f").size == CGSize(width: 55, height: 10))
        // Without it the text wraps at 20 ("Hell"/"o"/"worl"/"d").
        let wrapped = layout(smallText("Hello world").id("f"), width: 20)
        #expect(wrapped.frame("f").size == CGSize(width: 20, height: 40))
    }

    @Test func greedyViewsBecomeTen() {
        let result = layout(Color.red.fixedSize().id("f"), width: 300, height: 300)
        #expect(result.frame("f").size == CGSize(width: 10, height: 10))
    }

    @Test func guidesPassThrough() {
        let result = layout(smallText("A").fixedSize().id("f"))
        #expect(result.required("f").dimensions[explicit: .firstTextBaseline] == 8)
    }
}
