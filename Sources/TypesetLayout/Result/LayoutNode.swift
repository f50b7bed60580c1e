import Foundation
import TypesetText

/// One placed view of a layout result: typed, frozen data (Design §11).
///
/// Frames are in the root's coordinates; guides are the stored values, so reading them runs no
/// user code. A node is a cheap value that refers into its result's storage.
public struct LayoutNode: Sendable, CustomStringConvertible {
    package let storage: ResultStorage
    /// The node's position in its result's pre-order (the root is 0).
    public let index: Int

    package init(storage: ResultStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    /// What kind of view this is, with the values it was declared with.
    public var kind: ViewKind { storage.kind(index) }
    /// The name in dumps and paths (`HStack`, `Frame`, `Text`, ...).
    public var name: String { kind.name }
    /// The frame in the root's coordinates.
    public var frame: CGRect { storage.frames[index] }
    /// The frame's size.
    public var size: CGSize { storage.frames[index].size }
    /// The proposal the view was placed with.
    public var proposal: ProposedViewSize { storage.proposals[index].proposal }
    /// The layout direction the view was laid out in.
    public var layoutDirection: LayoutDirection { storage.flags[index].contains(.rightToLeft) ? .rightToLeft : .leftToRight }
    /// A stack with one static child: the child itself, in the tree for the dump (Design §3).
    public var isTransparent: Bool { storage.flags[index].contains(.transparent) }
    /// The stack made of several top-level views.
    public var isImplicit: Bool { storage.flags[index].contains(.implicit) }

    /// The identifiers given with `.id(_:)`, innermost first.
    public var ids: [AnyHashable] { (storage.ids[Int32(index)] ?? []).map { AnyHashable($0) } }
    /// The innermost identifier, if any.
    public var id: AnyHashable? { ids.first }

    /// The explicit guide values the view resolved, in its own coordinates.
    public var explicitGuides: [GuideValue] {
        storage.guides[storage.guideSpans[index].range].map { GuideValue(key: storage.keys[Int($0.keyIndex)], value: $0.value) }
    }

    /// The view's size and guides (explicit values included).
    public var dimensions: ViewDimensions {
        let guides = explicitGuides
        return ViewDimensions(size: size, guides: guides.isEmpty ? .none : .stored(guides))
    }

    /// How a leaf is painted (shapes, colours, text, images), with the opacity and foreground
    /// colour it inherits.
    public var paint: Paint? {
        let paint = storage.paintIndices[index]
        return paint < 0 ? nil : storage.paint(storage.paints[Int(paint)])
    }
    /// For a shape: the outlines it fills and strokes, in its own coordinates. A path shape's
    /// were recorded when it was placed; a built-in shape's (`Rectangle`, `Circle`, ...) follow
    /// from its kind, corners and frame (Design §7).
    public var shapeOutline: ShapeOutline? {
        if let recorded = storage.outlines[Int32(index)] { return recorded }
        guard let paint, let shape = paint.shape else { return nil }
        let rect = CGRect(origin: .zero, size: size)
        let shapePaint = paint.shapePaint
        func outline(_ inset: CGFloat) -> ShapePath? {
            shape.outline(in: rect, cornerSize: shapePaint.cornerSize, cornerStyle: shapePaint.cornerStyle, inset: inset)
        }
        guard let path = outline(0) else { return nil }
        let insets = shapePaint.layers.compactMap { layer in layer.isInsetStroke ? outline((layer.strokeStyle?.lineWidth ?? 0) / 2) : nil }
        return ShapeOutline(path: path, insetPaths: insets)
    }
    /// A Grid cell's row, column and span.
    public var gridCell: GridCellPosition? { storage.gridCells[Int32(index)] }
    /// For a Text: its exact layout at the size it was placed with (lines with baselines from
    /// the text's top, widths, ranges into `text.string`, glyph runs).
    public var text: TextLayout? { storage.texts[Int32(index)]?.layout }

    /// The parent, nil for the root.
    public var parent: LayoutNode? {
        let parent = storage.parents[index]
        return parent < 0 ? nil : LayoutNode(storage: storage, index: Int(parent))
    }

    /// The indices of the placed children, in drawing order.
    package var childIndices: [Int] {
        var result: [Int] = []
        let end = Int(storage.subtreeEnds[index])
        var child = index + 1
        while child < end {
            result.append(child)
            child = Int(storage.subtreeEnds[child])
        }
        return result
    }

    /// The placed children, in drawing order.
    public var children: [LayoutNode] { childIndices.map { LayoutNode(storage: storage, index: $0) } }

    /// This node and every descendant, depth first.
    public var allNodes: [LayoutNode] {
        (index ..< Int(storage.subtreeEnds[index])).map { LayoutNode(storage: storage, index: $0) }
    }

    /// The first node (this one or a descendant, depth first) marked with `id`.
    public func node(_ id: AnyHashable) -> LayoutNode? {
        let end = Int32(storage.subtreeEnds[index])
        for (position, candidate) in storage.ids.nodes.enumerated() where candidate >= Int32(index) && candidate < end {
            if storage.ids.values[position].contains(where: { AnyHashable($0) == id }) {
                return LayoutNode(storage: storage, index: Int(candidate))
            }
        }
        return nil
    }

    /// The node's path from the root: `VStack[0]/HStack[1]/Text`, each bracket the index of the
    /// next node among its parent's children.
    public var path: String {
        var parts: [String] = [name]
        var current = self
        while let parent = current.parent {
            let position = parent.childIndices.firstIndex(of: current.index) ?? 0
            parts.append("\(parent.name)[\(position)]")
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// The facts the dump shows between brackets, formatted from the typed data.
    public var attributes: [String] {
        NodeAttributes.format(self)
    }

    /// The node's kind and frame, for debugging.
    public var description: String { "\(name) \(LayoutDump.format(frame))" }
}
