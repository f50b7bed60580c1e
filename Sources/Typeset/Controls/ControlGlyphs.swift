import Foundation

// The small glyphs iOS draws in its controls, drawn as paths (Typeset has no SF Symbols): the
// spinning activity indicator, a disclosure chevron, a menu's up-and-down chevrons and a
// checkmark. Each is a shape in a fixed box, stroked with round ends; they mirror in a
// right-to-left layout as the symbols do.

/// The activity indicator iOS draws for an indeterminate `ProgressView`: 8 spokes around the
/// centre, each a bar with round ends from a third of the radius to the radius, a tenth of the
/// diameter wide, in (60, 60, 68) at alphas 47, 47, 47, 47, 72, 97, 122, 147 / 255 clockwise from
/// the top (research `ios-metrics.md` §4.6: Flutter's iOS 13.2 values; a still picture shows the
/// first frame of the turn).
struct ActivitySpinner: View {
    let diameter: CGFloat
    /// The spokes' colour: iOS's grey, or the tint set on the indicator.
    var color: Color?

    static let spokeAlphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 255 }
    static let spokeColor = Color(red: 0x3C / 255, green: 0x3C / 255, blue: 0x44 / 255)

    var body: some View {
        let radius = diameter / 2
        ZStack {
            ForEach(0..<Self.spokeAlphas.count, id: \.self) { index in
                SpinnerSpoke(index: index, count: Self.spokeAlphas.count)
                    .stroke((color ?? Self.spokeColor).opacity(Self.spokeAlphas[index]), style: StrokeStyle(lineWidth: radius / 5, lineCap: .round))
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// One spoke of the spinner: from a third of the radius to the radius, pointing up and turned
/// clockwise by `index` / `count` of a turn; the round ends stay inside the circle.
struct SpinnerSpoke: Shape {
    let index: Int
    let count: Int

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let cap = radius / 10
        let angle = 2 * Double.pi * Double(index) / Double(count) - Double.pi / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        func point(_ distance: CGFloat) -> CGPoint {
            CGPoint(x: center.x + distance * CGFloat(cos(angle)), y: center.y + distance * CGFloat(sin(angle)))
        }
        return Path { path in
            path.move(to: point(radius / 3 + cap))
            path.addLine(to: point(radius - cap))
        }
    }

    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// The metrics of the glyphs (Design §25).
enum GlyphMetrics {
    /// The disclosure indicator's box: 8 × 13 points (UIKit's disclosure indicator image size;
    /// research `ios-metrics.md` §3 gives "about 8 × 13").
    static let chevronBox = CGSize(width: 8, height: 13)
    /// Its line: 2 points (the semibold `chevron.right` apps draw it with; documented choice).
    static let chevronLine: CGFloat = 2
    /// Its colour: `tertiaryLabel`, (60, 60, 67) at 30 % (research §3: apps imitate it with
    /// `chevron.right` in `tertiaryLabel`).
    static let chevronColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// The menu picker's up-and-down chevrons: 8 × 13 points with a 1.5-point line, 4 points
    /// after the value (documented choices: research §3 has no numbers; the box of the
    /// disclosure chevron, the `chevron.up.chevron.down` symbol at footnote size).
    static let menuChevronBox = CGSize(width: 8, height: 13)
    static let menuChevronLine: CGFloat = 1.5
    static let menuChevronSpacing: CGFloat = 4
    /// The checkmark of an inline picker's selected row: 14 × 12 points, a 2-point line, in the
    /// tint (UIKit's checkmark accessory; documented choice of size).
    static let checkmarkBox = CGSize(width: 14, height: 12)
}

/// A chevron pointing to the trailing side, inset by half its line so the round ends stay in
/// the box (it mirrors in a right-to-left layout).
struct ChevronShape: Shape {
    let line: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = line / 2
        let r = rect.insetBy(dx: inset, dy: inset)
        // Arms at 45°: as wide as half the height where the box allows.
        let reach = min(r.width, r.height / 2)
        return Path { path in
            path.move(to: CGPoint(x: r.minX, y: r.midY - reach))
            path.addLine(to: CGPoint(x: r.minX + reach, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.midY + reach))
        }
    }
}

/// Two small chevrons, one up and one down (`chevron.up.chevron.down`).
struct UpDownChevronShape: Shape {
    let line: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = line / 2
        let r = rect.insetBy(dx: inset, dy: inset)
        let half = r.width / 2
        let gap = r.height * 0.12
        return Path { path in
            path.move(to: CGPoint(x: r.minX, y: r.midY - gap))
            path.addLine(to: CGPoint(x: r.midX, y: r.midY - gap - half))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY - gap))
            path.move(to: CGPoint(x: r.minX, y: r.midY + gap))
            path.addLine(to: CGPoint(x: r.midX, y: r.midY + gap + half))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY + gap))
        }
    }

    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A checkmark.
struct CheckmarkShape: Shape {
    let line: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = line / 2
        let r = rect.insetBy(dx: inset, dy: inset)
        return Path { path in
            path.move(to: CGPoint(x: r.minX, y: r.minY + r.height * 0.55))
            path.addLine(to: CGPoint(x: r.minX + r.width * 0.36, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        }
    }

    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// The disclosure indicator of a navigation row: an 8 × 13 chevron in `tertiaryLabel`.
struct DisclosureIndicator: View {
    var body: some View {
        ChevronShape(line: GlyphMetrics.chevronLine)
            .stroke(GlyphMetrics.chevronColor, style: StrokeStyle(lineWidth: GlyphMetrics.chevronLine, lineCap: .round, lineJoin: .round))
            .frame(width: GlyphMetrics.chevronBox.width, height: GlyphMetrics.chevronBox.height)
    }
}

/// The up-and-down chevrons after a menu picker's value, in `color`.
struct MenuChevrons: View {
    let color: Color

    var body: some View {
        UpDownChevronShape(line: GlyphMetrics.menuChevronLine)
            .stroke(color, style: StrokeStyle(lineWidth: GlyphMetrics.menuChevronLine, lineCap: .round, lineJoin: .round))
            .frame(width: GlyphMetrics.menuChevronBox.width, height: GlyphMetrics.menuChevronBox.height)
    }
}

/// A checkmark in `color`.
struct Checkmark: View {
    let color: Color

    var body: some View {
        CheckmarkShape(line: 2)
            .stroke(color, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: GlyphMetrics.checkmarkBox.width, height: GlyphMetrics.checkmarkBox.height)
    }
}
