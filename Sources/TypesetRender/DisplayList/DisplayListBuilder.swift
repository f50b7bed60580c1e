// Turns a tree of drawable nodes into display-list commands: content back to front (opacity
// groups, inherited text colour, shapes, borders), and the guide overlay of document 000.
import Foundation
import Typeset

/// Builds the display list of a node tree.
public enum DisplayListBuilder {
    /// The display list of `root` on a canvas of `size`; with `guides` the overlay, its legend
    /// and a margin (``guideMargin``) so id labels fit above the top row. With guides the canvas
    /// also grows to show views drawn outside the root (offsets, overflowing children).
    public static func displayList<Node: DrawableNode>(for root: Node, size: CGSize, guides: Bool) -> DrawList {
        var bounds = CGRect(origin: .zero, size: size)
        if guides { bounds = bounds.union(extent(of: root)) }
        let margin = guides ? guideMargin : EdgeInsets()
        let offset = CGPoint(x: margin.leading - bounds.minX, y: margin.top - bounds.minY)
        var list = DrawList(size: CGSize(
            width: bounds.width + margin.leading + margin.trailing, height: bounds.height + margin.top + margin.bottom))
        appendContent(root, offset: offset, foreground: .black, redacted: false, to: &list.commands)
        if guides {
            var overlay = GuideOverlay()
            overlay.add(root, offset: offset)
            list.commands += overlay.commands
            list = list.addingLegend()
        }
        return list
    }

    /// The union of the frames of `node` and its descendants (finite ones only).
    static func extent<Node: DrawableNode>(of node: Node) -> CGRect {
        var rect = node.frame.isInfinite || node.frame.isNull ? CGRect.null : node.frame
        for child in node.drawChildren {
            let inner = extent(of: child)
            if !inner.isNull { rect = rect.union(inner) }
        }
        return rect
    }

    /// The drawing of `node` and its children; opacity wraps the node's commands in a group.
    /// Inside `redacted` content, text and images are drawn as placeholders (`RedactionDrawing`).
    static func appendContent<Node: DrawableNode>(
        _ node: Node, offset: CGPoint, foreground: DrawColor, redacted: Bool, to commands: inout [DrawCommand]
    ) {
        let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
        let paint = node.nodePaint ?? placeholderPaint(kind: node.kindName)
        let foreground = paint?.foreground ?? foreground
        let redacted = paint?.redacts ?? redacted
        var drawn: [DrawCommand] = []
        if let shape = paint?.shape, let paint, !paint.layers.isEmpty {
            for layer in paint.layers {
                let geometry = layer.outline.map { ShapeGeometry.path($0.offsetBy(dx: frame.minX, dy: frame.minY)) } ?? geometry(shape, in: frame)
                drawn.append(.shape(ShapeDrawing(
                    geometry, fill: layer.fill, stroke: layer.stroke, gradient: layer.fillGradient.map { DrawGradient($0, in: frame) },
                    strokeGradient: layer.strokeGradient.map { DrawGradient($0, in: frame) }, evenOdd: layer.evenOdd)))
            }
        } else if let shape = paint?.shape, let paint {
            if let gradient = paint.gradient {
                drawn.append(.shape(ShapeDrawing(geometry(shape, in: frame), fill: paint.fill, gradient: DrawGradient(gradient, in: frame))))
            } else if let fill = paint.fill {
                drawn.append(.shape(ShapeDrawing(geometry(shape, in: frame), fill: fill)))
            }
            if let stroke = paint.stroke {
                let inset = paint.strokeIsInset ? stroke.width / 2 : 0
                drawn.append(.shape(ShapeDrawing(geometry(shape, in: frame.insetBy(dx: inset, dy: inset)), stroke: stroke)))
            }
        }
        if let text = node.textLayout {
            if redacted {
                drawn += RedactionDrawing.bars(of: text, at: frame.origin, foreground: foreground).map(DrawCommand.shape)
            } else {
                drawn += TextDrawing.commands(for: text, at: frame.origin, color: foreground)
            }
        }
        if redacted, node.imageDescription != nil || node.kindName == "Image" {
            drawn.append(.shape(RedactionDrawing.imageFill(frame, foreground: foreground)))
        } else if let image = node.imageDescription {
            let tinted = image.isSystemSymbol || image.renderingMode == .template
            let baseline = image.textBaseline(height: frame.height).map(Double.init)
            drawn.append(.image(ImagePlaceholder(
                rect: frame, name: image.name, isSymbol: image.isSystemSymbol, tint: tinted ? foreground : nil, baseline: baseline)))
        } else if node.kindName == "Image" {
            drawn.append(.image(ImagePlaceholder(rect: frame, name: node.idLabels.first ?? "image")))
        }
        if let view = node.representable {
            drawn.append(.platformView(PlatformViewPlaceholder(rect: frame, view: view)))
        }
        if paint?.isMask == true, let content = node.drawChildren.first {
            var inner: [DrawCommand] = [], mask: [DrawCommand] = []
            appendContent(content, offset: offset, foreground: foreground, redacted: redacted, to: &inner)
            for layer in node.drawChildren.dropFirst() {
                appendContent(layer, offset: offset, foreground: foreground, redacted: redacted, to: &mask)
            }
            drawn.append(.mask(content: inner, mask: mask))
        } else {
            for child in node.drawChildren { appendContent(child, offset: offset, foreground: foreground, redacted: redacted, to: &drawn) }
        }
        if let border = paint?.border, border.width > 0 {
            drawn.append(.shape(ShapeDrawing(.path(.border(frame, width: border.width)), fill: border.color)))
        }
        if let radius = paint?.blurRadius, radius > 0 {
            drawn = [.blur(radius: radius, commands: drawn)]
        }
        if let shadow = paint?.shadow {
            drawn = [.shadow(shadow, commands: drawn)]
        }
        if let mode = paint?.blendMode, mode != .normal {
            drawn = [.blend(mode, commands: drawn)]
        }
        if let opacity = paint?.opacity, opacity < 1 {
            drawn = [.group(opacity: opacity, commands: drawn)]
        }
        if let clip = paint?.clip {
            drawn = [.clip(geometry(clip, in: frame), commands: drawn)]
        }
        if let affine = paint?.affine {
            // In the node's own coordinates: moved to its origin, transformed, moved back.
            let x = Double(frame.minX), y = Double(frame.minY)
            let t = affine
            drawn = [.transform(DrawTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: x + t.tx - t.a * x - t.c * y, ty: y + t.ty - t.b * x - t.d * y), commands: drawn)]
        }
        if let linear = paint?.transform, let anchor = paint?.transformAnchor {
            let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            drawn = [.transform(.around(point, a: linear.a, b: linear.b, c: linear.c, d: linear.d), commands: drawn)]
        }
        commands += drawn
    }

    /// The outline of `shape` in `frame` (Design §7: a circle is the largest one centred in the frame).
    static func geometry(_ shape: NodePaint.Shape, in frame: CGRect) -> ShapeGeometry {
        switch shape {
        case .rectangle: return .rect(frame)
        case .roundedRectangle(let corner, let style): return .roundedRect(frame, cornerSize: corner, style: style)
        case .ellipse: return .ellipse(frame)
        case .capsule: return .capsule(frame)
        case .circle:
            let side = min(frame.width, frame.height)
            return .ellipse(CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
        case .path(let path):
            return .path(path.offsetBy(dx: frame.minX, dy: frame.minY))
        }
    }

    /// Paint for a node whose result carries none: shapes in a neutral tint, dividers grey.
    static func placeholderPaint(kind: String) -> NodePaint? {
        let tint = DrawColor(hex: 0xb8c4d6, alpha: 0.35)
        switch kind {
        case "Rectangle", "Color": return NodePaint(shape: .rectangle, fill: tint)
        case "RoundedRectangle": return NodePaint(shape: .roundedRectangle(cornerSize: CGSize(width: 6, height: 6), style: .circular), fill: tint)
        case "Circle": return NodePaint(shape: .circle, fill: tint)
        case "Ellipse": return NodePaint(shape: .ellipse, fill: tint)
        case "Capsule": return NodePaint(shape: .capsule, fill: tint)
        case "Divider": return NodePaint(shape: .rectangle, fill: DrawColor(hex: 0xc6c6c8))
        default: return nil
        }
    }
}

/// The space around a picture with guides: room for labels above the top row.
public let guideMargin = EdgeInsets(top: 14, leading: 8, bottom: 8, trailing: 8)

/// Frames of every node, container alignment lines, each text line's baseline and each id.
struct GuideOverlay {
    var commands: [DrawCommand] = []
    /// Rectangles of the labels placed so far (labels never overlap each other).
    private var labels: [CGRect] = []

    mutating func add<Node: DrawableNode>(_ node: Node, offset: CGPoint) {
        let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
        commands.append(.guide(GuideItem(.frame, .outline(frame))))
        for (from, to) in node.alignmentLines {
            commands.append(.guide(GuideItem(.alignment, .line(
                CGPoint(x: from.x + offset.x, y: from.y + offset.y), CGPoint(x: to.x + offset.x, y: to.y + offset.y)))))
        }
        if let text = node.textLayout {
            for line in text.lines {
                let y = frame.minY + line.baseline
                let x = frame.minX + line.xOffset
                commands.append(.guide(GuideItem(.baseline, .line(CGPoint(x: x, y: y), CGPoint(x: x + max(line.width, 1), y: y)))))
            }
        }
        if !node.idLabels.isEmpty {
            let name = node.idLabels.joined(separator: ", ")
            // Above the frame, moved right past labels already there.
            var rect = CGRect(x: frame.minX, y: frame.minY - 10, width: CGFloat(name.count) * 4.6 + 4, height: 10)
            while let clash = labels.first(where: { $0.intersects(rect) }) { rect.origin.x = clash.maxX + 2 }
            labels.append(rect)
            commands.append(.guide(GuideItem(.label, .label(name, at: rect.origin))))
        }
        for child in node.drawChildren { add(child, offset: offset) }
    }
}
