// One entry per text and paragraph style (Design §19.1): its shaped text, its one-line layout
// when it has one, and its content widths. The layouts computed from it are kept beside it
// (``ComputedLayouts``).

import Foundation

/// One text in one paragraph style: what every layout of it starts from. Immutable.
final class LayoutEntry: Sendable {
    /// The text's length in UTF-16 code units (what its cache cost counts).
    let length: Int
    /// The shaped text (built with the entry unless ``singleLine`` is set, then on first use),
    /// the content widths and the styles at scale 1.
    let text: DeferredText
    /// The text's one-line layout, when it qualifies (SingleLine.swift): it answers every width
    /// its line fits.
    let singleLine: SingleLineLayout?
    /// The attributes of the text's merged runs; none given for a single line (its line's).
    private let givenAttributes: [TextAttributes]
    let missingFamilies: [String]
    /// Notes on widths that could not be applied (``TextLayout/unavailableWidths``).
    let unavailableWidths: [String]
    init(
        length: Int, text: DeferredText, singleLine: SingleLineLayout?, attributes: [TextAttributes], missingFamilies: [String],
        unavailableWidths: [String]
    ) {
        self.length = length
        self.text = text
        self.singleLine = singleLine
        givenAttributes = attributes
        self.missingFamilies = missingFamilies
        self.unavailableWidths = unavailableWidths
    }

    /// The attributes of the text's merged runs, in text order.
    var attributes: [TextAttributes] {
        if givenAttributes.isEmpty, let single = text.lineAttributes { return [single] }
        return givenAttributes
    }

    /// The one-line layout, when the text has one and its line fits `width` (nil: unconstrained;
    /// Design §8.4: such a line answers every width it fits).
    func singleLineLayout(fitting width: Double?) -> CachedLayout? {
        guard let line = singleLine, line.answers(width: width) else { return nil }
        return .singleLine(line)
    }

    /// The shaped text (built now if the entry was made without it).
    var shaped: ShapedText { text.shaped }

    /// What computing a layout of the text reads first, in the order it follows the references
    /// (Design §19.1): the deferred parts, the shaped text, its paragraph list and analysis, the
    /// first two paragraphs and their break tables, the styles at scale 1 (of those built).
    func hotLines() -> HotLines {
        // At most 14: the deferred parts, the shaped text, its paragraph list and analysis, two
        // paragraphs and their break tables, six for the styles.
        var lines = HotLines(capacity: 14)
        lines.append(text)
        guard let shaped = text.builtShaped else { return lines }
        lines.append(shaped)
        lines.append(shaped.paragraphs)
        lines.append(shaped.analysis)
        for paragraph in shaped.paragraphs.prefix(2) {
            lines.append(paragraph)
            lines.append(UnsafeRawPointer(paragraph.breaks.baseAddress))
        }
        if let styles = text.builtUnitScale {
            lines.append(styles)
            lines.append(styles.spans)
            lines.append(styles.runScales)
            if let first = styles.runScales.first { lines.append(first) }
            lines.append(styles.runMetrics)
            if let first = styles.runMetrics.first { lines.append(first) }
        }
        return lines
    }
}
