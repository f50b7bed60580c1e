// Text and translations (issue 22): the labels laid out as `String`s (shown as written), as
// localized keys without translations (looked up, not found, shown as the key), as keys with
// inline Markdown, and a String Catalog of 5,000 keys read from disk.

import Foundation
import Typeset

/// The rows and ratios of the localization scenarios.
struct LocalizationResults {
    var strings: Row
    var keys: Row
    var markdown: Row
    var catalog: Row
    /// Per-round medians: keys / strings, Markdown keys / plain keys.
    var keysVsStrings: Double
    var markdownVsPlain: Double
}

/// Lays the labels out in one VStack per pass on a warm engine, three ways in the same rounds;
/// then reads a generated 5,000-key catalogue `passes` times, each time from disk.
func localizationScenarios(_ labels: Corpus, passes: Int, textEngine: TextEngine) -> LocalizationResults {
    let strings = labels.strings
    let engine = LayoutEngine(textEngine: textEngine)
    let proposal = ProposedViewSize(width: 390, height: nil)
    func pass<V: View>(_ view: V) -> Int {
        let result = engine.layout(view, proposal: proposal)
        return Int(result.size.height * 64)
    }
    // Markdown keys: the label's first word in bold (`**Open** the file`); plain keys: the same
    // characters without the markers, as a literal would be written.
    let markdown = strings.map { label -> String in
        let words = label.split(separator: " ", maxSplits: 1)
        return words.count == 2 ? "**\(words[0])** \(words[1])" : "**\(label)**"
    }
    let timings = measureInterleaved(passes: passes, [
        Scenario { pass(VStack(spacing: 0) { ForEach(strings.indices, id: \.self) { Text(strings[$0]) } }) },
        Scenario { pass(VStack(spacing: 0) { ForEach(strings.indices, id: \.self) { Text(LocalizedStringKey(strings[$0])) } }) },
        Scenario { pass(VStack(spacing: 0) { ForEach(markdown.indices, id: \.self) { Text(LocalizedStringKey(markdown[$0])) } }) },
    ])
    let catalog = catalogueLoad(passes: passes)
    return LocalizationResults(
        strings: Row(name: "labels as String", timings: timings[0], count: strings.count),
        keys: Row(name: "labels as keys, no translation", timings: timings[1], count: strings.count),
        markdown: Row(name: "labels as keys with Markdown", timings: timings[2], count: strings.count),
        catalog: catalog,
        keysVsStrings: ratio(timings[1], timings[0]),
        markdownVsPlain: ratio(timings[2], timings[1]))
}

/// A String Catalog of 5,000 keys translated into four languages (one key in ten with plural
/// variations), written once; each pass forgets it and reads the directory again.
func catalogueLoad(passes: Int) -> Row {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-bench-catalogue-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var entries: [String] = []
    for index in 0..<5000 {
        let key = index % 10 == 0 ? "%lld items in list \(index)" : "Setting number \(index)"
        let localizations = ["de", "fi", "ar", "ja"].map { language -> String in
            let unit = { (value: String) in #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
            guard index % 10 == 0 else { return #""\#(language)" : \#(unit("\(language) setting \(index)"))"# }
            let forms = ["one", "few", "many", "other"].map { #""\#($0)" : \#(unit("%lld \(language) \($0) \(index)"))"# }
            return #""\#(language)" : { "variations" : { "plural" : { \#(forms.joined(separator: ", ")) } } }"#
        }
        entries.append(#""\#(key)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
    }
    let json = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "# + entries.joined(separator: ",\n") + " } }"
    let file = directory.appendingPathComponent("Localizable.xcstrings")
    do { try Data(json.utf8).write(to: file) } catch { fail("cannot write \(file.path): \(error)") }
    // The thread's CPU time as well as the wall clock: on a shared machine the CPU time shows
    // the work whatever the load.
    var cpuMs: [Double] = []
    let timings = measure(passes: passes, prepare: { _ in StringsBundle.removeCached(at: directory) }) { _ in
        let start = threadCPUMilliseconds()
        defer { cpuMs.append(threadCPUMilliseconds() - start) }
        do {
            let bundle = try StringsBundle.load(contentsOf: directory)
            return bundle.languages.count
        } catch {
            fail("the generated catalogue does not load: \(error)")
        }
    }
    let cpu = String(format: "CPU %.1f ms/pass (median)", median(Array(cpuMs.dropFirst())))
    return Row(name: "catalogue of 5,000 keys, read", timings: timings, count: 5000, note: cpu)
}

/// The calling thread's CPU time, in ms.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// `--localization`: the localization scenarios alone, then their keys as one line of JSON.
func localizationOnly(_ arguments: [String]) -> Never {
    let options = Options(arguments)
    let labels = Corpus(name: "labels", path: options.labels)
    print(labels.summary)
    let results = localizationScenarios(labels, passes: options.passes, textEngine: TextEngine(fonts: .bundled))
    printTable("text and translations", [results.strings, results.keys, results.markdown], reference: results.strings)
    printTable("catalogue", [results.catalog], reference: nil)
    let keys: [(String, Double)] = [
        ("labels_string_us", results.strings.perItemMicroseconds), ("labels_key_vs_string", results.keysVsStrings),
        ("labels_markdown_vs_plain", results.markdownVsPlain), ("catalog_5000_load_ms", results.catalog.medianMs),
    ]
    print("{" + keys.map { "\"\($0.0)\": \(String(format: "%.4g", $0.1))" }.joined(separator: ", ") + "}")
    exit(0)
}
