import Foundation

/// A shape leaf: its outline and the index of its paint in `NodeTables.shapePaints`.
package struct ShapeLeaf: Hashable, Sendable {
    package var shape: ShapeKind
    package var paint: Int32
}

extension LayoutTree {
    /// Appends a shape or colour leaf painted with `paint` (repeated paints are stored once).
    @discardableResult
    package mutating func addShape(_ shape: ShapeKind, paint: consuming ShapePaint, direction: LayoutDirection) -> NodeID {
        let index: Int32
        if let last = tables.shapePaints.last, last == paint {
            index = Int32(tables.shapePaints.count - 1)
        } else {
            index = NodeTables.append(paint, to: &tables.shapePaints)
        }
        return add(.shape(ShapeLeaf(shape: shape, paint: index)), direction: direction)
    }

    /// Appends a leaf filled with `color` alone (a `Color` view); its paint is built only when
    /// it differs from the last one stored (a grid of one colour stores and allocates one).
    @discardableResult
    package mutating func addShape(_ shape: ShapeKind, fill color: Color, direction: LayoutDirection) -> NodeID {
        let index: Int32
        if let last = tables.shapePaints.last, last.isPlainFill(color) {
            index = Int32(tables.shapePaints.count - 1)
        } else {
            var paint = ShapePaint()
            paint.layers = [ShapeLayer(.fill(FillStyle()), color: color)]
            index = NodeTables.append(paint, to: &tables.shapePaints)
        }
        return add(.shape(ShapeLeaf(shape: shape, paint: index)), direction: direction)
    }
}

/// Shapes and colours (Design §7): as large as proposed, 10 on an unspecified axis; a circle is
/// a square of the smaller side.
package enum ShapeNode: LeafBehaviour {
    package static func traits(_ node: KindNode<ShapeLeaf>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits()
    }

    /// The same shape and the same paint (the payload holds the paint's index, Design §0.4).
    package static func sameContent(
        _ node: KindNode<ShapeLeaf>, in tree: LayoutTree, as earlier: KindNode<ShapeLeaf>, in earlierTree: LayoutTree
    ) -> Bool {
        node.payload.shape == earlier.payload.shape
            && tree.tables.shapePaints[Int(node.payload.paint)] == earlierTree.tables.shapePaints[Int(earlier.payload.paint)]
    }

    package static func size(_ node: KindNode<ShapeLeaf>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        guard node.payload.shape == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    package static func viewKind(_ node: KindNode<ShapeLeaf>, _ tables: NodeTables) -> ViewKind { .shape(node.payload.shape) }

    package static func record(_ node: KindNode<ShapeLeaf>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        item.paint = builder.intern(PaintReference(
            shape: node.payload.shape, shapePaint: node.payload.paint, opacity: item.opacity, foreground: item.foreground))
    }
}
