import Foundation
import Testing
import Typeset

@Suite struct AnimationTests {
    // A PhaseAnimator with no phases shows nothing, reported (odd input is a diagnostic).
    @Test func phaseAnimatorWithoutPhases() {
        let result = Port.layout(VStack { PhaseAnimator([Int]()) { Text("\($0)") } }, width: 100)
        #expect(result.diagnostics.contains { $0.message.contains("no phases") && $0.view == "PhaseAnimator" })
        #expect(!result.root.allNodes.contains { $0.name == "Text" })
    }

    // The phase animator modifier lays out the content at its first phase.
    @Test func phaseAnimatorModifier() throws {
        let result = Port.layout(Text("Hi").phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) }, width: 100)
        #expect(result.root.allNodes.contains { $0.kind == .opacity(0.5) })
        _ = try Port.text("Hi", in: result.root)
    }

    // `animation(_:body:)` applies its body to the view.
    @Test func animationBodyAppliesItsModifiers() {
        let result = Port.layout(Text("Hi").animation(.smooth) { $0.opacity(0.3) }, width: 100)
        #expect(result.root.kind == .opacity(0.3))
    }

    // Interpolable values, as SwiftUI's `VectorArithmetic`.
    @Test func vectorArithmetic() {
        var pair = AnimatablePair(CGFloat(2), 3.0)
        pair.scale(by: 2)
        #expect(pair.first == 4 && pair.second == 6)
        #expect(pair.magnitudeSquared == 52)
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(5, 6)
        #expect(point == CGPoint(x: 5, y: 6))
        #expect(Angle.degrees(180).animatableData == .pi)
    }
}
