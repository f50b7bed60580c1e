// Layout-core scenarios through the public `Typeset` API, on the box trees Yoga gets too
// (yoga_bench.py): a flat row, a grid, baseline-aligned rows of texts, nested stacks.

import Foundation
import Typeset
import TypesetText

/// A view tree and the proposal it is laid out at.
struct BoxScenario {
    var name: String
    var proposal: ProposedViewSize
    var view: AnyView
}

/// A fixed 10 × 10 box.
func box() -> some View { Color.gray.frame(width: 10, height: 10) }

/// A row of 10,000 boxes.
func flatRow() -> BoxScenario {
    BoxScenario(
        name: "flat row of 10,000 boxes", proposal: .unspecified,
        view: AnyView(HStack(spacing: 0) { ForEach(0..<10_000) { _ in box() } }))
}

/// A column of 100 rows of 100 boxes.
func grid() -> BoxScenario {
    BoxScenario(
        name: "grid 100 × 100 (VStack of HStacks)", proposal: .unspecified,
        view: AnyView(VStack(spacing: 0) { ForEach(0..<100) { _ in HStack(spacing: 0) { ForEach(0..<100) { _ in box() } } } }))
}

/// The three texts of baseline row `row`, as `Text` shows them.
func baselineRowTexts(_ row: Int) -> [(String, Font)] {
    [("Row \(row)", .headline), ("value \(row % 37)", .body), ("note", .caption)]
}

/// 1,000 rows aligned on their first baselines, three texts each.
func baselineRows() -> BoxScenario {
    BoxScenario(
        name: "1,000 baseline rows of 3 texts", proposal: ProposedViewSize(width: 600, height: nil),
        view: AnyView(VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<1000) { row in
                HStack(alignment: .firstTextBaseline) {
                    ForEach(baselineRowTexts(row), id: \.0) { text in Text(text.0).font(text.1) }
                }
            }
        }))
}

/// 20 baseline-aligned rows, each a Text under `depth` paddings beside a Text: every level of
/// the chain is asked its size again when the row asks the chain's baseline.
func modifierChains(depth: Int) -> BoxScenario {
    var label = AnyView(Text("Label"))
    for level in 0..<depth { label = AnyView(label.padding(level.isMultiple(of: 2) ? 1 : 2)) }
    let chain = label
    return BoxScenario(
        name: "20 rows of a Text under \(depth) paddings", proposal: ProposedViewSize(width: 300, height: nil),
        view: AnyView(VStack { ForEach(0..<20) { _ in HStack(alignment: .firstTextBaseline) { chain; Text("Value") } } }))
}

/// Alternating HStack / VStack `depth` levels deep, default spacing, each level holding a Text.
func nestedStacks(depth: Int) -> BoxScenario {
    var view = AnyView(Text("Level \(depth)"))
    for level in (0..<depth).reversed() {
        let inner = view
        view = level % 2 == 0
            ? AnyView(HStack { Text("Level \(level)"); inner })
            : AnyView(VStack { Text("Level \(level)"); inner })
    }
    return BoxScenario(name: "nested H/V stacks, depth \(depth)", proposal: .unspecified, view: view)
}

/// In a child process: the nested stacks at depths 25 and 400 timed side by side, in `rounds`
/// rounds that each lay out both. Prints a line per depth, "depth nodes ms ms ...", a layout's
/// time in each round.
///
/// One layout at depth 25 takes about 0.2 ms, at 400 about 4 ms: timed one pass of each
/// after the other, in processes of their own, a millisecond of the host's noise decided the
/// ratio (0.54 to 1.36 in twelve runs on an idle host, Benchmarks/RESULTS.md, ninth stop). Each
/// round now makes as many layouts at depth 25 as last about one at depth 400, and the key is
/// the median of the rounds' ratios. When a warm-up layout takes over a second (the core's
/// time growing exponentially with the depth), one round is timed.
func nestedProbe(rounds: Int) -> Never {
    let depths = [25, 400]
    let scenarios = depths.map { nestedStacks(depth: $0) }
    /// `count` layouts of `scenario`, each on a new layout engine over the shared text engine
    /// (as `time(_:textEngine:passes:)`, the result freed inside the timed span): ms per layout.
    func msPerLayout(_ scenario: BoxScenario, _ count: Int) -> Double {
        let start = nanoseconds()
        for _ in 0..<count { _ = LayoutEngine().layout(scenario.view, proposal: scenario.proposal) }
        return Double(nanoseconds() - start) / 1e6 / Double(count)
    }
    // Warm-up: one layout of each, its nodes counted (listing them is not the layout).
    let nodes = scenarios.map { LayoutEngine().layout($0.view, proposal: $0.proposal).root.allNodes.count }
    let warm = scenarios.map { msPerLayout($0, 1) }
    let layouts = [max(1, Int((warm[1] / max(warm[0], 1e-6)).rounded())), 1]
    var times: [[Double]] = [[], []]
    for _ in 0..<(max(warm[0], warm[1]) > 1000 ? 1 : rounds) {
        for index in depths.indices { times[index].append(msPerLayout(scenarios[index], layouts[index])) }
    }
    for index in depths.indices {
        print(([depths[index], nodes[index]].map(String.init) + times[index].map { String($0) }).joined(separator: " "))
    }
    exit(0)
}

/// Stands for "did not finish" in the summary (a number, so the JSON stays all numbers).
let didNotFinish = 1e9

/// The nested stacks at depths 25 and 400, timed side by side in a child process stopped after
/// `limit` seconds (the layout core's time may grow exponentially with the depth), and the
/// median over the rounds of the time per node at 400 against at 25. Nil when stopped.
func timeNested(rounds: Int, limit: Double) -> (shallow: BoxRow, deep: BoxRow, ratio: Double)? {
    let output = runChild(["--nested-probe", String(rounds)], limit: limit) ?? ""
    let rows = output.split(separator: "\n").compactMap { line -> BoxRow? in
        let fields = line.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard fields.count >= 3 else { return nil }
        let nodes = Int(fields[1])
        let row = Row(
            name: "nested H/V stacks, depth \(Int(fields[0]))", timings: Timings(ms: Array(fields.dropFirst(2)), agree: true),
            count: nodes)
        return BoxRow(row: row, nodes: nodes)
    }
    guard rows.count == 2 else { return nil }
    let perNode = zip(rows[1].row.timings.ms, rows[0].row.timings.ms).map { deep, shallow in
        (deep / Double(rows[1].nodes)) / (shallow / Double(rows[0].nodes))
    }
    return (rows[0], rows[1], median(perNode))
}

/// A scenario's timings and the node count of its result.
struct BoxRow {
    var row: Row
    var nodes: Int
}

/// `scenario` laid out on a new layout engine over `textEngine` (a layout engine keeps its
/// results between layouts, Design §0.4: the same view again would be answered from them, which
/// the relayout keys measure apart); its checksum.
private func layOutOnNewEngine(_ scenario: BoxScenario, textEngine: TextEngine) -> Int {
    Int(LayoutEngine(textEngine: textEngine).layout(scenario.view, proposal: scenario.proposal).size.width * 64)
}

/// The row of `scenario`'s `timings`, with its result's node count (counted on a layout outside
/// the timed passes: listing the result's nodes is not the layout).
private func boxRow(_ scenario: BoxScenario, _ timings: Timings, textEngine: TextEngine) -> BoxRow {
    let nodes = LayoutEngine(textEngine: textEngine).layout(scenario.view, proposal: scenario.proposal).root.allNodes.count
    return BoxRow(
        row: Row(name: scenario.name, timings: timings, count: nodes, note: timings.agree ? "" : "passes disagree!"),
        nodes: nodes)
}

/// Times `scenario` on `textEngine`: one warm-up pass (text caches filled), then `passes` passes,
/// each on a new layout engine.
func time(_ scenario: BoxScenario, textEngine: TextEngine, passes: Int) -> BoxRow {
    boxRow(scenario, measure(passes: passes) { _ in layOutOnNewEngine(scenario, textEngine: textEngine) }, textEngine: textEngine)
}

/// Times `scenario` as ``time(_:textEngine:passes:)`` does, in rounds with `yoga`'s passes of
/// the same tree (`name`), so that both see the same load: each round a block of Yoga's passes,
/// then a block of these, each block an untimed pass and three timed ones (a pass right after
/// the other process's runs with caches that process filled: about a tenth slower, RESULTS.md,
/// thirteenth stop). Returns the row and Yoga's passes (a block's median per round), and the
/// median of the rounds' ratios (Typeset / Yoga).
func timeBesideYoga(
    _ scenario: BoxScenario, yoga: YogaPeer, _ name: String, textEngine: TextEngine, passes: Int
) -> (row: BoxRow, yoga: (timings: Timings, nodes: Int), ratio: Double) {
    var yogaNodes = 0
    let timings = measureInterleaved(passes: passes, blocks: 3, [
        Scenario(timedBy: {
            let pass = yoga.pass(name)
            yogaNodes = pass.nodes
            return pass.ms
        }),
        Scenario(pass: { layOutOnNewEngine(scenario, textEngine: textEngine) }),
    ])
    return (boxRow(scenario, timings[1], textEngine: textEngine), (timings[0], yogaNodes), ratio(timings[1], timings[0]))
}

/// The 3,000 texts of the baseline rows measured alone, as their leaves measure them (ideal
/// size, then the proposal of the row), on `engine`'s text engine with the same caches.
func baselineTextsAlone(measurer: TextEngineMeasurer, passes: Int) -> Row {
    let texts = (0..<1000).flatMap(baselineRowTexts).map { AttributedText($0.0, attributes: TextAttributes(font: $0.1)) }
    let timings = measure(passes: passes) { _ in
        var sum = 0
        for text in texts {
            let measured = measurer.measure(text, proposal: .unspecified, style: ParagraphStyle(), displayScale: 1)
            sum &+= Int(measured.size.width * 64)
        }
        return sum
    }
    return Row(name: "the same 3,000 texts measured alone", timings: timings, count: texts.count)
}

/// Throughput of the baseline rows on every core at once (each thread its own layouts, one shared
/// text engine) against one thread: `cores × T(1 thread) / T(cores threads)`.
func parallelSpeedup(textEngine: TextEngine, passes: Int) -> (speedup: Double, cores: Int, row: Row) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let layoutsPerThread = 3
    func run(threads: Int) -> Double {
        let start = nanoseconds()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let engine = LayoutEngine(textEngine: textEngine)
            let scenario = baselineRows()
            for _ in 0..<layoutsPerThread { _ = engine.layout(scenario.view, proposal: scenario.proposal) }
        }
        return Double(nanoseconds() - start) / 1e6
    }
    _ = run(threads: cores)  // warm-up: text caches and thread pool
    var one: [Double] = []
    var all: [Double] = []
    for _ in 0..<max(3, passes / 2) {
        one.append(run(threads: 1))
        all.append(run(threads: cores))
    }
    let speedup = Double(cores) * median(one) / median(all)
    let row = Row(
        name: "baseline rows, \(cores) threads × \(layoutsPerThread) layouts", timings: Timings(ms: all, agree: true),
        count: cores * layoutsPerThread,
        note: String(format: "1 thread × %d: %.2f ms; speedup %.2f×", layoutsPerThread, median(one), speedup))
    return (speedup, cores, row)
}
