import Foundation

/// What a text reports to layout for one proposal, on the pixel grid (Design §8.6): the one
/// type that crosses from the text engine to the layout core.
public struct TextMeasurement: Sendable {
    /// The size, already on the pixel grid.
    public var size: CGSize
    /// Distance from the top to the first baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last baseline.
    public var lastBaseline: CGFloat
    /// The primary font's metrics, for the spacing model (Design §5).
    public var fontMetrics: ScaledFontMetrics
    /// The exact layout, when the measurer has one (the result carries it).
    public var layout: TextLayout?
    /// Font families that were asked for and not found.
    public var missingFamilies: [String]
    /// Characters no available font covers (drawn as `.notdef`).
    public var missingCharacters: [Unicode.Scalar]

    /// Creates a measurement; `size` should already be on the pixel grid.
    public init(
        size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, fontMetrics: ScaledFontMetrics,
        layout: TextLayout? = nil, missingFamilies: [String] = [], missingCharacters: [Unicode.Scalar] = []
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.fontMetrics = fontMetrics
        self.layout = layout
        self.missingFamilies = missingFamilies
        self.missingCharacters = missingCharacters
    }

    /// `layout` on the pixel grid of `displayScale` (Design §8.6): sizes rounded up, the first
    /// baseline to the nearest pixel, the last baseline (moved by the same delta) up.
    public init(_ layout: TextLayout, displayScale: CGFloat) {
        let pixel = 1 / displayScale
        let first = roundToPixel(layout.firstBaseline, pixel)
        let last = ceilToPixel(layout.lastBaseline + (first - layout.firstBaseline), pixel)
        self.init(
            size: CGSize(width: ceilToPixel(layout.width, pixel), height: ceilToPixel(layout.height, pixel)),
            firstBaseline: first, lastBaseline: last, fontMetrics: layout.primaryMetrics, layout: layout,
            missingFamilies: layout.missingFamilies, missingCharacters: layout.missingCharacters)
    }
}

extension TextEngine {
    /// Lays `text` out exactly for a proposal of `width` × `maxHeight` (nil or infinite: no
    /// limit), then puts it on the pixel grid of `displayScale` (Design §8.6).
    public func measure(
        _ text: AttributedText, width: CGFloat?, maxHeight: CGFloat?, style: ParagraphStyle, displayScale: CGFloat
    ) -> TextMeasurement {
        let width = width.flatMap { $0.isFinite ? $0 : nil }
        let maxHeight = maxHeight.flatMap { $0.isFinite ? $0 : nil }
        return TextMeasurement(layout(text, width: width, maxHeight: maxHeight, style: style), displayScale: displayScale)
    }
}

/// Rounds `value` up to a multiple of `pixel` (a tolerance absorbs float noise).
package func ceilToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel - 1e-9).rounded(.up) * pixel
}

/// Rounds `value` to the nearest multiple of `pixel`, halves up.
package func roundToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel).rounded(.toNearestOrAwayFromZero) * pixel
}
