import Foundation

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
        copy.paint.deferredFill = nil
        return copy
    }

    /// Strokes the shape's outline with `color`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> Self {
        var copy = self
        copy.paint.stroke = color
        copy.paint.deferredStroke = nil
        copy.paint.lineWidth = lineWidth
        return copy
    }
}

/// Resolves a shape into its leaf node.
private func resolveShape(_ shape: ShapeKind, _ paint: ShapePaint, _ context: ResolveContext, _ tree: inout LayoutTree, _ list: inout [NodeID]) {
    var paint = paint
    // `.tint` and `.foreground` take their colour from where the shape is laid out.
    if let deferred = paint.deferredFill { paint.fill = deferred.color(in: context.environment) }
    if let deferred = paint.deferredStroke { paint.stroke = deferred.color(in: context.environment) }
    paint.fill = paint.fill?.resolvingCatalogName(in: context.environment.imageCatalog)
    paint.stroke = paint.stroke?.resolvingCatalogName(in: context.environment.imageCatalog)
    let id = tree.addShape(shape, paint: paint, direction: context.layoutDirection)
    reportMissingColors([paint.fill, paint.stroke], at: id, in: &tree)
    list.append(id)
}

/// Diagnoses each `Color("name")` among `colors` that the catalogue did not have.
func reportMissingColors(_ colors: [Color?], at id: NodeID, in tree: inout LayoutTree) {
    for case let color? in colors where color.isMissingFromCatalog {
        tree.report(id, .unknownName, "colour \"\(color.name ?? "")\" is not in the image catalogue; drawn clear")
    }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// How the rectangle is painted.
    public var paint = ShapePaint()
    /// Creates a rectangle that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        resolveShape(.rectangle, paint, context, &inputs.tree, &inputs.list)
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The size of each rounded corner; it affects drawing only, not layout.
    public var cornerSize: CGSize
    /// How the rounded rectangle is painted.
    public var paint = ShapePaint()
    /// Creates a rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The shape of the corners.
    public var style: RoundedCornerStyle
    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var paint = paint
        paint.cornerSize = cornerSize
        paint.cornerStyle = style
        resolveShape(.roundedRectangle, paint, context, &inputs.tree, &inputs.list)
    }
}

/// A circle: a square of the smaller proposed side (SPEC §7).
public struct Circle: Shape, PrimitiveView {
    /// How the circle is painted.
    public var paint = ShapePaint()
    /// Creates a circle: a square of the smaller proposed side (SPEC §7).
    public init() {}
    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        resolveShape(.circle, paint, context, &inputs.tree, &inputs.list)
    }
}

/// An ellipse filling the proposal.
public struct Ellipse: Shape, PrimitiveView {
    /// How the ellipse is painted.
    public var paint = ShapePaint()
    /// Creates an ellipse that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        resolveShape(.ellipse, paint, context, &inputs.tree, &inputs.list)
    }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, PrimitiveView {
    /// How the capsule is painted.
    public var paint = ShapePaint()
    /// Creates a capsule that fills its proposal (SPEC §7).
    public init() {}
    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        resolveShape(.capsule, paint, context, &inputs.tree, &inputs.list)
    }
}
