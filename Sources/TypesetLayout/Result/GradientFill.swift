import Foundation

/// A gradient a shape is filled with, as the view declared it (SwiftUI's `LinearGradient`,
/// `RadialGradient`, `AngularGradient`, `EllipticalGradient`); points are unit points of the
/// shape's frame.
public enum GradientFill: Hashable, Sendable {
    /// Colours along the line from `startPoint` to `endPoint`.
    case linear(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colours in circles around `center`, from `startRadius` to `endRadius` points.
    case radial(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours around `center` from `startAngle` to `endAngle` degrees (clockwise on screen
    /// from the positive x axis, as SwiftUI's angles).
    case angular(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// Colours in ellipses around `center` shaped like the frame: from `startRadiusFraction` to
    /// `endRadiusFraction` of the frame's size (0.5 reaches its edges from the centre).
    case elliptical(stops: [GradientStop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)

    /// The colour stops.
    public var stops: [GradientStop] {
        switch self {
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _), .elliptical(let stops, _, _, _): stops
        }
    }

    /// The kind's name in dumps and JSON.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .radial: "radial"
        case .angular: "angular"
        case .elliptical: "elliptical"
        }
    }

    /// The same gradient with `stops`.
    public func replacingStops(_ stops: [GradientStop]) -> GradientFill {
        switch self {
        case .linear(_, let a, let b): .linear(stops: stops, startPoint: a, endPoint: b)
        case .radial(_, let c, let a, let b): .radial(stops: stops, center: c, startRadius: a, endRadius: b)
        case .angular(_, let c, let a, let b): .angular(stops: stops, center: c, startAngle: a, endAngle: b)
        case .elliptical(_, let c, let a, let b): .elliptical(stops: stops, center: c, startRadiusFraction: a, endRadiusFraction: b)
        }
    }

    /// The same gradient with every stop's opacity multiplied by `factor`.
    public func multiplyingOpacity(_ factor: Double) -> GradientFill {
        replacingStops(stops.map { GradientStop(color: $0.color.opacity(factor), location: $0.location) })
    }
}

/// One colour of a gradient at a location in 0...1.
public struct GradientStop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where along the gradient, 0...1.
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
        self.color = color
        self.location = location
    }
}
