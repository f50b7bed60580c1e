// Alignment (Design §8.6, §10): lines align inside the text's own width (the widest line);
// leading is the right edge when the layout or the paragraph is right-to-left.

import Foundation
import Testing

@testable import TypesetText

@Suite("Alignment")
struct AlignmentTests {
    static let sample = text("Hello\nA much wider line")

    func offsets(_ alignment: TextAlignment, _ direction: TextDirection = .leftToRight) -> [CGFloat] {
        engine.layout(Self.sample, width: nil, style: ParagraphStyle(alignment: alignment, layoutDirection: direction))
            .lines.map(\.xOffset)
    }

    @Test("Leading, centre and trailing in left-to-right")
    func leftToRight() {
        let layout = engine.layout(Self.sample, width: 300)
        let free = layout.width - layout.lines[0].width
        #expect(layout.width == layout.lines[1].width)  // the widest line, not the proposal
        #expect(offsets(.leading) == [0, 0])
        #expect(offsets(.center) == [free / 2, 0])
        #expect(offsets(.trailing) == [free, 0])
    }

    @Test("Leading is the right edge in a right-to-left layout")
    func rightToLeftLayout() {
        let layout = engine.layout(Self.sample, width: nil)
        let free = layout.width - layout.lines[0].width
        #expect(offsets(.leading, .rightToLeft) == [free, 0])
        #expect(offsets(.trailing, .rightToLeft) == [0, 0])
        #expect(offsets(.center, .rightToLeft) == [free / 2, 0])
    }

    @Test("A right-to-left paragraph aligns leading to the right even in a left-to-right layout")
    func rightToLeftParagraph() {
        let layout = engine.layout(text("שלום\nabc def ghi jkl"), width: nil)
        #expect(close(layout.lines[0].xOffset, layout.width - layout.lines[0].width))
        #expect(layout.lines[1].xOffset == 0)
    }

    @Test("Glyph positions include the line's offset")
    func positions() throws {
        let layout = engine.layout(Self.sample, width: nil, style: ParagraphStyle(alignment: .trailing))
        let first = try #require(layout.lines[0].runs.first?.positions.first)
        #expect(first.x == layout.lines[0].xOffset)
        // "Hello\n": the fifth glyph ends at the layout's right edge; the hanging "\n" follows.
        let run = try #require(layout.lines[0].runs.first)
        #expect(run.glyphs.count == 6)
        #expect(close(run.positions[4].x + run.advances[4], layout.width))
        #expect(run.positions[5].x >= layout.width)
    }
}
