// TypesetBenchmarks: Typeset's text engine against the raw HarfBuzz shaping floor (Benchmarks/README.md).
//
//   swift run -c release --scratch-path .build-tools TypesetBenchmarks \
//       [--corpus Benchmarks/out/corpus.txt] [--labels Benchmarks/out/labels.txt] [--passes 5]
//       [--family "DejaVu Sans"] [--size 15] [--width 300] [--relayout-width 200] [--hot 500]
//
// For each corpus (paragraphs, then UI labels) and each mode, one untimed warm-up pass and then
// `passes` timed passes over the whole corpus; the table shows the median pass (ms) and that pass
// divided by the number of strings (µs per string). Modes:
//   floor     hb_shape of each whole string through CHarfBuzz: hb-ot font from a blob at scale =
//             units per em, one hb_buffer reused, UTF-8 input, default features. The least any
//             HarfBuzz-based engine has to do.
//   cold      TextEngine.layout(_:width:) with nothing cached: a new TextEngine for every pass (the
//             API has no cache-clearing call; the FontCollection, i.e. the loaded font files, is
//             shared, as in an app).
//   warm      the same engine again, same strings and width: what a repeated measurement costs.
//   relayout  the same engine at another width, a different one in every pass (relayout-width, then
//             ±13, ±26, … ±65 px): shaping cached, lines broken again.
//   warm / relayout, first N strings (--hot, default 500): the same two on a working set small
//             enough to stay inside the engine's bounded caches. On the whole corpus (2,000 distinct
//             strings visited in a cycle) a size-bounded cache may have evicted a string before it
//             comes round again, and warm and relayout then pay for shaping again.

import CHarfBuzz
import Foundation
import TypesetText

// MARK: - Options

struct Options {
    var corpus = "Benchmarks/out/corpus.txt"
    var labels: String? = "Benchmarks/out/labels.txt"
    var passes = 5
    var family = "DejaVu Sans"
    var size: CGFloat = 15
    var width: CGFloat = 300
    var relayoutWidth: CGFloat = 200
    var hot = 500

    init(_ arguments: [String]) {
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let v = rest.popFirst() else { fail("\(flag) needs a value") }
            return v
        }
        func number(_ flag: String) -> Double {
            let v = value(flag)
            guard let d = Double(v), d > 0 else { fail("\(flag): not a positive number: \(v)") }
            return d
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--corpus": corpus = value(flag)
            case "--labels": labels = value(flag)
            case "--no-labels": labels = nil
            case "--passes": passes = max(1, Int(number(flag)))
            case "--family": family = value(flag)
            case "--size": size = CGFloat(number(flag))
            case "--width": width = CGFloat(number(flag))
            case "--relayout-width": relayoutWidth = CGFloat(number(flag))
            case "--hot": hot = Int(number(flag))
            case "-h", "--help":
                print("usage: TypesetBenchmarks [--corpus FILE] [--labels FILE | --no-labels] [--passes N] "
                    + "[--family NAME] [--size PX] [--width PX] [--relayout-width PX] [--hot N]")
                exit(0)
            default: fail("unknown argument: \(flag)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("TypesetBenchmarks: \(message)\n".utf8))
    exit(2)
}

// MARK: - Timing

func nanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Runs `pass(i)` for i = 0 (warm-up, untimed) ... passes, returns the timed passes in ms.
/// `pass` returns a checksum so the work cannot be optimised away; all passes must agree.
func measure(passes: Int, _ pass: (Int) -> Int) -> (ms: [Double], checksum: Int) {
    let expected = pass(0)
    var times: [Double] = []
    for i in 1...passes {
        let start = nanoseconds()
        let checksum = pass(i)
        times.append(Double(nanoseconds() - start) / 1e6)
        if checksum != expected && expected >= 0 { return (times, -1) }
    }
    return (times, expected)
}

// MARK: - Corpus

struct Corpus {
    var name: String
    var path: String
    var strings: [String]
    var sha256: String
    var characters: Int

    init(name: String, path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("cannot read \(path) (generate it with: python3 Benchmarks/gen_corpus.py -o \(path))")
        }
        guard let text = String(data: data, encoding: .utf8) else { fail("\(path) is not UTF-8") }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        if lines.last == "" { lines.removeLast() }
        self.name = name
        self.path = path
        self.strings = lines
        self.sha256 = sha256Hex([UInt8](data))
        self.characters = lines.reduce(0) { $0 + $1.count }
    }
}

// MARK: - HarfBuzz floor

final class HarfBuzzFloor {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    let buffer: OpaquePointer
    let upem: UInt32

    init(fontFile: URL) {
        guard let blob = hb_blob_create_from_file_or_fail(fontFile.path) else {
            fail("HarfBuzz cannot read \(fontFile.path)")
        }
        self.blob = blob
        face = hb_face_create(blob, 0)
        upem = hb_face_get_upem(face)
        font = hb_font_create(face)
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Shapes `utf8` (one whole string) and returns the sum of the x advances in font units.
    func shape(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        hb_buffer_clear_contents(buffer)
        utf8.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var total = 0
        for i in 0..<Int(count) { total += Int(positions[i].x_advance) }
        return total
    }
}

// MARK: - Benchmark

struct Row {
    var mode: String
    var ms: [Double]
    var count: Int
    var note: String
    var medianMs: Double { median(ms) }
    var perStringMicroseconds: Double { medianMs * 1000 / Double(count) }
}

/// The width of relayout pass `pass`: center, +13, −13, +26, −26, … ±65, then again. Widths 13 px
/// apart change the lines of most multi-line paragraphs, so a pass cannot simply reuse an
/// earlier pass's layout through its validity interval (the engine answers a width from a
/// cached layout when the same lines would result, which is a legitimate hit for a text whose
/// lines do not change, e.g. one that fits on one line).
func relayoutWidth(_ center: CGFloat, pass: Int) -> CGFloat {
    let k = pass % 11
    let step = CGFloat((k + 1) / 2 * 13)
    return k % 2 == 1 ? center + step : center - step
}

func checksum(_ layout: TextLayout) -> Int {
    // Lines and glyphs: changes if a pass lays out anything differently.
    layout.lines.count &* 1_000_003 &+ layout.lines.reduce(0) { $0 &+ $1.runs.reduce(0) { $0 &+ $1.glyphs.count } }
}

func benchmark(_ corpus: Corpus, options: Options, fonts: FontCollection, fontFile: URL) -> [Row] {
    let passes = options.passes
    let n = corpus.strings.count
    var rows: [Row] = []

    // (a) shaping floor
    let floor = HarfBuzzFloor(fontFile: fontFile)
    let utf8 = corpus.strings.map { Array($0.utf8) }
    let f = measure(passes: passes) { _ in
        var sum = 0
        for bytes in utf8 { sum &+= bytes.withUnsafeBufferPointer { floor.shape($0) } }
        return sum
    }
    rows.append(Row(mode: "floor: hb_shape (CHarfBuzz, upem, UTF-8)", ms: f.ms, count: n, note: ""))

    let attributes = TextAttributes(font: .custom(options.family, size: options.size))
    let texts = corpus.strings.map { AttributedText($0, attributes: attributes) }
    let probe = TextEngine(fonts: fonts).layout(texts[0], width: options.width)
    if !probe.missingFamilies.isEmpty { fail("family not found: \(probe.missingFamilies)") }

    // (b) cold: a fresh engine per pass
    var engine = TextEngine(fonts: fonts)
    var lines = 0
    let cold = measure(passes: passes) { _ in
        engine = TextEngine(fonts: fonts)
        var sum = 0
        for text in texts { sum &+= checksum(engine.layout(text, width: options.width)) }
        return sum
    }
    for text in texts { lines += engine.layout(text, width: options.width).lines.count }
    rows.append(Row(mode: "Typeset cold (new TextEngine per pass)", ms: cold.ms, count: n,
                    note: cold.checksum < 0 ? "passes disagree!" : "\(lines) lines at width \(Int(options.width))"))

    // (c) warm: the last cold pass's engine, same width
    let warm = measure(passes: passes) { _ in
        var sum = 0
        for text in texts { sum &+= checksum(engine.layout(text, width: options.width)) }
        return sum
    }
    rows.append(Row(mode: "Typeset warm (same engine, same width)", ms: warm.ms, count: n,
                    note: warm.checksum < 0 ? "passes disagree!" : (warm.checksum == cold.checksum ? "" : "differs from cold!")))

    // (d) relayout: same engine, a new width every pass
    let relayout = measure(passes: passes) { pass in
        let width = relayoutWidth(options.relayoutWidth, pass: pass)
        for text in texts { _ = engine.layout(text, width: width) }
        return -1 - pass   // line counts legitimately differ between widths: no cross-pass check
    }
    let widths = (0...passes).map { relayoutWidth(options.relayoutWidth, pass: $0) }
    rows.append(Row(mode: "Typeset relayout (new width, shaping cached)", ms: relayout.ms, count: n,
                    note: "widths \(Int(widths.min()!))…\(Int(widths.max()!)) (\(Int(options.relayoutWidth)) ± 13k)"))

    // (c', d') the same on the first `hot` strings only: a working set that stays inside the
    // engine's bounded caches, so every warm call is a hit and every relayout reuses its shaping.
    let hot = min(options.hot, n)
    if hot > 0 && hot < n {
        let subset = Array(texts.prefix(hot))
        let hotEngine = TextEngine(fonts: fonts)
        let hotWarm = measure(passes: passes) { _ in
            var sum = 0
            for text in subset { sum &+= checksum(hotEngine.layout(text, width: options.width)) }
            return sum
        }
        rows.append(Row(mode: "Typeset warm, first \(hot) strings", ms: hotWarm.ms, count: hot,
                        note: hotWarm.checksum < 0 ? "passes disagree!" : ""))
        let hotRelayout = measure(passes: passes) { pass in
            let width = relayoutWidth(options.relayoutWidth, pass: pass)
            for text in subset { _ = hotEngine.layout(text, width: width) }
            return -1 - pass
        }
        rows.append(Row(mode: "Typeset relayout, first \(hot) strings", ms: hotRelayout.ms, count: hot, note: ""))
    }
    return rows
}

func printTable(_ corpus: Corpus, _ rows: [Row]) {
    let floor = rows[0].medianMs
    let name = corpus.name.padding(toLength: 46, withPad: " ", startingAt: 0)
    print("\n\(name)   µs/string    ms/pass   × floor   (min…max ms)")
    for row in rows {
        let mode = row.mode.padding(toLength: 46, withPad: " ", startingAt: 0)
        let line = mode + String(format: " %10.2f %10.2f %8.2f   (%.2f…%.2f)", row.perStringMicroseconds, row.medianMs,
                                 row.medianMs / floor, row.ms.min()!, row.ms.max()!)
        print(line + (row.note.isEmpty ? "" : "  \(row.note)"))
    }
    let cold = rows[1].medianMs
    print(String(format: "ratio cold / floor = %.2f×; warm / cold = %.3f; relayout / cold = %.3f",
                 cold / floor, rows[2].medianMs / cold, rows[3].medianMs / cold))
}

// MARK: - Main

let options = Options(Array(CommandLine.arguments.dropFirst()))
let fonts = FontCollection.bundled
let face: FontFace
do { face = try fonts.face(family: options.family) } catch { fail("\(error)") }
let versions = TextEngine.libraryVersions
var cpu = "?"
if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
   let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
   let colon = line.firstIndex(of: ":") {
    cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
}
print("TypesetBenchmarks — \(options.family) \(options.size.description) px (\(face.fileURL.lastPathComponent), upem \(face.metrics.unitsPerEm)), "
    + "width \(Int(options.width)), 1 warm-up + \(options.passes) timed passes, medians")
print("FreeType \(versions.freeType), HarfBuzz \(versions.harfBuzz), ICU \(versions.icu); "
    + "\(ProcessInfo.processInfo.activeProcessorCount) CPUs, \(cpu)")

if ProcessInfo.processInfo.environment["ONLY_LAYOUT"] != nil { benchmarkBoxLayout(passes: options.passes); exit(0) }
var corpora = [Corpus(name: "paragraphs", path: options.corpus)]
if let labels = options.labels { corpora.append(Corpus(name: "labels", path: labels)) }
for corpus in corpora {
    let stats = corpus.strings.map(\.count)
    print("\(corpus.name): \(corpus.path): \(corpus.strings.count) strings, \(corpus.characters) characters "
        + "(\(stats.min() ?? 0)…\(stats.max() ?? 0), mean \(String(format: "%.1f", Double(corpus.characters) / Double(max(1, stats.count))))), "
        + "sha256 \(corpus.sha256)")
}
for corpus in corpora {
    let rows = benchmark(corpus, options: options, fonts: fonts, fontFile: face.fileURL)
    printTable(corpus, rows)
}
benchmarkBoxLayout(passes: options.passes)
