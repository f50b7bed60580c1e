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
