import Foundation

/// The outline a shape leaf draws in its frame.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    /// A colour: a rectangle filled with it.
    case color = "Color"
    /// A rectangle.
    case rectangle = "Rectangle"
    /// A rectangle with rounded corners (`ShapePaint.cornerSize`).
    case roundedRectangle = "RoundedRectangle"
    /// A circle: centred, the diameter the smaller side.
    case circle = "Circle"
    /// An ellipse filling the frame.
    case ellipse = "Ellipse"
    /// A rectangle with fully rounded ends.
    case capsule = "Capsule"
    /// An outline given as a path: a `Path`, a custom `Shape`, a shape changed by shape
    /// modifiers (`LayoutNode.shapeOutline` holds it).
    case path = "Path"
}

/// The shape of rounded corners.
public enum RoundedCornerStyle: String, Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature (Apple's "squircle" corners).
    case continuous
}

/// One fill or stroke of a shape, drawn over the layers before it (SwiftUI's `fill` and
/// `stroke` on a shape view draw over what the view drew already).
public struct ShapeLayer: Hashable, Sendable {
    /// What the layer does with the shape's outline.
    public enum Operation: Hashable, Sendable {
        /// Fills the outline.
        case fill(FillStyle)
        /// Strokes the outline, centred on it; `inset` strokes the outline inset by half the
        /// line width, so the stroke stays inside the shape (`strokeBorder`).
        case stroke(StrokeStyle, inset: Bool)
    }

    /// Fill or stroke, with its style.
    public var operation: Operation
    /// The colour (a gradient's mean colour, a material's translucent colour).
    public var color: Color
    /// A gradient the layer paints with instead of `color`.
    public var gradient: GradientFill?
    /// The material the layer stands for (`.regularMaterial`, ...), by name: `color` is its
    /// translucent colour.
    public var material: String?
    /// A style that depends on the environment where the shape is laid out (`.tint`,
    /// `.foreground`, a hierarchical level): resolved into `color` when the shape is resolved.
    package var deferred: DeferredShapeStyle?

    /// A layer painting `operation` in `color`.
    public init(_ operation: Operation, color: Color, gradient: GradientFill? = nil, material: String? = nil) {
        self.operation = operation
        self.color = color
        self.gradient = gradient
        self.material = material
    }

    /// Whether the layers at `lhs` and `rhs` are equal, read in place (the synthesised `==`
    /// copies both layers out): the colour first, what differs most often, then every other
    /// stored field. A field added to the layer is added here.
    fileprivate static func same(_ lhs: UnsafePointer<ShapeLayer>, _ rhs: UnsafePointer<ShapeLayer>) -> Bool {
        lhs.pointee.color == rhs.pointee.color && lhs.pointee.operation == rhs.pointee.operation
            && lhs.pointee.gradient == rhs.pointee.gradient && lhs.pointee.material == rhs.pointee.material
            && lhs.pointee.deferred == rhs.pointee.deferred
    }

    /// Whether the layer fills.
    public var isFill: Bool {
        if case .fill = operation { return true }
        return false
    }

    /// The stroke style of a stroking layer.
    public var strokeStyle: StrokeStyle? {
        if case .stroke(let style, _) = operation { return style }
        return nil
    }

    /// Whether the layer strokes inside the outline (`strokeBorder`).
    public var isInsetStroke: Bool {
        if case .stroke(_, true) = operation { return true }
        return false
    }
}

/// What a shape draws, as the view declared it: its fills and strokes in drawing order, and for
/// a rounded rectangle its corners.
///
/// `fill`, `stroke`, `lineWidth`, `strokeIsInset`, `gradient` and `material` read and write
/// the first fill and the first stroke, for the common shape with at most one of each.
public struct ShapePaint: Hashable, Sendable {
    /// The fills and strokes, back to front.
    public var layers: [ShapeLayer] = []
    /// The corner size of a rounded rectangle.
    public var cornerSize: CGSize?
    /// The corner style of a rounded rectangle.
    public var cornerStyle: RoundedCornerStyle = .circular

    /// No fill, no stroke.
    public init() {}

    /// Whether the paint is one plain fill of `color` (non-zero winding, no gradient, material
    /// or deferred style) with the default corners: what a `Color` view paints. Read in place.
    package func isPlainFill(_ color: Color) -> Bool {
        guard cornerSize == nil, cornerStyle == .circular else { return false }
        return layers.withUnsafeBufferPointer { layers in
            guard layers.count == 1, let layer = layers.baseAddress else { return false }
            return layer.pointee.color == color && layer.pointee.operation == .fill(FillStyle())
                && layer.pointee.gradient == nil && layer.pointee.material == nil && layer.pointee.deferred == nil
        }
    }

    /// Whether both paint the same layers with the same corners. Layers are compared in place:
    /// a tree interns every shape's paint against the one before (`LayoutTree.addShape`), and
    /// copying each layer out to compare it cost more than the comparison.
    public static func == (lhs: ShapePaint, rhs: ShapePaint) -> Bool {
        guard lhs.cornerSize == rhs.cornerSize, lhs.cornerStyle == rhs.cornerStyle else { return false }
        return lhs.layers.withUnsafeBufferPointer { left in
            rhs.layers.withUnsafeBufferPointer { right in
                guard left.count == right.count else { return false }
                if left.baseAddress == right.baseAddress { return true }
                for index in left.indices where !ShapeLayer.same(left.baseAddress! + index, right.baseAddress! + index) {
                    return false
                }
                return true
            }
        }
    }

    private var fillIndex: Int? { layers.firstIndex(where: \.isFill) }
    private var strokeIndex: Int? { layers.firstIndex { !$0.isFill } }

    /// The first fill's colour; setting it replaces that fill's colour (plain, non-zero winding),
    /// or adds a fill under every stroke; nil removes the first fill.
    public var fill: Color? {
        get { fillIndex.map { layers[$0].color } }
        set {
            guard let newValue else {
                if let index = fillIndex { layers.remove(at: index) }
                return
            }
            if let index = fillIndex {
                layers[index].color = newValue
                layers[index].gradient = nil
                layers[index].material = nil
                layers[index].deferred = nil
            } else {
                layers.insert(ShapeLayer(.fill(FillStyle()), color: newValue), at: 0)
            }
        }
    }

    /// The first stroke's colour; setting it replaces that stroke's colour, or adds a stroke of
    /// width 1 on top; nil removes the first stroke.
    public var stroke: Color? {
        get { strokeIndex.map { layers[$0].color } }
        set {
            guard let newValue else {
                if let index = strokeIndex { layers.remove(at: index) }
                return
            }
            if let index = strokeIndex {
                layers[index].color = newValue
                layers[index].gradient = nil
                layers[index].deferred = nil
            } else {
                layers.append(ShapeLayer(.stroke(StrokeStyle(), inset: false), color: newValue))
            }
        }
    }

    /// The first stroke's style (nil with no stroke); setting it changes that stroke's style.
    public var strokeStyle: StrokeStyle? {
        get { strokeIndex.flatMap { layers[$0].strokeStyle } }
        set {
            guard let index = strokeIndex, let newValue else { return }
            layers[index].operation = .stroke(newValue, inset: layers[index].isInsetStroke)
        }
    }

    /// The first stroke's width (1 with no stroke).
    public var lineWidth: CGFloat {
        get { strokeStyle?.lineWidth ?? 1 }
        set { strokeStyle?.lineWidth = newValue }
    }

    /// Whether the first stroke lies inside the outline (`strokeBorder`, `border`).
    public var strokeIsInset: Bool {
        get { strokeIndex.map { layers[$0].isInsetStroke } ?? false }
        set {
            guard let index = strokeIndex, let style = layers[index].strokeStyle else { return }
            layers[index].operation = .stroke(style, inset: newValue)
        }
    }

    /// The first fill's gradient (its `fill` colour is the gradient's mean).
    public var gradient: GradientFill? {
        get { fillIndex.flatMap { layers[$0].gradient } }
        set { if let index = fillIndex { layers[index].gradient = newValue } }
    }

    /// The material the first fill stands for, by name.
    public var material: String? {
        get { fillIndex.flatMap { layers[$0].material } }
        set { if let index = fillIndex { layers[index].material = newValue } }
    }
}

/// A shape style whose colour comes from the environment where the shape is laid out.
package enum DeferredShapeStyle: Hashable, Sendable {
    /// The tint in force.
    case tint
    /// The foreground style in force.
    case foreground
    /// A level of the foreground styles in force (0 primary ... 4 quinary).
    case hierarchical(Int)
    /// The background style in force.
    case background
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
