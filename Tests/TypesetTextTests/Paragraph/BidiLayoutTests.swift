// Bidi (Design §8.5): levels from ICU, runs reordered visually per line after breaking (UAX #9
// L2), trailing whitespace at the paragraph level (L1).

import Foundation
import Testing

@testable import TypesetText

@Suite("Bidi layout")
struct BidiLayoutTests {
    /// The line's text per bidi level, left to right ("text@level"); adjacent runs of one
    /// level (split by script or font) are joined.
    func visual(_ layout: TextLayout, _ line: Int = 0) -> [String] {
        var parts: [(String, UInt8)] = []
        for run in layout.lines[line].runs {
            let string = String(layout.string[run.range])
            if let last = parts.last, last.1 == run.bidiLevel, run.bidiLevel % 2 == 0 {
                parts[parts.count - 1].0 += string
            } else if let last = parts.last, last.1 == run.bidiLevel {
                parts[parts.count - 1].0 = string + last.0
            } else {
                parts.append((string, run.bidiLevel))
            }
        }
        return parts.map { "\($0.0)@\($0.1)" }
    }

    @Test("A Hebrew word inside English sits between the English runs, glyphs right to left")
    func hebrewInEnglish() throws {
        let layout = engine.layout(text("Hello שלום world"), width: nil)
        #expect(visual(layout) == ["Hello @0", "שלום@1", " world@0"])
        let hebrew = try #require(layout.lines[0].runs.first { $0.bidiLevel == 1 })
        #expect(hebrew.direction == .rightToLeft)
        #expect(hebrew.clusters == hebrew.clusters.sorted(by: >))  // visual order: last letter first
        let xs = layout.lines[0].runs.flatMap(\.positions).map(\.x)
        #expect(xs == xs.sorted())
    }

    @Test("Reordering is per line: each line shows its own visual order")
    func perLine() {
        let string = "abc אבג דהו def"
        let width = engine.layout(text("abc אבג "), width: nil).width
        let layout = engine.layout(text(string), width: width)
        #expect(lineStrings(layout) == ["abc אבג ", "דהו def"])
        #expect(visual(layout, 0) == ["abc @0", "אבג@1", " @0"])
        #expect(visual(layout, 1) == ["דהו@1", " def@0"])
    }

    @Test("A right-to-left paragraph runs from the right; trailing spaces hang on the left")
    func rightToLeftParagraph() throws {
        let layout = engine.layout(text("שלום abc עולם"), width: nil)
        #expect(visual(layout) == [" עולם@1", "abc@2", "שלום @1"])  // logical text per visual run
        let runs = layout.lines[0].runs
        #expect(runs.first.map { String(layout.string[$0.range]) }?.contains("עולם") == true)
        #expect(runs.last.map { String(layout.string[$0.range]) }?.contains("שלום") == true)
        let wrapped = engine.layout(text("שלום עולם"), width: engine.layout(text("שלום "), width: nil).width)
        #expect(lineStrings(wrapped) == ["שלום ", "עולם"])
        // The hanging space is the visually first glyph, left of the line's box.
        let run = try #require(wrapped.lines[0].runs.first)
        #expect(
            run.clusters.first
                == wrapped.string.utf8.distance(
                    from: wrapped.string.startIndex, to: wrapped.string.firstIndex(of: " ")!))
        #expect(close(run.positions[0].x + run.advances[0], wrapped.lines[0].xOffset))
    }

    @Test("Numbers inside right-to-left text stay left to right")
    func numbers() {
        let layout = engine.layout(text("שלום 123"), width: nil)
        let levels = layout.lines[0].runs.map(\.bidiLevel)
        #expect(levels.contains(2))
    }
}
