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
        case .shape(let shape):
            guard let paint else { return nil }
            let shapePaint = paint.shapePaint
            // A Color is its own fill; a shape without fill or stroke fills with the foreground (SwiftUI).
            let fill = shapePaint.fill.map(DrawColor.init) ?? (shapePaint.stroke == nil ? DrawColor(paint.foreground ?? .primary) : nil)
            var nodePaint = NodePaint(
                shape: NodePaint.Shape(shape, paint: shapePaint), fill: fill,
                stroke: shapePaint.stroke.map { StrokeStyle(color: DrawColor($0), width: Double(shapePaint.lineWidth)) },
                strokeIsInset: shapePaint.strokeIsInset)
            nodePaint.gradient = shapePaint.gradient
            return nodePaint
        case .image:
            // Symbols and template images draw in the foreground colour in force.
            return NodePaint(foreground: DrawColor(paint?.foreground ?? .primary))
        default:
            if text != nil { return NodePaint(foreground: DrawColor(paint?.foreground ?? .primary)) }
            return nil
        }
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
            // SPEC §10: a right-to-left child is mirrored, so its guide counts from its right edge.
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
        }
    }
}

extension DrawColor {
    /// The display-list colour of a Typeset colour.
    public init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
