import Foundation

/// A shape drawn from a path, as the tree keeps it: its name, its paint in
/// `NodeTables.shapePaints` and the shape modifiers that made its outline.
package struct PathShapeLeaf: Hashable, Sendable {
    /// The shape's type name (`Path`, `Triangle`; a modified built-in keeps its own: `Circle`).
    package var name: String
    package var paint: Int32
    package var modifications: [ShapeModification]

    package init(name: String, paint: Int32, modifications: [ShapeModification]) {
        self.name = name
        self.paint = paint
        self.modifications = modifications
    }
}

/// The live half of a path shape: the app's `sizeThatFits` and `path(in:)`, asked during layout.
package struct ShapeOutlineSource {
    /// The shape's size for a proposal.
    package let sizeThatFits: (ProposedViewSize) -> CGSize
    /// The shape's outlines in a rect (the path, then one per inset stroke layer).
    package let outline: (CGRect) -> ShapeOutline
    /// Whether the outline is mirrored in a right-to-left layout (SwiftUI's
    /// `layoutDirectionBehavior`, `.mirrors` by default for shapes since iOS 17).
    package let mirrorsInRightToLeft: Bool

    package init(sizeThatFits: @escaping (ProposedViewSize) -> CGSize, outline: @escaping (CGRect) -> ShapeOutline, mirrorsInRightToLeft: Bool) {
        self.sizeThatFits = sizeThatFits
        self.outline = outline
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }
}

extension LayoutTree {
    /// Appends a shape whose outline `source` gives, painted with `paint`.
    @discardableResult
    package mutating func addPathShape(_ leaf: consuming PathShapeLeaf, paint: consuming ShapePaint, source: consuming ShapeOutlineSource, direction: LayoutDirection) -> NodeID {
        leaf.paint = NodeTables.append(paint, to: &tables.shapePaints)
        shapeOutlines.append(source)
        return add(.pathShape(NodeTables.append(leaf, to: &tables.pathShapes)), direction: direction)
    }
}

/// A shape drawn from a path (Design §7, §24.1): sized by the shape's own `sizeThatFits` (SwiftUI's
/// default: the proposal, 10 on an unspecified axis); its outline is asked once it is placed,
/// at its frame's size, and kept in the result. Non-finite points are dropped and reported.
package enum PathShapeNode: LeafBehaviour {
    package static func traits(_ node: KindNode<Int32>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits()
    }

    /// A path shape's outline comes from the shape's own `path(in:)`, a live value: its answers are never taken from an earlier layout (Design §0.4).
    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        false
    }

    /// Its answers run the app's code: memoised per proposal.
    package static var isMemoised: Bool { true }

    package static func size(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        pass.tree.shapeOutlines[Int(node.payload)].sizeThatFits(proposal)
    }

    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind {
        let leaf = tables.pathShapes[Int(node.payload)]
        return .path(name: leaf.name, modifications: leaf.modifications)
    }

    package static func record(_ node: KindNode<Int32>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        let index = Int(node.payload)
        let leaf = builder.pass.tree.tables.pathShapes[index]
        let source = builder.pass.tree.shapeOutlines[index]
        let rect = CGRect(origin: .zero, size: item.size)
        var outline = source.outline(rect)
        var dropped = 0
        (outline.path, dropped) = outline.path.droppingNonFiniteElements()
        for position in outline.insetPaths.indices {
            let (path, count) = outline.insetPaths[position].droppingNonFiniteElements()
            outline.insetPaths[position] = path
            dropped += count
        }
        if dropped > 0 {
            builder.pass.report(node.id, .invalidValue, "the outline has \(dropped) element\(dropped == 1 ? "" : "s") with a non-finite point; dropped")
        }
        if source.mirrorsInRightToLeft && builder.pass.tree[node.id].direction == .rightToLeft {
            outline.path = outline.path.mirrored(in: rect)
            outline.insetPaths = outline.insetPaths.map { $0.mirrored(in: rect) }
        }
        builder.record(outline: outline)
        item.paint = builder.intern(PaintReference(shape: .path, shapePaint: leaf.paint, opacity: item.opacity, foreground: item.foreground))
    }
}
