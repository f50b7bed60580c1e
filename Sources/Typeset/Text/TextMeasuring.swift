import Foundation

/// What a Text reports to layout for one proposal (SPEC §8.6).
public struct TextMeasurement: Sendable {
    /// The size, already on the pixel grid.
    public var size: CGSize
    /// Distance from the top to the first baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last baseline.
    public var lastBaseline: CGFloat
    /// The primary font's metrics, for the spacing model (SPEC §5).
    public var fontMetrics: ScaledFontMetrics
    /// The exact layout, when the measurer has one (the result tree carries it).
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
}

/// Measures Text for layout: the seam between the layout core and a text engine.
///
/// The default measurer uses the bundled text engine; tests of the layout core plug in a
/// fixed-advance measurer, and hosts may plug in their own engine.
public protocol TextMeasuring: Sendable {
    /// Measures `text` for `proposal` (nil width: unconstrained; nil height: no truncation).
    /// `style` comes from the environment as set: a line limit below 1 means 1, as in SwiftUI.
    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement
}

/// The text engine behind Text: exact layout, then the pixel rounding of SPEC §8.6.
public struct TextEngineMeasurer: TextMeasuring {
    /// The engine that lays the text out.
    public let engine: TextEngine

    /// Creates a measurer backed by `engine`.
    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// Lays `text` out exactly, then rounds it to the pixel grid of `displayScale` (SPEC §8.6).
    public func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let maxHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let layout = engine.layout(text, width: width, maxHeight: maxHeight, style: style)
        let pixel = 1 / displayScale
        // SPEC §8.6: sizes up, first baseline to the nearest pixel, last baseline (moved by the
        // same delta) up.
        let first = roundToPixel(layout.firstBaseline, pixel)
        let last = ceilToPixel(layout.lastBaseline + (first - layout.firstBaseline), pixel)
        return TextMeasurement(
            size: CGSize(width: ceilToPixel(layout.width, pixel), height: ceilToPixel(layout.height, pixel)),
            firstBaseline: first, lastBaseline: last, fontMetrics: layout.primaryMetrics, layout: layout,
            missingFamilies: layout.missingFamilies, missingCharacters: layout.missingCharacters)
    }
}
