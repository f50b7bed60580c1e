// Single scenarios for an instruction-count profile (valgrind --tool=callgrind), Benchmarks/README.md:
//
//   valgrind --tool=callgrind --toggle-collect='*profiledPass*' \
//       .build-tools/release/TypesetBenchmarks --profile-labels
//   (or --profile-paragraphs, --profile-rewidth, --profile-same-width; then optionally
//   --family NAME, DejaVu Sans unless given, e.g. --family Inter)
//
// A warm-up pass on a first engine (fonts, runtime, thread-locals), then one cold pass on a new
// engine inside `profiledPass`, the only function the profile collects (--profile-rewidth: at
// width 250 on an engine filled at 300; --profile-same-width: at 250 again).

import Foundation
import Typeset
import TypesetCases
import TypesetText

/// Runs the profile `mode` names, in `family` at 15 px, and exits.
func profile(_ mode: String, family: String) -> Never {
    let fonts = FontCollection.bundled
    let path: String
    var width = 300.0
    switch mode {
    case "--profile-labels": path = "Benchmarks/out/labels.txt"
    case "--profile-paragraphs": path = "Benchmarks/out/corpus.txt"
    case "--profile-rewidth", "--profile-same-width": path = "Benchmarks/out/corpus.txt"; width = 250
    default:
        fail("unknown profile \(mode): --profile-labels, --profile-paragraphs, --profile-rewidth or --profile-same-width")
    }
    let corpus = Corpus(name: mode, path: path)
    let attributes = TextAttributes(font: .custom(family, size: 15))
    let texts = corpus.strings.map { AttributedText($0, attributes: attributes) }
    _ = layOut(texts, TextEngine(fonts: fonts), width: 300)
    /// A new engine, filled as the mode asks before its profiled pass.
    func preparedEngine() -> TextEngine {
        let engine = TextEngine(fonts: fonts)
        if mode == "--profile-rewidth" { _ = layOut(texts, engine, width: 300) }
        if mode == "--profile-same-width" { _ = layOut(texts, engine, width: 250) }
        return engine
    }
    print(profiledPass(texts, preparedEngine(), width: width))
    // TYPESET_PROFILE_PASSES=N: N more passes, each on a new engine, for a sampling profiler
    // (`perf record`), which needs seconds rather than one pass; then the median pass time, and
    // for the modes that fill the engine first, its median ratio to that filling (for
    // --profile-rewidth a cold layout at 300: text_rewidth_vs_cold without the benchmark's
    // other scenarios).
    let more = profilePasses
    var passes: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<more {
        let prepared = nanoseconds()
        let engine = preparedEngine()
        let start = nanoseconds()
        _ = profiledPass(texts, engine, width: width)
        let pass = Double(nanoseconds() - start)
        passes.append(pass / 1e6)
        ratios.append(pass / Double(start - prepared))
    }
    if more > 0 {
        let filled = mode == "--profile-rewidth" || mode == "--profile-same-width"
        print(
            String(format: "median pass %.3f ms over %d", median(passes), more)
                + (filled ? String(format: "; against filling the engine %.4f", median(ratios)) : ""))
    }
    exit(0)
}

/// The pass the profile collects.
@inline(never)
func profiledPass(_ texts: [AttributedText], _ engine: TextEngine, width: Double) -> Int {
    var sum = 0
    for text in texts { sum &+= engine.layout(text, width: width).lines.count }
    return sum
}

/// Runs one layout-core scenario for an instruction-count profile and exits:
///
///   valgrind --tool=callgrind --toggle-collect='*profiledLayout*' \
///       .build-tools/release/TypesetBenchmarks --profile-layout flat|grid|rows|nested25|nested400|screen|relayout|relayout-text|resize|device|scenes
///
/// A warm-up layout on the same engine first (text caches filled), then one profiled layout.
/// A box scenario's name with `-pass` (`rows-pass`, `screen-pass`; collect `*profiledWholeLayout*`)
/// profiles the benchmark's whole timed pass instead: a new engine, its layout, and freeing both.
func profileLayout(_ name: String) -> Never {
    if name == "relayout" || name == "relayout-text" {
        let engine = LayoutEngine()
        let first = demoScreen()
        _ = engine.layout(first.view, proposal: first.proposal)
        // `relayout`: the same view value again; `relayout-text`: the screen with the name
        // field's Text changed, on the same engine, as the benchmark's later rounds change it (a
        // name with a new number, after one with another number on another engine).
        var scenario = first
        if name == "relayout-text" {
            let other = LayoutEngine()
            _ = other.layout(first.view, proposal: first.proposal)
            _ = other.layout(demoScreen(DemoForm(name: "Ada King, Countess of Lovelace 0")).view, proposal: first.proposal)
            scenario = demoScreen(DemoForm(name: "Ada King, Countess of Lovelace 1"))
        }
        print(profiledLayout(scenario, engine))
        exit(0)
    }
    if name == "device" {
        // The same view value laid out again on a device, on the engine that laid it out there:
        // once before the profiled one, so that the runtime has answered, once per process, which
        // of the environment's value types are `Equatable` (comparing them asks).
        let engine = LayoutEngine()
        let view = AnyView(DemoForm())
        _ = engine.layout(view, on: .iPhone16Pro)
        _ = engine.layout(view, on: .iPhone16Pro)
        print(profiledLayoutOnDevice(view, engine))
        exit(0)
    }
    if name == "resize" {
        // The same view value at a proposal of both lengths (the root's container size), then
        // one point wider on the same engine: a window resized.
        let engine = LayoutEngine()
        let view = AnyView(DemoForm())
        _ = engine.layout(view, proposal: ProposedViewSize(width: 440, height: 900))
        print(profiledLayout(BoxScenario(name: "the demo screen resized", proposal: ProposedViewSize(width: 441, height: 900), view: view), engine))
        exit(0)
    }
    if name == "scenes" {
        // One thread's share of `parallel_new_text_2`: the example scenes laid out at widths no
        // layout used before, on engines (and a text engine) warmed by earlier widths.
        let scenes = exampleScenes()
        let engines = scenes.map { LayoutEngine(fonts: $0.fonts, environment: $0.environment) }
        let views = scenes.map(\.view)
        var width: CGFloat = 320
        func layOutEach() -> Int {
            var sum = 0
            for (engine, view) in zip(engines, views) {
                width += 0.013
                sum &+= Int(engine.layout(view, proposal: ProposedViewSize(width: width, height: nil)).size.height)
            }
            return sum
        }
        for _ in 0..<20 { _ = layOutEach() }
        print(profiledScenes(layOutEach))
        for _ in 0..<profilePasses { _ = layOutEach() }
        exit(0)
    }
    let wholePass = name.hasSuffix("-pass")
    let scenario: BoxScenario
    switch wholePass ? String(name.dropLast(5)) : name {
    case "flat": scenario = flatRow()
    case "grid": scenario = grid()
    case "rows": scenario = baselineRows()
    case "chain10": scenario = modifierChains(depth: 10)
    case "chain40": scenario = modifierChains(depth: 40)
    case "nested25": scenario = nestedStacks(depth: 25)
    case "nested400": scenario = nestedStacks(depth: 400)
    case "screen": scenario = demoScreen()
    default: fail("unknown layout profile \(name): flat, grid, rows, nested25, nested400, chain10, chain40, screen, relayout, relayout-text, resize, device or scenes")
    }
    _ = LayoutEngine().layout(scenario.view, proposal: scenario.proposal)
    // A new layout engine over the warm text engine: a real layout, not a kept result.
    print(wholePass ? profiledWholeLayout(scenario) : profiledLayout(scenario, LayoutEngine()))
    // TYPESET_PROFILE_PASSES=N with a `-pass` name: N more whole passes, then their median time
    // and the page faults per pass (memory the allocator takes from the kernel and gives back
    // costs time that an instruction count does not show).
    let more = profilePasses
    if wholePass, more > 0 {
        var passes: [Double] = []
        let faults = minorPageFaults()
        for _ in 0..<more {
            let start = nanoseconds()
            _ = profiledWholeLayout(scenario)
            passes.append(Double(nanoseconds() - start) / 1e6)
        }
        print(String(
            format: "median pass %.3f ms over %d; %.1f minor page faults per pass", median(passes), more,
            Double(minorPageFaults() - faults) / Double(more)))
    }
    exit(0)
}

/// The scenes' layouts the profile collects (`--profile-layout scenes`, collect `*profiledScenes*`).
@inline(never)
func profiledScenes(_ layOutEach: () -> Int) -> Int { layOutEach() }

/// `TYPESET_PROFILE_PASSES`: how many more passes a profile mode times after its profiled one.
let profilePasses = Int(ProcessInfo.processInfo.environment["TYPESET_PROFILE_PASSES"] ?? "") ?? 0

/// The process's minor page faults so far.
func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
}

/// The benchmark's timed pass the profile collects: a new engine, its layout, and freeing them.
@inline(never)
func profiledWholeLayout(_ scenario: BoxScenario) -> Int {
    Int(LayoutEngine().layout(scenario.view, proposal: scenario.proposal).size.width)
}

/// The layout the profile collects.
@inline(never)
func profiledLayout(_ scenario: BoxScenario, _ engine: LayoutEngine) -> Int {
    Int(engine.layout(scenario.view, proposal: scenario.proposal).size.width)
}

/// The layout on a device the profile collects (`--profile-layout device`).
@inline(never)
func profiledLayoutOnDevice(_ view: AnyView, _ engine: LayoutEngine) -> Int {
    Int(engine.layout(view, on: .iPhone16Pro).size.width)
}

/// Resolves the demo screen once more for an instruction-count profile of resolving alone
/// (`--profile-resolve`; collect `*profiledResolve*`), after a warm-up resolve.
///
/// `TYPESET_PROFILE_PASSES=N`: N more resolves after the profiled one, so that a heap profiler
/// (`valgrind --tool=dhat`) run over the whole process sees the warm resolves' allocations.
func profileResolve() -> Never {
    let services = LayoutServices(textMeasurer: TextEngineMeasurer(engine: .shared))
    _ = resolveDemo(services)
    print(profiledResolve(services))
    for _ in 0..<profilePasses { _ = resolveDemo(services) }
    exit(0)
}

/// The resolve the profile collects.
@inline(never)
func profiledResolve(_ services: LayoutServices) -> Int { resolveDemo(services) }

/// The demo screen resolved into a tree: its node count.
@inline(never)
func resolveDemo(_ services: LayoutServices) -> Int {
    var inputs = _ViewInputs(context: ResolveContext(environment: EnvironmentValues(), stackOrientation: nil, services: services))
    inputs.resolve(DemoForm())
    return inputs.tree.count
}
