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
}
