// Width arithmetic (Design §8.4): integer font units per scale group, one conversion per group,
// and a fit test under which every reported width fits again.

import Foundation
import Testing

@testable import TypesetText

@Suite("LineWidth")
struct LineWidthTests {
    @Test("One font: units compared with floor(width × upem / size + 1e-9)")
    func singleGroup() {
        let scale = RunScale(size: 17, unitsPerEm: 2048, extra: 0)
        var width = WidthAccumulator()
        width.add(units: 13183, clusters: 13, scale: scale)
        #expect(width.width == 13183.0 * 17 / 2048)
        #expect(width.fits(width.width))
        #expect(width.fits(109.4292))
        #expect(!width.fits(109.42))
        #expect(!width.fits(width.width - 17.0 / 2048))
    }

    @Test("Mixed fonts, sizes and spacing round-trip through their own measured width")
    func mixedRoundTrip() {
        var generator = SeededGenerator(seed: 42)
        let scales = [
            RunScale(size: 17, unitsPerEm: 2048, extra: 0), RunScale(size: 13.3, unitsPerEm: 1000, extra: 0),
            RunScale(size: 15, unitsPerEm: 2000, extra: 0.7), RunScale(size: 17, unitsPerEm: 256, extra: -0.25),
        ]
        for _ in 0..<2000 {
            var width = WidthAccumulator()
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                width.add(
                    units: Int64.random(in: 0...40_000, using: &generator),
                    clusters: Int.random(in: 1...40, using: &generator),
                    scale: scales.randomElement(using: &generator)!)
            }
            #expect(width.fits(width.width))
            #expect(!width.fits(width.width - 1e-6))
        }
    }

    @Test("Mixed-font lines laid out at their width keep their lines")
    func mixedLines() {
        let sample =
            text("Hello 世界 and ", size: 13.3) + text("Lato office ", "Lato", size: 21)
            + AttributedText("tracked words here", attributes: TextAttributes(font: .callout, tracking: 0.37))
        for width: CGFloat in [40, 77.7, 120, 190.5, 260] {
            let layout = engine.layout(sample, width: width)
            #expect(engine.layout(sample, width: layout.width).lines.map(\.range) == layout.lines.map(\.range))
            for line in layout.lines {
                #expect(engine.layout(sample, width: line.width).lines.count >= layout.lines.count)
            }
        }
    }
}
