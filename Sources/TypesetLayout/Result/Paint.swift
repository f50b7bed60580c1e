import Foundation

/// The outline a shape leaf draws in its frame.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    /// A colour: a rectangle filled with it.
    case color = "Color"
    /// A rectangle.
    case rectangle = "Rectangle"
    /// A rectangle with rounded corners (`Paint.cornerSize`).
    case roundedRectangle = "RoundedRectangle"
    /// A circle: centred, the diameter the smaller side.
    case circle = "Circle"
    /// An ellipse filling the frame.
    case ellipse = "Ellipse"
    /// A rectangle with fully rounded ends.
    case capsule = "Capsule"
}

/// The shape of rounded corners.
public enum RoundedCornerStyle: String, Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature (Apple's "squircle" corners).
    case continuous
}

/// Fill and stroke of a shape, as the view declared them.
public struct ShapePaint: Hashable, Sendable {
    /// The fill colour, if filled.
    public var fill: Color?
    /// The stroke colour, if stroked.
    public var stroke: Color?
    /// The stroke's width.
    public var lineWidth: CGFloat = 1
    /// Whether the stroke lies inside the frame (`strokeBorder`, `border`) rather than centred on it.
    public var strokeIsInset = false
    /// The corner size of a rounded rectangle.
    public var cornerSize: CGSize?
    /// The corner style of a rounded rectangle.
    public var cornerStyle: RoundedCornerStyle = .circular
    /// A gradient fill (`fill` then holds the mean of its colours, for consumers that draw one colour).
    public var gradient: GradientFill?
    /// The material the fill stands for (`.regularMaterial`, ...), by name: `fill` is its
    /// translucent colour.
    public var material: String?
    /// A fill that depends on the environment where the shape is laid out (`.tint`,
    /// `.foreground`): resolved into `fill` when the shape is resolved.
    package var deferredFill: DeferredShapeStyle?
    /// A stroke that depends on the environment, resolved into `stroke` likewise.
    package var deferredStroke: DeferredShapeStyle?

    /// No fill, no stroke.
    public init() {}
}

/// A shape style whose colour comes from the environment the shape is laid out in.
package enum DeferredShapeStyle: Hashable, Sendable {
    /// The tint in force.
    case tint
    /// The foreground style in force.
    case foreground
}

/// How a node is painted, as a renderer needs it: its shape and colours, with the opacity and
/// foreground colour it inherits from its ancestors.
public struct Paint: Hashable, Sendable {
    /// The outline a shape leaf draws, if the node is one.
    public var shape: ShapeKind?
    /// The shape's fill, stroke and corners.
    public var shapePaint: ShapePaint
    /// The product of every `opacity` from the root down to this node.
    public var opacity: Double
    /// The foreground colour in force (Text draws its glyphs in it; nil means `.primary`).
    public var foreground: Color?

    /// A node painted with `shape` and `shapePaint`.
    public init(shape: ShapeKind? = nil, shapePaint: ShapePaint = ShapePaint(), opacity: Double = 1, foreground: Color? = nil) {
        self.shape = shape
        self.shapePaint = shapePaint
        self.opacity = opacity
        self.foreground = foreground
    }
}
