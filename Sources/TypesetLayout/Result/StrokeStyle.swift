import Foundation

#if !canImport(CoreGraphics)
/// How the ends of an open stroke are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle of the line width's diameter around the end point.
    case round
    /// A half square extending the line past the end point by half its width.
    case square
}

/// How the corners of a stroke are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges extended until they meet (a bevel past the miter limit).
    case miter
    /// A circle of the line width's diameter around the corner.
    case round
    /// The outer corners joined by a straight edge.
    case bevel
}
#endif

/// How an outline is stroked, as SwiftUI's `StrokeStyle`: its width, its ends and corners, and
/// its dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The largest ratio of a miter's length to the line width before the corner is beveled.
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted runs, alternating and repeating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style (SwiftUI's defaults: width 1, butt ends, miter corners with limit 10, solid).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with every value a renderer can draw, and what was replaced: a negative or
    /// non-finite width is 0 (nothing is stroked); a dash with a negative or non-finite length,
    /// or with no positive length, is dropped (solid line); a non-finite phase is 0; a negative
    /// or non-finite miter limit is 10 (the default; a limit below 1 is legal and bevels every
    /// corner, as the `miterLimit: 0` of Apple's own `stroke(_:style:)` example draws).
    package func sanitized() -> (style: StrokeStyle, problems: [String]) {
        var style = self
        var problems: [String] = []
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        if !(lineWidth.isFinite && lineWidth >= 0) {
            problems.append("stroke lineWidth \(f(lineWidth)) is not a finite non-negative number; nothing is stroked")
            style.lineWidth = 0
        }
        if !dash.isEmpty {
            if dash.contains(where: { !$0.isFinite || $0 < 0 }) {
                problems.append("dash [\(dash.map(f).joined(separator: ", "))] has a negative or non-finite length; stroked solid")
                style.dash = []
            } else if !dash.contains(where: { $0 > 0 }) {
                problems.append("dash [\(dash.map(f).joined(separator: ", "))] has no positive length; stroked solid")
                style.dash = []
            }
        }
        if !dashPhase.isFinite {
            problems.append("dashPhase \(f(dashPhase)) is not finite; used 0")
            style.dashPhase = 0
        }
        if !(miterLimit.isFinite && miterLimit >= 0) {
            problems.append("miterLimit \(f(miterLimit)) is not a finite non-negative number; used 10")
            style.miterLimit = 10
        }
        return (style, problems)
    }
}

/// How an outline is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// A fill style (SwiftUI's defaults: non-zero winding, antialiased).
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
