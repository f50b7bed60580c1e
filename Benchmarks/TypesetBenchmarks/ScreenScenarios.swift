// Whole screens on a warm engine (issue 19): the demo's settings screen against its texts
// measured alone (from warm caches, and both over new text engines), laid out again (the same
// view, one Text changed), and the example scenes at widths no thread used before, on one and two
// threads sharing the default text engine.

import Foundation
import Synchronization
import Typeset
import TypesetCases
import TypesetScene
import TypesetText

/// What the demo screen is proposed: `typeset demo`'s default width, its height unspecified.
let screenProposal = ProposedViewSize(width: 440, height: nil)

/// The demo screen as a box scenario: `form` at `screenProposal`.
func demoScreen(_ form: DemoForm = DemoForm()) -> BoxScenario {
    BoxScenario(name: "the demo screen", proposal: screenProposal, view: AnyView(form))
}

/// A text measurer that records every question a layout asks of the text engine (its
/// measurements, and the narrowest widths a stack's width-0 probe asks for), so that the same
/// questions can be asked again alone.
final class RecordingMeasurer: TextMeasuring, Sendable {
    enum Request: Sendable {
        case measure(AttributedText, ProposedViewSize, ParagraphStyle, displayScale: CGFloat)
        case minimumWidth(AttributedText, ParagraphStyle, displayScale: CGFloat)
        case minimumWidthOf(TextMeasurement, displayScale: CGFloat)

        /// Asks the question of `measurer`; returns a number derived from the answer.
        func ask(_ measurer: TextEngineMeasurer) -> Int {
            switch self {
            case let .measure(text, proposal, style, scale):
                Int(measurer.measure(text, proposal: proposal, style: style, displayScale: scale).size.width * 64)
            case let .minimumWidth(text, style, scale):
                Int((measurer.minimumWidth(text, style: style, displayScale: scale) ?? 0) * 64)
            case let .minimumWidthOf(measurement, scale):
                Int((measurer.minimumWidth(of: measurement, displayScale: scale) ?? 0) * 64)
            }
        }
    }

    let base: TextEngineMeasurer
    private let requests = Mutex<[Request]>([])

    init(base: TextEngineMeasurer) { self.base = base }

    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        requests.withLock { $0.append(.measure(text, proposal, style, displayScale: displayScale)) }
        return base.measure(text, proposal: proposal, style: style, displayScale: displayScale)
    }

    func minimumWidth(_ text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) -> CGFloat? {
        requests.withLock { $0.append(.minimumWidth(text, style, displayScale: displayScale)) }
        return base.minimumWidth(text, style: style, displayScale: displayScale)
    }

    func minimumWidth(of measurement: TextMeasurement, displayScale: CGFloat) -> CGFloat? {
        requests.withLock { $0.append(.minimumWidthOf(measurement, displayScale: displayScale)) }
        return base.minimumWidth(of: measurement, displayScale: displayScale)
    }

    var recorded: [Request] { requests.withLock { $0 } }
}

/// The screen's rows: µs per result node on a warm engine, and the screen against its texts alone.
struct ScreenResults {
    var screen: Row
    var texts: Row
    var nodes: Int
    var perNodeMicroseconds: Double
    var screenVsTexts: Double
    var relayoutSameView: Double
    var relayoutOneText: Double
    /// The same change against a first layout whose text engine is new (its caches empty, its
    /// fonts loaded): the first time an app shows the screen. Printed beside the key, which
    /// measures against a first layout over the warm text engine.
    var relayoutOneTextAfterColdFirst: Double
    /// The screen laid out over a new text engine (caches empty, fonts loaded) against its text
    /// questions asked of another new one: both with the text engine's work done for real. Printed
    /// beside `screen_vs_texts`, which replays the questions from the warm caches.
    var screenColdVsTextsCold: Double
    var rows: [Row]
}

/// The least number of rounds the relayout keys are the median of.
let relayoutRounds = 40

/// Times the demo screen on `textEngine` (warmed first).
func screenScenarios(textEngine: TextEngine, passes: Int) -> ScreenResults {
    let proposal = screenProposal
    let measurer = TextEngineMeasurer(engine: textEngine)
    // The questions one layout asks of the text engine, recorded on a first layout; its result's
    // nodes counted there, outside the timed passes (listing them is not the layout).
    let recorder = RecordingMeasurer(base: measurer)
    let nodes = LayoutEngine(textMeasurer: recorder).layout(DemoForm(), proposal: proposal).root.allNodes.count
    let requests = recorder.recorded

    /// A new layout engine over `engine` lays out the screen: a real layout (a kept result is
    /// what `relayout_same_view` measures).
    func layOutScreen(over engine: TextEngine) -> Int {
        Int(LayoutEngine(textEngine: engine).layout(DemoForm(), proposal: proposal).size.height * 64)
    }
    /// A text engine over the same fonts, already loaded, its caches empty.
    func newTextEngine() -> TextEngine { TextEngine(fonts: textEngine.fonts) }
    /// The recorded questions asked of `measurer` alone.
    func askQuestions(of measurer: TextEngineMeasurer) -> Int {
        var sum = 0
        for request in requests { sum &+= request.ask(measurer) }
        return sum
    }

    let timings = measureInterleaved(passes: passes, [
        Scenario(pass: { layOutScreen(over: textEngine) }),
        Scenario(pass: { askQuestions(of: measurer) }),
    ])
    let screen = Row(name: "the demo's settings screen, warm engine", timings: timings[0], count: nodes)
    let texts = Row(
        name: "its \(requests.count) text questions alone", timings: timings[1], count: requests.count)

    // The same comparison with the text engine's work done for real: each pass over a text engine
    // made before it (not timed), its fonts loaded and its caches empty.
    var coldForScreen = newTextEngine()
    var coldForTexts = TextEngineMeasurer(engine: newTextEngine())
    let coldTimings = measureInterleaved(passes: passes, [
        Scenario(prepare: { coldForScreen = newTextEngine() }, pass: { layOutScreen(over: coldForScreen) }),
        Scenario(prepare: { coldForTexts = TextEngineMeasurer(engine: newTextEngine()) }, pass: { askQuestions(of: coldForTexts) }),
    ])
    let coldScreen = Row(name: "the screen over a new text engine", timings: coldTimings[0], count: nodes)
    let coldTexts = Row(
        name: "its \(requests.count) text questions on a new text engine", timings: coldTimings[1], count: requests.count)

    // A second layout of the same view value, and of the screen with one Text changed, each
    // against the first layout on a new layout engine over the same warm text engine; the change
    // also on a layout engine over a new text engine, against its first layout there.
    var same: [Double] = []
    var changed: [Double] = []
    var changedAfterCold: [Double] = []
    // Many rounds: one layout takes about 0.2 ms, and the median of six read 1.11 to 1.32 for
    // `relayout_one_text` where that of 200 reads 1.11 to 1.12 (Benchmarks/RESULTS.md, tenth stop).
    for round in 0...max(passes, relayoutRounds) {
        let view = DemoForm()
        let renamed = DemoForm(name: "Ada King, Countess of Lovelace \(round)")
        let sameView = secondAgainstFirst(on: LayoutEngine(textEngine: textEngine), view, then: view, proposal: proposal)
        let oneText = secondAgainstFirst(on: LayoutEngine(textEngine: textEngine), view, then: renamed, proposal: proposal)
        let afterCold = secondAgainstFirst(on: LayoutEngine(textEngine: newTextEngine()), view, then: renamed, proposal: proposal)
        if round > 0 {
            same.append(sameView)
            changed.append(oneText)
            changedAfterCold.append(afterCold)
        }
    }
    let perNode = screen.medianMs * 1000 / Double(max(nodes, 1))
    return ScreenResults(
        screen: screen, texts: texts, nodes: nodes, perNodeMicroseconds: perNode,
        screenVsTexts: ratio(timings[0], timings[1]), relayoutSameView: median(same), relayoutOneText: median(changed),
        relayoutOneTextAfterColdFirst: median(changedAfterCold),
        screenColdVsTextsCold: ratio(coldTimings[0], coldTimings[1]),
        rows: [screen, texts, coldScreen, coldTexts])
}

/// The time `engine` takes to lay out `second` after laying out `first`, against the first.
func secondAgainstFirst<First: View, Second: View>(
    on engine: LayoutEngine, _ first: First, then second: Second, proposal: ProposedViewSize
) -> Double {
    var start = nanoseconds()
    _ = engine.layout(first, proposal: proposal)
    let firstTime = Double(nanoseconds() - start)
    start = nanoseconds()
    _ = engine.layout(second, proposal: proposal)
    return Double(nanoseconds() - start) / firstTime
}

/// The example scenes the parallel scenario lays out.
func exampleScenes() -> [Scene] {
    ["form", "settings", "containers"].map { name in
        let url = URL(fileURLWithPath: "Examples/Scenes/\(name).json")
        do { return try Scene(contentsOf: url) } catch { fail("cannot load \(url.path): \(error)") }
    }
}

/// Throughput of the example scenes laid out at widths no thread used before, `threads` at once,
/// all sharing the default text engine, against one thread: `threads × T(1) / T(threads)`, where
/// each thread makes the same number of layouts.
///
/// Beside it, two readings that tell a slow pass's cause:
/// - the same throughput with nothing shared: each thread lays out on engines of its own, over
///   text engines of its own (warmed alike; only the fonts' immutable data is common), against
///   the same one-thread passes. Where this reads low as well, the host ran the threads slower;
///   where only the shared reading does, the threads contended for what they share;
/// - the share of the shared passes' wall time their threads spent on a CPU (CPU time over wall
///   time): below 1, threads slept waiting for each other (a contended lock sleeps).
func parallelNewText(threads: Int, passes: Int) -> (speedup: Double, unshared: Double, row: Row) {
    let scenes = exampleScenes()
    /// Layout engines for the scenes, over the default text engine or over new ones.
    func engines(sharingTextEngine shared: Bool) -> [LayoutEngine] {
        scenes.map { scene in
            shared
                ? LayoutEngine(fonts: scene.fonts, environment: scene.environment)
                : LayoutEngine(textEngine: TextEngine(fonts: scene.fonts), environment: scene.environment)
        }
    }
    let shared = [engines(sharingTextEngine: true)]
    let ownPerThread = (0..<threads).map { _ in engines(sharingTextEngine: false) }
    // Each thread builds its own scene views (views need not be Sendable). Passes of 60 layouts
    // (5 ms) let a few milliseconds of the host's noise decide a run (some runs read 1.0 to 1.7
    // among runs of 1.8 to 2.0 on an idle host); passes of 300 (about 17 ms on one thread)
    // average it out (Benchmarks/RESULTS.md, eighth stop).
    let layoutsPerThread = 300
    var nextWidth = 0
    /// `count` widths never used before (each layout re-breaks its texts; shaping stays cached).
    func widths(_ count: Int) -> [CGFloat] {
        defer { nextWidth += count }
        return (0..<count).map { 320 + CGFloat(nextWidth + $0) * 0.013 }
    }
    /// The time from the first thread's first layout to the last thread's last, thread `i` on
    /// `engineSets[i % count]`, and the share of that time the threads were on a CPU: each thread
    /// builds its scene views, then waits at a barrier for the others, so that the layouts are
    /// timed, not the scenes' parsing or a worker thread's wake-up.
    func run(_ threads: Int, on engineSets: [[LayoutEngine]]) -> (ms: Double, onCPU: Double) {
        let plan = (0..<threads).map { _ in widths(layoutsPerThread) }
        let arrived = Atomic<Int>(0)
        let spans = Mutex<[(start: UInt64, end: UInt64, cpu: UInt64)]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let views = exampleScenes().map(\.view)
            let engines = engineSets[thread % engineSets.count]
            arrived.add(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < threads { sched_yield() }
            let start = nanoseconds(), cpuStart = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
            for (index, width) in plan[thread].enumerated() {
                let scene = index % views.count
                _ = engines[scene].layout(views[scene], proposal: ProposedViewSize(width: width, height: nil))
            }
            let end = nanoseconds(), cpu = nanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpuStart
            spans.withLock { $0.append((start, end, cpu)) }
        }
        return spans.withLock { spans in
            let start = spans.map(\.start).min() ?? 0, end = spans.map(\.end).max() ?? 0
            let onCPU = Double(spans.map(\.cpu).reduce(0, +)) / Double(max(spans.map { $0.end - $0.start }.reduce(0, +), 1))
            return (Double(end - start) / 1e6, onCPU)
        }
    }
    // Warm-up: shaping, the thread pool, and each thread's own text engines.
    _ = run(threads, on: shared)
    _ = run(threads, on: ownPerThread)
    var one: [Double] = [], all: [Double] = [], allUnshared: [Double] = [], onCPU: [Double] = []
    for _ in 0..<max(3, passes) {
        one.append(run(1, on: shared).ms)
        let pass = run(threads, on: shared)
        all.append(pass.ms)
        onCPU.append(pass.onCPU)
        allUnshared.append(run(threads, on: ownPerThread).ms)
    }
    let speedup = Double(threads) * median(one) / median(all)
    let unshared = Double(threads) * median(one) / median(allUnshared)
    let row = Row(
        name: "example scenes at new widths, \(threads) threads × \(layoutsPerThread)", timings: Timings(ms: all, agree: true),
        count: threads * layoutsPerThread,
        note: String(
            format: "1 thread × %d: %.2f ms; speedup %.2f× (nothing shared %.2f×); threads on a CPU %.0f%% of the time",
            layoutsPerThread, median(one), speedup, unshared, median(onCPU) * 100))
    return (speedup, unshared, row)
}
