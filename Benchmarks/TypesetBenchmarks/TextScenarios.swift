// Text scenarios: the C peers and Typeset's TextEngine on the paragraphs and the labels, and one
// 1 MB paragraph (Benchmarks/README.md).

import Foundation
import TypesetText

/// One row of a table: a scenario's timed passes over `count` items.
struct Row {
    var name: String
    var timings: Timings
    var count: Int
    var note = ""
    var medianMs: Double { timings.medianMs }
    /// Median pass divided by `count`, in µs.
    var perItemMicroseconds: Double { medianMs * 1000 / Double(count) }
}

/// The text rows of one corpus, keyed for the summary.
struct TextResults {
    var shapeFloor: Row
    var wrapFloor: Row
    var pango: Row
    var cold: Row
    var coldWithGlyphs: Row
    var rewidth: Row
    var sameWidth: Row
    var rows: [Row] { [shapeFloor, wrapFloor, pango, cold, coldWithGlyphs, rewidth, sameWidth] }
}

/// Line count, size and baseline of a layout (what measuring a text gives the layout core):
/// changes if a pass lays anything out differently.
func checksum(_ layout: TextLayout) -> Int {
    layout.lines.count &* 1_000_003 &+ Int(layout.width * 1024) &+ Int(layout.height * 1024)
        &+ Int(layout.firstBaseline * 1024)
}

/// The glyphs of a layout's lines (built on first access; measuring never needs them).
func glyphCount(_ layout: TextLayout) -> Int {
    layout.lines.reduce(0) { $0 &+ $1.runs.reduce(0) { $0 &+ $1.glyphs.count } }
}

/// Lays out every text at `width`; the summed checksums (and glyph counts with `glyphs`).
func layOut(_ texts: [AttributedText], _ engine: TextEngine, width: Double, glyphs: Bool = false) -> Int {
    var sum = 0
    for text in texts {
        let layout = engine.layout(text, width: width)
        sum &+= checksum(layout) &+ (glyphs ? glyphCount(layout) : 0)
    }
    return sum
}

/// Every text scenario of one corpus: the floors and Pango at `width`, Typeset cold at `width`
/// (a new engine per pass; the font collection is shared, as in an app), at `rewidth` with the
/// shaping of `width` cached (a new engine per pass, filled at `width` before the clock starts),
/// and at `rewidth` again (the same engine: cache hits).
func textScenarios(_ corpus: Corpus, options: Options, peers: Peers, fonts: FontCollection) -> TextResults {
    let passes = options.passes
    let count = corpus.strings.count
    let strings = Peers.CStrings(corpus.strings)
    let width = options.width
    let attributes = TextAttributes(font: .custom(options.family, size: options.size))
    let texts = corpus.strings.map { AttributedText($0, attributes: attributes) }
    var coldEngine = TextEngine(fonts: fonts)
    var glyphsEngine = TextEngine(fonts: fonts)
    var warmEngine = TextEngine(fonts: fonts)
    let timings = measureInterleaved(passes: passes, [
        Scenario { peers.shapeFloor(strings) },
        Scenario { peers.wrapFloor(strings, width: width) },
        Scenario { peers.pango(strings, width: width) },
        Scenario(prepare: { coldEngine = TextEngine(fonts: fonts) }) { layOut(texts, coldEngine, width: width) },
        Scenario(prepare: { glyphsEngine = TextEngine(fonts: fonts) }) {
            layOut(texts, glyphsEngine, width: width, glyphs: true)
        },
        Scenario(prepare: {
            warmEngine = TextEngine(fonts: fonts)
            _ = layOut(texts, warmEngine, width: width)
        }) { layOut(texts, warmEngine, width: options.rewidth) },
        Scenario { layOut(texts, warmEngine, width: options.rewidth) },
    ])
    let (shapeFloor, wrapFloor, pango, cold, coldWithGlyphs, rewidth, sameWidth) =
        (timings[0], timings[1], timings[2], timings[3], timings[4], timings[5], timings[6])
    let lines = texts.reduce(0) { $0 + coldEngine.layout($1, width: width).lines.count }

    func row(_ name: String, _ timings: Timings, _ note: String = "") -> Row {
        Row(name: name, timings: timings, count: count, note: timings.agree ? note : "passes disagree!")
    }
    return TextResults(
        shapeFloor: row("floor: hb_shape (C, upem, UTF-8)", shapeFloor),
        wrapFloor: row("floor: shape + ICU break + greedy wrap (C)", wrapFloor),
        pango: row("Pango (C, exact, new layout per string)", pango),
        cold: row("Typeset cold (new TextEngine per pass)", cold, "\(lines) lines at width \(Int(width))"),
        coldWithGlyphs: row("Typeset cold, glyph runs built too", coldWithGlyphs),
        rewidth: row("Typeset at width \(Int(options.rewidth)), shaping warm", rewidth),
        sameWidth: row("Typeset at width \(Int(options.rewidth)) again", sameWidth))
}

/// One paragraph of about 1 MB laid out cold at `width` (a new engine per pass), in rounds with a
/// cold pass over `corpus`: the median per-round ratio of the time per character.
func bigParagraph(_ corpus: Corpus, options: Options, fonts: FontCollection) -> (row: Row, perCharacterRatio: Double) {
    let string = corpus.joined(toAtLeast: 1_000_000)
    let attributes = TextAttributes(font: .custom(options.family, size: options.size))
    let text = AttributedText(string, attributes: attributes)
    let texts = corpus.strings.map { AttributedText($0, attributes: attributes) }
    var bigEngine = TextEngine(fonts: fonts)
    var corpusEngine = TextEngine(fonts: fonts)
    let timings = measureInterleaved(passes: max(3, options.passes / 2), [
        Scenario(prepare: { bigEngine = TextEngine(fonts: fonts) }) { checksum(bigEngine.layout(text, width: options.width)) },
        Scenario(prepare: { corpusEngine = TextEngine(fonts: fonts) }) { layOut(texts, corpusEngine, width: options.width) },
    ])
    let characters = string.count
    let perCharacter = ratio(timings[0], timings[1]) * Double(corpus.characters) / Double(characters)
    let row = Row(
        name: "one paragraph of \(string.utf8.count) bytes, cold", timings: timings[0], count: characters,
        note: timings[0].agree ? "µs column is per character" : "passes disagree!")
    return (row, perCharacter)
}

/// The corpus laid out cold on one shared engine by every core at once (thread t takes strings
/// t, t + cores, …), against one thread alone, in rounds: the median of `T(1) / T(cores)`. Shows
/// whether the text engine's shared caches let threads run side by side. As in the cold
/// scenarios, each pass's new engine is made (and the last one freed) before the clock starts:
/// freeing a filled engine is one thread's work, not layout.
func textParallelSpeedup(_ corpus: Corpus, options: Options, fonts: FontCollection) -> (speedup: Double, cores: Int) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let attributes = TextAttributes(font: .custom(options.family, size: options.size))
    let texts = corpus.strings.map { AttributedText($0, attributes: attributes) }
    var engine = TextEngine(fonts: fonts)
    func scenario(threads: Int) -> Scenario {
        Scenario(prepare: { engine = TextEngine(fonts: fonts) }) {
            layOutShared(texts, engine, width: options.width, threads: threads)
        }
    }
    let timings = measureInterleaved(passes: max(3, options.passes / 2), [scenario(threads: 1), scenario(threads: cores)])
    return (ratio(timings[0], timings[1]), cores)
}

/// Lays `texts` out on `threads` threads sharing `engine`, thread t taking texts t, t + threads, …
/// (-1: no checksum).
func layOutShared(_ texts: [AttributedText], _ engine: TextEngine, width: Double, threads: Int) -> Int {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        var index = thread
        while index < texts.count {
            _ = engine.layout(texts[index], width: width)
            index += threads
        }
    }
    return -1
}

/// `--parallel-text`: the text parallel scenario alone, `--rounds` times, each after the
/// busy-loop control of the same moment; exits.
func parallelTextOnly(_ arguments: [String]) -> Never {
    var rest = arguments
    var rounds = 3
    if let flag = rest.firstIndex(of: "--rounds"), flag + 1 < rest.count, let count = Int(rest[flag + 1]), count > 0 {
        rounds = count
        rest.removeSubrange(flag...(flag + 1))
    }
    let options = Options(rest)
    let fonts = FontCollection.bundled
    let paragraphs = Corpus(name: "paragraphs", path: options.corpus)
    let attributes = TextAttributes(font: .custom(options.family, size: options.size))
    let texts = paragraphs.strings.map { AttributedText($0, attributes: attributes) }
    if let threads = Int(ProcessInfo.processInfo.environment["TYPESET_PROFILE_THREADS"] ?? ""), threads > 0 {
        // For a profiler: only passes on `threads` threads, `--rounds` × 5 of them.
        for _ in 0..<(rounds * 5) { _ = layOutShared(texts, TextEngine(fonts: fonts), width: options.width, threads: threads) }
        exit(0)
    }
    let face: FontFace
    do { face = try fonts.face(family: options.family) } catch { fail("\(error)") }
    let peers = Peers(library: options.peers, fontFile: face.fileURL.path, family: options.family, size: options.size)
    print(paragraphs.summary)
    for _ in 0..<rounds {
        let machine = peers.machineParallelism()
        let text = textParallelSpeedup(paragraphs, options: options, fonts: fonts)
        print(String(
            format: "control (C busy loop, %d threads): %.2f×   paragraphs cold on one shared engine: %.2f×",
            machine.cores, machine.speedup, text.speedup))
    }
    exit(0)
}
