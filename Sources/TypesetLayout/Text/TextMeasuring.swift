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
}

/// A measurer for a placeholder pass: every text is empty.
struct EmptyTextMeasurer: TextMeasuring {
    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, fontMetrics: .zero)
    }
}
