import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii` (leading and
/// trailing are the left and right corners in a left-to-right layout).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Radii for each corner (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// The figures SwiftUI's `Path` adds (Design §7 shapes): rectangles, rounded rectangles, ellipses
/// and arcs, as cubic Bézier segments the way Core Graphics builds them.
///
/// Documented choices where Apple publishes no construction: an ellipse (and a circle) starts at
/// its trailing point (3 o'clock) and runs clockwise on screen, so that `trim(from: 0, to:)`
/// grows from there as in SwiftUI; a rounded rectangle starts on its top edge after the
/// top-leading corner and runs clockwise. Quarter arcs use the handle length 0.5523 r (the
/// standard four-segment circle). A continuous corner starts 1.528665 radii from the corner and
/// bends with one cubic whose handles are 0.26 of that extent (an approximation of Apple's
/// curve, the one the cairo renderer has always drawn); where that extent does not fit in half
/// the side the corner is drawn circular, as UIKit's continuous corners turn circular on small
/// rectangles.
extension ShapePath {
    /// The cubic handle length of a quarter circle of radius 1.
    static let kappa: CGFloat = 0.5522847498307936
    /// A continuous corner's extent along each side, in radii.
    static let continuousExtent: CGFloat = 1.528665
    /// A continuous corner's handle length, as a fraction of its extent.
    static let continuousHandle: CGFloat = 0.26

    /// Adds `rect` as a closed subpath: its top-leading corner, then clockwise on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let r = rect.standardized
        var part = ShapePath()
        part.move(to: CGPoint(x: r.minX, y: r.minY))
        part.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        part.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        part.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    /// Adds `rect` with every corner rounded to `cornerSize` (clamped to half each side).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle, transform: CGAffineTransform = .identity) {
        let corner = CGSize(width: max(finite(cornerSize.width), 0), height: max(finite(cornerSize.height), 0))
        addCorneredRect(rect, corners: [corner, corner, corner, corner], style: style, transform: transform)
    }

    /// Adds `rect` with circular corners of `radii` (each clamped to half each side;
    /// leading is left).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle, transform: CGAffineTransform = .identity) {
        func size(_ radius: CGFloat) -> CGSize {
            let r = max(finite(radius), 0)
            return CGSize(width: r, height: r)
        }
        // Clockwise from the top-leading corner: top-leading, top-trailing, bottom-trailing, bottom-leading.
        let corners = [size(cornerRadii.topLeading), size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading)]
        addCorneredRect(rect, corners: corners, style: style, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as four quarter arcs from its trailing point,
    /// clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (hx, hy) = (rx * Self.kappa, ry * Self.kappa)
        var part = ShapePath()
        part.move(to: CGPoint(x: cx + rx, y: cy))
        part.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + hy), control2: CGPoint(x: cx + hx, y: cy + ry))
        part.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - hx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + hy))
        part.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - hy), control2: CGPoint(x: cx - hx, y: cy - ry))
        part.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + hx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - hy))
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians,
    /// measured from the positive x axis towards positive y, clockwise on screen): with
    /// `clockwise` false the angle grows (clockwise on screen), with true it shrinks, Core
    /// Graphics' rule in a y-down space. The sweep is at most one turn. A line joins the current
    /// point to the arc's start; with none the arc starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            delta = max(delta, -turn)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            delta = min(delta, turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc around `center` from `startAngle` sweeping `delta` radians (positive:
    /// clockwise on screen), in quarter turns at most per cubic segment.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Double, delta: Double, transform: CGAffineTransform = .identity) {
        let radius = Double(radius)
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle)).applying(transform)
        }
        let start = point(startAngle)
        if currentPoint == nil || endsWithClose { move(to: start) } else { addLine(to: start) }
        let segments = max(Int((abs(delta) / (Double.pi / 2)).rounded(.up)), 1)
        let step = delta / Double(segments)
        // The handle length of an arc of `step` radians: 4/3 · tan(step / 4) · r.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
            let p3 = CGPoint(x: Double(center.x) + radius * cos(next), y: Double(center.y) + radius * sin(next))
            let c1 = CGPoint(x: Double(p0.x) - handle * sin(angle), y: Double(p0.y) + handle * cos(angle))
            let c2 = CGPoint(x: Double(p3.x) + handle * sin(next), y: Double(p3.y) - handle * cos(next))
            elements.append(.curve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End` (Core Graphics' `addArc(tangent1End:...)`): a line
    /// to the first tangent point, then the arc. With no current point the path starts at
    /// `tangent1End`; when the three points are in line it adds a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        guard let mapped = currentPoint, !endsWithClose else {
            move(to: tangent1End.applying(transform))
            return
        }
        // Work in the arc's own space (the current point is stored transformed).
        let p0 = transform.isIdentity ? mapped : mapped.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = PathVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = PathVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0, radius.isFinite else {
            addLine(to: p1.applying(transform))
            return
        }
        let cosine = max(min((v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2), 1), -1)
        let half = acos(cosine) / 2  // half the angle between the two tangents at p1
        let distance = radius / tan(half)  // from p1 to each tangent point
        let u1 = PathVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = PathVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let t1 = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let t2 = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        // The centre lies along the bisector, radius / sin(half) from p1.
        let bisector = PathVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let reach = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.dx / bl * reach, y: p1.y + bisector.dy / bl * reach)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        // The short way round: clockwise on screen when the turn at p1 is clockwise.
        var delta = a2 - a1
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: t1.applying(transform))
        addRelativeArc(center: center, radius: radius, startAngle: a1, delta: delta, transform: transform)
    }

    /// Whether the last element closed a subpath.
    private var endsWithClose: Bool { elements.last == .closeSubpath }

    /// `rect` with per-corner sizes, clockwise from the top-leading corner.
    private mutating func addCorneredRect(_ rect: CGRect, corners: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let r = rect.standardized
        let halfW = r.width / 2, halfH = r.height / 2
        // Each corner's extent along its two sides and its handle length.
        let shaped = corners.map { corner -> (ex: CGFloat, ey: CGFloat, hx: CGFloat, hy: CGFloat) in
            let rx = min(corner.width, halfW), ry = min(corner.height, halfH)
            if style == .continuous, corner.width * Self.continuousExtent <= halfW, corner.height * Self.continuousExtent <= halfH {
                let ex = corner.width * Self.continuousExtent, ey = corner.height * Self.continuousExtent
                return (ex, ey, ex * Self.continuousHandle, ey * Self.continuousHandle)
            }
            return (rx, ry, rx * (1 - Self.kappa), ry * (1 - Self.kappa))
        }
        guard shaped.contains(where: { $0.ex > 0 && $0.ey > 0 }) else {
            addRect(r, transform: transform)
            return
        }
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        let tl = shaped[0], tr = shaped[1], br = shaped[2], bl = shaped[3]
        var part = ShapePath()
        part.move(to: CGPoint(x: x0 + tl.ex, y: y0))
        part.addLine(to: CGPoint(x: x1 - tr.ex, y: y0))
        if tr.ex > 0, tr.ey > 0 {
            part.addCurve(to: CGPoint(x: x1, y: y0 + tr.ey), control1: CGPoint(x: x1 - tr.hx, y: y0), control2: CGPoint(x: x1, y: y0 + tr.hy))
        }
        part.addLine(to: CGPoint(x: x1, y: y1 - br.ey))
        if br.ex > 0, br.ey > 0 {
            part.addCurve(to: CGPoint(x: x1 - br.ex, y: y1), control1: CGPoint(x: x1, y: y1 - br.hy), control2: CGPoint(x: x1 - br.hx, y: y1))
        }
        part.addLine(to: CGPoint(x: x0 + bl.ex, y: y1))
        if bl.ex > 0, bl.ey > 0 {
            part.addCurve(to: CGPoint(x: x0, y: y1 - bl.ey), control1: CGPoint(x: x0 + bl.hx, y: y1), control2: CGPoint(x: x0, y: y1 - bl.hy))
        }
        part.addLine(to: CGPoint(x: x0, y: y0 + tl.ey))
        if tl.ex > 0, tl.ey > 0 {
            part.addCurve(to: CGPoint(x: x0 + tl.ex, y: y0), control1: CGPoint(x: x0, y: y0 + tl.hy), control2: CGPoint(x: x0 + tl.hx, y: y0))
        }
        part.closeSubpath()
        addPath(part, transform: transform)
    }

    /// `value`, or 0 when it is not finite.
    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

extension ShapePath {
    /// A path of `rect`.
    public init(rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path of the ellipse in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path of `rect` with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
}
