import Foundation
import TypesetText

/// Measures Text for layout: the one seam between the layout core and a text engine (Design §8).
///
/// The core asks only this, during layout and only for the proposals it needs; the answer is
/// the text engine's `TextMeasurement`. The default measurer is the text engine; the core's tests
/// plug in a fixed-advance measurer, and hosts may plug in their own engine.
public protocol TextMeasuring: Sendable {
    /// Measures `text` for `proposal` (nil or infinite width: unconstrained; nil or infinite
    /// height: no truncation), on the pixel grid of `displayScale`. `style` comes from the
    /// environment as set: a line limit below 1 means 1, as in SwiftUI.
    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement

    /// The width of `text` proposed width 0 and no height, on the pixel grid, where `style` sets
    /// no line limit and no minimum scale factor: its widest grapheme cluster (Design §8.6), when
    /// the measurer can tell without laying the text out; nil otherwise (layout then measures
    /// the text at width 0). A stack's probe for the least a Text takes asks only this.
    func minimumWidth(_ text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) -> CGFloat?

    /// The same width, read from `measurement`, one this measurer made of the same text in the
    /// same style, when it can tell (a text engine's layout knows its text's widest cluster), so
    /// that the text is not looked up again; nil otherwise.
    func minimumWidth(of measurement: TextMeasurement, displayScale: CGFloat) -> CGFloat?
}

extension TextMeasuring {
    /// No shortcut: layout measures the text at width 0.
    public func minimumWidth(_ text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) -> CGFloat? { nil }

    /// No shortcut: layout asks `minimumWidth(_:style:displayScale:)`.
    public func minimumWidth(of measurement: TextMeasurement, displayScale: CGFloat) -> CGFloat? { nil }
}

/// The text engine behind Text.
public struct TextEngineMeasurer: TextMeasuring {
    /// The engine that lays the text out.
    public let engine: TextEngine

    /// Creates a measurer backed by `engine`.
    public init(engine: TextEngine) {
        self.engine = engine
    }

    /// Lays `text` out exactly, then puts it on the pixel grid of `displayScale` (Design §8.6).
    public func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        engine.measure(text, width: proposal.width, maxHeight: proposal.height, style: style, displayScale: displayScale)
    }

    /// The text's narrowest content width (its widest grapheme cluster), without building lines.
    public func minimumWidth(_ text: AttributedText, style: ParagraphStyle, displayScale: CGFloat) -> CGFloat? {
        ceilToPixel(engine.contentWidths(of: text, style: style).min, 1 / displayScale)
    }

    /// The widest cluster the measurement's layout shares with every layout of its text.
    public func minimumWidth(of measurement: TextMeasurement, displayScale: CGFloat) -> CGFloat? {
        measurement.minContentWidth.map { ceilToPixel($0, 1 / displayScale) }
    }
}
