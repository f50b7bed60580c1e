// Layout-core timings on the shapes research/perf-and-oracles.md §3 measured for Yoga: a flat row
// of 10,000 boxes, a 100 × 100 grid of flexible cells, and 1,000 baseline-aligned rows of three
// texts. Each pass resolves the views, sizes and places the tree and builds the result; the time
// is divided by the number of nodes in the result (every modifier is a node).

import Foundation
import Typeset

struct BoxScenario {
    var name: String
    var proposal: ProposedViewSize
    var view: AnyView
}

/// The scenarios, built on demand (views are not Sendable, so no global constant).
func makeBoxScenarios() -> [BoxScenario] {
    [
    BoxScenario(
        name: "flat row of 10,000 boxes", proposal: ProposedViewSize(width: nil, height: nil),
        view: AnyView(HStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.gray.frame(width: 10, height: 10) } })),
    BoxScenario(
        name: "grid 100 × 100 (VStack of HStacks)", proposal: ProposedViewSize(width: 1000, height: nil),
        view: AnyView(VStack(spacing: 0) {
            ForEach(0..<100) { _ in
                HStack(spacing: 1) { ForEach(0..<100) { _ in Color.gray.frame(maxWidth: .infinity).frame(height: 20) } }
                    .padding(2)
            }
        })),
    BoxScenario(
        name: "grid 100 × 100 (fixed boxes)", proposal: ProposedViewSize(width: nil, height: nil),
        view: AnyView(VStack(spacing: 0) {
            ForEach(0..<100) { _ in HStack(spacing: 0) { ForEach(0..<100) { _ in Color.gray.frame(width: 10, height: 10) } } }
        })),
    BoxScenario(
        name: "1,000 baseline rows of 3 texts", proposal: ProposedViewSize(width: 600, height: nil),
        view: AnyView(VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<1000) { row in
                HStack(alignment: .firstTextBaseline) {
                    Text("Row \(row)").font(.headline)
                    Text("value \(row % 37)")
                    Text("note").font(.caption)
                }
            }
        })),
    ]
}

/// Times each scenario: one warm-up pass (text caches filled), then `passes` timed passes.
func benchmarkBoxLayout(passes: Int) {
    print("\nlayout core                              nodes   ms/pass   ns/node   (min…max ms)")
    let engine = LayoutEngine()
    let only = ProcessInfo.processInfo.environment["ONLY_SCENARIO"]
    for scenario in makeBoxScenarios() where only == nil || scenario.name.hasPrefix(only!) {
        var nodes = engine.layout(scenario.view, proposal: scenario.proposal).root.allNodes.count
        let (times, _) = measure(passes: passes) { _ in
            let result = engine.layout(scenario.view, proposal: scenario.proposal)
            nodes = result.root.allNodes.count
            return Int(result.size.width)
        }
        let ms = median(times)
        let name = scenario.name.padding(toLength: 40, withPad: " ", startingAt: 0)
        print(name + String(
            format: " %6d %9.2f %9.0f   (%.2f…%.2f)", nodes, ms, ms * 1e6 / Double(nodes), times.min() ?? 0, times.max() ?? 0))
    }
}
