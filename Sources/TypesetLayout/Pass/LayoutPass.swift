import Foundation
import TypesetText

/// Everything one layout computes: the per-pass tables, indexed by node, by a container's memo
/// slot or by a text's table index; sparse ones as dictionaries (Design §0.3).
///
/// The algorithms are free functions and kinds' static functions that take the pass `inout`;
/// nothing here is shared between threads or guarded by a lock. User code (a guide closure, a
/// custom `Layout`) sees the pass through a `PassBox` for the length of its call.
package struct LayoutPass: NodeContext {
    package var tree: LayoutTree
    /// The engine's services: the text seam and the caches kept between layouts.
    package let services: LayoutServices
    package var diagnostics = DiagnosticLog()
    /// The one box this pass is lent to user code through, so that dimensions and proxies a
    /// layout keeps in its cache stay usable in its later calls of the same pass.
    package let box = PassBox()

    // Sizes per proposal of memoised nodes (by memo slot).
    package var sizes: SizeMemos
    // Sizes per exact proposal of the other nodes with children, modifiers mostly (by node):
    // a chain of modifiers asked again, for a guide or a probe, answers without walking down.
    package var plainSizes: EntryChains<PlainSize>
    // Text measurements by proposal, per text (by the text's table index): the keys chained per
    // text, each at the index of its measurement in `textMeasurements`.
    package var textMeasurements: [TextMeasurement] = []
    package var textMemos: EntryChains<ProposalKey>
    // Text widths proposed 0 with no height (by the text's table index).
    package var textMinimumWidths: [CGFloat?]
    // Spacing per node, interned: `spacingTable[spacingIndex[node]]`; -1 until computed.
    package var spacingIndex: [Int32]
    package var spacingTable = LayoutPass.initialSpacings
    package var spacingLookup = LayoutPass.initialSpacingIndices
    // Explicit guide values of nodes whose kinds memoise them (by node).
    package var guideMemos: GuideMemos
    // Stack arrangements, the last proposals' (by memo slot).
    package var stackMemos: StackMemos
    // Custom layouts' caches.
    package var layoutCaches: [NodeID: Any] = [:]
    // A GeometryReader's content per size.
    package var geometryContent: [GeometryKey: [NodeID]] = [:]
    // Where the result build placed each GeometryReader (its content is built for it).
    package var geometryPlacements: [NodeID: GeometryPlacement] = [:]
    // Grid cells: where each cell of a Grid sits.
    package var gridCells = NodeValues<GridCellPosition>()
    // Whether memoised nodes hug an axis exactly, from an unspecified length on it (by memo
    // slot; Design §1.1).
    package var hugChecks: EntryChains<HugCheck>
    /// Whether the hugging rule answers for memoised nodes (Design §1.1). The rule only saves
    /// work: without it every proposal is answered by its kind's algorithm, as the core's tests
    /// do to check that both give the same layout.
    package var appliesHuggingRule = true
    // How many of the tree's resolve-time diagnostics are in `diagnostics` already.
    private var forwardedTreeDiagnostics = 0
    // How many entries `diagnostics` held once the tree's were forwarded.
    private var diagnosticsFromTree = 0
    /// An earlier layout on the same engine whose answers stand for the nodes whose content it
    /// shares (Design §0.4).
    package private(set) var earlier: EarlierLayout?

    package struct GeometryKey: Hashable {
        var node: NodeID
        var width: UInt, height: UInt
        /// The reader's origin in the result once placed (NaN's bits before).
        var x: UInt = CGFloat.nan.bitPattern, y: UInt = CGFloat.nan.bitPattern

        package func hash(into hasher: inout Hasher) {
            var fold = HashFold()
            fold.add(UInt64(UInt32(bitPattern: node)))
            fold.add(UInt64(width))
            fold.add(UInt64(height))
            fold.add(UInt64(x))
            fold.add(UInt64(y))
            hasher.combine(fold.value)
        }
    }

    package init(tree: LayoutTree, services: LayoutServices, earlier: EarlierLayout? = nil) {
        self.services = services
        self.earlier = earlier
        sizes = SizeMemos(count: tree.memoSlotCount)
        // Room reserved, not written: the pages a pass never fills are never touched.
        plainSizes = EntryChains(owners: tree.count, capacity: tree.count / 2)
        // Room for two arrangements per memoised container (the ideal one, and the one for the
        // proposal it stands for, Design §1.1) and one measurement per text: growing copies them all.
        stackMemos = StackMemos(slots: tree.memoSlotCount, capacity: 2 * (tree.memoSlotCount - tree.tables.texts.count))
        hugChecks = EntryChains(owners: tree.memoSlotCount)
        textMemos = EntryChains(owners: tree.tables.texts.count, capacity: tree.tables.texts.count)
        textMeasurements.reserveCapacity(tree.tables.texts.count)
        textMinimumWidths = Array(filledWith: nil, count: tree.tables.texts.count)
        spacingIndex = Array(filledWith: -1, count: tree.count)
        // Room for two values per node that has guides, up to a screen's: a memo grown from
        // empty was copied at each doubling.
        guideMemos = GuideMemos(count: tree.count, capacity: min(2 * tree.nodesWithExplicitGuides, Self.guideMemoRoom))
        for entry in tree.diagnostics { diagnostics.report(entry.node, entry.kind, entry.message, details: entry.details) }
        forwardedTreeDiagnostics = tree.diagnostics.count
        diagnosticsFromTree = diagnostics.count
        // Last: the tree is moved in, not copied (read above, it was copied in and released).
        self.tree = tree
    }

    /// The nodes at which laying out (not resolving) met bad input.
    package var nodesMetBadInput: [NodeID] { diagnostics.nodes(from: diagnosticsFromTree) }

    /// Drops the earlier layout this pass drew on.
    package mutating func forgetEarlier() { earlier = nil }

    /// The most values the explicit guide memo starts with room for (about 15 KB).
    private static let guideMemoRoom = 256

    private static let initialSpacings: [ViewSpacing] = [ViewSpacing(), .zero, .none]
    private static let initialSpacingIndices: [ViewSpacing: Int32] = [ViewSpacing(): 0, .zero: 1, .none: 2]

    /// The pass's data tables, read in place (the dispatcher reads payloads from them).
    package var tables: NodeTables {
        _read { yield tree.tables }
    }

    /// Records bad input met at `node`.
    package mutating func report(_ node: NodeID, _ kind: Diagnostic.Kind, _ message: String) {
        diagnostics.report(node, kind, message)
    }

    /// Grows the per-node tables after nodes were appended during the pass (GeometryReader).
    package mutating func syncWithTree() {
        // Views resolved during layout (a GeometryReader's content) report what they met.
        let clean = diagnostics.count == diagnosticsFromTree
        for entry in tree.diagnostics.dropFirst(forwardedTreeDiagnostics) { diagnostics.report(entry.node, entry.kind, entry.message, details: entry.details) }
        forwardedTreeDiagnostics = tree.diagnostics.count
        if clean { diagnosticsFromTree = diagnostics.count }
        if sizes.count < tree.memoSlotCount {
            sizes.grow(to: tree.memoSlotCount)
            stackMemos.grow(toSlots: tree.memoSlotCount)
            hugChecks.grow(toOwners: tree.memoSlotCount)
        }
        if spacingIndex.count < tree.count {
            spacingIndex.append(contentsOf: repeatElement(-1, count: tree.count - spacingIndex.count))
            guideMemos.grow(to: tree.count)
            plainSizes.grow(toOwners: tree.count)
        }
        if textMemos.owners < tree.tables.texts.count {
            textMemos.grow(toOwners: tree.tables.texts.count)
            textMinimumWidths.append(contentsOf: repeatElement(nil, count: tree.tables.texts.count - textMinimumWidths.count))
        }
    }

    /// Keeps `measurement` of text `index` for `key`; its slot in `textMeasurements`.
    package mutating func keep(_ measurement: consuming TextMeasurement, ofText index: Int, for key: ProposalKey) -> Int {
        textMeasurements.append(measurement)
        return textMemos.append(key, to: index)
    }

    /// Interns `spacing` and returns its index in `spacingTable`.
    package mutating func intern(_ spacing: ViewSpacing) -> Int32 {
        // Neighbours often share their preferences: the latest few are compared before hashing.
        for index in spacingTable.indices.suffix(4).reversed() where spacingTable[index] == spacing { return Int32(index) }
        if let index = spacingLookup[spacing] { return index }
        let index = Int32(spacingTable.count)
        spacingTable.append(spacing)
        spacingLookup[spacing] = index
        return index
    }
}

/// What every layout on one engine can reach: the text seam.
package final class LayoutServices: Sendable {
    /// Measures Text (Design §8).
    package let textMeasurer: any TextMeasuring

    package init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    /// Measures `leaf` for `proposal` with ``textMeasurer``, borrowed in place (read through
    /// the services' own method, the measurer is not copied out for the call).
    func measure(_ leaf: TextLeaf, _ proposal: ProposedViewSize) -> TextMeasurement {
        textMeasurer.measure(leaf.text, proposal: proposal, style: leaf.style, displayScale: leaf.displayScale)
    }

    /// The width of `leaf` proposed width 0, when ``textMeasurer`` can tell without a layout.
    func minimumWidth(_ leaf: TextLeaf) -> CGFloat? {
        textMeasurer.minimumWidth(leaf.text, style: leaf.style, displayScale: leaf.displayScale)
    }

    /// The same width read from `measurement`, when ``textMeasurer`` can tell.
    func minimumWidth(of measurement: TextMeasurement, displayScale: CGFloat) -> CGFloat? {
        textMeasurer.minimumWidth(of: measurement, displayScale: displayScale)
    }

}

/// A Grid cell's row, column and span, for the result.
public struct GridCellPosition: Hashable, Sendable {
    /// The cell's row, from 0.
    public var row: Int
    /// The cell's first column, from 0.
    public var column: Int
    /// How many columns the cell spans.
    public var columnSpan: Int

    /// A cell at `row`, `column`, spanning `columnSpan` columns.
    public init(row: Int, column: Int, columnSpan: Int) {
        self.row = row
        self.column = column
        self.columnSpan = columnSpan
    }
}
