// What a text reports to layout (Design §8.6): sizes on the pixel grid, and its layout behind
// one reference that layout and the result share.

import Foundation
import Testing

@testable import TypesetText

@Suite("TextMeasurement")
struct TextMeasurementTests {
    @Test("A measurement from the engine holds its layout; one made without a layout holds none")
    func holdsItsLayout() throws {
        let measured = engine.measure(text("Hello, World!"), width: nil, maxHeight: nil, style: ParagraphStyle(), displayScale: 2)
        #expect(measured.hasLayout)
        let layout = try #require(measured.layout)
        // DejaVu Sans at 17 pt: 13183 units wide, A + D = 1901 + 483 units tall (TextEngineTests),
        // rounded up to the half-pixel grid of scale 2.
        #expect(layout.width == points(13183) && layout.height == points(1901 + 483))
        #expect(measured.size.width == (layout.width * 2).rounded(.up) / 2)
        #expect(measured.size.height == (layout.height * 2).rounded(.up) / 2)

        let bare = TextMeasurement(
            size: CGSize(width: 10, height: 20), firstBaseline: 16, lastBaseline: 16, fontMetrics: .zero)
        #expect(!bare.hasLayout && bare.layout == nil)
        // Setting a layout makes a new shared part that says so.
        var laidOut = bare
        laidOut.layout = layout
        #expect(laidOut.hasLayout && !bare.hasLayout)
    }

    @Test("Measurements of a layout the engine keeps share its fields; a painted text's carry their own")
    func measurementsOfAKeptLayoutShareItsFields() throws {
        let engine = TextEngine(fonts: .bundled)  // caches of its own
        let style = ParagraphStyle()
        let label = text("Shared fields")
        let first = engine.measure(label, width: nil, maxHeight: nil, style: style, displayScale: 1)
        // The one-line layout answers every width its line fits (Design §8.4), at any scale.
        let again = engine.measure(label, width: nil, maxHeight: nil, style: style, displayScale: 1)
        let wider = engine.measure(label, width: 500, maxHeight: nil, style: style, displayScale: 1)
        let doubled = engine.measure(label, width: nil, maxHeight: nil, style: style, displayScale: 2)
        #expect(again.sharesFields(with: first) && wider.sharesFields(with: first) && doubled.sharesFields(with: first))
        // Each on its own pixel grid, as a measurement made from the layout is.
        let layout = try #require(first.layout)
        #expect(doubled.size == TextMeasurement(layout, displayScale: 2).size)
        #expect(first.size == TextMeasurement(layout, displayScale: 1).size)
        #expect(doubled.firstBaseline == TextMeasurement(layout, displayScale: 2).firstBaseline)

        // A wrapped layout, computed and kept by the engine: measured again at its width, shared.
        let paragraph = text("A paragraph long enough to wrap at a narrow width, more than once.")
        let narrow = engine.measure(paragraph, width: 90, maxHeight: nil, style: style, displayScale: 1)
        let narrowAgain = engine.measure(paragraph, width: 90, maxHeight: nil, style: style, displayScale: 1)
        #expect((narrow.layout?.lines.count ?? 0) > 2)
        #expect(narrowAgain.sharesFields(with: narrow))

        // A painted text is laid out as the unpainted one, but its layout carries the paint.
        var painted = label
        painted.runs[0].paint = TextPaint(foreground: TextPaint.Color(red: 1, green: 0, blue: 0))
        let paintedMeasurement = engine.measure(painted, width: nil, maxHeight: nil, style: style, displayScale: 1)
        #expect(!paintedMeasurement.sharesFields(with: first))
        #expect(paintedMeasurement.size == first.size)
        #expect(paintedMeasurement.layout?.paint.count == 1 && first.layout?.paint.isEmpty == true)
    }
}
