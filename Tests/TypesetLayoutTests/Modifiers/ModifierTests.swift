import Foundation
import Testing
@testable import TypesetLayout

/// Design §6 on the core alone.
struct ModifierTests {
    @Test func fixedFrameAlignsItsChild() {
        let result = layout(.frame(width: 100, height: 50, .bottomTrailing, .id("b", .box(10, 20))))
        #expect(result.size == CGSize(width: 100, height: 50))
        #expect(result.frame("b") == CGRect(x: 90, y: 30, width: 10, height: 20))
    }

    @Test func flexibleFrameClampsTheProposal() {
        // (1) a proposal and both limits: clamp(200, 10, 120) = 120 wide.
        let limits = FrameLimits(min: 10, ideal: nil, max: 120)
        let result = layout(.flexibleFrame(limits, FrameLimits(min: nil, ideal: nil, max: nil), .center, .box(20, 20)), width: 200, height: 100)
        #expect(result.size == CGSize(width: 120, height: 20))
    }

    @Test func paddingMovesBaselinesDownByTheTopInset() {
        // Design §3: the child's origin plus its explicit value.
        let result = layout(.padding(EdgeInsets(top: 7, leading: 3, bottom: 0, trailing: 0), .text("ab", size: 10)), width: nil)
        #expect(result.size == CGSize(width: 13, height: 17))
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 15)
    }

    @Test func overlayContentOfSeveralViewsMovesAsAUnit() {
        // Design §6 (Apple's circle and star): the 20 × 30 unit goes to the bottom, centred
        // horizontally; the 10 × 10 view stays centred in the unit.
        let result = layout(.overlay(.bottom, .box(100, 50), layer: [.id("star", .box(10, 10)), .id("circle", .box(20, 30))]))
        #expect(result.frame("circle") == CGRect(x: 40, y: 20, width: 20, height: 30))
        #expect(result.frame("star") == CGRect(x: 45, y: 30, width: 10, height: 10))
    }

    @Test func backgroundDrawsFirstAndKeepsThePrimarysSize() {
        let result = layout(.background(.center, .id("p", .box(30, 20)), layer: [.id("bg", .color(.red))]), width: nil)
        #expect(result.size == CGSize(width: 30, height: 20))
        #expect(result.root.children.map(\.name) == ["Color", "Frame"])
        #expect(result.frame("bg") == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func offsetMovesOnlyTheDrawnView() {
        let result = layout(.hStack(spacing: 0, [.offset(CGSize(width: 5, height: 7), .id("a", .box(10, 10))), .id("b", .box(10, 10))]), width: nil)
        #expect(result.frame("a").origin == CGPoint(x: 5, y: 7))
        #expect(result.frame("b").minX == 10)
    }
}
