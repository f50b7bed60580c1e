import Foundation
import Testing
@testable import Typeset

/// Bad input never traps and never yields NaN or negative sizes: it is clamped and listed in
/// `result.diagnostics` (SPEC §11).
@Suite struct RobustnessTests {
    /// Every node's size is a non-negative number and its origin is not NaN.
    private func expectSane(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        for node in result.root.allNodes {
            let f = node.frame
            let ok = !f.minX.isNaN && !f.minY.isNaN && !f.width.isNaN && !f.height.isNaN && f.width >= 0 && f.height >= 0
            #expect(ok, "bad frame \(f) for \(node.kind) in:\n\(result.dump())", sourceLocation: sourceLocation)
        }
        #expect(!result.size.width.isNaN && !result.size.height.isNaN && result.size.width >= 0 && result.size.height >= 0, sourceLocation: sourceLocation)
    }

    private var sample: some View {
        VStack {
            HStack { smallText("Hello world"); Spacer(); Color.red.frame(minWidth: 10, maxWidth: 50) }
            Color.blue.aspectRatio(2, contentMode: .fit)
            smallText("Last").padding().border(Color.red)
        }
    }

    @Test func nanProposalIsTreatedAsUnspecified() {
        // Sized as at (nil, 20): the colour is 10 wide, the box 10: the row is 20 × 20, and
        // the children are placed as they were sized.
        let result = layout(
            HStack(spacing: 0) { Color.red.id("c"); Box(10, 10) }, proposal: ProposedViewSize(width: .nan, height: 20))
        #expect(result.size == CGSize(width: 20, height: 20))
        #expect(result.frame("c") == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(result.root.proposal == ProposedViewSize(width: nil, height: 20))
        #expect(!result.diagnostics(.invalidProposal).isEmpty)
        expectSane(result)
    }

    @Test func negativeProposalIsClampedToZero() {
        let result = layout(HStack(spacing: 0) { Color.red.id("c"); Box(10, 10) }, proposal: ProposedViewSize(width: -50, height: 20))
        #expect(result.size == CGSize(width: 10, height: 20))
        #expect(result.frame("c").width == 0)
        #expect(!result.diagnostics(.invalidProposal).isEmpty)
        expectSane(result)
    }

    @Test(arguments: [
        ProposedViewSize(width: .nan, height: .nan), ProposedViewSize(width: .infinity, height: .infinity),
        ProposedViewSize(width: .infinity, height: nil), ProposedViewSize(width: nil, height: .infinity),
        ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: -1, height: .nan), .unspecified,
    ])
    func weirdProposalsGiveSaneFrames(proposal: ProposedViewSize) {
        expectSane(layout(sample, proposal: proposal))
    }

    @Test func infiniteProposalToAGreedyViewIsInfiniteNotNaN() {
        // A colour takes the maximum it is offered; centred alignment must not turn ∞ into NaN.
        let result = layout(VStack { Color.red.id("c"); Box(10, 10) }, proposal: .infinity)
        expectSane(result)
        #expect(result.frame("c").width == .infinity)
    }

    @Test func nanValuesInModifiersAreReported() {
        let result = layout(
            VStack {
                Box(10, 10).offset(x: .nan)
                Box(10, 10).padding(.nan)
                Box(10, 10).position(x: .nan, y: 3)
                Box(10, 10).frame(width: .nan)
                Box(10, 10).frame(maxHeight: .nan)
                Box(10, 10).alignmentGuide(HorizontalAlignment.center) { _ in .nan }
                Box(10, 10).layoutPriority(.nan)
                Color.red.aspectRatio(.nan, contentMode: .fill)
                Spacer(minLength: .nan)
                Image("i", size: CGSize(width: CGFloat.nan, height: 1))
            }, width: 100)
        expectSane(result)
        let kinds = Set(result.diagnostics.map(\.kind))
        #expect(kinds.isSuperset(of: [.invalidValue, .invalidFrame, .invalidGuide]))
        #expect(result.diagnostics.count >= 10)
    }

    @Test func nonFiniteStackSpacingIsReported() {
        // A NaN spacing cannot be a gap: it is replaced (by the spacing model's 8) and reported.
        let result = layout(HStack(spacing: .nan) { Box(10, 10); Box(10, 10).id("b") })
        expectSane(result)
        #expect(result.frame("b").minX == 18)
        #expect(result.diagnostics(.invalidValue).count == 1)
    }

    @Test func customLayoutReturningNaNIsClampedAndReported() {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: -5)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 2), proposal: ProposedViewSize(width: .nan, height: -3)) }
            }
        }
        let result = layout(Broken { Box(10, 10).id("b") }.id("l"))
        expectSane(result)
        #expect(result.frame("l").size == .zero)
        #expect(result.frame("b").origin == CGPoint(x: 0, y: 2))
        #expect(!result.diagnostics(.invalidSize).isEmpty)
        #expect(!result.diagnostics(.invalidValue).isEmpty)
    }

    @Test func diagnosticsNameTheView() {
        let result = layout(Box(10, 10).frame(width: -3))
        #expect(result.diagnostics.first?.view == "Frame")
        #expect(result.diagnostics.first?.kind == .invalidFrame)
    }
}
