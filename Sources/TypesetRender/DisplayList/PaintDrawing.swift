// Paint of the display list beyond flat colours: gradients, shadows, blurs and masks.
import Foundation
import Typeset

/// A gradient fill in root coordinates (points, y down).
public enum DrawGradient: Sendable, Equatable {
    /// Colours along the line from `start` to `end`.
    case linear(start: CGPoint, end: CGPoint, stops: [DrawGradientStop])
    /// Colours in circles around `center`, from `startRadius` to `endRadius`.
    case radial(center: CGPoint, startRadius: Double, endRadius: Double, stops: [DrawGradientStop])
    /// Colours around `center` from `startAngle` to `endAngle` radians (clockwise on screen
    /// from the positive x axis); beyond the sweep the end colours hold.
    case angular(center: CGPoint, startAngle: Double, endAngle: Double, stops: [DrawGradientStop])
    /// Colours in ellipses around `center` whose radii are `radii` times a fraction, from
    /// `startFraction` to `endFraction` (1 reaches `radii`).
    case elliptical(center: CGPoint, radii: CGSize, startFraction: Double, endFraction: Double, stops: [DrawGradientStop])

    /// The stops, in order.
    public var stops: [DrawGradientStop] {
        switch self {
        case .linear(_, _, let stops), .radial(_, _, _, let stops), .angular(_, _, _, let stops), .elliptical(_, _, _, _, let stops): stops
        }
    }

    /// The colour at `location` (0...1) of the gradient: stops interpolated linearly in sRGB,
    /// the end colours held outside them.
    public func color(at location: Double) -> DrawColor {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return DrawColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            return DrawColor(
                red: a.color.red + (b.color.red - a.color.red) * t, green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
        }
        return last.color
    }
}

/// One colour of a drawn gradient.
public struct DrawGradientStop: Sendable, Equatable {
    /// Where along the gradient, 0...1.
    public var location: Double
    /// The colour.
    public var color: DrawColor

    /// A stop of `color` at `location`.
    public init(location: Double, color: DrawColor) {
        self.location = location
        self.color = color
    }
}

/// A drop shadow: the content's alpha in `color`, blurred by `radius` and moved by (x, y).
public struct DrawShadow: Sendable, Equatable {
    public var color: DrawColor
    public var radius: Double
    public var x: Double
    public var y: Double

    /// A shadow of `color`, `radius` and offset.
    public init(color: DrawColor, radius: Double, x: Double, y: Double) {
        (self.color, self.radius, self.x, self.y) = (color, radius, x, y)
    }
}

/// The taps of the blur every renderer applies, so that output is the same everywhere and
/// deterministic: a Gaussian of standard deviation `radius / 2` sampled on a 7 × 7 grid
/// spanning ±1.5 σ... ±`radius`·1.5 (documented choice: SwiftUI does not publish its kernel;
/// its `blur(radius:)` spreads about `radius` points, which this matches). Weights sum to 1.
public func blurTaps(radius: Double) -> [(dx: Double, dy: Double, weight: Double)] {
    guard radius > 0, radius.isFinite else { return [(0, 0, 1)] }
    let sigma = radius / 2
    let steps = 3
    let step = radius / Double(steps)
    var taps: [(Double, Double, Double)] = []
    for i in -steps...steps {
        for j in -steps...steps {
            let dx = Double(i) * step, dy = Double(j) * step
            taps.append((dx, dy, exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))))
        }
    }
    let total = taps.reduce(0) { $0 + $1.2 }
    return taps.map { ($0.0, $0.1, $0.2 / total) }
}

extension DrawGradient {
    /// The drawn gradient of a result's gradient fill in `frame` (unit points → points;
    /// SwiftUI's angles → radians).
    public init(_ fill: GradientFill, in frame: CGRect) {
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height) }
        let stops = fill.stops.map { DrawGradientStop(location: Double($0.location), color: DrawColor($0.color)) }
        switch fill {
        case .linear(_, let start, let end):
            self = .linear(start: point(start), end: point(end), stops: stops)
        case .radial(_, let center, let startRadius, let endRadius):
            self = .radial(center: point(center), startRadius: Double(startRadius), endRadius: Double(endRadius), stops: stops)
        case .angular(_, let center, let startAngle, let endAngle):
            self = .angular(center: point(center), startAngle: startAngle * .pi / 180, endAngle: endAngle * .pi / 180, stops: stops)
        case .elliptical(_, let center, let startFraction, let endFraction):
            // SwiftUI's fractions are of the frame's size: 0.5 reaches the edges from the centre,
            // so the ellipse of fraction 1 here has the frame's full width and height as radii.
            self = .elliptical(
                center: point(center), radii: frame.size, startFraction: Double(startFraction), endFraction: Double(endFraction), stops: stops)
        }
    }
}
