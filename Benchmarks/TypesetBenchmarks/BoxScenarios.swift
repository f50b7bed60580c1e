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

/// In a child process: times the nested stacks at `depth` and prints "nodes ms ms ...". One
/// warm-up pass; when it takes over a second, a single timed pass.
func nestedProbe(depth: Int, passes: Int) -> Never {
    let scenario = nestedStacks(depth: depth)
    var nodes = 0
    var times: [Double] = []
    var count = passes
    var index = 0
    while index <= count {
        // A new layout engine each pass over the shared text engine, as `time(_:textEngine:passes:)`.
        // Nodes counted in the warm-up pass only (listing the result's nodes is not the layout);
        // the result is freed inside the timed span, as in `time(_:textEngine:passes:)`.
        let start = nanoseconds()
        do {
            let result = LayoutEngine().layout(scenario.view, proposal: scenario.proposal)
            if index == 0 { nodes = result.root.allNodes.count }
        }
        let ms = Double(nanoseconds() - start) / 1e6
        if index == 0, ms > 1000 { count = 1 }
        if index > 0 { times.append(ms) }
        index += 1
    }
    print(([nodes].map(String.init) + times.map { String($0) }).joined(separator: " "))
    exit(0)
}

/// Stands for "did not finish" in the summary (a number, so the JSON stays all numbers).
let didNotFinish = 1e9

/// The nested stacks at `depth`, timed in a child process stopped after `limit` seconds (the
/// layout core's time may grow exponentially with the depth). Nil when stopped.
func timeNested(depth: Int, passes: Int, limit: Double) -> BoxRow? {
    let output = runChild(["--nested-probe", String(depth), String(passes)], limit: limit)
    let fields = output?.split(whereSeparator: \.isWhitespace).compactMap { Double($0) } ?? []
    guard fields.count >= 2 else { return nil }
    let nodes = Int(fields[0])
    let row = Row(
        name: "nested H/V stacks, depth \(depth)", timings: Timings(ms: Array(fields.dropFirst()), agree: true),
        count: nodes)
    return BoxRow(row: row, nodes: nodes)
}

/// A scenario's timings and the node count of its result.
struct BoxRow {
    var row: Row
    var nodes: Int
}

/// Times `scenario` on `textEngine`: one warm-up pass (text caches filled), then `passes` passes,
/// each on a new layout engine (a layout engine keeps its results between layouts, Design §0.4:
/// the same view again would be answered from them, which the relayout keys measure apart).
func time(_ scenario: BoxScenario, textEngine: TextEngine, passes: Int) -> BoxRow {
    var nodes = 0
    let timings = measure(passes: passes) { index in
        let result = LayoutEngine(textEngine: textEngine).layout(scenario.view, proposal: scenario.proposal)
        // Counted in the untimed warm-up pass: listing the result's nodes is not the layout.
        if index == 0 { nodes = result.root.allNodes.count }
        return Int(result.size.width * 64)
    }
    return BoxRow(
        row: Row(name: scenario.name, timings: timings, count: nodes, note: timings.agree ? "" : "passes disagree!"),
        nodes: nodes)
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
