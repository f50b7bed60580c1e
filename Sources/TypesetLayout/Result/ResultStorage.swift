import Foundation
import TypesetText

/// A leaf's paint as stored: its shape paint in the tree's table, the opacity it inherits and
/// the foreground colour in force. Interned per result (`ResultStorage.paints`).
package struct PaintReference: Hashable, Sendable {
    package var shape: ShapeKind?
    package var shapePaint: Int32
    package var opacity: Double
    package var foreground: Int32
}

/// A proposal as a result stores it: NaN for an unspecified dimension (proposals are
/// sanitised, so a real NaN never occurs).
package struct StoredProposal: Sendable {
    package var width: Double
    package var height: Double

    package init(_ proposal: ProposedViewSize) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
    }

    package var proposal: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }
}

/// Per-node flags of a result.
package struct NodeFlags: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let rightToLeft = NodeFlags(rawValue: 1)
    package static let transparent = NodeFlags(rawValue: 2)
    package static let implicit = NodeFlags(rawValue: 4)
}

/// Values some nodes have, kept as two arrays sorted by node index (nodes are recorded in
/// pre-order, so appending keeps them sorted).
package struct SparseColumn<Value: Sendable>: Sendable {
    package private(set) var nodes: [Int32] = []
    package private(set) var values: [Value] = []

    package init() {}

    /// Makes room for `count` values.
    package mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    package mutating func append(_ node: Int32, _ value: Value) {
        nodes.append(node)
        values.append(value)
    }

    /// The value of `node`, if it has one.
    package subscript(node: Int32) -> Value? {
        let position = firstPosition(atLeast: node)
        return position < nodes.count && nodes[position] == node ? values[position] : nil
    }

    /// Appends the values `other` holds for the nodes in `range`, each at its node's index
    /// moved by `offset` (records copied from an earlier result, Design §0.4).
    package mutating func append(_ other: SparseColumn, nodes range: Range<Int>, movedBy offset: Int32) {
        guard !other.nodes.isEmpty else { return }
        var position = other.firstPosition(atLeast: Int32(range.lowerBound))
        while position < other.nodes.count, other.nodes[position] < Int32(range.upperBound) {
            append(other.nodes[position] + offset, other.values[position])
            position += 1
        }
    }

    /// The position of the first value whose node is `node` or later (a binary search).
    private func firstPosition(atLeast node: Int32) -> Int {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The frozen data of a layout result (Design §11): one array per field, indexed by the node's
/// position in pre-order (drawing order), plus the tree's kinds and data tables the nodes came
/// from. Immutable, safe to share between threads.
///
/// A node's children follow it: the first at `index + 1`, each next one at the previous one's
/// `subtreeEnds`, until the node's own `subtreeEnds`.
package final class ResultStorage: Sendable {
    package let size: CGSize
    // Per node, in pre-order.
    package let treeNodes: [Int32]
    package let frames: [CGRect]
    package let proposals: [StoredProposal]
    package let parents: [Int32]
    package let subtreeEnds: [Int32]
    /// Where the node's explicit guides are in `guides` (`guideSpans[i].range`).
    package let guideSpans: [GuideSpan]
    /// The node's paint, `paints[paintIndices[i]]`, or -1.
    package let paintIndices: [Int32]
    package let flags: [NodeFlags]
    // Shared and sparse.
    package let guides: [RecordedGuide]
    package let paints: [PaintReference]
    package let foregrounds: [Color]
    package let ids: SparseColumn<[any Hashable & Sendable]>
    package let gridCells: SparseColumn<GridCellPosition>
    package let texts: SparseColumn<TextMeasurement>
    package let outlines: SparseColumn<ShapeOutline>
    // What the nodes are.
    package let kinds: [NodeKind]
    package let tables: NodeTables
    package let keys: [AlignmentKey]
    package let diagnostics: [Diagnostic]
    package let header: String

    package init(_ builder: borrowing ResultBuilder, size: CGSize, diagnostics: [Diagnostic], header: String) {
        self.size = size
        treeNodes = builder.treeNodes
        frames = builder.frames
        proposals = builder.proposals
        parents = builder.parents
        subtreeEnds = builder.subtreeEnds
        guideSpans = builder.guideSpans
        paintIndices = builder.paintIndices
        flags = builder.flags
        guides = builder.guides
        paints = builder.paints
        foregrounds = builder.foregrounds
        ids = builder.ids
        gridCells = builder.gridCells
        texts = builder.texts
        outlines = builder.outlines
        kinds = builder.pass.tree.kinds
        tables = builder.pass.tree.tables
        keys = builder.pass.tree.keys
        self.diagnostics = diagnostics
        self.header = header
    }

    /// The number of nodes.
    package var count: Int { treeNodes.count }

    /// What node `index` is.
    package func kind(_ index: Int) -> ViewKind {
        var context = KindContext(tables: tables)
        let node = treeNodes[index]
        return kinds[Int(node)].dispatch(ViewKindOperation<KindContext>(), node, &context)
    }

    /// The paint `reference` stands for.
    package func paint(_ reference: PaintReference) -> Paint {
        Paint(
            shape: reference.shape, shapePaint: reference.shapePaint < 0 ? ShapePaint() : tables.shapePaints[Int(reference.shapePaint)],
            opacity: reference.opacity, foreground: reference.foreground < 0 ? nil : foregrounds[Int(reference.foreground)])
    }

    /// A result's tables as an operation's context.
    private struct KindContext: NodeContext {
        let tables: NodeTables
    }
}
