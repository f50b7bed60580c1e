// The drawing families' screens: shapes and paths, Canvas and TimelineView, AsyncImage and
// shape styles.
import Foundation
import Typeset

extension ComponentGallery {
    static var shapeScreens: [Screen] {
        [
            Screen("shapes-strokes", family: "Shapes", "Centred stroke (spills out of the frame) against strokeBorder (inside); a custom InsettableShape arc; fill then stroke; a dashed capsule with round caps; miter, round and bevel joins; butt, round and square caps; a trimmed ring; an even-odd ring.", StrokeScreen()),
            Screen("shapes-paths", family: "Shapes", "Paths: a badge of lines and quadratic corners with a gradient, a pie of arcs, curves, tangent arcs, a sparkline; shape modifiers: rotation, offset, scale, shear; uneven corners; a custom clip.", PathScreen()),
        ]
    }

    static var drawingScreens: [Screen] {
        [
            Screen("canvas", family: "Canvas and TimelineView", "A Canvas chart (dashed grid, gradient bars, labels at anchors), symbols drawn through a turning transform, a clip with a layer at half opacity, blend modes; a TimelineView clock at 10:08:30 UTC.", CanvasScreen()),
        ]
    }

    static var imageScreens: [Screen] {
        [
            Screen("async-image", family: "AsyncImage", "Empty phase: the standard placeholder (foreground at 16 %) filling its frame; a registered URL loaded at its own size, at scale 2, and resizable; a failure; a placeholder spinner.", AsyncImageScreen()),
        ]
    }

    static var styleScreens: [Screen] {
        [
            Screen("shape-styles", family: "Shape styles", "Hierarchical levels primary to quinary; two and three foreground styles; background and its secondary level; linear, radial, angular and elliptical gradient members, Color.gradient; tint and opacity; AnyShapeStyle.", StyleScreen()),
        ]
    }
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct Arc: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - inset, startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false)
        }
    }
    func inset(by amount: CGFloat) -> Arc { Arc(inset: inset + amount) }
}

private struct ZigZag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + 8, y: rect.maxY - 8))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 8))
            path.addLine(to: CGPoint(x: rect.maxX - 8, y: rect.maxY - 8))
        }
    }
}

private struct StrokeScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("stroke · strokeBorder · arc · fill+stroke").font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 18) {
                Circle().stroke(Color.blue, lineWidth: 10).frame(width: 60, height: 60).border(Color.gray.opacity(0.4))
                Circle().strokeBorder(Color.blue, lineWidth: 10).frame(width: 60, height: 60).border(Color.gray.opacity(0.4))
                Arc().strokeBorder(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round)).frame(width: 60, height: 60)
                Triangle().fill(.yellow).stroke(.orange, lineWidth: 4).frame(width: 60, height: 60)
            }
            Text("dashes, joins (miter, round, bevel), caps (butt, round, square)").font(.caption).foregroundStyle(.secondary)
            Capsule()
                .stroke(Color.purple, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .miter, miterLimit: 0, dash: [5, 10], dashPhase: 0))
                .frame(width: 200, height: 40)
            HStack(spacing: 18) {
                ZigZag().stroke(.indigo, style: StrokeStyle(lineWidth: 12, lineJoin: .miter)).frame(width: 70, height: 60)
                ZigZag().stroke(.indigo, style: StrokeStyle(lineWidth: 12, lineJoin: .round)).frame(width: 70, height: 60)
                ZigZag().stroke(.indigo, style: StrokeStyle(lineWidth: 12, lineJoin: .bevel)).frame(width: 70, height: 60)
            }
            HStack(spacing: 26) {
                ForEach([CGLineCap.butt, .round, .square], id: \.self) { cap in
                    Path { path in
                        path.move(to: CGPoint(x: 12, y: 10))
                        path.addLine(to: CGPoint(x: 60, y: 10))
                    }
                    .stroke(.teal, style: StrokeStyle(lineWidth: 12, lineCap: cap))
                    .frame(width: 72, height: 20)
                    .border(Color.gray.opacity(0.4))
                }
            }
            Text("trim · even-odd").font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 24) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                    Circle().trim(from: 0, to: 0.7)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 80, height: 80)
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
                    path.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
                }
                .fill(Color.indigo, style: FillStyle(eoFill: true))
                .frame(width: 80, height: 80)
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
                    path.addEllipse(in: CGRect(x: 20, y: 20, width: 40, height: 40))
                }
                .fill(Color.indigo)
                .frame(width: 80, height: 80)
            }
            Spacer()
        }
        .padding()
    }
}

private struct PathScreen: View {
    let slices: [(Double, Color)] = [(0.4, .red), (0.25, .orange), (0.2, .green), (0.15, .blue)]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            HStack(spacing: 20) {
                GeometryReader { geometry in
                    Path { path in
                        let side = min(geometry.size.width, geometry.size.height)
                        let corner = side * 0.06
                        let points: [CGPoint] = (0..<6).map { index in
                            let angle = Double(index) * .pi / 3 - .pi / 2
                            return CGPoint(x: side / 2 + cos(angle) * side / 2, y: side / 2 + sin(angle) * side / 2)
                        }
                        // Each corner rounded: a line to just before the vertex, a quadratic
                        // curve round it to just after, the vertex its control point.
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
                    .fill(.linearGradient(Gradient(colors: [.orange, .red]), startPoint: .top, endPoint: .bottom))
                }
                .frame(width: 100, height: 100)
                ZStack {
                    ForEach(0..<slices.count, id: \.self) { index in
                        let start = slices.prefix(index).reduce(0) { $0 + $1.0 }
                        Path { path in
                            path.move(to: CGPoint(x: 50, y: 50))
                            path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(start * 360 - 90), endAngle: .degrees((start + slices[index].0) * 360 - 90), clockwise: false)
                            path.closeSubpath()
                        }
                        .fill(slices[index].1)
                    }
                }
                .frame(width: 100, height: 100)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 80))
                    path.addCurve(to: CGPoint(x: 100, y: 80), control1: CGPoint(x: 20, y: -20), control2: CGPoint(x: 80, y: 120))
                    path.move(to: CGPoint(x: 0, y: 10))
                    path.addArc(tangent1End: CGPoint(x: 100, y: 10), tangent2End: CGPoint(x: 100, y: 60), radius: 25)
                }
                .stroke(.pink, lineWidth: 3)
                .frame(width: 100, height: 100)
            }
            Path { path in
                let values: [CGFloat] = [3, 7, 4, 9, 6, 10, 8, 12, 9]
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * 40, y: 70 - value * 5)
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            .frame(height: 70)
            HStack(spacing: 18) {
                Rectangle().rotation(.degrees(30)).fill(.blue).frame(width: 50, height: 50).border(Color.gray.opacity(0.4))
                Circle().offset(x: 8, y: 8).fill(.red).frame(width: 50, height: 50).border(Color.gray.opacity(0.4))
                RoundedRectangle(cornerRadius: 12).scale(0.6).fill(.green).frame(width: 50, height: 50).border(Color.gray.opacity(0.4))
                Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.35, d: 1, tx: 0, ty: 0)).fill(.orange).frame(width: 50, height: 50).border(Color.gray.opacity(0.4))
            }
            HStack(spacing: 18) {
                UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.mint).frame(width: 140, height: 60)
                Text("Clipped to a triangle")
                    .font(.headline)
                    .padding(24)
                    .background(.yellow)
                    .clipShape(Triangle())
            }
            Spacer()
        }
        .padding()
    }
}

private struct CanvasScreen: View {
    let values: [Double] = [0.3, 0.8, 0.5, 0.95]

    var body: some View {
        VStack(spacing: 20) {
            Canvas { context, size in
                let barWidth = size.width / CGFloat(values.count * 2)
                var grid = Path()
                for step in 0...4 {
                    let y = (size.height - 20) * CGFloat(step) / 4
                    grid.move(to: CGPoint(x: 0, y: y))
                    grid.addLine(to: CGPoint(x: size.width, y: y))
                }
                context.stroke(grid, with: .color(.gray.opacity(0.4)), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                for (index, value) in values.enumerated() {
                    let x = barWidth / 2 + CGFloat(index) * barWidth * 2
                    let height = (size.height - 20) * value
                    let top = size.height - 20 - height
                    context.fill(
                        Path(roundedRect: CGRect(x: x, y: top, width: barWidth, height: height), cornerRadius: 4),
                        with: .linearGradient(Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: x, y: top), endPoint: CGPoint(x: x, y: size.height - 20)))
                    context.draw(Text("Q\(index + 1)").font(.caption), at: CGPoint(x: x + barWidth / 2, y: size.height), anchor: .bottom)
                }
            }
            .frame(height: 180)
            HStack(spacing: 20) {
                Canvas { context, size in
                    guard let dot = context.resolveSymbol(id: 0) else { return }
                    context.translateBy(x: size.width / 2, y: size.height / 2)
                    for _ in 0..<8 {
                        context.draw(dot, at: CGPoint(x: 0, y: -42))
                        context.rotate(by: .degrees(45))
                    }
                } symbols: {
                    Capsule().fill(.orange).frame(width: 10, height: 24).tag(0)
                }
                .frame(width: 110, height: 110)
                Canvas { context, size in
                    context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
                    context.opacity = 0.5
                    context.drawLayer { layer in
                        layer.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
                    }
                }
                .frame(width: 110, height: 110)
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 70, height: 70)), with: .color(.cyan))
                    context.blendMode = .multiply
                    context.fill(Path(ellipseIn: CGRect(x: 40, y: 0, width: 70, height: 70)), with: .color(.pink))
                    context.fill(Path(ellipseIn: CGRect(x: 20, y: 36, width: 70, height: 70)), with: .color(.yellow))
                }
                .frame(width: 110, height: 110)
            }
            TimelineView(.everyMinute) { timeline in
                Canvas { context, size in
                    var utc = Calendar(identifier: .gregorian)
                    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
                    let hour = Double(utc.component(.hour, from: timeline.date) % 12)
                    let minute = Double(utc.component(.minute, from: timeline.date))
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    let radius = min(size.width, size.height) / 2
                    context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2)), with: .color(.primary), lineWidth: 3)
                    for tick in 0..<12 {
                        let angle = Double(tick) / 12 * 2 * .pi
                        var mark = Path()
                        mark.move(to: CGPoint(x: center.x + cos(angle) * radius * 0.82, y: center.y + sin(angle) * radius * 0.82))
                        mark.addLine(to: CGPoint(x: center.x + cos(angle) * radius * 0.92, y: center.y + sin(angle) * radius * 0.92))
                        context.stroke(mark, with: .color(.secondary), lineWidth: 2)
                    }
                    for (turns, length, width) in [((hour + minute / 60) / 12, 0.5, 5.0), (minute / 60, 0.78, 3.0)] {
                        let angle = turns * 2 * .pi - .pi / 2
                        var hand = Path()
                        hand.move(to: center)
                        hand.addLine(to: CGPoint(x: center.x + cos(angle) * radius * length, y: center.y + sin(angle) * radius * length))
                        context.stroke(hand, with: .color(.primary), style: StrokeStyle(lineWidth: width, lineCap: .round))
                    }
                    context.draw(Text("UTC").font(.caption2), at: CGPoint(x: center.x, y: center.y + radius * 0.45))
                }
            }
            .frame(width: 140, height: 140)
            .environment(\.now, Date(timeIntervalSinceReferenceDate: 10 * 3600 + 8 * 60 + 30))
            Spacer()
        }
        .padding()
    }
}

private struct AsyncImageScreen: View {
    static let logo = URL(string: "https://example.com/logo.png")!
    static let missing = URL(string: "https://example.com/missing.png")!

    var catalog: ImageCatalog {
        var catalog = ImageCatalog()
        catalog.registerRemoteImage(at: Self.logo, pixelSize: CGSize(width: 240, height: 120))
        catalog.registerRemoteFailure(at: Self.missing, "404")
        return catalog
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Empty phase (no network): the placeholder fills the frame").font(.caption).foregroundStyle(.secondary)
            AsyncImage(url: URL(string: "https://example.com/unknown.png")).frame(width: 160, height: 100)
            Text("Registered URL: its own size; at scale 2; resizable").font(.caption).foregroundStyle(.secondary)
            HStack(alignment: .top) {
                AsyncImage(url: Self.logo)
                AsyncImage(url: Self.logo, scale: 2)
            }
            AsyncImage(url: Self.logo) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 60, height: 60)
            Text("Failure, and a placeholder spinner").font(.caption).foregroundStyle(.secondary)
            HStack {
                AsyncImage(url: Self.missing) { phase in
                    if let image = phase.image {
                        image
                    } else if phase.error != nil {
                        Color.red.overlay { Text("failed").foregroundStyle(.white) }
                    } else {
                        Color.blue
                    }
                }
                .frame(width: 80, height: 50)
                AsyncImage(url: nil) { image in
                    image
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 80, height: 50)
            }
            Spacer()
        }
        .padding()
        .environment(\.imageCatalog, catalog)
    }
}

private struct StyleScreen: View {
    let isSelected = true

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
                Text("Quinary").foregroundStyle(.quinary)
            }
            .font(.caption)
            HStack {
                Text("Main").foregroundStyle(.primary)
                Text("Detail").foregroundStyle(.secondary)
                Text("Red").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.red, .orange)
            HStack {
                Text("Blue").foregroundStyle(.primary)
                Text("Green").foregroundStyle(.secondary)
                Text("Purple").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.blue, .green, .purple)
            VStack(alignment: .leading, spacing: 8) {
                Text("Profile").font(.headline)
                Text("On .background.secondary")
                    .padding(10)
                    .background(.background.secondary, in: .rect(cornerRadius: 10))
            }
            .padding()
            .background(.background, in: .rect(cornerRadius: 14))
            .padding(8)
            .background(Color(white: 0.85))
            HStack(spacing: 12) {
                Rectangle().fill(.linearGradient(colors: [.pink, .yellow], startPoint: .top, endPoint: .bottom)).frame(width: 60, height: 60)
                Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30)).frame(width: 60, height: 60)
                Circle().fill(.angularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center, startAngle: .zero, endAngle: .degrees(360))).frame(width: 60, height: 60)
                Ellipse().fill(.ellipticalGradient(colors: [.white, .purple])).frame(width: 90, height: 60)
            }
            HStack(spacing: 12) {
                Capsule().fill(Color.orange.gradient).frame(width: 100, height: 36)
                Text("Gradient text").font(.title2.bold()).foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            }
            HStack(spacing: 12) {
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.pink)
                RoundedRectangle(cornerRadius: 8).fill(.tint.opacity(0.5)).frame(width: 80, height: 34)
            }
            HStack(spacing: 12) {
                Text("AnyShapeStyle").foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                Text("Materials").padding(8).background(.regularMaterial, in: .capsule)
            }
            Spacer()
        }
        .padding()
    }
}
