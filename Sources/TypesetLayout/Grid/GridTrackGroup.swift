import Foundation

/// The cells of one row or column lined up on one guide: their union and where the guide
/// line falls in it (the minor-axis rule of Design §4 step 3, applied to one track).
package struct GridTrackGroup {
    /// The largest guide value: the line's distance from the union's start.
    private var beforeLine = -CGFloat.infinity
    /// The largest length past the guide.
    private var afterLine = -CGFloat.infinity
    /// The largest length of a cell placed by anchor instead of by guide.
    private var anchoredLength: CGFloat = 0
    private var hasAligned = false
    /// A cell answered an infinite length (a flexible view proposed ∞).
    private var unbounded = false

    package init() {}

    /// Adds a cell of `length` whose guide is at `guide` (nil: placed by `gridCellAnchor`).
    package mutating func add(length: CGFloat, guide: CGFloat?) {
        guard length.isFinite else {
            unbounded = true
            return
        }
        guard let guide, guide.isFinite else {
            anchoredLength = max(anchoredLength, length)
            return
        }
        hasAligned = true
        beforeLine = max(beforeLine, guide)
        afterLine = max(afterLine, length - guide)
    }

    /// Whether a cell aligned by guide was added.
    package var hasLine: Bool { hasAligned }

    /// The length the track needs: the union of the aligned cells, or the longest anchored one
    /// (∞ when a cell is unbounded).
    package var extent: CGFloat {
        if unbounded { return .infinity }
        return max(hasAligned ? beforeLine + afterLine : 0, anchoredLength)
    }

    /// Where the guide line falls in a track of `length` whose own guide value is
    /// `defaultValue`: as close to it as keeps the aligned cells inside the track, and at the
    /// start when they do not fit (they overflow at the end, like a stack) or when the track
    /// is infinite.
    package func line(in length: CGFloat, defaultValue: CGFloat) -> CGFloat {
        guard hasAligned else { return defaultValue.isFinite ? defaultValue : 0 }
        let union = beforeLine + afterLine
        guard length.isFinite, defaultValue.isFinite else { return beforeLine }
        return max(beforeLine, min(defaultValue, length - union + beforeLine))
    }

    /// The origin of a lone cell of `length` with guide `guide` in a track of `trackLength`
    /// (a spanning cell, or a cell of a track with no other aligned cell).
    package static func origin(length: CGFloat, guide: CGFloat, in trackLength: CGFloat, defaultValue: CGFloat) -> CGFloat {
        var group = GridTrackGroup()
        group.add(length: length, guide: guide)
        return group.line(in: trackLength, defaultValue: defaultValue) - guide
    }
}
