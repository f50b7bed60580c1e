// One entry per text and paragraph style (Design §19.1): content widths and the layouts
// computed so far, with the widths each stays valid for.

import Foundation

/// One text in one paragraph style: its shaped text and the layouts computed for it.
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
    /// The layouts computed so far, the newest last.
    private let results = Locked<[CachedLayout]>([])

    /// A computed layout and the requests it answers.
    private struct CachedLayout {
        var requests: Requests
        var layout: TextLayout
    }

    /// The requests a computed layout answers: plain values, read without copying the layout.
    private struct Requests {
        var width: Double?
        var maxHeight: Double?
        var validWidths: Range<Double>?
        var contentHeight: Double
        /// Whether only the exact request is answered (a truncated or shrunk layout).
        var exactOnly: Bool

        /// Whether the layout answers a request for `width` and `maxHeight`.
        func answer(width: Double?, maxHeight: Double?) -> Bool {
            let exact = width == self.width && maxHeight == self.maxHeight
            if exactOnly { return exact }
            guard maxHeight.map({ contentHeight <= $0 + 1e-9 }) ?? true else { return false }
            if width == self.width { return true }
            guard let width, let valid = validWidths else { return false }
            // The interval's upper end is kept at a distance from the fit test's slack.
            return width >= valid.lowerBound && width < valid.upperBound - 1e-7 * max(1, valid.upperBound)
        }
    }

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

    /// A layout computed earlier that is valid for this request.
    func cachedLayout(width: Double?, maxHeight: Double?) -> TextLayout? {
        results.withLock { results in
            // The newest first, read in place: only the layout found is copied out.
            results.withUnsafeBufferPointer { cached in
                for index in cached.indices.reversed() where cached[index].requests.answer(width: width, maxHeight: maxHeight) {
                    return cached[index].layout
                }
                return nil
            }
        }
    }

    /// Keeps `outcome` for later requests (the eight most recent).
    func store(_ outcome: ParagraphLayouter.Outcome, width: Double?, maxHeight: Double?) {
        let requests = Requests(
            width: width, maxHeight: maxHeight, validWidths: outcome.validWidths, contentHeight: outcome.contentHeight,
            exactOnly: outcome.layout.isTruncated || outcome.layout.fontScale != 1)
        let cached = CachedLayout(requests: requests, layout: outcome.layout)
        results.withLock { results in
            if results.count >= 8 { results.removeFirst() }
            results.append(cached)
        }
    }
}
