// Truncation (Design §8.6): lineLimit or a height that fits fewer lines cuts the text; the last
// kept line keeps whole grapheme clusters and "…" and fits the width; minimumScaleFactor
// shrinks first; reservesSpace keeps n lines of height. The tail and head expectations come
// from a reference search over uharfbuzz widths (DejaVu Sans, 17 pt, "…" = 2048 units).

import Foundation
import Testing

@testable import TypesetText

@Suite("Truncation")
struct TruncationTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    /// The characters shown on a line: the text of its runs, "…" for an inserted ellipsis.
    func shown(_ layout: TextLayout, line: Int = 0) -> String {
        layout.lines[line].runs.sorted { ($0.positions.first?.x ?? 0) < ($1.positions.first?.x ?? 0) }
            .map { $0.range.isEmpty ? "…" : String(layout.string[$0.range]) }.joined()
    }

    @Test("Tail: the longest grapheme prefix that fits with \"…\" (13938 units ≤ 120 pt)")
    func tail() throws {
        let layout = engine.layout(text(Self.fox), width: 120, style: ParagraphStyle(lineLimit: 1))
        #expect(layout.isTruncated && layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated)
        #expect(shown(layout) == "The quick b…")
        #expect(line.width == points(13938))
        #expect(line.runs.last?.glyphs == [2825])  // DejaVu's "…"
        #expect(line.range == layout.string.startIndex..<layout.string.endIndex)
        #expect(layout.height == points(1901 + 483))
    }

    @Test("Head: \"…\" and the longest grapheme suffix that fits (13872 units)")
    func head() {
        let layout = engine.layout(
            text(Self.fox), width: 120, style: ParagraphStyle(lineLimit: 1, truncationMode: .head))
        #expect(shown(layout) == "…he lazy dog")
        #expect(layout.lines[0].width == points(13872))
    }

    @Test("Middle: start and end around \"…\", balanced, within the width")
    func middle() {
        let layout = engine.layout(
            text(Self.fox), width: 120, style: ParagraphStyle(lineLimit: 1, truncationMode: .middle))
        let line = shown(layout)
        let parts = line.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(Self.fox.hasPrefix(parts[0]) && Self.fox.hasSuffix(parts[1]))
        #expect(abs(parts[0].count - parts[1].count) <= 3)
        #expect(layout.lines[0].width <= 120)
        #expect(parts[0].count + parts[1].count >= 9)
    }

    @Test("A line limit keeps n lines and truncates the last one")
    func lineLimit() {
        let full = engine.layout(text(Self.fox), width: 100)
        #expect(full.lines.count > 2 && !full.isTruncated)
        let limited = engine.layout(text(Self.fox), width: 100, style: ParagraphStyle(lineLimit: 2))
        #expect(limited.lines.count == 2 && limited.isTruncated)
        #expect(lineStrings(limited)[0] == lineStrings(full)[0])
        #expect(!limited.lines[0].isTruncated && limited.lines[1].isTruncated)
        #expect(shown(limited, line: 1).hasSuffix("…"))
        #expect(limited.lines.allSatisfy { $0.width <= 100 })
        #expect(limited.lines[1].range.upperBound == limited.string.endIndex)
        // lineLimit(0) acts as 1.
        #expect(engine.layout(text(Self.fox), width: 100, style: ParagraphStyle(lineLimit: 0)).lines.count == 1)
    }

    @Test("A height that fits fewer lines truncates (at least one line is kept)")
    func maxHeight() {
        let lineHeight = points(1901 + 483)
        let two = engine.layout(text(Self.fox), width: 100, maxHeight: 2 * lineHeight + 0.5)
        #expect(two.lines.count == 2 && two.isTruncated)
        #expect(two.height <= 2 * lineHeight + 0.5)
        let tiny = engine.layout(text(Self.fox), width: 100, maxHeight: 3)
        #expect(tiny.lines.count == 1 && tiny.isTruncated)
        let roomy = engine.layout(text(Self.fox), width: 100, maxHeight: 1000)
        #expect(!roomy.isTruncated && roomy.lines.count == engine.layout(text(Self.fox), width: 100).lines.count)
        // One line that overflows the height is not truncated.
        #expect(!engine.layout(text("Hi"), width: 100, maxHeight: 3).isTruncated)
    }

    @Test("Unconstrained width with a line limit ends the kept hard line with \"…\"")
    func hardLines() {
        let layout = engine.layout(text("first\nsecond\nthird"), width: nil, style: ParagraphStyle(lineLimit: 2))
        #expect(layout.lines.count == 2)
        #expect(shown(layout, line: 1) == "second…")
        let head = engine.layout(
            text("first\nsecond\nthird"), width: nil, style: ParagraphStyle(lineLimit: 1, truncationMode: .head))
        #expect(shown(head) == "…third")
    }

    @Test("Truncation keeps whole grapheme clusters and fits", arguments: [40.0, 60, 75, 90, 120] as [CGFloat])
    func wholeGraphemes(width: CGFloat) throws {
        let string = "e\u{301}e\u{301}👨‍👩‍👧🇺🇸 नमस्ते 世界 e\u{301}😀 and more text to cut"
        for mode in [TruncationMode.tail, .head, .middle] {
            let layout = engine.layout(
                text(string), width: width, style: ParagraphStyle(lineLimit: 1, truncationMode: mode))
            #expect(layout.isTruncated)
            let line = try #require(layout.lines.first)
            #expect(line.width <= width)
            let characterBoundaries = Set(string.indices.map { $0.utf16Offset(in: string) } + [string.utf16.count])
            for run in line.runs {
                #expect(characterBoundaries.contains(run.range.lowerBound.utf16Offset(in: string)), "\(mode) \(width)")
                #expect(characterBoundaries.contains(run.range.upperBound.utf16Offset(in: string)), "\(mode) \(width)")
            }
        }
    }

    @Test("Right-to-left text truncates at its logical end, the ellipsis on the left")
    func rightToLeft() throws {
        let layout = engine.layout(
            text("שלום עולם ומה שלומך היום", "Noto Sans Hebrew"), width: 80, style: ParagraphStyle(lineLimit: 1))
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated && line.width <= 80)
        let ellipsis = try #require(line.runs.first { $0.range.isEmpty })
        let leftmost = try #require(line.runs.min { ($0.positions.first?.x ?? 0) < ($1.positions.first?.x ?? 0) })
        #expect(ellipsis.positions == leftmost.positions)
        // RTL paragraphs align leading to the right: the line is flush with the layout width.
        #expect(close(line.xOffset + line.width, layout.width))
    }

    @Test("minimumScaleFactor shrinks to the largest scale that fits before truncating")
    func minimumScale() throws {
        let sample = text("Hello, World!")  // 109.43 pt at scale 1
        let style = ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)
        let shrunk = engine.layout(sample, width: 80, style: style)
        #expect(!shrunk.isTruncated && shrunk.lines.count == 1)
        #expect(shrunk.width <= 80)
        #expect(abs(shrunk.fontScale - 80 / points(13183)) < 1e-3)
        #expect(shrunk.lines[0].runs[0].size == 17 * shrunk.fontScale)
        #expect(close(shrunk.primaryMetrics.ascent, points(1901) * shrunk.fontScale))
        let limited = engine.layout(sample, width: 80, style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.9))
        #expect(limited.isTruncated && limited.fontScale == 0.9)
        #expect(limited.lines[0].width <= 80)
        let roomy = engine.layout(sample, width: 200, style: style)
        #expect(roomy.fontScale == 1 && !roomy.isTruncated)
    }

    @Test("lineLimit(n, reservesSpace: true) keeps n lines of height")
    func reservesSpace() {
        let style = ParagraphStyle(lineLimit: 3, reservesSpace: true)
        let layout = engine.layout(text("Hi", "Liberation Sans"), width: 100, style: style)
        #expect(layout.lines.count == 1)
        #expect(close(layout.height, 3 * points(1854 + 434) + 2 * points(67)))
        #expect(layout.lastBaseline == points(1854))
        let unreserved = engine.layout(text("Hi", "Liberation Sans"), width: 100, style: ParagraphStyle(lineLimit: 3))
        #expect(unreserved.height == points(1854 + 434))
    }
}
