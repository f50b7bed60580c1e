import Foundation

extension ShapePath {
    /// The smallest rectangle holding every point of the path's segments, control points not
    /// included (SwiftUI's `Path.boundingRect`: curves contribute their extremes); `.null` for
    /// an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p)
                last = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                for point in Self.cubicExtremes(last, c1, c2, p) { add(point) }
                last = p
            case .curve(let p, let c1, let c2):
                for point in Self.cubicExtremes(last, c1, c2, p) { add(point) }
                last = p
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A cubic's end points and the points where it turns along x or y.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var points = [p0, p3]
        for axis in 0..<2 {
            func v(_ p: CGPoint) -> CGFloat { axis == 0 ? p.x : p.y }
            // B'(t) / 3 = a t² + b t + c.
            let a = -v(p0) + 3 * v(p1) - 3 * v(p2) + v(p3)
            let b = 2 * (v(p0) - 2 * v(p1) + v(p2))
            let c = v(p1) - v(p0)
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { points.append(cubicPoint(p0, p1, p2, p3, t)) }
        }
        return points
    }

    /// Whether `point` is inside the filled path: the non-zero winding rule, or the even-odd
    /// rule with `eoFill` (every subpath counts as closed, as when filling).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for line in polylines() where line.points.count > 1 {
            let points = line.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Twice the signed area of the triangle a, b, p: positive when p is left of a → b (y down).
    private func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
