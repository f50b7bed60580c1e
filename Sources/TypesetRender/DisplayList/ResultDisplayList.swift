// The result → display list step. PHASE 1 SEAM: today's `LayoutResult` exposes frames, kinds,
// children and Text layouts but not paint, so shapes get neutral placeholder paint. Phase 2
// rewrites this file against the typed result (`ViewKind`, `paint`, explicit guides,
// container alignment) and keeps the signature.
import Foundation
import Typeset

/// The display list of a layout: every node's content back to front, and with `guides` the
/// overlay of document 000's learning tool (frames, alignment lines, baselines, ids) and its legend.
public func displayList(for result: LayoutResult, guides: Bool) -> DrawList {
    var list = DrawList(size: result.size)
    append(result.root, to: &list.commands)
    if guides {
        var overlay: [DrawCommand] = []
        appendGuides(result.root, to: &overlay)
        list.commands += overlay
        list = list.addingLegend()
    }
    return list
}

/// The drawing of `node` and its children (painting order = children order).
private func append(_ node: LayoutNode, to commands: inout [DrawCommand]) {
    let frame = node.frame
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
    for child in node.children { append(child, to: &commands) }
}

/// Shapes' paint is not in today's result: a neutral tint until phase 2 reads `node.paint`.
private let placeholderFill = DrawColor(hex: 0xb8c4d6, alpha: 0.6)

/// Frames of every node, each text line's baseline and each id; the alignment lines of
/// containers come with phase 2 (today's result does not say which guide a container uses).
private func appendGuides(_ node: LayoutNode, to commands: inout [DrawCommand]) {
    let frame = node.frame
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
        // Above the frame when there is room, so the label does not cover the view's content.
        let y = frame.minY >= 10 ? frame.minY - 10 : frame.minY
        commands.append(.guide(GuideItem(.label, .label(name, at: CGPoint(x: frame.minX, y: y)))))
    }
    for child in node.children { appendGuides(child, to: &commands) }
}
