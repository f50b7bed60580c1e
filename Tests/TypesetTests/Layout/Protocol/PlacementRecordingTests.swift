import Foundation
import Testing
@testable import Typeset

/// How `LayoutSubview.place` calls are recorded: only inside `placeSubviews`, and a placing
/// call that re-enters its own container (through the merged explicit guides) does not
/// disturb the outer one (Design §3, §7).
@Suite struct PlacementRecordingTests {
    /// Whether a layout is inside its own nested placing call.
    final class Depth {
        var value = 0
    }

    /// A column that, while placing its first subview, asks its own merged first-text-baseline
    /// guide: the default `explicitAlignment` places the subviews again. The nested call puts
    /// everything 100 further right, so a nested call that leaked into the outer one shows.
    struct ReentrantColumn: Layout {
        let depth = Depth()

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let shift: CGFloat = depth.value > 0 ? 100 : 0
            var y = bounds.minY
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + shift, y: y), proposal: .unspecified)
                if index == 0, depth.value == 0 {
                    depth.value += 1
                    _ = explicitAlignment(
                        of: VerticalAlignment.firstTextBaseline, in: bounds, proposal: proposal, subviews: subviews,
                        cache: &cache)
                    depth.value -= 1
                }
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    /// A 100 × 100 container that tries to place its second subview while sizing and places
    /// only its first one while placing.
    struct SizingPlacer: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[1].place(at: CGPoint(x: 50, y: 50), proposal: .unspecified)
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aNestedPlacingCallKeepsTheOuterPlacements() {
        // Outer placing: a (30 × 10) at (0, 0), b (20 × 10) at (0, 10). The nested call's
        // placements (x 100) are only used for the guide, which no box has.
        let result = layout(ReentrantColumn { Box(30, 10).id("a"); Box(20, 10).id("b") }.id("column"))
        #expect(result.frame("column") == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame("b") == CGRect(x: 0, y: 10, width: 20, height: 10))
    }

    @Test func placingOutsidePlaceSubviewsIsIgnored() {
        // b's `place` while sizing does not count: never placed, it is centred in the 100 × 100
        // bounds, (50 − 10, 50 − 5); a sits at the origin.
        let result = layout(SizingPlacer { Box(30, 10).id("a"); Box(20, 10).id("b") })
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.frame("b") == CGRect(x: 40, y: 45, width: 20, height: 10))
    }
}
