// The result → display list step. PHASE 1 SEAM: today's `LayoutResult` exposes frames, kinds,
// children and Text layouts but not paint, so shapes get neutral placeholder paint. Phase 2
// rewrites this file against the typed result (`ViewKind`, `paint`, explicit guides,
// container alignment) and keeps the signature.
import Foundation
import Typeset

/// The display list of a layout: every node's content back to front, and with `guides` the
/// overlay of document 000's learning tool (frames, alignment lines, baselines, ids) and its legend.
///
/// With guides the picture gets a margin (``guideMargin``) so id labels fit above the views
/// at the top edge without covering them.
public func displayList(for result: LayoutResult, guides: Bool) -> DrawList {
    let margin = guides ? guideMargin : EdgeInsets()
    let origin = CGPoint(x: margin.leading, y: margin.top)
    var list = DrawList(size: CGSize(
        width: result.size.width + margin.leading + margin.trailing, height: result.size.height + margin.top + margin.bottom))
    append(result.root, offset: origin, to: &list.commands)
    if guides {
        var overlay = GuideOverlay()
        overlay.add(result.root, offset: origin)
        list.commands += overlay.commands
        list = list.addingLegend()
    }
    return list
}

/// The space around a picture with guides: room for labels above the top row.
public let guideMargin = EdgeInsets(top: 14, leading: 8, bottom: 8, trailing: 8)

/// The drawing of `node` and its children (painting order = children order).
private func append(_ node: LayoutNode, offset: CGPoint, to commands: inout [DrawCommand]) {
    let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
    switch node.kind {
    case "Text":
        if let text = node.text {
            commands += GlyphRunDrawing.runs(of: text, at: frame.origin).map(DrawCommand.glyphs)
        }
    case "Rectangle", "Color":
        commands.append(.shape(ShapeDrawing(.rect(frame), fill: placeholderFill)))
    case "RoundedRectangle":
        let radius = min(frame.width, frame.height) / 4
        commands.append(.shape(ShapeDrawing(
            .roundedRect(frame, cornerSize: CGSize(width: radius, height: radius), style: .circular), fill: placeholderFill)))
    case "Circle":
        let side = min(frame.width, frame.height)
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        commands.append(.shape(ShapeDrawing(.ellipse(square), fill: placeholderFill)))
    case "Ellipse":
        commands.append(.shape(ShapeDrawing(.ellipse(frame), fill: placeholderFill)))
    case "Capsule":
        commands.append(.shape(ShapeDrawing(.capsule(frame), fill: placeholderFill)))
    case "Divider":
        commands.append(.shape(ShapeDrawing(.rect(frame), fill: DrawColor(hex: 0xc6c6c8))))
    case "Image":
        commands.append(.image(ImagePlaceholder(rect: frame, name: node.id.map { "\($0)" } ?? "image")))
    default:
        break
    }
    for child in node.children { append(child, offset: offset, to: &commands) }
}

/// Shapes' paint is not in today's result: a neutral tint until phase 2 reads `node.paint`.
private let placeholderFill = DrawColor(hex: 0xb8c4d6, alpha: 0.35)

/// Frames of every node, each text line's baseline and each id; the alignment lines of
/// containers come with phase 2 (today's result does not say which guide a container uses).
private struct GuideOverlay {
    var commands: [DrawCommand] = []
    /// Rectangles of the labels placed so far (labels never overlap each other).
    private var labels: [CGRect] = []

    mutating func add(_ node: LayoutNode, offset: CGPoint) {
        let frame = node.frame.offsetBy(dx: offset.x, dy: offset.y)
        commands.append(.guide(GuideItem(.frame, .outline(frame))))
        if let text = node.text {
            for line in text.lines {
                let y = frame.minY + line.baseline
                let x = frame.minX + line.xOffset
                commands.append(.guide(GuideItem(.baseline, .line(CGPoint(x: x, y: y), CGPoint(x: x + max(line.width, 1), y: y)))))
            }
        }
        if !node.ids.isEmpty {
            let name = node.ids.map { "\($0.base)" }.joined(separator: ", ")
            // Above the frame, moved right past labels already there.
            var rect = CGRect(x: frame.minX, y: frame.minY - 10, width: CGFloat(name.count) * 4.6 + 4, height: 10)
            while let clash = labels.first(where: { $0.intersects(rect) }) { rect.origin.x = clash.maxX + 2 }
            labels.append(rect)
            commands.append(.guide(GuideItem(.label, .label(name, at: rect.origin))))
        }
        for child in node.children { add(child, offset: offset) }
    }
}
