// Views written for the port suite the way SwiftUI's documentation uses Canvas, GraphicsContext
// and TimelineView; nothing here is Typeset-specific but the import.
import Typeset

/// An ellipse stroked in a canvas, as `Canvas`'s documentation draws one.
struct EllipseCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.stroke(
                Path(ellipseIn: CGRect(origin: .zero, size: size)),
                with: .color(.green),
                lineWidth: 4)
        }
        .frame(width: 300, height: 200)
        .border(Color.blue)
        .id("ellipseCanvas")
    }
}

/// A bar chart drawn in a canvas: a grid, bars filled with a gradient, and labels placed by
/// their anchors.
struct BarChartCanvas: View {
    let values: [Double] = [0.3, 0.8, 0.5, 0.95]
    let names = ["Q1", "Q2", "Q3", "Q4"]

    var body: some View {
        Canvas { context, size in
            let barWidth = size.width / CGFloat(values.count * 2)
            var grid = Path()
            for step in 0...4 {
                let y = size.height * CGFloat(step) / 4
                grid.move(to: CGPoint(x: 0, y: y))
                grid.addLine(to: CGPoint(x: size.width, y: y))
            }
            context.stroke(grid, with: .color(.gray.opacity(0.3)), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
            for (index, value) in values.enumerated() {
                let x = barWidth / 2 + CGFloat(index) * barWidth * 2
                let height = (size.height - 20) * value
                let bar = Path(roundedRect: CGRect(x: x, y: size.height - 20 - height, width: barWidth, height: height), cornerRadius: 4)
                context.fill(bar, with: .linearGradient(
                    Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: x, y: size.height - 20 - height), endPoint: CGPoint(x: x, y: size.height)))
                context.draw(Text(names[index]).font(.caption), at: CGPoint(x: x + barWidth / 2, y: size.height), anchor: .bottom)
            }
        }
        .frame(width: 280, height: 160)
        .id("chart")
    }
}

/// A canvas that draws a tagged symbol view several times, turning the context between them.
struct SymbolCanvas: View {
    var body: some View {
        Canvas { context, size in
            guard let star = context.resolveSymbol(id: 0) else { return }
            context.translateBy(x: size.width / 2, y: size.height / 2)
            for _ in 0..<4 {
                context.draw(star, at: CGPoint(x: 0, y: -40))
                context.rotate(by: .degrees(90))
            }
        } symbols: {
            Circle().fill(.orange).frame(width: 20, height: 20).tag(0)
        }
        .frame(width: 120, height: 120)
        .id("symbolCanvas")
    }
}

/// A canvas with a clip, opacity and a layer.
struct ClippedCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            }
        }
        .frame(width: 100, height: 100)
        .id("clippedCanvas")
    }
}

/// An analogue clock: a timeline updating every minute, its hands drawn in a canvas for the
/// timeline's date.
struct ClockFace: View {
    var body: some View {
        TimelineView(.everyMinute) { timeline in
            Canvas { context, size in
                let calendar = Calendar(identifier: .gregorian)
                var utc = calendar
                utc.timeZone = TimeZone(secondsFromGMT: 0)!
                let hour = Double(utc.component(.hour, from: timeline.date) % 12)
                let minute = Double(utc.component(.minute, from: timeline.date))
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2
                context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2)), with: .color(.primary), lineWidth: 2)
                func hand(_ turns: Double, _ length: CGFloat, _ width: CGFloat) {
                    let angle = turns * 2 * .pi - .pi / 2
                    var path = Path()
                    path.move(to: center)
                    path.addLine(to: CGPoint(x: center.x + cos(angle) * length, y: center.y + sin(angle) * length))
                    context.stroke(path, with: .color(.primary), style: StrokeStyle(lineWidth: width, lineCap: .round))
                }
                hand((hour + minute / 60) / 12, radius * 0.5, 4)
                hand(minute / 60, radius * 0.8, 2)
            }
        }
        .frame(width: 100, height: 100)
        .id("clock")
    }
}

/// A periodic timeline showing the date it is laid out at.
struct TickingLabel: View {
    let start: Date

    var body: some View {
        TimelineView(.periodic(from: start, by: 10)) { context in
            Text("\(Int(context.date.timeIntervalSince(start))) s")
                .id("elapsed")
        }
    }
}
