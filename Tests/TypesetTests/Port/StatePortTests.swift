import Foundation
import Testing
import Typeset

@Suite struct StatePortTests {
    // Apple, `State`: a body reads the state's initial value.
    @Test func bodyReadsTheInitialState() throws {
        let result = Port.layout(PlayerView())
        _ = try Port.text("Play", in: result.root)
    }

    // Apple, `Binding`: the child shows the value its parent owns; a test passes a binding.
    @Test func aBindingSetsTheStateALayoutShows() throws {
        var playing = true
        let binding = Binding(get: { playing }, set: { playing = $0 })
        _ = try Port.text("Pause", in: Port.layout(PlayButton(isPlaying: binding)).root)
        binding.wrappedValue = false
        _ = try Port.text("Play", in: Port.layout(PlayButton(isPlaying: binding)).root)
        _ = try Port.text("Pause", in: Port.layout(PlayButton(isPlaying: .constant(true))).root)
    }

    @Test func stateProjectionsWriteThrough() {
        let state = State(initialValue: 1)
        let binding = state.projectedValue
        binding.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        struct Point { var x = 0 }
        var point = Point()
        let pointBinding = Binding(get: { point }, set: { point = $0 })
        pointBinding.x.wrappedValue = 3
        #expect(point.x == 3)
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
    }

    // `@Environment(\.layoutDirection)` and `@Environment(\.displayScale)` read the environment
    // the body is laid out in.
    @Test func environmentPropertiesReadTheLayoutEnvironment() throws {
        _ = try Port.text("LTR @1x", in: Port.layout(DirectionBadge()).root)
        var engine = LayoutEngine()
        engine.environment.displayScale = 2
        let rtl = Port.layout(DirectionBadge().environment(\.layoutDirection, .rightToLeft), engine: engine)
        _ = try Port.text("RTL @2x", in: rtl.root)
        // Outside a body the default is read, as SwiftUI's before installation.
        #expect(Environment(\.layoutDirection).wrappedValue == .leftToRight)
    }

    // The environment is bound per layout: concurrent layouts with different environments each
    // read their own.
    @Test func environmentReadsAreSafeAcrossConcurrentLayouts() async throws {
        let engine = LayoutEngine()
        let texts = await withTaskGroup(of: (Bool, Bool).self) { group in
            for index in 0..<16 {
                group.addTask {
                    let rtl = index.isMultiple(of: 2)
                    let result = engine.layout(
                        DirectionBadge().environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight),
                        proposal: ProposedViewSize(width: 200, height: nil))
                    let shown = result.root.allNodes.contains { $0.attributes.contains("\"RTL @1x\"") }
                    return (rtl, shown)
                }
            }
            var all: [(Bool, Bool)] = []
            for await pair in group { all.append(pair) }
            return all
        }
        #expect(texts.count == 16)
        #expect(texts.allSatisfy { $0.0 == $0.1 })
    }

    final class Account {
        var name = "Ada"
    }

    struct AccountName: View {
        @Environment(Account.self) private var account
        var body: some View { Text(account.name) }
    }

    // `environment(_:)` with an object and `@Environment(Type.self)`.
    @Test func environmentObjectsAreReadByType() throws {
        let account = Account()
        account.name = "Grace"
        _ = try Port.text("Grace", in: Port.layout(AccountName().environment(account)).root)
    }
}

@Suite struct BindingCollectionPortTests {
    // `ForEach($items) { $item in ... }` (Apple, `ForEach` over a binding to a collection of
    // identifiable elements): each row gets a binding to its element.
    @Test func forEachOverABindingGivesElementBindings() throws {
        var chores = [Chore(id: 1, title: "Dishes", isDone: true), Chore(id: 2, title: "Laundry", isDone: false)]
        let binding = Binding(get: { chores }, set: { chores = $0 })
        let result = Port.layout(Checklist(chores: binding))
        for (id, on) in [(1, true), (2, false)] {
            let row = try #require(result.node(id))
            #expect(row.frame.width == Port.width - 32)
            let track = try #require(Port.nodes(.shape(.capsule), in: row).first)
            let thumb = try #require(Port.nodes(.shape(.circle), in: row).first)
            #expect(on ? thumb.frame.maxX == track.frame.maxX - 2 : thumb.frame.minX == track.frame.minX + 2)
        }
        binding[1].isDone.wrappedValue = true
        #expect(chores[1].isDone)
    }
}
