import Foundation
import Testing
import Typeset

/// Scroll targets (iOS 17). Apple's `PagingScrollTargetBehavior`: "aligns scroll targets to
/// container-based geometry"; a layout at rest shows the scroll view's start (Design §16).
@Suite struct ScrollTargetTests {
    private func target(at x: CGFloat, velocity: CGFloat) -> CGFloat {
        var target = ScrollTarget(rect: CGRect(x: x, y: 0, width: 300, height: 200))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: CGVector(dx: velocity, dy: 0), contentSize: CGSize(width: 1200, height: 200),
            containerSize: CGSize(width: 300, height: 200), axes: .horizontal)
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        return target.rect.minX
    }

    @Test func pagingEndsOnAPage() {
        // 420 is 1.4 pages: at rest the nearest page, moving forward the next, back the previous.
        #expect(target(at: 420, velocity: 0) == 300)
        #expect(target(at: 420, velocity: 500) == 600)
        #expect(target(at: 420, velocity: -500) == 300)
        // Never past the last page that starts inside the content (1200 - 300).
        #expect(target(at: 1100, velocity: 500) == 900)
        #expect(target(at: -50, velocity: -500) == 0)
    }

    @Test func behavioursLeaveTheLayoutAtRest() {
        let cards = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<4) { index in Text("Card \(index)").frame(width: 300, height: 200) }
            }
        }
        let plain = Port.layout(cards, width: 300)
        let paged = Port.layout(cards.scrollTargetBehavior(.paging), width: 300)
        let aligned = Port.layout(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<4) { index in Text("Card \(index)").frame(width: 300, height: 200) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always)),
            width: 300)
        let frames = plain.root.allNodes.filter { $0.name == "Text" }.map(\.frame)
        #expect(frames.count == 4)
        #expect(paged.root.allNodes.filter { $0.name == "Text" }.map(\.frame) == frames)
        #expect(aligned.root.allNodes.filter { $0.name == "Text" }.map(\.frame) == frames)
        // At rest the first card (300 wide, its text centred) starts at the scroll view's start.
        #expect(Port.near(frames[0].midX, 150) && Port.near(frames[1].midX, 450))
    }
}
