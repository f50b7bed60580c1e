import Foundation
import Testing
@testable import Typeset

/// `aspectRatio(_:contentMode:)` (Design §6, research §7): the ratio size (r, 1), or the child's
/// ideal size for a nil ratio, scaled to fit (min scale) or fill (max scale) and proposed.
@Suite struct AspectRatioTests {
    @Test func fitScalesToTheSmallerSide() {
        // (2, 1) in 100 × 100: scales 50 and 100 → fit 50 → (100, 50).
        let result = layout(Color.red.id("c").aspectRatio(2, contentMode: .fit).id("a"), width: 100, height: 100)
        #expect(result.frame("a").size == CGSize(width: 100, height: 50))
        #expect(result.required("c").proposal == ProposedViewSize(width: 100, height: 50))
    }

    @Test func fillScalesToTheLargerSide() {
        let result = layout(Color.red.aspectRatio(2, contentMode: .fill).id("a"), width: 100, height: 100)
        #expect(result.frame("a").size == CGSize(width: 200, height: 100))
    }

    @Test func nilRatioUsesTheChildsIdealSize() {
        // The resizable image's ideal is its 40 × 20: fit in 100 × 100 → 100 × 50; fill → 200 × 100.
        let image = Image("i", size: CGSize(width: 40, height: 20)).resizable()
        #expect(layout(image.aspectRatio(contentMode: .fit).id("a"), width: 100, height: 100).frame("a").size == CGSize(width: 100, height: 50))
        #expect(layout(image.aspectRatio(contentMode: .fill).id("a"), width: 100, height: 100).frame("a").size == CGSize(width: 200, height: 100))
        #expect(layout(image.scaledToFit().id("a"), width: 100, height: 100).frame("a").size == CGSize(width: 100, height: 50))
        #expect(layout(image.scaledToFill().id("a"), width: 100, height: 100).frame("a").size == CGSize(width: 200, height: 100))
    }

    @Test func fullyUnspecifiedProposalPassesThrough() {
        let result = layout(Color.red.id("c").aspectRatio(2, contentMode: .fit).id("a"), width: nil, height: nil)
        #expect(result.required("c").proposal == .unspecified)
        #expect(result.frame("a").size == CGSize(width: 10, height: 10))
    }

    @Test func oneUnspecifiedAxisCountsAsInfiniteScaleForFit() {
        // Width 100 → scale 50; height nil → ∞; fit takes 50 → (100, 50).
        let result = layout(Color.red.aspectRatio(2, contentMode: .fit).id("a"), width: 100, height: nil)
        #expect(result.frame("a").size == CGSize(width: 100, height: 50))
    }

    @Test func ratioFromASize() {
        let result = layout(Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit).id("a"), width: 90, height: 90)
        #expect(result.frame("a").size == CGSize(width: 90, height: 30))
    }

    @Test func sizeIsTheChildsAnswerAndItIsCentredByTheParent() {
        // The modifier takes what the child answers; the frame centres the 100 × 50 result.
        let result = layout(Color.red.aspectRatio(2, contentMode: .fit).id("a").frame(width: 100, height: 100))
        #expect(result.frame("a") == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fixed = layout(Box(40, 10).aspectRatio(1, contentMode: .fit).id("a"), width: 100, height: 100)
        #expect(fixed.frame("a").size == CGSize(width: 40, height: 10))
    }

    @Test func invalidRatioIsReportedAndTheIdealRatioUsed() {
        // −1 → nil: the colour's ideal 10 × 10 (ratio 1) fits (100, 50) as 50 × 50.
        let result = layout(Color.red.aspectRatio(-1, contentMode: .fit).id("a"), width: 100, height: 50)
        #expect(result.frame("a").size == CGSize(width: 50, height: 50))
        #expect(result.diagnostics(.invalidValue).count == 1)
    }
}
