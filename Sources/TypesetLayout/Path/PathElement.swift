import Foundation

/// One element of a path, as SwiftUI's `Path.Element`: the result's outlines are lists of these,
/// in points, y down.
public enum PathElement: Hashable, Sendable {
    /// Ends the current subpath (without closing it) and starts a new one at the point.
    case move(to: CGPoint)
    /// A straight segment from the current point to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier segment from the current point to `to`, bent by `control`.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier segment from the current point to `to`, bent by two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight segment back to the start of the current subpath, which ends it.
    case closeSubpath

    /// The point the element ends at (nil for `closeSubpath`, which ends at its subpath's start).
    public var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }

    /// Every point of the element, control points included, in order.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    /// Whether every coordinate of the element is finite.
    public var isFinite: Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The element with each point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(to: p.applying(transform))
        case .line(let p): .line(to: p.applying(transform))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
        case .curve(let p, let c1, let c2):
            .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}
