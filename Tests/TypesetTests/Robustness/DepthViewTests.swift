import Foundation
import Testing
@testable import Typeset

/// Views nested 100,000 deep through the DSL (`AnyView` in a loop): resolution, layout, the
/// dump and the release of the view value never overflow the stack (issue 10; `StackGuard`).
@Suite struct DepthViewTests {
    /// `depth` levels over a Text: each level pads the leading edge by 1 point, and every
    /// tenth wraps the chain in a VStack over a 1×1 rectangle.
    static func deepView(depth: Int) -> AnyView {
        var view = AnyView(Text("deep").id("leaf"))
        for level in 0 ..< depth {
            if level % 10 == 9 {
                view = AnyView(VStack(spacing: 0) {
                    view
                    Rectangle().frame(width: 1, height: 1)
                })
            } else {
                view = AnyView(view.padding(.leading, 1))
            }
        }
        return view
    }

    static func expectDeepLayout(_ result: LayoutResult, depth: Int) throws {
        #expect(result.diagnostics.isEmpty)
        let leaf = try #require(result.node("leaf"))
        let paddings = CGFloat(depth - depth / 10)
        // The VStacks centre the chain over their rectangle, which is narrower: only the
        // paddings add width; each VStack adds its rectangle's 1 point of height.
        #expect(result.size.width == leaf.size.width + paddings)
        #expect(result.size.height == leaf.size.height + CGFloat(depth / 10))
        #expect(leaf.frame.minX == paddings)
    }

    @Test func aViewOneHundredThousandLevelsDeepLaysOut() throws {
        let result = LayoutEngine().layout(Self.deepView(depth: 100_000), proposal: .unspecified)
        try Self.expectDeepLayout(result, depth: 100_000)
    }

    /// A body 3,000 levels down, below where the resolve goes on on a fresh stack, reads a state
    /// and the environment: the layout shows what it read, and the state read counts for reuse
    /// (Design §0.4), so after the state is written the same view value is resolved again.
    @Test func bodiesOnAFreshStackReadTheirStateAndEnvironment() throws {
        struct Greeting: View {
            let name: Binding<String>
            @Environment(\.font) private var font
            var body: some View { Text(name.wrappedValue).font(font).id("greeting") }
        }
        let state = State(wrappedValue: "Ada")
        var view = AnyView(Greeting(name: state.projectedValue))
        for _ in 0 ..< 3_000 { view = AnyView(view.padding(.leading, 1)) }
        view = AnyView(view.font(.largeTitle))
        let engine = LayoutEngine()
        let first = try #require(engine.layout(view, proposal: .unspecified).node("greeting"))
        let alone = try #require(LayoutEngine().layout(Text("Ada").font(.largeTitle).id("greeting"), proposal: .unspecified).node("greeting"))
        #expect(first.size == alone.size)
        state.wrappedValue = "Ada Lovelace"
        let second = try #require(engine.layout(view, proposal: .unspecified).node("greeting"))
        #expect(second.size.width > first.size.width)
    }

    @Observable final class Profile {
        var name = "Ada"
    }

    /// A body 3,000 levels down, below where the resolve goes on on a fresh stack, reads an
    /// `Observable` model: a change of the property it read makes the next layout of the same
    /// view value resolve again (Design §0.4).
    @Test func observableReadsOnAFreshStackAreFollowed() throws {
        struct Greeting: View {
            let profile: Profile
            var body: some View { Text(profile.name).id("greeting") }
        }
        let profile = Profile()
        var view = AnyView(Greeting(profile: profile))
        for _ in 0 ..< 3_000 { view = AnyView(view.padding(.leading, 1)) }
        let engine = LayoutEngine()
        let first = try #require(engine.layout(view, proposal: .unspecified).node("greeting"))
        profile.name = "Ada Lovelace"
        let second = try #require(engine.layout(view, proposal: .unspecified).node("greeting"))
        #expect(second.size.width > first.size.width)
    }

    /// Swift concurrency's cooperative threads have small stacks; eight layouts at once.
    @Test func deepViewsLayOutOnEightTasksAtOnce() async throws {
        let engine = LayoutEngine()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0 ..< 8 {
                group.addTask {
                    try Self.expectDeepLayout(engine.layout(Self.deepView(depth: 5_000), proposal: .unspecified), depth: 5_000)
                }
            }
            try await group.waitForAll()
        }
    }

    /// A wide stack through the DSL: `ForEach` over 100,000 elements.
    @Test func aStackOneHundredThousandViewsWideLaysOut() {
        let view = HStack(spacing: 0) {
            ForEach(0 ..< 100_000, id: \.self) { _ in Rectangle().frame(width: 1, height: 2) }
        }
        let result = LayoutEngine().layout(view, proposal: .unspecified)
        #expect(result.size == CGSize(width: 100_000, height: 2))
        #expect(result.root.children.count == 100_000)
        #expect(result.diagnostics.isEmpty)
    }
}
