import Foundation
import Testing
@testable import Typeset

/// Reuse between layouts (Design §0.4) with shapes drawn from paths (Design §24.1).
@Suite struct LayoutReuseTests {
    /// A bar filled to a fraction of its frame: two values differ only in a stored property.
    struct FractionBar: Shape {
        var fraction: CGFloat
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    // A tree with a path shape is not kept: the outline comes from the shape's own `path(in:)`,
    // so two shapes that resolve to the same nodes still draw what each one says.
    @Test func pathShapesAreNotAnsweredFromAnEarlierLayout() throws {
        let engine = LayoutEngine()
        let quarter = engine.layout(FractionBar(fraction: 0.25).fill(.red).frame(width: 100, height: 10), proposal: .unspecified)
        let threeQuarters = engine.layout(FractionBar(fraction: 0.75).fill(.red).frame(width: 100, height: 10), proposal: .unspecified)
        let first = try #require(quarter.nodes.first { $0.name == "FractionBar" }?.shapeOutline)
        let second = try #require(threeQuarters.nodes.first { $0.name == "FractionBar" }?.shapeOutline)
        #expect(first.path.boundingRect.width == 25)
        #expect(second.path.boundingRect.width == 75)
    }

    /// A screen whose body counts its evaluations and holds a live value: a GeometryReader's
    /// content (a Text half as wide as the reader) or a shape drawn from its path (a bar filled
    /// to half its frame).
    struct LiveScreen: View {
        let evaluations: ResolvedFromTests.Evaluations
        let usesReader: Bool
        var body: some View {
            evaluations.count += 1
            return VStack {
                Text("Title")
                if usesReader {
                    GeometryReader { proxy in Text("Half").frame(width: proxy.size.width / 2).id("half") }
                        .frame(height: 20)
                } else {
                    FractionBar(fraction: 0.5).fill(.red).frame(height: 10).id("half")
                }
            }
        }
    }

    /// The width of what the live value made: the Text's frame, or the bar's filled outline.
    static func liveWidth(_ result: LayoutResult, usesReader: Bool) throws -> CGFloat {
        let node = try #require(result.node("half"))
        if usesReader { return node.frame.width }
        return try #require(node.allNodes.first { $0.name == "FractionBar" }?.shapeOutline).path.boundingRect.width
    }

    // Design §0.4: the same view value laid out again skips its resolve even when its tree holds
    // live values, which cannot be paired: the kept tree is laid out again in full, at a new
    // width and at the same one, the live value asked anew each time. (The heights are left
    // open: a proposal of both lengths is the container size, which live values may read while
    // the layout runs, so a tree holding them is resolved again for a new one.)
    @Test(arguments: [true, false]) func theSameValueWithLiveValuesIsNotResolvedAgain(usesReader: Bool) throws {
        let evaluations = ResolvedFromTests.Evaluations()
        let screen = LiveScreen(evaluations: evaluations, usesReader: usesReader)
        let engine = LayoutEngine()
        let narrow = engine.layout(screen, proposal: ProposedViewSize(width: 200, height: nil))
        let wide = engine.layout(screen, proposal: ProposedViewSize(width: 300, height: nil))
        let again = engine.layout(screen, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(evaluations.count == 1)
        #expect(try Self.liveWidth(narrow, usesReader: usesReader) == 100)
        #expect(try Self.liveWidth(wide, usesReader: usesReader) == 150)
        #expect(again.dump(options: .everything) == narrow.dump(options: .everything))
        #expect(again.storage !== narrow.storage)
        // What a new engine gives, resolving the value itself.
        let fresh = LayoutEngine().layout(screen, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(evaluations.count == 2)
        #expect(wide.dump(options: .everything) == fresh.dump(options: .everything))
    }

    // Design §0.4: laying out the same value with live values again keeps nothing new (the entry
    // it matched serves the next layout too), so a screen with a GeometryReader resized again
    // and again does not push another screen's kept layout out of the engine's eight.
    @Test func resizingAScreenWithLiveValuesKeepsOtherScreens() {
        let engine = LayoutEngine()
        let otherEvaluations = ResolvedFromTests.Evaluations()
        let other = ResolvedFromTests.Tally(evaluations: otherEvaluations)
        _ = engine.layout(other, proposal: ProposedViewSize(width: 320, height: nil))
        let liveEvaluations = ResolvedFromTests.Evaluations()
        let live = LiveScreen(evaluations: liveEvaluations, usesReader: true)
        for width in 0 ..< 2 * 8 { _ = engine.layout(live, proposal: ProposedViewSize(width: 200 + CGFloat(width), height: nil)) }
        _ = engine.layout(other, proposal: ProposedViewSize(width: 320, height: nil))
        #expect(liveEvaluations.count == 1)
        #expect(otherEvaluations.count == 1)
    }

    /// Counts the texts measured.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var measured = 0
        var count: Int { lock.withLock { measured } }

        func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
            lock.withLock { measured += 1 }
            return FixedAdvanceMeasurer().measure(text, proposal: proposal, style: style, displayScale: displayScale)
        }
    }

    /// A settings screen as apps write it: a titled NavigationStack (its bar is laid out by a
    /// custom layout of its own), a Form with a toggle, a picker and a button.
    struct SettingsScreen: View {
        let name: String
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        Text(name)
                        Toggle("Newsletter", isOn: .constant(true))
                    }
                    Section {
                        Button("Sign Out") {}
                    }
                }
                .navigationTitle("Settings")
                .toolbar { Button("Edit") {} }
            }
        }
    }

    // Design §0.4: the same view value laid out again on the same engine is answered from the
    // first layout (nothing is measured again); a changed Text is laid out anew.
    @Test func aScreenLaidOutAgainIsAnsweredFromTheFirstLayout() {
        let measurer = CountingMeasurer()
        let engine = LayoutEngine(textMeasurer: measurer)
        let proposal = ProposedViewSize(width: 390, height: 844)
        let first = engine.layout(SettingsScreen(name: "Ada"), proposal: proposal)
        let measuredFirst = measurer.count
        #expect(measuredFirst > 0)
        let again = engine.layout(SettingsScreen(name: "Ada"), proposal: proposal)
        #expect(measurer.count == measuredFirst)
        #expect(again.nodes.map(\.frame) == first.nodes.map(\.frame))
        let changed = engine.layout(SettingsScreen(name: "Grace Hopper"), proposal: proposal)
        #expect(measurer.count > measuredFirst)
        #expect(changed.nodes.contains { $0.kind == .text(string: "Grace Hopper") })
    }

    /// An app's object that lays a view out, on the engine it was given, when it is freed.
    final class LaysOutWhenFreed: @unchecked Sendable {
        let engine: LayoutEngine
        let laidOut: DispatchSemaphore

        init(engine: LayoutEngine, laidOut: DispatchSemaphore) {
            self.engine = engine
            self.laidOut = laidOut
        }

        deinit {
            _ = engine.layout(Text("Freed"), proposal: .unspecified)
            laidOut.signal()
        }
    }

    /// A view that holds an app's object, as a view holding its model does.
    struct HoldingView: View {
        let object: LaysOutWhenFreed
        var body: some View { Text("Held") }
    }

    // Design §0.4: a kept layout dropped beyond the engine's capacity is released outside the
    // engine's lock. The value it kept may hold the last reference to an app's object, whose
    // `deinit` may lay out on the same engine. (Released under the lock, that layout waits for
    // the lock its own thread holds: the thread hangs, and the wait below times out.)
    @Test func aDroppedLayoutsViewMayLayOutOnItsEngineWhenFreed() {
        let engine = LayoutEngine()
        let laidOut = DispatchSemaphore(value: 0)
        let thread = Thread {
            // At a proposal of its own: a layout compares the kept layouts at its root and
            // proposal with its own tree, and holds them while it runs.
            _ = engine.layout(
                HoldingView(object: LaysOutWhenFreed(engine: engine, laidOut: laidOut)),
                proposal: ProposedViewSize(width: 200, height: nil))
            // As many other values as the engine keeps: the last one drops the held value's layout.
            for index in 0..<LayoutReuse.capacity { _ = engine.layout(Text("Other \(index)"), proposal: .unspecified) }
        }
        thread.start()
        #expect(laidOut.wait(timeout: .now() + 60) == .success)
    }
}
