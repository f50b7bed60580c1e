import Foundation
import Testing
@testable import Typeset

/// `frame(minWidth:idealWidth:maxWidth:…)`, each clamping case of Design §6. At 10 pt "Hi" is
/// 10 wide and "Hello world" 55 (offered 25 to 54 it wraps to "Hello"/"world", 25 wide).
@Suite struct FlexibleFrameTests {
    @Test(arguments: [(CGFloat(100), CGFloat(100)), (30, 50), (200, 150)])
    func minAndMaxSetClampTheProposal(proposal: CGFloat, width: CGFloat) {
        // Case (1): clamp(p, 50, 150); the child is not consulted.
        let result = layout(smallText("Hi").frame(minWidth: 50, maxWidth: 150).id("f"), width: proposal)
        #expect(result.frame("f").width == width)
    }

    @Test func minAndMaxSetDoNotGrowForAWideChild() {
        // Case (1) even when the child is wider: the frame is 20; the fixed 80-wide box
        // overflows it, centred at (20 − 80) / 2 = −30.
        let result = layout(Box(80, 10).id("b").frame(minWidth: 10, maxWidth: 20).id("f"), width: 400)
        #expect(result.frame("f").width == 20)
        #expect(result.frame("b").minX == -30)
    }

    @Test func nilProposalWithIdealIsTheIdeal() {
        // Case (2), with or without min/max.
        let plain = layout(Color.red.frame(idealWidth: 70).id("f"), width: nil, height: 10)
        #expect(plain.frame("f").width == 70)
        let bounded = layout(Color.red.frame(minWidth: 10, idealWidth: 70, maxWidth: 100).id("f"), width: nil, height: 10)
        #expect(bounded.frame("f").width == 70)
    }

    @Test func onlyMin() {
        // Case (3), only min: max(min(cp ?? ∞, s), min) with cp = clamp(p ?? ideal, min, —).
        // "Hi" at 400: cp 400, s 10 → max(10, 50) = 50.
        #expect(layout(smallText("Hi").frame(minWidth: 50).id("f"), width: 400).frame("f").width == 50)
        // "Hello world" at 400: s 55 → max(min(400, 55), 50) = 55.
        #expect(layout(smallText("Hello world").frame(minWidth: 50).id("f"), width: 400).frame("f").width == 55)
        // A colour at 400: s 400 → 400.
        #expect(layout(Color.red.frame(minWidth: 50).id("f"), width: 400, height: 10).frame("f").width == 400)
        // A colour at nil: cp nil, s 10 → max(min(∞, 10), 50) = 50.
        #expect(layout(Color.red.frame(minWidth: 50).id("f"), width: nil, height: 10).frame("f").width == 50)
        // A colour at 30: cp = 50 → s 50 → 50.
        #expect(layout(Color.red.frame(minWidth: 50).id("f"), width: 30, height: 10).frame("f").width == 50)
    }

    @Test func onlyMax() {
        // Case (3), only max: min(max(cp ?? −∞, s), max) with cp = clamp(p ?? ideal, —, max).
        // "Hi" at 400: cp 100, s 10 → min(max(100, 10), 100) = 100.
        #expect(layout(smallText("Hi").frame(maxWidth: 100).id("f"), width: 400).frame("f").width == 100)
        // "Hi" at nil: s 10 → min(max(−∞, 10), 100) = 10.
        #expect(layout(smallText("Hi").frame(maxWidth: 100).id("f"), width: nil).frame("f").width == 10)
        // "Hello world" at 50 with maxWidth ∞: cp 50, the text wraps to 25 → 50.
        #expect(layout(smallText("Hello world").frame(maxWidth: .infinity).id("f"), width: 50).frame("f").width == 50)
        // A fixed 80 box at 50: cp 50, s 80 → min(max(50, 80), 200) = 80.
        #expect(layout(Box(80, 10).frame(maxWidth: 200).id("f"), width: 50).frame("f").width == 80)
    }

    @Test func neitherMinNorMaxIsTheChildsSize() {
        // Only ideal with a proposal: cp = p = 100 → the colour takes 100.
        #expect(layout(Color.red.frame(idealWidth: 70).id("f"), width: 100, height: 10).frame("f").width == 100)
        // Only an ideal on the other axis: the width is the text's.
        #expect(layout(smallText("Hi").frame(idealHeight: 30).id("f"), width: 400).frame("f").width == 10)
    }

    @Test func childIsProposedTheClampedProposalWhileSizing() {
        // cp = clamp(400, 0, 120) = 120: "Hello world hello" (85 wide) fits on one line at 120.
        let result = layout(smallText("Hello world hello").id("t").frame(maxWidth: 120), width: 400)
        #expect(result.frame("t").size == CGSize(width: 85, height: 10))
        let narrow = layout(smallText("Hello world hello").id("t").frame(maxWidth: 60), width: 400)
        #expect(narrow.frame("t").size == CGSize(width: 55, height: 20))
    }

    @Test func normalisation() {
        // min' = max(min, 0): min −20 → 0, both set → clamp(100, 0, 50) = 50.
        #expect(layout(Color.red.frame(minWidth: -20, maxWidth: 50).id("f"), width: 100, height: 10).frame("f").width == 50)
        // ideal' = max(min', ideal): ideal 20 below min 60 → 60 at a nil proposal.
        #expect(layout(Color.red.frame(minWidth: 60, idealWidth: 20).id("f"), width: nil, height: 10).frame("f").width == 60)
        // max' = max(ideal', max): max 30 below ideal 80 → 80, at nil and at 200.
        #expect(layout(Color.red.frame(idealWidth: 80, maxWidth: 30).id("f"), width: nil, height: 10).frame("f").width == 80)
        #expect(layout(Color.red.frame(idealWidth: 80, maxWidth: 30).id("f"), width: 200, height: 10).frame("f").width == 80)
    }

    @Test func placementProposesNilStrictlyBetweenMinAndMaxWithoutIdeal() {
        // Sized at nil: s = 10 (colour), clamp(10, 5, 50) = 10; no ideal, proposal nil and
        // 5 < 10 < 50 → the colour is placed with nil on that axis.
        let inside = layout(Color.red.id("c").frame(minWidth: 5, maxWidth: 50), width: nil, height: 10)
        #expect(inside.required("c").proposal.width == nil)
        #expect(inside.frame("c").width == 10)
        // At the bound (clamp(10, 20, 50) = 20) the child is proposed the frame's 20.
        let atMin = layout(Color.red.id("c").frame(minWidth: 20, maxWidth: 50), width: nil, height: 10)
        #expect(atMin.required("c").proposal.width == 20)
        #expect(atMin.frame("c").width == 20)
        // With an ideal the child is proposed the frame's size (30).
        let ideal = layout(Color.red.id("c").frame(idealWidth: 30, maxWidth: 50), width: nil, height: 10)
        #expect(ideal.required("c").proposal.width == 30)
        // With a proposal the child is proposed the frame's size (200).
        let proposed = layout(smallText("Hi").id("t").frame(maxWidth: 200), width: 300)
        #expect(proposed.required("t").proposal.width == 200)
        #expect(proposed.frame("t").minX == 95)
    }

    @Test func alignmentInsideAFlexibleFrame() {
        // maxWidth ∞ takes the 200; .trailing puts the 10-wide text at 190.
        let result = layout(smallText("Hi").id("t").frame(maxWidth: .infinity, alignment: .trailing), width: 200)
        #expect(result.frame("t").minX == 190)
    }

    @Test func nanValuesAreReportedAndTreatedAsUnset() {
        // minWidth NaN → only max: cp = 50 → the colour takes 50.
        let result = layout(Color.red.frame(minWidth: .nan, maxWidth: 50).id("f"), width: 100, height: 10)
        #expect(result.frame("f").width == 50)
        #expect(result.diagnostics(.invalidFrame).count == 1)
        let height = layout(Color.red.frame(maxHeight: .nan).id("f"), width: 100, height: 30)
        #expect(height.frame("f").height == 30)
        #expect(height.diagnostics(.invalidFrame).count == 1)
    }

    @Test func rightToLeftMirrorsTheAlignment() {
        let result = layout(smallText("Hi").id("t").frame(maxWidth: .infinity, alignment: .leading), width: 200, direction: .rightToLeft)
        #expect(result.frame("t").minX == 190)
    }
}
