// One entry per text and paragraph style (Design §19.1): its shaped text, its one-line layout
// when it has one, and its content widths. The layouts computed from it are kept beside it
// (``ComputedLayouts``).

import Foundation

/// One text in one paragraph style: what every layout of it starts from. Immutable.
final class LayoutEntry: Sendable {
    /// The text's length in UTF-16 code units (what its cache cost counts).
    let length: Int
    /// The shaped text, built with the entry unless ``singleLine`` is set (then on first use).
    let shaping: DeferredShaping
    /// The text's one-line layout, when it qualifies (SingleLine.swift): it answers every width
    /// its line fits.
    let singleLine: SingleLineLayout?
    /// The attributes of the text's merged runs; none given for a single line (its line's).
    private let givenAttributes: [TextAttributes]
    let missingFamilies: [String]
    /// Notes on widths that could not be applied (``TextLayout/unavailableWidths``).
    let unavailableWidths: [String]
    let contentWidths: ContentWidthsBox
    init(
        length: Int, shaping: DeferredShaping, singleLine: SingleLineLayout?, attributes: [TextAttributes], missingFamilies: [String],
        unavailableWidths: [String], contentWidths: ContentWidthsBox
    ) {
        self.length = length
        self.shaping = shaping
        self.singleLine = singleLine
        givenAttributes = attributes
        self.missingFamilies = missingFamilies
        self.unavailableWidths = unavailableWidths
        self.contentWidths = contentWidths
    }

    /// The attributes of the text's merged runs, in text order.
    var attributes: [TextAttributes] {
        if givenAttributes.isEmpty, let single = shaping.lineAttributes { return [single] }
        return givenAttributes
    }

    /// The shaped text (built now if the entry was made without it).
    var shaped: ShapedText { shaping.value }
}
