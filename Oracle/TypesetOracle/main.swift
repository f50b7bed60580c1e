// TypesetOracle: the Typeset side of the independent text oracle (Oracle/README.md).
//
// Same input and output as Oracle/pango_lines.c, computed by Typeset's text engine:
//
//   TypesetOracle lines CORPUS FAMILY PX WIDTHS [COUNT]   WIDTHS = comma-separated px, e.g. 120,200
//   TypesetOracle probe CORPUS FAMILY PX PROBES           PROBES = lines "key<TAB>para<TAB>start<TAB>end"
//
// Every paragraph is `AttributedText(paragraph, attributes: TextAttributes(font: .custom(FAMILY,
// size: PX)))` laid out by `TextEngine(fonts: .bundled).layout(_:width:)`. Offsets are Unicode
// code points (scalars) from the start of the paragraph; paragraph numbers are 0-based line
// numbers of CORPUS; widths are points (= px at display scale 1), printed as the exact Double.
//
// `lines` prints, per (paragraph, width):  para  width  widest  starts  line_widths  line_glyphs
//   widest = TextLayout.width; starts = each TextLine.range.lowerBound; line_widths = TextLine.width
//   (hanging whitespace excluded); line_glyphs = the glyph count of the line's runs.
// `probe` prints, per probe:  key  width  glyphs  -  -  -
//   the line [start, end) laid out alone with no width; its trailing white space hangs, so the
//   width leaves it out (the last three columns, break flags and Pango's fit width, are only
//   known to the Pango side).

import Foundation
import TypesetText

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("TypesetOracle: \(message)\n".utf8))
    exit(2)
}

func readCorpus(_ path: String, limit: Int? = nil) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot open corpus: \(path)") }
    guard let text = String(data: data, encoding: .utf8) else { fail("corpus is not UTF-8: \(path)") }
    // Split on U+000A only (a "\r\n" pair is one Character, so split the scalars, not the Characters).
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
        String(String.UnicodeScalarView($0))
    }
    if lines.last == "" { lines.removeLast() }
    if let limit, limit < lines.count { lines.removeLast(lines.count - limit) }
    return lines
}

/// Code-point offset of each index in `indices` (ascending) within `string`.
func scalarOffsets(of indices: [String.Index], in string: String) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(indices.count)
    var cursor = string.startIndex
    var offset = 0
    for index in indices {
        offset += string.unicodeScalars.distance(from: cursor, to: index)
        cursor = index
        result.append(offset)
    }
    return result
}

func number(_ x: CGFloat) -> String { Double(x).description }

func glyphCount(_ line: TextLine) -> Int { line.runs.reduce(0) { $0 + $1.glyphs.count } }

func attributed(_ string: String, family: String, px: CGFloat) -> AttributedText {
    AttributedText(string, attributes: TextAttributes(font: .custom(family, size: px)))
}

/// Lays out a sample and stops when the family is not among the bundled fonts (Typeset would
/// silently fall back to the default family, which would make every comparison meaningless).
func checkFamily(_ engine: TextEngine, family: String, px: CGFloat) {
    let layout = engine.layout(attributed("Hamburgefonstiv", family: family, px: px), width: nil)
    if !layout.missingFamilies.isEmpty {
        fail("family not found: \(layout.missingFamilies); bundled families: \(engine.fonts.families)")
    }
    let face = layout.lines.first?.runs.first?.face
    let versions = TextEngine.libraryVersions
    FileHandle.standardError.write(Data((
        "TypesetOracle: \(family) \(px)px -> \(face.map { "\($0.familyName) \($0.styleName) (\($0.fileURL.lastPathComponent))" } ?? "?"), "
        + "FreeType \(versions.freeType), HarfBuzz \(versions.harfBuzz), ICU \(versions.icu)\n").utf8))
}

func runLines(_ args: [String]) {
    guard args.count == 4 || args.count == 5, let px = Double(args[2]) else {
        fail("usage: TypesetOracle lines CORPUS FAMILY PX WIDTHS [COUNT]")
    }
    let count = args.count == 5 ? Int(args[4]) : nil
    let paragraphs = readCorpus(args[0], limit: count)
    let family = args[1]
    let widths = args[3].split(separator: ",").map { field -> Double in
        guard let width = Double(field) else { fail("bad width: \(field)") }
        return width
    }
    let engine = TextEngine(fonts: .bundled)
    checkFamily(engine, family: family, px: CGFloat(px))

    var out = ""
    for (p, paragraph) in paragraphs.enumerated() {
        let text = attributed(paragraph, family: family, px: CGFloat(px))
        for width in widths {
            let layout = engine.layout(text, width: CGFloat(width))
            let starts = scalarOffsets(of: layout.lines.map { $0.range.lowerBound }, in: layout.string)
            out += "\(p)\t\(width.formatted0)\t\(number(layout.width))\t"
            out += starts.map(String.init).joined(separator: ",") + "\t"
            out += layout.lines.map { number($0.width) }.joined(separator: ",") + "\t"
            out += layout.lines.map { String(glyphCount($0)) }.joined(separator: ",") + "\n"
        }
        if out.utf8.count > 1 << 16 {
            FileHandle.standardOutput.write(Data(out.utf8))
            out = ""
        }
    }
    FileHandle.standardOutput.write(Data(out.utf8))
}

func runProbe(_ args: [String]) {
    guard args.count == 4, let px = Double(args[2]) else {
        fail("usage: TypesetOracle probe CORPUS FAMILY PX PROBES")
    }
    let paragraphs = readCorpus(args[0])
    let family = args[1]
    let engine = TextEngine(fonts: .bundled)
    checkFamily(engine, family: family, px: CGFloat(px))
    var out = ""
    for probe in readCorpus(args[3]) {
        let fields = probe.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 4, let p = Int(fields[1]), let start = Int(fields[2]), let end = Int(fields[3]),
              paragraphs.indices.contains(p)
        else { fail("bad probe line: \(probe)") }
        let scalars = Array(paragraphs[p].unicodeScalars)
        guard 0 <= start, start <= end, end <= scalars.count else { fail("probe offsets out of range: \(probe)") }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        // Trailing white space stays in the text (it can kern with the last visible glyph); it
        // hangs, so TextLayout.width leaves it out, like a wrapped line in the paragraph.
        let layout = engine.layout(attributed(String(view), family: family, px: CGFloat(px)), width: nil)
        let glyphs = layout.lines.reduce(0) { $0 + glyphCount($1) }
        out += "\(fields[0])\t\(number(layout.width))\t\(glyphs)\t-\t-\t-\n"
    }
    FileHandle.standardOutput.write(Data(out.utf8))
}

extension Double {
    /// "120" for 120.0, "120.5" for 120.5: the way pango_lines prints widths (%g).
    var formatted0: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : description }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lines": runLines(Array(arguments.dropFirst()))
case "probe": runProbe(Array(arguments.dropFirst()))
default: fail("usage: TypesetOracle lines|probe ...")
}
