import Foundation

/// Fill and stroke of a shape, for renderers.
public struct ShapePaint: Hashable, Sendable {
    var fill: Color?
    var stroke: Color?
    var lineWidth: CGFloat = 1

    var attributes: [String] {
        var parts: [String] = []
        if let fill { parts.append("fill: \(fill)") }
        if let stroke { parts.append("stroke: \(stroke) \(LayoutNumber.format(lineWidth))") }
        return parts
    }
}

/// A shape: fills the proposal (10 on an unspecified axis) and draws its outline in it.
public protocol Shape: View {
    /// How the shape is painted.
    var paint: ShapePaint { get set }
}

extension Shape {
    /// Fills the shape with `color`.
    public func fill(_ color: Color) -> Self {
        var copy = self
        copy.paint.fill = color
        return copy
    }

    /// Strokes the shape's outline with `color`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> Self {
        var copy = self
        copy.paint.stroke = color
        copy.paint.lineWidth = lineWidth
        return copy
    }
}

/// Resolves a shape into its leaf element.
private func shapeElement(_ kind: String, _ attributes: [String], _ sizing: ShapeElement.Sizing, _ context: ResolveContext) -> [LayoutElement] {
    [ShapeElement(pass: context.pass, layoutDirection: context.layoutDirection, kind: kind, attributes: attributes, sizing: sizing)]
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// How the rectangle is painted.
    public var paint = ShapePaint()
    /// Creates a rectangle that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Rectangle", paint.attributes, .fill, context) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The size of each rounded corner; it affects drawing only, not layout.
    public var cornerSize: CGSize
    /// How the rounded rectangle is painted.
    public var paint = ShapePaint()
    /// Creates a rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    /// Creates a rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        shapeElement("RoundedRectangle", ["cornerRadius: \(LayoutNumber.format(cornerSize.width))"] + paint.attributes, .fill, context)
    }
}

/// A circle: a square of the smaller proposed side (SPEC §7).
public struct Circle: Shape, PrimitiveView {
    /// How the circle is painted.
    public var paint = ShapePaint()
    /// Creates a circle: a square of the smaller proposed side (SPEC §7).
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Circle", paint.attributes, .square, context) }
}

/// An ellipse filling the proposal.
public struct Ellipse: Shape, PrimitiveView {
    /// How the ellipse is painted.
    public var paint = ShapePaint()
    /// Creates an ellipse that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Ellipse", paint.attributes, .fill, context) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, PrimitiveView {
    /// How the capsule is painted.
    public var paint = ShapePaint()
    /// Creates a capsule that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Capsule", paint.attributes, .fill, context) }
}
