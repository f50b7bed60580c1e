// Labels given as `String`, laid out by the checkout of Typeset this package was built against.
// `Benchmarks/against` builds it twice (this checkout and an earlier commit) and runs both side
// by side. Two measures, each in µs per label:
//
//   view: the labels as `Text(String)` in one VStack at width 390, on a new `LayoutEngine` over
//         a warm text engine each pass (what an app's labels cost once their texts are shaped);
//   text: the labels as `AttributedText` in DejaVu Sans 15 px on a new `TextEngine` each pass
//         (cold: every label shaped and set once).
//
//   LabelsAtRevision LABELS PASSES             one JSON line: the median pass of each measure
//   LabelsAtRevision LABELS --profile view     one pass inside `profiledPass`, for callgrind
//   LabelsAtRevision LABELS --profile text

import Foundation
import Typeset

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4,
    let data = FileManager.default.contents(atPath: arguments[1]),
    let corpus = String(data: data, encoding: .utf8)
else {
    FileHandle.standardError.write(Data("usage: LabelsAtRevision LABELS PASSES | LABELS --profile view|text\n".utf8))
    exit(2)
}
let labels = corpus.split(separator: "\n").map(String.init)
guard !labels.isEmpty else {
    FileHandle.standardError.write(Data("LabelsAtRevision: \(arguments[1]) holds no labels\n".utf8))
    exit(2)
}

let textEngine = TextEngine(fonts: .bundled)
let attributes = TextAttributes(font: .custom("DejaVu Sans", size: 15))
let texts = labels.map { AttributedText($0, attributes: attributes) }
let proposal = ProposedViewSize(width: 390, height: nil)

/// The view measure's pass: a new layout engine (nothing kept from an earlier layout) over the
/// shared, warm text engine.
func viewPass() -> Int {
    let engine = LayoutEngine(textEngine: textEngine)
    let result = engine.layout(VStack(spacing: 0) { ForEach(labels.indices, id: \.self) { Text(labels[$0]) } }, proposal: proposal)
    return Int(result.size.height * 64)
}

/// The text measure's pass: a new text engine, every label laid out cold at width 300.
func textPass() -> Int {
    let engine = TextEngine(fonts: .bundled)
    var lines = 0
    for text in texts { lines &+= engine.layout(text, width: 300).lines.count }
    return lines
}

/// The pass a profile collects.
@inline(never)
func profiledPass(_ pass: () -> Int) -> Int { pass() }

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

// Warm-up: fonts, runtime metadata, and the shared text engine's caches for the view measure.
_ = viewPass()
_ = textPass()

if arguments[2] == "--profile", arguments.count == 4 {
    switch arguments[3] {
    case "view": print(profiledPass(viewPass))
    case "text": print(profiledPass(textPass))
    default:
        FileHandle.standardError.write(Data("LabelsAtRevision: --profile view or --profile text\n".utf8))
        exit(2)
    }
    exit(0)
}
guard let passes = Int(arguments[2]), passes > 0 else {
    FileHandle.standardError.write(Data("LabelsAtRevision: PASSES must be a positive number\n".utf8))
    exit(2)
}
var view: [Double] = []
var text: [Double] = []
for _ in 0..<passes {
    var start = nanoseconds()
    _ = viewPass()
    view.append(Double(nanoseconds() - start) / 1e3 / Double(labels.count))
    start = nanoseconds()
    _ = textPass()
    text.append(Double(nanoseconds() - start) / 1e3 / Double(labels.count))
}
print(String(format: "{\"view_us\": %.4f, \"text_us\": %.4f}", median(view), median(text)))
