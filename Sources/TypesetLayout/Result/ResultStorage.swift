import Foundation

/// One placed node, as stored in a result.
package struct NodeRecord: Sendable {
    /// The node's kind: `ResultStorage.kinds[kind]` (equal kinds are stored once).
    package var kind: Int32
    /// The node's paint, `ResultStorage.paints[paint]`, or -1 (equal paints are stored once).
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
    package let paints: [Paint]
    package let gridCells: [Int32: GridCellPosition]
    package let contents: [Int32: any Sendable]
    package let labels: [Int32: String]
    package let keys: [AlignmentKey]
    package let diagnostics: [Diagnostic]
    package let header: String

    package init(
        size: CGSize, records: [NodeRecord], childIndices: [Int32], guides: [GuideValue], ids: [Int32: [any Hashable & Sendable]],
        kinds: [ViewKind], paints: [Paint], gridCells: [Int32: GridCellPosition], contents: [Int32: any Sendable], labels: [Int32: String],
        keys: [AlignmentKey], diagnostics: [Diagnostic], header: String
    ) {
        self.size = size
        self.records = records
        self.childIndices = childIndices
        self.guides = guides
        self.ids = ids
        self.kinds = kinds
        self.paints = paints
        self.gridCells = gridCells
        self.contents = contents
        self.labels = labels
        self.keys = keys
        self.diagnostics = diagnostics
        self.header = header
    }
}
