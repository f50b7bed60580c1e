// The result → display list step: the typed layout result (issue 7) as `DrawableNode`s.
// Kinds, paint (shape, fill, stroke, corners, foreground) and container alignment are typed
// fields of the result, never dump strings.
import Foundation
import Typeset

/// The display list of a layout: every node's content back to front, and with `guides` the
/// overlay of document 000's learning tool (frames, container alignment lines, baselines, ids)
/// and its legend, with a margin (``guideMargin``) so id labels fit above the views at the top edge.
public func displayList(for result: LayoutResult, guides: Bool) -> DrawList {
    DisplayListBuilder.displayList(for: result.root, size: result.size, guides: guides)
}

extension LayoutNode: DrawableNode {
    public var kindName: String { kind.name }
    public var drawChildren: [LayoutNode] { children }
    public var textLayout: TextLayout? { text }
    public var idLabels: [String] { ids.map { "\($0.base)" } }
    public var imageDescription: ImageDescription? {
        if case .image(let image) = kind { return image }
        return nil
    }
    public var representable: RepresentableDescription? {
        if case .representable(let view) = kind { return view }
        return nil
    }

    /// The node's own paint: a shape leaf's outline and colours, an `opacity` modifier's
    /// factor (drawn as a group, so overlapping content composites as in SwiftUI), a Text's
    /// foreground colour. The result's inherited opacity is not applied again per leaf.
    public var nodePaint: NodePaint? {
        switch kind {
        case .opacity(let value):
            return NodePaint(opacity: value)
        case .divider:
            return NodePaint(shape: .rectangle, fill: DrawColor(hex: 0xc6c6c8))
        case .effect(.clip(let shape, let corner)):
            var shapePaint = ShapePaint()
            shapePaint.cornerSize = corner
            return NodePaint(clip: NodePaint.Shape(shape, paint: shapePaint))
        case .effect(.rotation(let degrees, let anchor)):
            // Clockwise on screen (y down), as SwiftUI's rotationEffect.
            let radians = degrees * .pi / 180
            return NodePaint(transform: (cos(radians), sin(radians), -sin(radians), cos(radians)), anchor: anchor)
        case .effect(.scale(let x, let y, let anchor)):
            return NodePaint(transform: (Double(x), 0, 0, Double(y)), anchor: anchor)
        case .effect(.shadow(let color, let radius, let x, let y)):
            var paint = NodePaint()
            paint.shadow = DrawShadow(color: DrawColor(color), radius: Double(radius), x: Double(x), y: Double(y))
            return paint
        case .effect(.transform(let a, let b, let c, let d, let tx, let ty)):
            var paint = NodePaint()
            paint.affine = DrawTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
            return paint
        case .effect(.blend(let mode)):
            var paint = NodePaint()
            paint.blendMode = mode
            return paint
        case .effect(.blur(let radius)):
            var paint = NodePaint()
            paint.blurRadius = Double(radius)
            return paint
        case .mask:
            var paint = NodePaint()
            paint.isMask = true
            return paint
        case .effect(.redacted), .effect(.unredacted):
            var paint = NodePaint()
            paint.redacts = kind == .effect(.redacted)
            return paint
        case .shape, .path:
            guard let paint, let shape = paint.shape else { return nil }
            return Self.shapePaint(paint, shape: shape, outline: shapeOutline)
        case .image:
            // Symbols and template images draw in the foreground colour in force.
            return NodePaint(foreground: DrawColor(paint?.foreground ?? .primary))
        default:
            if text != nil { return NodePaint(foreground: DrawColor(paint?.foreground ?? .primary)) }
            return nil
        }
    }

    /// A shape's paint: its outline (a built-in's by kind, a path shape's as recorded) and its
    /// layers, each fill or stroke in the result's order; an inset stroke follows its own
    /// outline. With no layer (a paint written by hand), the shape fills with the foreground.
    static func shapePaint(_ paint: Paint, shape: ShapeKind, outline: ShapeOutline?) -> NodePaint {
        let shapePaint = paint.shapePaint
        let drawnShape: NodePaint.Shape = shape == .path ? .path(DrawPath(outline?.path ?? ShapePath())) : NodePaint.Shape(shape, paint: shapePaint)
        guard !shapePaint.layers.isEmpty else {
            return NodePaint(shape: drawnShape, fill: DrawColor(paint.foreground ?? .primary))
        }
        var nodePaint = NodePaint(shape: drawnShape)
        // For pictures and callers that read one fill and one stroke.
        nodePaint.fill = shapePaint.fill.map(DrawColor.init)
        nodePaint.gradient = shapePaint.gradient
        nodePaint.layers = shapePaint.layers.enumerated().map { index, layer in
            var drawn = NodePaint.Layer()
            switch layer.operation {
            case .fill(let style):
                drawn.fill = DrawColor(layer.color)
                drawn.fillGradient = layer.gradient
                // Built-in outlines never cross themselves; a path fills by its rule.
                drawn.evenOdd = shape == .path ? style.isEOFilled : true
            case .stroke(let style, let inset):
                drawn.stroke = DrawStroke(style, color: DrawColor(layer.color))
                drawn.strokeGradient = layer.gradient
                if inset, let outline { drawn.outline = DrawPath(outline.path(forLayer: index, of: shapePaint)) }
            }
            return drawn
        }
        return nodePaint
    }

    /// Stacks draw the line their children's guides lie on; a ZStack both of its lines.
    public var alignmentLines: [(CGPoint, CGPoint)] {
        guard let child = children.first else { return [] }
        var lines: [(CGPoint, CGPoint)] = []
        func horizontal(_ guide: VerticalAlignment) {
            let y = child.frame.minY + child.dimensions[guide]
            lines.append((CGPoint(x: frame.minX, y: y), CGPoint(x: frame.maxX, y: y)))
        }
        func vertical(_ guide: HorizontalAlignment) {
            // Design §10: a right-to-left child is mirrored, so its guide counts from its right edge.
            let value = child.dimensions[guide]
            let x = layoutDirection == .rightToLeft ? child.frame.maxX - value : child.frame.minX + value
            lines.append((CGPoint(x: x, y: frame.minY), CGPoint(x: x, y: frame.maxY)))
        }
        switch kind {
        case .hStack(let guide, _): horizontal(guide)
        case .vStack(let guide, _): vertical(guide)
        case .zStack(let alignment):
            horizontal(alignment.vertical)
            vertical(alignment.horizontal)
        default: break
        }
        return lines
    }
}

extension NodePaint.Shape {
    /// The display-list outline of a result shape.
    init(_ shape: ShapeKind, paint: ShapePaint) {
        switch shape {
        case .color, .rectangle: self = .rectangle
        case .roundedRectangle:
            self = .roundedRectangle(
                cornerSize: paint.cornerSize ?? .zero, style: paint.cornerStyle == .continuous ? .continuous : .circular)
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        case .capsule: self = .capsule
        case .path: self = .path(DrawPath())
        }
    }
}

extension DrawStroke {
    /// The display-list stroke of a result stroke style in `color`.
    public init(_ style: StrokeStyle, color: DrawColor) {
        self.init(
            color: color, width: Double(style.lineWidth), dash: style.dash.map(Double.init), dashPhase: Double(style.dashPhase),
            cap: style.lineCap == .round ? .round : style.lineCap == .square ? .square : .butt,
            join: style.lineJoin == .round ? .round : style.lineJoin == .bevel ? .bevel : .miter, miterLimit: Double(style.miterLimit))
    }
}
