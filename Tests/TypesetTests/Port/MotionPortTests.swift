import Foundation
import Testing
import Typeset

@Suite struct MotionPortTests {
    // Gestures change no layout (Design §6): a layout is the state before any touch, every
    // `@GestureState` at its initial value.
    @Test func gesturesLeaveTheInitialState() throws {
        let result = Port.layout(DraggableCircle())
        let circle = try #require(result.root.allNodes.first { $0.kind == .shape(.circle) })
        #expect(circle.paint?.shapePaint.fill == .green)
        #expect(circle.frame.size == CGSize(width: 100, height: 100))
        let offset = try #require(result.root.allNodes.first { if case .offset = $0.kind { true } else { false } })
        #expect(offset.kind == .offset(.zero))
        #expect(Port.nodes(.shape(.rectangle), in: Port.layout(GestureGallery()).root).count == 2)
    }

    @Test func animationsShowTheEndState() throws {
        let result = Port.layout(AnimatedCounter())
        _ = try Port.text("3", in: result.root)
        _ = try Port.text("Detail", in: result.root)
        var count = 0
        withAnimation(.easeInOut) { count += 1 }
        #expect(count == 1)
        var completed = false
        withAnimation(.bouncy, completionCriteria: .logicallyComplete) { count += 1 } completion: { completed = true }
        #expect(count == 2 && completed)
    }

    // Apple, `PhaseAnimator`: before a trigger the content shows the first phase.
    @Test func phaseAnimatorAtItsFirstPhase() throws {
        let result = Port.layout(PulsingHeart())
        let scale = try #require(result.root.allNodes.first { if case .effect(.scale) = $0.kind { true } else { false } })
        #expect(scale.kind == .effect(.scale(x: 1, y: 1, anchor: .center)))
    }

    // Apple, `KeyframeAnimator`: the tracks start from the initial value.
    @Test func keyframeAnimatorAtItsInitialValue() throws {
        let result = Port.layout(BouncingRay())
        #expect(result.root.allNodes.contains { $0.kind == .effect(.rotation(degrees: 0, anchor: .center)) })
        #expect(result.root.allNodes.contains { $0.kind == .offset(.zero) })
        _ = try Port.text("Ray", in: result.root)
    }

    // Apple, `matchedGeometryEffect`: a view that is not the source takes the source's frame
    // (objc.io, "Matched Geometry Effect", Design §6): the highlight covers the selected
    // filter's padded label, not the whole bar it is the background of.
    @Test func matchedGeometryFollowsTheSource() throws {
        let result = Port.layout(FilterBar())
        let unread = try Port.text("Unread", in: result.root)
        let highlight = try #require(result.root.allNodes.first { $0.kind == .shape(.roundedRectangle) })
        #expect(Port.near(highlight.frame.minX, unread.frame.minX - 8))
        #expect(Port.near(highlight.frame.width, unread.frame.width + 16))
        #expect(Port.near(highlight.frame.midY, unread.frame.midY))
        #expect(result.diagnostics.isEmpty)
    }
}
