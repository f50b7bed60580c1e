// Views written for the port suite the way SwiftUI's documentation and tutorials draw paths and
// shapes ("Drawing paths and shapes", the Shape, InsettableShape, Path and StrokeStyle pages);
// nothing here is Typeset-specific but the import.
import Typeset

/// A triangle pointing up, as a custom shape.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An arc that can be inset, so `strokeBorder` keeps its stroke inside the frame.
struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rotation = Angle.degrees(90)
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: startAngle - rotation, endAngle: endAngle - rotation, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

/// A badge's background: a hexagon built with lines and quadratic corners, filled with a gradient.
struct HexagonBadge: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.size.width, geometry.size.height)
                let height = width
                let corner = width * 0.05
                let points: [CGPoint] = (0..<6).map { index in
                    let angle = Double(index) * .pi / 3 - .pi / 2
                    return CGPoint(x: width / 2 + cos(angle) * width / 2, y: height / 2 + sin(angle) * height / 2)
                }
                // Each corner rounded: a line to just before the vertex, a quadratic curve round
                // it to just after, the vertex its control point.
                func along(_ from: CGPoint, _ to: CGPoint, _ distance: CGFloat) -> CGPoint {
                    let length = hypot(to.x - from.x, to.y - from.y)
                    return CGPoint(x: from.x + (to.x - from.x) * distance / length, y: from.y + (to.y - from.y) * distance / length)
                }
                path.move(to: along(points[0], points[1], corner))
                for index in 1...6 {
                    let point = points[index % 6]
                    path.addLine(to: along(point, points[index - 1], corner))
                    path.addQuadCurve(to: along(point, points[(index + 1) % 6], corner), control: point)
                }
                path.closeSubpath()
            }
            .fill(.linearGradient(Gradient(colors: [.orange, .red]), startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(width: 120)
        .id("hexagon")
    }
}

/// Shapes stroked and bordered: a centred stroke spills out of the frame, `strokeBorder` stays in.
struct StrokedShapes: View {
    var body: some View {
        HStack(spacing: 20) {
            Circle()
                .stroke(Color.blue, lineWidth: 10)
                .frame(width: 60, height: 60)
                .id("stroke")
            Circle()
                .strokeBorder(Color.blue, lineWidth: 10)
                .frame(width: 60, height: 60)
                .id("strokeBorder")
            Arc(startAngle: .degrees(0), endAngle: .degrees(270), clockwise: true)
                .strokeBorder(Color.green, lineWidth: 12)
                .frame(width: 60, height: 60)
                .id("arc")
            Triangle()
                .fill(.yellow)
                .stroke(.orange, lineWidth: 4)
                .frame(width: 60, height: 60)
                .id("triangle")
        }
    }
}

/// A dashed capsule with round caps, as `stroke(_:style:)`'s documentation draws one.
struct DashedCapsule: View {
    var body: some View {
        Capsule()
            .stroke(Color.purple, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .miter, miterLimit: 0, dash: [5, 10], dashPhase: 0))
            .frame(width: 160, height: 50)
            .id("dashed")
    }
}

/// A progress ring: a trimmed circle stroked with round caps and turned to start at the top.
struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .id("progress")
        }
        .frame(width: 80, height: 80)
    }
}

/// A ring drawn with the even-odd rule: two ellipses in one path.
struct EvenOddRing: View {
    var body: some View {
        Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        .fill(Color.indigo, style: FillStyle(eoFill: true))
        .frame(width: 100, height: 100)
        .id("ring")
    }
}

/// Shape modifiers: a rotated square, an offset circle, a scaled rounded rectangle and a sheared
/// rectangle.
struct TransformedShapes: View {
    var body: some View {
        HStack(spacing: 16) {
            Rectangle().rotation(.degrees(45)).fill(.blue).frame(width: 50, height: 50).id("rotated")
            Circle().offset(x: 10, y: 5).fill(.red).frame(width: 50, height: 50).id("offset")
            RoundedRectangle(cornerRadius: 10).scale(0.5).fill(.green).frame(width: 50, height: 50).id("scaled")
            Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)).fill(.orange).frame(width: 50, height: 50).id("sheared")
        }
    }
}

/// A sparkline: a path through data points stroked with round joins.
struct Sparkline: View {
    let values: [Double] = [3, 7, 4, 9, 6, 10, 8]

    var body: some View {
        Path { path in
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: Double(index) * 30, y: 100 - value * 10)
                if index == 0 {
                    path.move(to: point)
                } else {
                    path.addLine(to: point)
                }
            }
        }
        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        .frame(width: 180, height: 100)
        .id("sparkline")
    }
}

/// Shapes from the `.rect`, `.capsule` and `.circle` members, and an uneven rounded rectangle.
struct ShapeMembers: View {
    var body: some View {
        VStack {
            Text("Tag")
                .padding(8)
                .background(.blue.opacity(0.2), in: .rect(cornerRadius: 8))
                .id("rectMember")
            Text("Pill")
                .padding(8)
                .background(.green.opacity(0.2), in: .capsule)
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
                .fill(.mint)
                .frame(width: 120, height: 50)
                .id("uneven")
            Text("Clipped")
                .padding()
                .background(.yellow)
                .clipShape(Triangle())
                .id("clippedToTriangle")
        }
    }
}
