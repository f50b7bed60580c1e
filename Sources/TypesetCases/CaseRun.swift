import Foundation
import Typeset

/// A case laid out: the result, the values its guide closures saw, and helpers that read text
/// metrics from the text engine.
public struct CaseRun: Sendable {
    /// The case's id.
    public let id: String
    /// The direction the case was laid out in.
    public let direction: LayoutDirection
    /// The engine that laid it out.
    public let engine: LayoutEngine
    /// The proposal it was laid out at.
    public let proposal: ProposedViewSize
    /// The placed tree.
    public let result: LayoutResult
    /// What the guide closures recorded.
    public let probe: CaseProbe

    /// The outermost view of the case.
    public var root: LayoutNode { result.root }

    /// The node marked `.id(id)`.
    public func node(_ id: String) -> LayoutNode? { result.node(id) }

    /// Lays out another view with the same engine and direction (a reference to compare with).
    public func layout<V: View>(_ view: V, proposal: ProposedViewSize? = nil) -> LayoutResult {
        engine.layout(view.environment(\.layoutDirection, direction), proposal: proposal ?? self.proposal)
    }

    /// The metrics of the Text marked `id`, from its exact text layout.
    public func text(_ id: String) -> TextMetrics? { node(id).flatMap(TextMetrics.init(node:)) }

    /// The metrics of `text` laid out alone (ideal size unless `proposal` says otherwise).
    public func measure(_ text: Text, proposal: ProposedViewSize = .unspecified) -> TextMetrics? {
        TextMetrics(node: layout(text, proposal: proposal).root)
    }
}

/// A Text's size and baselines, derived from the text engine's exact layout with the pixel
/// rounding of Design §8.6 (display scale 1): sizes up, first baseline to the nearest pixel, last
/// baseline (moved by the same delta) up.
public struct TextMetrics: Sendable {
    /// The exact layout the engine produced.
    public let layout: TextLayout

    /// Reads the layout of a Text node; nil for any other node.
    public init?(node: LayoutNode) {
        guard let layout = node.text else { return nil }
        self.layout = layout
    }

    /// The lines, with exact baselines, ascents and widths.
    public var lines: [TextLine] { layout.lines }
    /// Width reported to layout: the widest line, rounded up.
    public var width: CGFloat { layout.width.rounded(.up) }
    /// Height reported to layout: the lines, rounded up.
    public var height: CGFloat { layout.height.rounded(.up) }
    /// Distance from the top to the first baseline, rounded to the nearest pixel.
    public var firstBaseline: CGFloat { layout.firstBaseline.rounded() }
    /// Distance from the top to the last baseline, moved with the first and rounded up.
    public var lastBaseline: CGFloat { (layout.lastBaseline + firstBaseline - layout.firstBaseline).rounded(.up) }
    /// The first line's ascent as layout sees it (= the first baseline, Design §8.3).
    public var ascent: CGFloat { (lines.first?.ascent ?? 0).rounded() }
    /// The widest line's exact width.
    public var widestLine: CGFloat { lines.map(\.width).max() ?? 0 }
}
