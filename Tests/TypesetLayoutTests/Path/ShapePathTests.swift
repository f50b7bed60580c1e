import Foundation
import Testing
@testable import TypesetLayout

/// The path geometry the result's outlines are built with (Sources/TypesetLayout/Path). The
/// expectations are geometry: circles, lengths and areas as mathematics gives them, and Core
/// Graphics' rules for building paths as Apple documents them (`CGMutablePath`, SwiftUI `Path`).
struct ShapePathTests {
    /// The largest distance between a point of `path` (each curve sampled 64 times) and the
    /// circle around `center` of `radius`.
    static func deviation(_ path: ShapePath, from center: CGPoint, radius: CGFloat) -> CGFloat {
        var worst: CGFloat = 0
        for segment in path.segments where !segment.closes {
            for step in 0...64 {
                let p = segment.point(at: CGFloat(step) / 64)
                worst = max(worst, abs(hypot(p.x - center.x, p.y - center.y) - radius))
            }
        }
        return worst
    }

    // A rectangle is a move and three lines from its top-leading corner, then a close (Core
    // Graphics' `addRect`).
    @Test func rectanglesStartAtTheirOrigin() {
        let path = ShapePath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
            .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    // Four cubic quarter arcs with handles 0.5523 r stay within 0.03 % of the circle (the
    // standard approximation's error is 0.027 %); the ellipse starts at its trailing point.
    @Test func ellipsesAreCirclesToAFractionOfAPercent() {
        let path = ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(path.elements.first == .move(to: CGPoint(x: 200, y: 100)))
        #expect(path.elements.count == 6)
        #expect(Self.deviation(path, from: CGPoint(x: 100, y: 100), radius: 100) < 100 * 0.0003)
        // Its extremes are its four arc ends: the bounding rect is the rect.
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 200) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.maxY - 200) < 1e-9)
    }

    // Angles grow from +x towards +y, clockwise on screen; `clockwise: false` sweeps with growing
    // angles, `true` the other way round (Core Graphics' rule in SwiftUI's y-down space).
    @Test func arcsFollowCoreGraphicsDirections() {
        var quarter = ShapePath()
        quarter.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(quarter.elements.count == 2)
        let end = quarter.currentPoint ?? .zero
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        // The other way round: three quarters through the top of the circle.
        var long = ShapePath()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(long.boundingRect.minY - 40) < 1e-6)
        #expect(abs(long.boundingRect.maxY - 60) < 1e-6)
        #expect(abs(long.length - 2 * .pi * 10 * 0.75) < 0.02)
        // A relative arc of −90° from 0 ends at the top.
        var relative = ShapePath()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        let top = relative.currentPoint ?? .zero
        #expect(abs(top.x) < 1e-9 && abs(top.y + 10) < 1e-9)
    }

    // `addArc(tangent1End:tangent2End:radius:)` rounds the corner at the first point: a line to
    // the first tangent point, then the arc to the second.
    @Test func tangentArcsRoundACorner() {
        var path = ShapePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(path.elements[1] == .line(to: CGPoint(x: 7, y: 0)))
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 3) < 1e-9)
        let arc = ShapePath([.move(to: CGPoint(x: 7, y: 0))] + path.elements.dropFirst(2))
        #expect(Self.deviation(arc, from: CGPoint(x: 7, y: 3), radius: 3) < 3 * 0.0003)
    }

    // A quadratic curve's extreme is its control point's halfway height (B(½) = ¼ p0 + ½ c + ¼ p2);
    // control points themselves are not in the bounds (SwiftUI, `Path.boundingRect`).
    @Test func boundsExcludeControlPoints() {
        var path = ShapePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(path.boundingRect.maxY - 50) < 1e-9)
        #expect(ShapePath().boundingRect.isNull)
    }

    // A circle's length is 2πr; half of it, from the trailing point clockwise, ends at the
    // leading point; a trim that does not start before its end is empty (SwiftUI draws nothing).
    @Test func trimsFollowTheLength() {
        let circle = ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(circle.length - .pi * 100) < 0.05)
        let half = circle.trimmed(from: 0, to: 0.5)
        let end = half.currentPoint ?? .zero
        #expect(abs(end.x) < 0.05 && abs(end.y - 50) < 0.05)
        #expect(abs(half.length - .pi * 50) < 0.05)
        #expect(circle.trimmed(from: 0.8, to: 0.2).isEmpty)
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        // The first quarter of a square's outline is its top edge.
        let square = ShapePath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.trimmed(from: 0, to: 0.25).elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        // The last quarter is the closing edge, drawn as a line.
        #expect(square.trimmed(from: 0.75, to: 1).elements == [.move(to: CGPoint(x: 0, y: 100)), .line(to: .zero)])
    }

    // Non-zero winding fills both nested circles; even-odd leaves the inner one out.
    @Test func fillRulesDecideContainment() {
        var ring = ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 1, y: 1)))
    }

    // A stroke covers half the width on each side of the line; caps extend it (square: half the
    // width; round: a half disc); a miter corner reaches the outer edges' meeting point, a bevel
    // cuts it; dashes leave gaps (Core Graphics' stroke rules, which SwiftUI's `StrokeStyle` names).
    @Test func strokedOutlinesCoverTheStroke() {
        var line = ShapePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        #expect(line.stroked(StrokeStyle(lineWidth: 10)).boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(line.stroked(StrokeStyle(lineWidth: 10, lineCap: .square)).boundingRect == CGRect(x: -5, y: -5, width: 110, height: 10))
        let round = line.stroked(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: -4, y: 0)) && !round.contains(CGPoint(x: -6, y: 0)) && !round.contains(CGPoint(x: -4, y: 4)))
        let dashed = line.stroked(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)) && dashed.contains(CGPoint(x: 25, y: 0)))
        let phased = line.stroked(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 10))
        #expect(!phased.contains(CGPoint(x: 5, y: 0)) && phased.contains(CGPoint(x: 15, y: 0)))

        var corner = ShapePath()
        corner.move(to: .zero)
        corner.addLine(to: CGPoint(x: 100, y: 0))
        corner.addLine(to: CGPoint(x: 100, y: 100))
        #expect(corner.stroked(StrokeStyle(lineWidth: 10, lineJoin: .miter)).contains(CGPoint(x: 104, y: -4)))
        #expect(!corner.stroked(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(CGPoint(x: 104, y: -4)))
        // The right angle's miter is √2 line widths long: a limit of 1.4 bevels it.
        #expect(!corner.stroked(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4)).contains(CGPoint(x: 104, y: -4)))
        #expect(corner.stroked(StrokeStyle(lineWidth: 10, lineJoin: .round)).contains(CGPoint(x: 103, y: -3)))
        // Nothing is stroked at width 0 or NaN.
        #expect(corner.stroked(StrokeStyle(lineWidth: .nan)).isEmpty)
    }

    // Rounded rectangles clamp their corners to half the sides; a continuous corner that does
    // not fit turns circular (a capsule stays a capsule).
    @Test func roundedRectanglesClampTheirCorners() {
        let capsule = ShapePath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerSize: CGSize(width: 20, height: 20), style: .continuous)
        // Its top-trailing corner: a quarter circle of radius 20 from (80, 0) to (100, 20).
        #expect(capsule.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        let corner = ShapePath([.move(to: CGPoint(x: 80, y: 0)), capsule.elements[2]])
        #expect(corner.currentPoint == CGPoint(x: 100, y: 20))
        #expect(Self.deviation(corner, from: CGPoint(x: 80, y: 20), radius: 20) < 20 * 0.0003)
        let clamped = ShapePath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 50, height: 50), style: .circular)
        #expect(clamped.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Self.deviation(clamped, from: CGPoint(x: 5, y: 5), radius: 5) < 5 * 0.0003)
    }

    // Paths print in Core Graphics' text form and parse back.
    @Test func pathsRoundTripTheirTextForm() throws {
        var path = ShapePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q 8 12 2 12 0 10 c h")
        #expect(ShapePath(parsing: path.description) == path)
        #expect(ShapePath(parsing: "0 0 l l") == nil)
    }

    // A segment with no current point starts a subpath; after a close the next one starts at the
    // closed subpath's start; non-finite points are dropped, the rest kept (Core Graphics builds
    // paths this way; a layout drops what cannot be drawn).
    @Test func buildingRulesAndNonFinitePoints() {
        var path = ShapePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 5, y: 5))])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(path.elements.suffix(2) == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 9, y: 9))])

        var broken = ShapePath()
        broken.move(to: .zero)
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        broken.addLine(to: CGPoint(x: 10, y: 10))
        let (kept, dropped) = broken.droppingNonFiniteElements()
        #expect(dropped == 1)
        #expect(kept.isFinite)
        #expect(kept.elements == [.move(to: .zero), .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 10))])
    }

    // Transforms map every point; mirroring in a rect swaps its left and right.
    @Test func transformsAndMirroring() {
        let path = ShapePath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.applying(CGAffineTransform(translationX: 5, y: 1)).boundingRect == CGRect(x: 5, y: 1, width: 10, height: 20))
        var wedge = ShapePath()
        wedge.move(to: CGPoint(x: 0, y: 0))
        wedge.addLine(to: CGPoint(x: 30, y: 10))
        #expect(wedge.mirrored(in: CGRect(x: 0, y: 0, width: 100, height: 20)).elements == [.move(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 70, y: 10))])
    }
}
