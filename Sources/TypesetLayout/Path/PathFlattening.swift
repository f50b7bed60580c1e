import Foundation

/// A subpath as straight segments: its points in order, whether it is closed, and which points
/// are corners (where two elements meet) rather than points inside a flattened curve.
package struct Polyline {
    package var points: [CGPoint]
    package var isCorner: [Bool]
    package var isClosed: Bool

    /// The length of each segment (for a closed polyline the last one returns to the start).
    package var segmentLengths: [CGFloat] {
        var lengths: [CGFloat] = []
        guard points.count > 1 else { return lengths }
        for index in 1..<points.count { lengths.append(distance(points[index - 1], points[index])) }
        if isClosed { lengths.append(distance(points[points.count - 1], points[0])) }
        return lengths
    }
}

/// The distance between two points.
@inline(__always)
package func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

extension ShapePath {
    /// The largest distance between a curve and the straight segments it is flattened to, in
    /// points: far below what a 3× screen shows.
    package static let flatness: CGFloat = 0.02

    /// The path's subpaths as polylines, curves flattened to within `tolerance`. A subpath that is
    /// only a move is kept as one point (a stroke's caps draw it as a dot).
    package func polylines(tolerance: CGFloat = ShapePath.flatness) -> [Polyline] {
        var lines: [Polyline] = []
        var current: Polyline?
        var start = CGPoint.zero
        var last = CGPoint.zero
        func begin(_ point: CGPoint) {
            if let current { lines.append(current) }
            current = Polyline(points: [point], isCorner: [true], isClosed: false)
            start = point
            last = point
        }
        for element in elements {
            switch element {
            case .move(let p):
                begin(p)
            case .line(let p):
                if current == nil { begin(last) }
                current?.points.append(p)
                current?.isCorner.append(true)
                last = p
            case .quadCurve(let p, let c):
                if current == nil { begin(last) }
                // A quadratic is the cubic with controls two thirds of the way to its control point.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                appendCubic(last, c1, c2, p, tolerance: tolerance, to: &current!)
                last = p
            case .curve(let p, let c1, let c2):
                if current == nil { begin(last) }
                appendCubic(last, c1, c2, p, tolerance: tolerance, to: &current!)
                last = p
            case .closeSubpath:
                guard var closed = current else { continue }
                // A closing point on the start is the start itself.
                if closed.points.count > 1, distance(closed.points[closed.points.count - 1], start) < 1e-9 {
                    closed.points.removeLast()
                    closed.isCorner.removeLast()
                }
                closed.isClosed = true
                lines.append(closed)
                current = nil
                last = start
            }
        }
        if let current { lines.append(current) }
        return lines
    }

    /// Appends a cubic from `p0` to `p3` as points, the last a corner.
    private func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, to line: inout Polyline) {
        // The number of segments that keeps the deviation under `tolerance`: the curve's second
        // differences bound it (Wang's formula).
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let bound = 3 * hypot(ddx, ddy) / (4 * tolerance)
        let count = bound.isFinite ? min(max(Int(bound.squareRoot().rounded(.up)), 1), 4096) : 1
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            line.points.append(cubicPoint(p0, p1, p2, p3, t))
            line.isCorner.append(step == count)
        }
    }
}

/// The point at `t` of a cubic Bézier.
package func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// A direction or displacement in the plane (Core Graphics' `CGVector`, which Foundation on
/// Linux lacks).
package struct PathVector {
    package var dx: CGFloat
    package var dy: CGFloat

    package init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}
