// Fuzz target `text`: random Unicode in one to three runs of random fonts, laid out at a random
// width, height and paragraph style; the layout must be sane (FuzzSupport/Invariants.swift).
import Foundation
import FuzzSupport
import Typeset

enum Fixture {
    static let engine = TextEngine(fonts: .bundled, cacheBudget: 20_000)
    static let families = FontCollection.bundled.families + ["No Such Family"]
    static let sizes: [CGFloat] = [0, 0.5, 1, 11, 17, 34, 200, 1e6, .nan, .infinity, -5]
    static let spacings: [CGFloat] = [0, 0, 1.5, -3, 40, .nan, .infinity, -1e9]
}

runFuzzer { start, count in
    var input = FuzzInput(start, count)
    let rawWidth = input.uint16()
    let width: CGFloat? = rawWidth == 0 ? nil : CGFloat(rawWidth - 1) / 8
    let rawHeight = input.uint16()
    let maxHeight: CGFloat? = rawHeight == 0 ? nil : CGFloat(rawHeight - 1) / 8
    var style = ParagraphStyle()
    style.lineLimit = input.pick([nil, 1, 2, 3, 0, -1, 100])
    style.reservesSpace = input.flag()
    style.truncationMode = input.pick([.head, .middle, .tail])
    style.alignment = input.pick(TextAlignment.allCases)
    style.layoutDirection = input.pick([.leftToRight, .rightToLeft])
    style.lineSpacing = input.pick(Fixture.spacings)
    style.minimumScaleFactor = input.pick([1, 0.5, 0.1, 0, -1, .nan])
    let runCount = 1 + Int(input.byte() % 3)
    var attributes: [TextAttributes] = []
    for _ in 0..<runCount {
        let size = input.pick(Fixture.sizes)
        let font = input.flag() ? Font.custom(input.pick(Fixture.families), size: size) : .system(size: size, weight: input.pick([.regular, .bold, .black]))
        attributes.append(
            TextAttributes(font: input.flag() ? font.italic() : font, kerning: input.pick(Fixture.spacings), tracking: input.pick(Fixture.spacings),
                baselineOffset: input.pick(Fixture.spacings)))
    }
    let scalars = String(decoding: input.rest(), as: UTF8.self)
    // The text split into `runCount` runs at character boundaries.
    let characters = Array(scalars)
    let cut = max(1, characters.count / runCount)
    var runs: [AttributedText.Run] = []
    for (index, attributes) in attributes.enumerated() {
        let lower = min(characters.count, index * cut)
        let upper = index == runCount - 1 ? characters.count : min(characters.count, lower + cut)
        runs.append(AttributedText.Run(String(characters[lower..<upper]), attributes: attributes))
    }
    let text = AttributedText(runs: runs)
    checkInvariants(of: Fixture.engine.layout(text, width: width, maxHeight: maxHeight, style: style))
    let widths = Fixture.engine.contentWidths(of: text, style: style)
    require(widths.min.isFinite && widths.max.isFinite && widths.min >= 0, "content widths \(widths)")
    return 0
}
