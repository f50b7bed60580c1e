import Foundation
import Testing
@testable import Typeset

// Helpers shared by the layout core's unit tests. Text goes through `FixedAdvanceMeasurer`.

/// A Text at 10 pt. With the fixed measurer every character is 5 wide, a line is 10 tall,
/// ascent 8, descent 2, cap height 7, line gap 0.
func smallText(_ string: String) -> Text {
    Text(string).font(.system(size: 10))
}

/// Equal within `tolerance` (for values such as 100/3 or 13 × 0.8).
func approx(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Frames equal within `tolerance` on every component.
func approx(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.minX, b.minX, tolerance: tolerance) && approx(a.minY, b.minY, tolerance: tolerance)
        && approx(a.width, b.width, tolerance: tolerance) && approx(a.height, b.height, tolerance: tolerance)
}

/// Lays out `view` at `proposal` with the fixed-advance engine and `environment`.
func layout<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
    fixedEngine(environment).layout(view, proposal: proposal)
}

extension LayoutResult {
    /// The node marked `id`; fails the test if there is none (and returns the root).
    func required(_ id: AnyHashable, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutNode {
        guard let node = node(id) else {
            Issue.record("no node with id \(id) in:\n\(dump())", sourceLocation: sourceLocation)
            return root
        }
        return node
    }

    /// The diagnostics of `kind`.
    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
        diagnostics.filter { $0.kind == kind }
    }
}

/// A custom vertical guide whose default is the view's top (0).
enum CoreMarkV: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// A custom horizontal guide whose default is the view's leading edge (0).
enum CoreMarkH: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    static let coreRow = VerticalAlignment(CoreMarkV.self)
}

extension HorizontalAlignment {
    static let coreColumn = HorizontalAlignment(CoreMarkH.self)
}

/// The fixed measurer with a line gap of `lineGapPerPoint × size`, for the Text–Text spacing rule.
struct LineGapMeasurer: TextMeasuring {
    var lineGapPerPoint: CGFloat

    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        var measurement = FixedAdvanceMeasurer().measure(text, proposal: proposal, style: style, displayScale: displayScale)
        measurement.fontMetrics.lineGap = lineGapPerPoint * measurement.fontMetrics.size
        return measurement
    }
}
