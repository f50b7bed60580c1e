import Foundation
import Testing
import Typeset

@Suite struct MatchedGeometryTests {
    private struct Pair: View {
        @Namespace var namespace
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        var sources = 1

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 40).matchedGeometryEffect(id: "box", in: namespace).id("source")
                if sources > 1 {
                    Color.orange.frame(width: 10, height: 10).matchedGeometryEffect(id: "box", in: namespace)
                }
                Color.blue.frame(width: 20, height: 20)
                    .matchedGeometryEffect(id: "box", in: namespace, properties: properties, anchor: anchor, isSource: false)
                    .id("follower")
                Color.green.frame(width: 50, height: 50).id("after")
            }
        }
    }

    private func frames(_ view: Pair) -> (source: CGRect, follower: CGRect, after: CGRect, diagnostics: [Diagnostic]) {
        let result = Port.layout(view, width: 300)
        let follower = result.root.node("follower")!
        return (result.root.node("source")!.frame, follower.children.first?.frame ?? .null, result.root.node("after")!.frame, result.diagnostics)
    }

    // Apple, `matchedGeometryEffect`: the follower is proposed the source's size and placed
    // where the source is (objc.io S01E257; Design §6); it keeps its slot in its parent, so
    // the view after it does not move.
    @Test func frameFollowsTheSource() {
        let plain = Port.layout(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40)
            Color.blue.frame(width: 20, height: 20)
            Color.green.frame(width: 50, height: 50).id("after")
        }, width: 300)
        let matched = frames(Pair())
        #expect(matched.follower.size == CGSize(width: 20, height: 20))
        #expect(Port.near(matched.follower.midX, matched.source.midX) && Port.near(matched.follower.midY, matched.source.midY))
        #expect(matched.after == plain.root.node("after")!.frame)
        #expect(matched.diagnostics.isEmpty)
    }

    // `.position` matches the anchor point only; `.size` proposes the source's size only.
    @Test func positionAndSizeAlone() {
        let position = frames(Pair(properties: .position, anchor: .topLeading))
        #expect(position.follower.origin == position.source.origin)
        #expect(position.follower.size == CGSize(width: 20, height: 20))
        let size = frames(Pair(properties: .size))
        #expect(size.follower.size == CGSize(width: 20, height: 20))
    }

    // A flexible follower takes the source's size.
    @Test func flexibleFollowerTakesTheSize() throws {
        struct Flexible: View {
            @Namespace var namespace
            var body: some View {
                HStack {
                    Color.red.frame(width: 80, height: 30).matchedGeometryEffect(id: 1, in: namespace)
                    Color.blue.matchedGeometryEffect(id: 1, in: namespace, isSource: false).id("follower")
                }
            }
        }
        let result = Port.layout(Flexible(), width: 300)
        let follower = try #require(result.root.node("follower"))
        #expect(follower.frame.size == CGSize(width: 80, height: 30))
    }

    // Two sources: SwiftUI's results are undefined; the first wins and the other is reported.
    // No source: the follower keeps its frame, reported.
    @Test func oddGroupsAreReported() {
        let two = frames(Pair(sources: 2))
        #expect(two.diagnostics.contains { $0.message.contains("has 2 sources") && $0.view.contains("MatchedGeometryEffect") })
        #expect(Port.near(two.follower.midX, two.source.midX))
        struct Lonely: View {
            @Namespace var namespace
            var body: some View { Color.blue.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: namespace, isSource: false) }
        }
        let lonely = Port.layout(Lonely(), width: 300)
        #expect(lonely.diagnostics.contains { $0.message.contains("has no source") })
    }

    // Every `@Namespace` is a new namespace.
    @Test func namespacesAreDistinct() {
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }
}
