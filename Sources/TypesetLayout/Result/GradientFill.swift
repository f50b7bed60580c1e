import Foundation

/// A gradient a shape is filled with, as the view declared it (SwiftUI's `LinearGradient`,
/// `RadialGradient`, `AngularGradient`); points are unit points of the shape's frame.
public enum GradientFill: Hashable, Sendable {
    /// Colours along the line from `startPoint` to `endPoint`.
    case linear(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colours in circles around `center`, from `startRadius` to `endRadius` points.
    case radial(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours around `center` from `startAngle` to `endAngle` degrees (clockwise on screen
    /// from the positive x axis, as SwiftUI's angles).
    case angular(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)

    /// The colour stops.
    public var stops: [GradientStop] {
        switch self {
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .angular(let stops, _, _, _): stops
        }
    }

    /// The kind's name in dumps and JSON.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .radial: "radial"
        case .angular: "angular"
        }
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
