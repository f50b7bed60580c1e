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
    public var paint = ShapePaint()
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Rectangle", paint.attributes, .fill, context) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerSize: CGSize
    public var paint = ShapePaint()
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        shapeElement("RoundedRectangle", ["cornerRadius: \(LayoutNumber.format(cornerSize.width))"] + paint.attributes, .fill, context)
    }
}

/// A circle: a square of the smaller proposed side (SPEC §7).
public struct Circle: Shape, PrimitiveView {
    public var paint = ShapePaint()
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Circle", paint.attributes, .square, context) }
}

/// An ellipse filling the proposal.
public struct Ellipse: Shape, PrimitiveView {
    public var paint = ShapePaint()
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Ellipse", paint.attributes, .fill, context) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, PrimitiveView {
    public var paint = ShapePaint()
    public init() {}
    package func resolve(in context: ResolveContext) -> [LayoutElement] { shapeElement("Capsule", paint.attributes, .fill, context) }
}
