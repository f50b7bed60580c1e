import Foundation
import Testing
@testable import Typeset

/// The same view value laid out again (Design §0.4, "The same view value"): its bodies are not
/// evaluated again unless something they read changed, as SwiftUI evaluates a body again only
/// when one of its inputs changed.
@Suite struct ResolvedFromTests {
    /// Counts the body evaluations of the views that hold it.
    final class Evaluations {
        var count = 0
    }

    /// A label whose body counts its evaluations and shows `@State` `count`.
    struct Tally: View {
        @State var count = 0
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text("Count \(count)")
        }
    }

    /// The strings of the result's texts.
    static func texts(_ result: LayoutResult) -> [String] {
        result.nodes.compactMap { node in
            guard case .text(let string) = node.kind else { return nil }
            return string
        }
    }

    static let engineProposal = ProposedViewSize(width: 320, height: nil)

    // The same value again: no body is evaluated and the first result is the answer; at another
    // proposal, the kept tree is laid out for it without evaluating a body.
    @Test func theSameValueIsNotResolvedAgain() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        let view = Tally(evaluations: evaluations)
        let first = engine.layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 1)
        let again = engine.layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 1)
        #expect(again.storage === first.storage)
        let narrow = engine.layout(view, proposal: ProposedViewSize(width: 30, height: nil))
        #expect(evaluations.count == 1)
        #expect(narrow.size.width <= 30)
        #expect(narrow.size.height > first.size.height)
    }

    // A value that only looks the same is resolved: a new `Tally` has a state of its own.
    @Test func anEqualValueWithItsOwnStateIsResolved() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        _ = engine.layout(Tally(evaluations: evaluations), proposal: Self.engineProposal)
        _ = engine.layout(Tally(evaluations: evaluations), proposal: Self.engineProposal)
        #expect(evaluations.count == 2)
    }

    // A state written (directly or through its binding) is read by the next layout.
    @Test func aWrittenStateIsReadByTheNextLayout() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        let view = Tally(evaluations: evaluations)
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Count 0"])
        view.count = 4
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Count 4"])
        view.$count.wrappedValue = 9
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Count 9"])
        #expect(evaluations.count == 3)
    }

    /// A plain box a closure binding reads.
    final class Box {
        var value = "first"
    }

    /// A label of a binding's value.
    struct BoundLabel: View {
        @Binding var value: String
        var body: some View { Text(value) }
    }

    // A binding made from closures may read anything: a resolve that read one is not kept.
    @Test func aClosureBindingIsReadByEveryLayout() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let box = Box()
        let view = BoundLabel(value: Binding(get: { box.value }, set: { box.value = $0 }))
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["first"])
        box.value = "second"
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["second"])
    }

    // A constant binding is followed: nothing can change it.
    @Test func aConstantBindingKeepsTheResolve() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let view = BoundLabel(value: .constant("fixed"))
        let first = engine.layout(view, proposal: Self.engineProposal)
        #expect(engine.layout(view, proposal: Self.engineProposal).storage === first.storage)
    }

    @Observable final class Profile {
        var name = "Ada"
    }

    /// A view of an `Observable` model.
    struct ProfileView: View {
        let profile: Profile
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text(profile.name)
        }
    }

    // An `Observable` model's property a body read, when changed, makes the next layout resolve;
    // unchanged, it keeps the resolve.
    @Test func anObservableModelsChangeIsReadByTheNextLayout() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let profile = Profile()
        let evaluations = Evaluations()
        let view = ProfileView(profile: profile, evaluations: evaluations)
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Ada"])
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Ada"])
        #expect(evaluations.count == 1)
        profile.name = "Grace"
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["Grace"])
        #expect(evaluations.count == 2)
    }

    final class Counter: ObservableObject {
        var note = "none"
    }

    /// A view of an `ObservableObject`.
    struct CounterView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text(counter.note) }
    }

    // An `ObservableObject` is read by every layout (its changes are not counted).
    @Test func anObservableObjectIsReadByEveryLayout() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let counter = Counter()
        let view = CounterView(counter: counter)
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["none"])
        counter.note = "changed"
        #expect(Self.texts(engine.layout(view, proposal: Self.engineProposal)) == ["changed"])
    }

    // The engine's environment changed: the view is resolved in the new one.
    @Test func aChangedEnvironmentResolvesAgain() {
        var engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        let view = Tally(evaluations: evaluations).font(.system(size: 10))
        let small = engine.layout(view, proposal: Self.engineProposal)
        engine.environment.dynamicTypeSize = .xxxLarge
        _ = engine.layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 2)
        engine.environment.layoutDirection = .rightToLeft
        let mirrored = engine.layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 3)
        #expect(mirrored.storage !== small.storage)
    }

    /// A label whose body counts its evaluations, framed to half its container's width
    /// (`containerRelativeFrame`, which reads the container size while the view is resolved).
    struct HalfOfContainer: View {
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("half")
        }
    }

    /// A proposal of both lengths: the root's container size (Design §0.4).
    static func container(_ width: CGFloat, _ height: CGFloat) -> ProposedViewSize { ProposedViewSize(width: width, height: height) }

    /// `view` laid out on a new engine in the container `first`, then in `second` on that engine.
    static func resized<V: View>(
        _ view: V, from first: ProposedViewSize, to second: ProposedViewSize
    ) -> (first: LayoutResult, second: LayoutResult, engine: LayoutEngine) {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let before = engine.layout(view, proposal: first)
        return (before, engine.layout(view, proposal: second), engine)
    }

    // Design §0.4: a proposal of both lengths is the container size; a resolve that did not read
    // it is kept for another one (a screen resized evaluates no body) and laid out at it.
    @Test func aResizedScreenKeepsAResolveThatDidNotReadItsContainer() {
        let evaluations = Evaluations()
        let (wide, narrow, _) = Self.resized(Tally(evaluations: evaluations), from: Self.container(320, 480), to: Self.container(30, 200))
        #expect(evaluations.count == 1)
        #expect(narrow.size.width <= 30)
        #expect(narrow.size.height > wide.size.height)
        #expect(Self.texts(narrow) == ["Count 0"])
    }

    // A resolve that read the container size is resolved again for a new one, and follows it;
    // for the same one it is kept.
    @Test func aResolveThatReadItsContainerIsResolvedAgainForANewOne() throws {
        let evaluations = Evaluations()
        let view = HalfOfContainer(evaluations: evaluations)
        let (wide, narrow, engine) = Self.resized(view, from: Self.container(320, 480), to: Self.container(200, 480))
        #expect(evaluations.count == 2)
        let again = engine.layout(view, proposal: Self.container(200, 480))
        #expect(evaluations.count == 2)
        #expect(again.storage === narrow.storage)
        #expect(try #require(wide.node("half")).frame.width == 160)
        #expect(try #require(narrow.node("half")).frame.width == 100)
    }

    // A tree with live values depends on the container size even when the resolve did not read
    // it: a GeometryReader's content is resolved while the layout runs, outside the resolve's
    // record, in the environment the resolve gave it.
    @Test func aTreeWithLiveValuesIsResolvedAgainForANewContainer() throws {
        let view = GeometryReader { _ in
            Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("half")
        }
        let (wide, narrow, _) = Self.resized(view, from: Self.container(320, 480), to: Self.container(200, 480))
        #expect(try #require(wide.node("half")).frame.width == 160)
        #expect(try #require(narrow.node("half")).frame.width == 100)
    }

    // A screen laid out on a device again (the same value, device and orientation) evaluates no
    // body, as any layout of the same value: the device's environment, set anew at each call,
    // holds the same values; another device or orientation is another environment.
    @Test func theSameScreenOnADeviceIsNotResolvedAgain() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        let view = Tally(evaluations: evaluations)
        let first = engine.layout(view, on: .iPhone16Pro)
        let again = engine.layout(view, on: .iPhone16Pro)
        #expect(evaluations.count == 1)
        #expect(again.storage === first.storage)
        let turned = engine.layout(view, on: .iPhone16Pro, orientation: .landscapeLeft)
        #expect(evaluations.count == 2)
        #expect(turned.size.width > turned.size.height)
        _ = engine.layout(view, on: .iPhone15)
        #expect(evaluations.count == 3)
        _ = engine.layout(view, on: .iPhone16Pro)
        #expect(evaluations.count == 3)
    }

    /// A reference an environment key holds: not `Equatable`, the same only as itself.
    final class Token: Sendable {}

    /// The key that holds a `Token`.
    struct TokenKey: EnvironmentKey {
        static var defaultValue: Token? { nil }
    }

    // Design §0.4: environments compare by value. Copies of an engine that each set the same
    // values (in storage of their own) keep the resolve; another setting, or another object
    // under a key whose values are not `Equatable`, resolves again.
    @Test func anEnvironmentSetToTheSameValuesKeepsTheResolve() {
        let base = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let evaluations = Evaluations()
        let view = Tally(evaluations: evaluations)
        let token = Token()
        func engine(_ size: DynamicTypeSize, _ token: Token) -> LayoutEngine {
            var engine = base
            engine.environment.dynamicTypeSize = size
            engine.environment[TokenKey.self] = token
            return engine
        }
        _ = engine(.large, token).layout(view, proposal: Self.engineProposal)
        _ = engine(.large, token).layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 1)
        _ = engine(.xxxLarge, token).layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 2)
        _ = engine(.xxxLarge, Token()).layout(view, proposal: Self.engineProposal)
        #expect(evaluations.count == 3)
    }

    /// A label that lays `inner` out on `engine` while its body is evaluated, and shows its width.
    struct MeasuringLabel<Inner: View>: View {
        let engine: LayoutEngine
        let inner: Inner
        var body: some View {
            let width = engine.layout(inner, proposal: .unspecified).size.width
            return Text("\(Int(width))")
        }
    }

    // A layout made by a body reuses its own kept resolve; the outer resolve still depends on
    // what that one read, so a state written there makes the outer body run again.
    @Test func aKeptResolveInsideABodyCountsForTheOuterOne() {
        let inner = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let outer = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let tally = Tally(evaluations: Evaluations())
        _ = inner.layout(tally, proposal: .unspecified)
        let view = MeasuringLabel(engine: inner, inner: tally)
        let first = Self.texts(outer.layout(view, proposal: Self.engineProposal))
        #expect(tally.evaluations.count == 1)
        tally.count = 1234567
        let second = Self.texts(outer.layout(view, proposal: Self.engineProposal))
        #expect(tally.evaluations.count == 2)
        #expect(first != second)
    }

    // Two values laid out in turn on one engine (two screens, or two threads sharing it): each
    // finds its own kept resolve, not only the latest one.
    @Test func valuesLaidOutInTurnEachKeepTheirResolve() {
        let engine = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let first = Tally(evaluations: Evaluations())
        let second = Tally(evaluations: Evaluations())
        second.count = 2
        for width in [300, 200, 300, 250] as [CGFloat] {
            let proposal = ProposedViewSize(width: width, height: nil)
            #expect(Self.texts(engine.layout(first, proposal: proposal)) == ["Count 0"])
            #expect(Self.texts(engine.layout(second, proposal: proposal)) == ["Count 2"])
        }
        #expect(first.evaluations.count == 1)
        #expect(second.evaluations.count == 1)
    }

    // The same through an `Observable` model: the inner layout reuses its kept resolve, and a
    // change to the model property it read makes the outer body run again.
    @Test func aReusedResolvesObservedChangeCountsForTheOuterOne() {
        let inner = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let outer = LayoutEngine(textMeasurer: FixedAdvanceMeasurer())
        let profile = Profile()
        let view = ProfileView(profile: profile, evaluations: Evaluations())
        _ = inner.layout(view, proposal: .unspecified)
        let label = MeasuringLabel(engine: inner, inner: view)
        let first = Self.texts(outer.layout(label, proposal: Self.engineProposal))
        #expect(view.evaluations.count == 1)
        profile.name = "Ada King, Countess of Lovelace"
        let second = Self.texts(outer.layout(label, proposal: Self.engineProposal))
        #expect(view.evaluations.count == 2)
        #expect(first != second)
    }
}
