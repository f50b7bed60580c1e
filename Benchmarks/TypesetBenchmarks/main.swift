// TypesetBenchmarks: Typeset's text engine and layout core against their peers, all in one run
// (Benchmarks/README.md). Benchmarks/run builds the C peers and runs Yoga first; then:
//
//   TypesetBenchmarks --peers Benchmarks/out/libtypeset_peers.so --yoga Benchmarks/out/yoga.json
//       [--yoga-script Benchmarks/yoga_bench.py] [--corpus FILE] [--labels FILE] [--passes N]
//       [--family NAME] [--size PX] [--width PX] [--rewidth PX]
//
// Prints the tables, then one line of JSON whose values are all numbers. The flat row and the
// grid run in rounds with Yoga's passes of the same trees (`yoga_bench.py --serve`, started as a
// child process); Yoga's other rows come from its results file.
//
//   TypesetBenchmarks --localization [--labels FILE] [--passes N]
//
// Only the text-and-translations scenarios (labels as String, keys and Markdown keys; the
// 5,000-key catalogue), with their keys of the JSON line.
//
//   TypesetBenchmarks --parallel-text [--rounds N] --peers Benchmarks/out/libtypeset_peers.so
//       [--corpus FILE] [--passes N] [--family NAME] [--size PX] [--width PX]
//
// Only the text parallel scenario (paragraphs cold on one shared engine, every core against one
// thread), N times (3 unless given), each time after the C busy-loop control of the same moment.
// With TYPESET_PROFILE_THREADS=T in the environment: only 5 × N cold passes on T threads, for
// `perf record` (no peers needed).

import Foundation
import Typeset
import TypesetText

/// Command-line options.
struct Options {
    var corpus = "Benchmarks/out/corpus.txt"
    var labels = "Benchmarks/out/labels.txt"
    var peers = "Benchmarks/out/libtypeset_peers.so"
    var yoga = "Benchmarks/out/yoga.json"
    var yogaScript = "Benchmarks/yoga_bench.py"
    var passes = 5
    var family = "DejaVu Sans"
    var size = 15.0
    var width = 300.0
    var rewidth = 250.0

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            return value
        }
        func number(_ flag: String) -> Double {
            let text = value(flag)
            guard let number = Double(text), number > 0 else { fail("\(flag): not a positive number: \(text)") }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--corpus": corpus = value(flag)
            case "--labels": labels = value(flag)
            case "--peers": peers = value(flag)
            case "--yoga": yoga = value(flag)
            case "--yoga-script": yogaScript = value(flag)
            case "--passes": passes = max(1, Int(number(flag)))
            case "--family": family = value(flag)
            case "--size": size = number(flag)
            case "--width": width = number(flag)
            case "--rewidth": rewidth = number(flag)
            default: fail("unknown argument: \(flag) (see the header of main.swift)")
            }
        }
    }
}


let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--memory-probe" { memoryProbe() }
if arguments.first == "--nested-probe", arguments.count == 2, let rounds = Int(arguments[1]) {
    nestedProbe(rounds: rounds)
}
if arguments.first == "--depth-probe", arguments.count == 3, let count = Int(arguments[2]) {
    depthProbe(shape: arguments[1], count: count)
}
if arguments.first == "--profile-layout", arguments.count == 2 { profileLayout(arguments[1]) }
if arguments.first == "--profile-resolve" { profileResolve() }
if arguments.first == "--relayout-probe" { relayoutProbe(rounds: arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200) }
if let mode = arguments.first, mode.hasPrefix("--profile") {
    guard arguments.count == 1 || (arguments.count == 3 && arguments[1] == "--family") else {
        fail("usage: TypesetBenchmarks \(mode) [--family NAME]")
    }
    profile(mode, family: arguments.count == 3 ? arguments[2] : "DejaVu Sans")
}

if arguments.first == "--parallel-text" { parallelTextOnly(Array(arguments.dropFirst())) }
if arguments.first == "--localization" { localizationOnly(Array(arguments.dropFirst())) }
if arguments.first == "--screens" {
    // Only the screen scenarios (no peers needed): `TypesetBenchmarks --screens [passes]`.
    let passes = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
    let textEngine = TextEngine(fonts: .bundled)
    let screen = screenScenarios(textEngine: textEngine, passes: passes)
    let parallelText = parallelNewText(threads: 2, passes: passes)
    printTable("screens", screen.rows + [parallelText.row], reference: nil)
    print(String(format: "screen_us_per_node %.3f screen_vs_texts %.2f (both cold %.2f) relayout_same_view %.3f relayout_one_text %.3f (after a cold first %.3f) parallel_new_text_2 %.2f (nothing shared %.2f) (%d nodes)",
        screen.perNodeMicroseconds, screen.screenVsTexts, screen.screenColdVsTextsCold, screen.relayoutSameView, screen.relayoutOneText,
        screen.relayoutOneTextAfterColdFirst, parallelText.speedup, parallelText.unshared, screen.nodes))
    exit(0)
}

let options = Options(arguments)
let fonts = FontCollection.bundled
let face: FontFace
do { face = try fonts.face(family: options.family) } catch { fail("\(error)") }
let peers = Peers(library: options.peers, fontFile: face.fileURL.path, family: options.family, size: options.size)
var yoga = YogaResults(path: options.yoga)
printHeader(face: face)

let paragraphs = Corpus(name: "paragraphs", path: options.corpus)
let labels = Corpus(name: "labels", path: options.labels)
print(paragraphs.summary)
print(labels.summary)

let paragraphResults = textScenarios(paragraphs, options: options, peers: peers, fonts: fonts)
printTable("paragraphs", paragraphResults.rows, reference: paragraphResults.wrapFloor)
let labelResults = textScenarios(labels, options: options, peers: peers, fonts: fonts)
printTable("labels", labelResults.rows, reference: labelResults.shapeFloor)
let (big, bigPerCharacterRatio) = bigParagraph(paragraphs, options: options, fonts: fonts)
printTable("1 MB paragraph", [big], reference: nil)
print(String(format: "per character, against the corpus cold in the same rounds: %.3f×", bigPerCharacterRatio))

let machine = peers.machineParallelism()
print(String(format: "\ncontrol: a C busy loop on %d threads at once: %.2f× one thread's throughput", machine.cores, machine.speedup))
let textParallel = textParallelSpeedup(paragraphs, options: options, fonts: fonts)
print(String(format: "paragraphs cold on one shared engine, %d threads at once: %.2f× one thread's throughput",
    textParallel.cores, textParallel.speedup))

let textEngine = TextEngine(fonts: fonts)
let localization = localizationScenarios(labels, passes: options.passes, textEngine: textEngine)
printTable("text and translations", [localization.strings, localization.keys, localization.markdown], reference: localization.strings)
printTable("catalogue", [localization.catalog], reference: nil)
// The trees Yoga's keys compare, Yoga's passes alternating with Typeset's on one CPU
// (yoga_bench.py --serve).
let (flatBeside, gridBeside) = YogaPeer.onThisCPU(script: options.yogaScript, pinnedBy: peers) { yoga in
    (timeBesideYoga(flatRow(), yoga: yoga, "flat", textEngine: textEngine, passes: options.passes),
     timeBesideYoga(grid(), yoga: yoga, "grid", textEngine: textEngine, passes: options.passes))
}
let (flat, gridRow) = (flatBeside.row, gridBeside.row)
yoga.record("flat", flatBeside.yoga.timings, nodes: flatBeside.yoga.nodes)
yoga.record("grid", gridBeside.yoga.timings, nodes: gridBeside.yoga.nodes)
let rows = time(baselineRows(), textEngine: textEngine, passes: options.passes)
let alone = baselineTextsAlone(measurer: TextEngineMeasurer(engine: textEngine), passes: options.passes)
// At least 15 rounds: a round of both depths takes about 10 ms.
let nested = timeNested(rounds: max(15, options.passes), limit: 300)
let parallel = parallelSpeedup(textEngine: textEngine, passes: options.passes)
let screen = screenScenarios(textEngine: textEngine, passes: options.passes)
// The host's parallelism at the moment the two-thread scenario runs: the JSON line carries it
// beside `parallel_new_text_2`, so a run read on a busy host says so.
let controlBeforeParallelText = peers.machineParallelism()
let parallelText = parallelNewText(threads: 2, passes: options.passes)
let memory = measureGridMemory()
printLayoutTable([flat, gridRow, rows] + (nested.map { [$0.shallow, $0.deep] } ?? []), alone: alone, parallel: parallel.row, yoga: yoga)

printTable("screens", screen.rows + [parallelText.row], reference: nil)
print(String(format: "screen: %d nodes, %.3f µs per node; against its texts alone %.2f× (%.2f× with both over new text engines); a second layout of the same view %.3f× the first; one Text changed %.3f× (%.3f× a first layout over a new text engine)",
    screen.nodes, screen.perNodeMicroseconds, screen.screenVsTexts, screen.screenColdVsTextsCold, screen.relayoutSameView, screen.relayoutOneText,
    screen.relayoutOneTextAfterColdFirst))

if nested == nil { print("the nested stacks did not finish in 300 s: nested_400_vs_25 is \(didNotFinish)") }
let extraPerNode = (rows.row.medianMs - alone.medianMs) * 1000 / Double(rows.nodes)
let yogaGrid = yoga.memory
print(String(
    format: "grid memory: ours %d bytes peak growth for %d result nodes (%.0f per node); Yoga %d bytes for %d nodes (%.0f per node)",
    memory.bytes, memory.nodes, Double(memory.bytes) / Double(memory.nodes), yogaGrid.bytes, yogaGrid.nodes,
    Double(yogaGrid.bytes) / Double(yogaGrid.nodes)))

// Text ratios: medians of the per-round ratios (peers and Typeset ran in the same rounds).
let paragraph = paragraphResults
let label = labelResults
let summary: [(String, Double)] = [
    ("text_cold_vs_floor", ratio(paragraph.cold.timings, paragraph.wrapFloor.timings)),
    ("text_cold_vs_pango", ratio(paragraph.pango.timings, paragraph.cold.timings)),
    ("text_rewidth_vs_cold", ratio(paragraph.rewidth.timings, paragraph.cold.timings)),
    ("text_same_width_us", paragraph.sameWidth.perItemMicroseconds),
    ("labels_cold_vs_floor", ratio(label.cold.timings, label.shapeFloor.timings)),
    ("labels_vs_pango", ratio(label.pango.timings, label.cold.timings)),
    ("flat_vs_yoga", flatBeside.ratio),
    ("grid_vs_yoga", gridBeside.ratio),
    ("nested_400_vs_25", nested?.ratio ?? didNotFinish),
    ("baseline_rows_extra_us_per_node", extraPerNode),
    ("big_paragraph_vs_cold_per_char", bigPerCharacterRatio),
    ("parallel_speedup", parallel.speedup),
    // Per node of the same tree (Yoga's node count for both): the ratio of the bytes.
    ("grid_bytes_per_node", Double(memory.bytes) / Double(max(1, yogaGrid.bytes))),
    ("labels_string_us", localization.strings.perItemMicroseconds),
    ("labels_key_vs_string", localization.keysVsStrings),
    ("labels_markdown_vs_plain", localization.markdownVsPlain),
    ("catalog_5000_load_ms", localization.catalog.medianMs),
    ("screen_us_per_node", screen.perNodeMicroseconds),
    ("screen_vs_texts", screen.screenVsTexts),
    ("screen_cold_vs_texts_cold", screen.screenColdVsTextsCold),
    ("relayout_same_view", screen.relayoutSameView),
    ("relayout_one_text", screen.relayoutOneText),
    ("relayout_one_text_after_cold_first", screen.relayoutOneTextAfterColdFirst),
    ("parallel_new_text_2", parallelText.speedup),
    ("parallel_new_text_2_unshared", parallelText.unshared),
    ("control_busy_loop_speedup", controlBeforeParallelText.speedup),
]
print("{" + summary.map { "\"\($0.0)\": \(String(format: "%.4g", $0.1))" }.joined(separator: ", ") + "}")
