// The 100,000-deep and 100,000-wide trees of issue 10, for measuring time and peak memory
// outside the test runner (`/usr/bin/time -v TypesetBenchmarks --depth-probe deep 100000`).

import Foundation
import Typeset

/// Lays out a chain `count` levels deep (`deep`: `AnyView`s of padding, every tenth a VStack
/// over a 1×1 rectangle, over a Text) or an HStack of `count` rectangles (`wide`), prints the
/// node count and the time to build the view and lay it out.
func depthProbe(shape: String, count: Int) -> Never {
    let engine = LayoutEngine()
    let start = ContinuousClock.now
    let result: LayoutResult
    switch shape {
    case "deep":
        var view = AnyView(Text("deep"))
        for level in 0 ..< count {
            view = level % 10 == 9
                ? AnyView(VStack(spacing: 0) { view; Rectangle().frame(width: 1, height: 1) })
                : AnyView(view.padding(.leading, 1))
        }
        result = engine.layout(view, proposal: .unspecified)
    case "wide":
        result = engine.layout(
            HStack(spacing: 0) { ForEach(0 ..< count, id: \.self) { _ in Rectangle().frame(width: 1, height: 2) } },
            proposal: .unspecified)
    default:
        fail("--depth-probe deep|wide COUNT")
    }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("\(shape) \(count): \(result.root.allNodes.count) nodes, build + layout \(String(format: "%.3f", seconds)) s, size \(result.size)")
    exit(0)
}
