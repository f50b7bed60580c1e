import Foundation
import Testing
import Typeset

/// `scrollTransition` and `scrollClipDisabled` (Design §6): Apple's `ScrollTransitionPhase` is
/// -1 before the visible region, 0 inside it, 1 after it; the effects draw, never lay out.
@Suite struct ScrollTransitionTests {
    @Test func phases() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity)
        #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    @Test func transitionsLeaveTheLayoutAndAreReported() {
        let rows = ScrollView {
            VStack {
                ForEach(0..<3) { index in Text("Row \(index)") }
            }
        }
        let plain = Port.layout(rows, width: 300)
        let transitioned = Port.layout(
            ScrollView {
                VStack {
                    ForEach(0..<3) { index in
                        Text("Row \(index)")
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                            .scrollTransition(topLeading: .interactive, bottomTrailing: .animated.threshold(.visible(0.9)), axis: .vertical) { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.7)
                            }
                    }
                }
            }
            .scrollClipDisabled(),
            width: 300)
        let frames = plain.root.allNodes.filter { $0.name == "Text" }.map(\.frame)
        #expect(frames.count == 3)
        #expect(transitioned.root.allNodes.filter { $0.name == "Text" }.map(\.frame) == frames)
        // One report per row (a view's two transitions give one report: diagnostics are kept once).
        let reports = transitioned.diagnostics.filter { $0.kind == .unsupported && $0.message.contains("scrollTransition") }
        #expect(reports.count == 3)
        #expect(Set(reports.map(\.view)).count == 3)
    }
}
