import Foundation
import Testing
@testable import Typeset

/// `padding` in all its forms (Design §6): the child is proposed P minus the insets (≥ 0, nil
/// stays nil), the size is child + insets, the child sits at (leading, top).
@Suite struct PaddingTests {
    @Test func defaultLengthIsSixteen() {
        let result = layout(Box(10, 10).id("b").padding().id("p"))
        #expect(result.frame("p").size == CGSize(width: 42, height: 42))
        #expect(result.frame("b").origin == CGPoint(x: 16, y: 16))
    }

    @Test func lengthOnEveryEdge() {
        let result = layout(Box(10, 10).id("b").padding(5).id("p"))
        #expect(result.frame("p").size == CGSize(width: 20, height: 20))
        #expect(result.frame("b").origin == CGPoint(x: 5, y: 5))
    }

    @Test func edgeSets() {
        let horizontal = layout(Box(10, 10).id("b").padding(.horizontal, 10).id("p"))
        #expect(horizontal.frame("p").size == CGSize(width: 30, height: 10))
        #expect(horizontal.frame("b").origin == CGPoint(x: 10, y: 0))
        let leading = layout(Box(10, 10).id("b").padding(.leading).id("p"))
        #expect(leading.frame("p").size == CGSize(width: 26, height: 10))
        #expect(leading.frame("b").origin == CGPoint(x: 16, y: 0))
        let bottom = layout(Box(10, 10).id("b").padding(.bottom, 3).id("p"))
        #expect(bottom.frame("p").size == CGSize(width: 10, height: 13))
        #expect(bottom.frame("b").origin == .zero)
    }

    @Test func edgeInsets() {
        let result = layout(Box(10, 10).id("b").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"))
        #expect(result.frame("p").size == CGSize(width: 16, height: 14))
        #expect(result.frame("b").origin == CGPoint(x: 2, y: 1))
    }

    @Test func defaultComesFromTheEnvironment() {
        let result = layout(
            Box(10, 10).id("b").padding().id("p")
                .environment(\.defaultPadding, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(result.frame("p").size == CGSize(width: 16, height: 14))
        #expect(result.frame("b").origin == CGPoint(x: 2, y: 1))
    }

    @Test func childIsProposedTheProposalMinusTheInsets() {
        let result = layout(Color.red.id("c").padding(10).id("p"), width: 100, height: 50)
        #expect(result.required("c").proposal == ProposedViewSize(width: 80, height: 30))
        #expect(result.frame("c") == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(result.frame("p").size == CGSize(width: 100, height: 50))
    }

    @Test func nilStaysNil() {
        // The colour answers 10 × 10 to (nil, nil): 30 × 30 with the padding.
        let result = layout(Color.red.id("c").padding(10).id("p"), width: nil, height: nil)
        #expect(result.required("c").proposal == .unspecified)
        #expect(result.frame("p").size == CGSize(width: 30, height: 30))
    }

    @Test func reducedProposalIsClampedAtZero() {
        // 40 − 60 → 0: the colour is 0 × 0, the padding 60 × 60 (it overflows its proposal).
        let result = layout(Color.red.id("c").padding(30).id("p"), width: 40, height: 40)
        #expect(result.required("c").proposal == .zero)
        #expect(result.frame("p").size == CGSize(width: 60, height: 60))
    }

    @Test func negativePaddingGrowsTheChildsProposal() {
        // 100 − (−10) = 110 proposed; size 110 − 10 = 100; the child sits at (−5, −5).
        let result = layout(Color.red.id("c").padding(-5).id("p"), width: 100, height: 100)
        #expect(result.frame("c") == CGRect(x: -5, y: -5, width: 110, height: 110))
        #expect(result.frame("p").size == CGSize(width: 100, height: 100))
    }

    @Test func paddingMovesBaselinesDownByTheTopInset() {
        // Design §3: 7 + 8.
        let result = layout(smallText("A").padding(.top, 7).id("p"))
        #expect(result.required("p").dimensions[explicit: .firstTextBaseline] == 15)
        #expect(result.required("p").dimensions[explicit: .leading] == nil)
    }

    @Test func nonFinitePaddingIsReportedAndZero() {
        let result = layout(Box(10, 10).padding(.leading, .nan).id("p"))
        #expect(result.frame("p").size == CGSize(width: 10, height: 10))
        #expect(result.diagnostics(.invalidValue).count == 1)
    }

    @Test func rightToLeftPutsTheLeadingInsetOnTheRight() {
        // LTR child at x = 10 in a 30-wide padding; mirrored: 30 − (10 + 20) = 0.
        let result = layout(Box(20, 10).id("b").padding(.leading, 10).id("p"), direction: .rightToLeft)
        #expect(result.frame("p").width == 30)
        #expect(result.frame("b").minX == 0)
    }
}
