import Foundation

/// Where a node's kind is stored: frames and shapes (the many) refer to the tables they were
/// declared in, every other kind is listed once per node.
package enum KindReference: Sendable {
    case listed(Int32)
    case fixedFrame(Int32)
    case flexibleFrame(Int32)
    case shape(ShapeKind)
}

/// A leaf's paint as stored: its shape paint in the tree's table, the opacity it inherits and
/// the foreground colour in force.
package struct PaintReference: Sendable {
    package var shape: ShapeKind?
    package var shapePaint: Int32
    package var opacity: Double
    package var foreground: Int32
}

/// One placed node, as stored in a result.
package struct NodeRecord: Sendable {
    package var kind: KindReference
    /// The node's paint, `ResultStorage.paints[paint]`, or -1.
    package var paint: Int32
    package var frame: CGRect
    package var proposal: ProposedViewSize
    package var layoutDirection: LayoutDirection
    package var parent: Int32
    /// The node's children are `childIndices[firstChild ..< firstChild + childCount]`.
    package var firstChild: Int32
    package var childCount: Int32
    /// The node's subtree is `records[index ..< subtreeEnd]` (records are in pre-order).
    package var subtreeEnd: Int32
    /// The node's explicit guides are `guides[firstGuide ..< firstGuide + guideCount]`.
    package var firstGuide: Int32
    package var guideCount: Int32
    package var isTransparent: Bool
    package var isImplicit: Bool
}

/// The frozen data of a layout result: flat, typed, immutable, safe to share between threads.
package final class ResultStorage: Sendable {
    package let size: CGSize
    package let records: [NodeRecord]
    package let childIndices: [Int32]
    package let guides: [GuideValue]
    package let ids: [Int32: [any Hashable & Sendable]]
    package let kinds: [ViewKind]
    package let fixedFrames: [FixedFrame]
    package let flexibleFrames: [FlexibleFrame]
    package let shapePaints: [ShapePaint]
    package let paints: [PaintReference]
    package let foregrounds: [Color]
    package let gridCells: [Int32: GridCellPosition]
    package let contents: [Int32: any Sendable]
    package let labels: [Int32: String]
    package let keys: [AlignmentKey]
    package let diagnostics: [Diagnostic]
    package let header: String

    package init(
        size: CGSize, records: [NodeRecord], childIndices: [Int32], guides: [GuideValue], ids: [Int32: [any Hashable & Sendable]],
        kinds: [ViewKind], tree: LayoutTree, paints: [PaintReference], foregrounds: [Color], gridCells: [Int32: GridCellPosition], contents: [Int32: any Sendable], labels: [Int32: String],
        keys: [AlignmentKey], diagnostics: [Diagnostic], header: String
    ) {
        self.size = size
        self.records = records
        self.childIndices = childIndices
        self.guides = guides
        self.ids = ids
        self.kinds = kinds
        self.fixedFrames = tree.fixedFrames
        self.flexibleFrames = tree.flexibleFrames
        self.shapePaints = tree.shapePaints
        self.paints = paints
        self.foregrounds = foregrounds
        self.gridCells = gridCells
        self.contents = contents
        self.labels = labels
        self.keys = keys
        self.diagnostics = diagnostics
        self.header = header
    }
}

extension ResultStorage {
    /// The kind `reference` stands for.
    package func kind(_ reference: KindReference) -> ViewKind {
        switch reference {
        case .listed(let index): kinds[Int(index)]
        case .fixedFrame(let index): fixedFrames[Int(index)].viewKind
        case .flexibleFrame(let index): flexibleFrames[Int(index)].viewKind
        case .shape(let shape): .shape(shape)
        }
    }

    /// The paint `reference` stands for.
    package func paint(_ reference: PaintReference) -> Paint {
        Paint(
            shape: reference.shape, shapePaint: reference.shapePaint < 0 ? ShapePaint() : shapePaints[Int(reference.shapePaint)],
            opacity: reference.opacity, foreground: reference.foreground < 0 ? nil : foregrounds[Int(reference.foreground)])
    }
}
