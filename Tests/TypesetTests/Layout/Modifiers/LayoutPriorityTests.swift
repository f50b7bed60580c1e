import Foundation
import Testing
@testable import Typeset

/// `layoutPriority` is read by the direct parent; it passes through fixedSize, alignmentGuide,
/// overlay and background, and a frame or padding applied after it resets it (Design §6).
///
/// Harness: `HStack(spacing: 0) { Color (a); X (b) }` at 100 wide. If b has priority 1 it is
/// sized first with 100 − min(a) = 100 and takes it all; at priority 0 the two colours tie and
/// share 50/50.
@Suite struct LayoutPriorityTests {
    private func widths<V: View>(_ b: V) -> (a: CGFloat, b: CGFloat) {
        let result = layout(HStack(spacing: 0) { Color.red.id("a"); b.id("b") }, width: 100, height: 10)
        return (result.frame("a").width, result.frame("b").width)
    }

    @Test func plainPriority() {
        #expect(widths(Color.blue.layoutPriority(1)) == (0, 100))
        #expect(widths(Color.blue) == (50, 50))
    }

    @Test func passesThroughFixedSizeAlignmentGuideOverlayAndBackground() {
        #expect(widths(Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: true)) == (0, 100))
        #expect(widths(Color.blue.layoutPriority(1).alignmentGuide(.top) { _ in 0 }) == (0, 100))
        #expect(widths(Color.blue.layoutPriority(1).overlay { Color.green }) == (0, 100))
        #expect(widths(Color.blue.layoutPriority(1).background { Color.green }) == (0, 100))
    }

    @Test func resetByFrameAndPadding() {
        #expect(widths(Color.blue.layoutPriority(1).frame(maxWidth: .infinity)) == (50, 50))
        #expect(widths(Color.blue.layoutPriority(1).frame(height: 10)) == (50, 50))
        #expect(widths(Color.blue.layoutPriority(1).padding(.vertical, 1)) == (50, 50))
    }

    @Test func readByTheDirectParentOnly() {
        // The inner two-child stack has priority 0 whatever its children say.
        #expect(widths(HStack(spacing: 0) { Color.blue.layoutPriority(1); Color.green }) == (50, 50))
    }

    @Test func oneChildStackPassesItsChildsPriority() {
        // A stack with one static child is transparent (Design §3), priority included.
        #expect(widths(HStack { Color.blue.layoutPriority(1) }) == (0, 100))
    }
}
