import Foundation
import TypesetText

/// A node waiting to be recorded: where it goes and what it inherits from its ancestors.
package struct PendingNode {
    package var node: NodeID
    package var origin: CGPoint
    package var size: CGSize
    package var proposal: ProposedViewSize
    package var parent: Int32
    /// The product of the opacities above.
    package var opacity: Double = 1
    /// The foreground colour in force: `ResultBuilder.foregrounds[foreground]`, or -1 for none.
    package var foreground: Int32 = -1
    /// The safe-area region the node is in: `ResultBuilder.regions[region]`, or -1 outside a screen.
    package var region: Int32 = -1
    /// A region for the first child only (a `safeAreaInset`'s content), or -1.
    package var firstChildRegion: Int32 = -1
    /// The node's paint, set by its kind: `ResultBuilder.paints[paint]`, or -1.
    package var paint: Int32 = -1
    package var flags = NodeFlags()
    /// Whether the node's kind recorded it from where it is in root coordinates against
    /// something placed outside it, or from the safe-area region it inherits (a safe area, a
    /// matched-geometry source): its records do not move with it (Design §0.4).
    package var readsPosition = false
}

/// Places every node and freezes the placed tree into a result's columns (Design §0.3, §11):
/// one top-down walk with an explicit stack (no recursion per level). Each node's kind
/// records what the result keeps of it; children are placed by the kind, mirrored right to left
/// (Design §10), and inherit opacity, foreground and safe-area region.
package struct ResultBuilder: NodeContext {
    package var pass: LayoutPass
    var treeNodes: [Int32] = []
    var frames: [CGRect] = []
    var proposals: [StoredProposal] = []
    var parents: [Int32] = []
    var subtreeEnds: [Int32] = []
    /// Where each record's explicit guides are in `guides`.
    var guideSpans: [GuideSpan] = []
    var paintIndices: [Int32] = []
    var flags: [NodeFlags] = []
    var guides: [RecordedGuide] = []
    /// The guides waiting for their records' children while the tree is walked.
    var guideRecording = GuideRecording()
    var ids = SparseColumn<[any Hashable & Sendable]>()
    var gridCells = SparseColumn<GridCellPosition>()
    /// Each Text's measurement at the proposal it was placed with: its layout behind the
    /// measurement's one reference, shared with the pass (a layout copied out would retain
    /// each of its arrays, and be released again, per Text).
    var texts = SparseColumn<TextMeasurement>()
    /// The frames of the coordinate spaces recorded so far, by record index.
    var coordinateSpaceFrames: [Int32: NamedSpaceFrame] = [:]
    var outlines = SparseColumn<ShapeOutline>()
    /// What each record inherited from its ancestors, for later layouts that copy it (Design §0.4).
    var inherited: [InheritedState] = []
    /// The records whose kinds read where they are (`PendingNode.readsPosition`).
    var readsPosition: [Int32] = []
    /// Paints, interned.
    private var paintTable = InternTable<PaintReference>()
    /// Foreground colours, interned.
    private var foregroundTable = InternTable<Color>()
    /// The safe-area regions met on the way down (screens, safe-area padding and insets).
    package private(set) var regions: [SafeAreaRegion] = []
    /// The matched-geometry views met, and whether this build moves their followers.
    package var matched = MatchedGeometryRecord()
    /// What copying records from an earlier layout has interned so far (Design §0.4).
    package internal(set) var copied = CopiedIndices()

    package var tables: NodeTables {
        _read { yield pass.tree.tables }
    }

    package init(pass: consuming LayoutPass) {
        self.pass = pass
        let capacity = self.pass.tree.count
        treeNodes.reserveCapacity(capacity)
        frames.reserveCapacity(capacity)
        proposals.reserveCapacity(capacity)
        parents.reserveCapacity(capacity)
        subtreeEnds.reserveCapacity(capacity)
        guideSpans.reserveCapacity(capacity)
        paintIndices.reserveCapacity(capacity)
        flags.reserveCapacity(capacity)
        inherited.reserveCapacity(capacity)
        texts.reserveCapacity(self.pass.tree.tables.texts.count)
        guides.reserveCapacity(2 * self.pass.tree.nodesWithExplicitGuides)
    }

    /// The result's paints, each once.
    package var paints: [PaintReference] { paintTable.values }

    /// The result's foreground colours, each once.
    package var foregrounds: [Color] { foregroundTable.values }

    /// The index of `paint` among the result's paints.
    package mutating func intern(_ paint: PaintReference) -> Int32 { paintTable.intern(paint) }

    /// The index of `color` among the result's foreground colours.
    package mutating func intern(foreground color: Color) -> Int32 { foregroundTable.intern(color) }

    /// Adds a safe-area region and returns its index.
    package mutating func add(_ region: SafeAreaRegion) -> Int32 {
        regions.append(region)
        return Int32(regions.count - 1)
    }

    /// Records the measurement, with its layout, of the Text being recorded.
    package mutating func record(text measurement: TextMeasurement) {
        texts.append(Int32(treeNodes.count), measurement)
    }

    /// Records the outlines of the path shape being recorded.
    package mutating func record(outline: ShapeOutline) {
        outlines.append(Int32(treeNodes.count), outline)
    }

    /// The room the build's working lists start with.
    private static let workingRoom = 32

    /// Places and records the tree under `root`, which chose `size` for `proposal`.
    package mutating func build(root: NodeID, size: CGSize, proposal: ProposedViewSize) {
        var stack = [PendingNode(node: root, origin: .zero, size: size, proposal: proposal, parent: -1)]
        // Room for every node at once (a flat row pushes them all), so the stack never grows by
        // copying; pages it never reaches are never touched.
        stack.reserveCapacity(pass.tree.count)
        // The working lists start with room for a screen's (a node's children; the open
        // ancestors, as deep as the tree): grown from one, each was copied at every doubling.
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(Self.workingRoom)
        var open: [Int32] = []  // records whose subtree end is not known yet
        open.reserveCapacity(Self.workingRoom)
        if pass.tree.nodesWithExplicitGuides > 0 { guideRecording.reserveCapacity(Self.workingRoom) }
        let earlier = pass.earlier  // read once: the build never changes it
        while var item = stack.popLast() {
            if !item.size.width.isFinite || !item.size.height.isFinite { item.size = finiteSize(item) }
            let index = Int32(treeNodes.count)
            // `open` is the chain of ancestors with children (pre-order): every record above
            // this one's parent is complete.
            while let last = open.last, last != item.parent {
                subtreeEnds[Int(last)] = index
                open.removeLast()
                if !guideRecording.waiting.isEmpty { completeGuides(of: last) }
            }
            // Placed where an earlier layout placed the same content (Design §0.4)?
            if let earlier, !matched.placesFollowers, let record = earlier.record(of: item.node),
               Self.recordsAlike(item, earlier, record, foregrounds: foregroundTable.values, regions: regions) {
                copyRecords(from: record, of: earlier, for: item)
                continue
            }
            let node = pass.tree.nodes[Int(item.node)]
            beginRecord(&item, at: index)
            // Emptied from the end: `removeAll(keepingCapacity:)` goes through a general range
            // replacement (about 75 instructions for a node's one or two placements).
            while !placements.isEmpty { placements.removeLast() }
            placeChildren(item.node, size: item.size, proposal: item.proposal, &pass, into: &placements)

            if !pass.gridCells.isEmpty, let cell = pass.gridCells[item.node] { gridCells.append(index, cell) }
            guideSpans.append(GuideSpan(start: Int32(guides.count), count: 0))
            if !node.traits.explicitKeys.isEmpty { recordGuides(item, node, at: index, placements: placements) }
            finishRecord(&item, node, subtreeEnd: index + 1)
            if !placements.isEmpty { open.append(index) }

            for position in placements.indices.reversed() {
                let placement = placements[position]
                var offset = mirroredOrigin(
                    placement.origin, childWidth: placement.size.width, parentWidth: item.size.width, direction: node.direction)
                if !offset.x.isFinite || !offset.y.isFinite { offset = finiteOffset(offset, of: placement.child, in: item.node) }
                var child = PendingNode(
                    node: placement.child, origin: CGPoint(x: item.origin.x + offset.x, y: item.origin.y + offset.y),
                    size: placement.size, proposal: placement.proposal, parent: index)
                child.opacity = item.opacity
                child.foreground = item.foreground
                child.region = position == 0 && item.firstChildRegion >= 0 ? item.firstChildRegion : item.region
                stack.append(child)
            }
        }
        let end = Int32(treeNodes.count)
        for index in open.reversed() {
            subtreeEnds[Int(index)] = end
            completeGuides(of: index)
        }
    }

    /// Records what the node's kind keeps of `item` (its paint, its text; what its descendants
    /// inherit), with its coordinate spaces and ids.
    mutating func beginRecord(_ item: inout PendingNode, at index: Int32) {
        inherited.append(InheritedState(opacity: item.opacity, foreground: item.foreground, region: item.region))
        pass.tree.kinds[Int(item.node)].dispatch(RecordOperation(), item.node, &self, &item)
        if item.readsPosition { readsPosition.append(index) }
        // Looked up only for the nodes that have them (a hashed lookup per record otherwise).
        if !pass.tree.coordinateSpaces.isEmpty, pass.tree.nodes[Int(item.node)].namesSpaces,
           let names = pass.tree.coordinateSpaces[item.node] {
            coordinateSpaceFrames[index] = NamedSpaceFrame(names: names, frame: CGRect(origin: item.origin, size: item.size))
        }
        if !pass.tree.ids.isEmpty, pass.tree.nodes[Int(item.node)].hasIDs, let nodeIDs = pass.tree.ids[item.node] {
            ids.append(index, nodeIDs)
        }
    }

    /// Appends the record of `item` (guides and grid cell already recorded) to the columns.
    mutating func finishRecord(_ item: inout PendingNode, _ node: TreeNode, subtreeEnd: Int32) {
        if node.direction == .rightToLeft { item.flags.insert(.rightToLeft) }
        if node.isTransparent { item.flags.insert(.transparent) }
        treeNodes.append(item.node)
        frames.append(CGRect(origin: item.origin, size: item.size))
        proposals.append(StoredProposal(item.proposal))
        parents.append(item.parent)
        subtreeEnds.append(subtreeEnd)
        paintIndices.append(item.paint)
        flags.append(item.flags)
    }

    /// Whether `item` is placed as `earlier` placed its counterpart's `record`: the same size
    /// and proposal, the same opacity and foreground inherited and, when a record below reads
    /// where it is or its safe-area region, the same origin and region, so that the records of
    /// its subtree are the earlier ones, moved with it (Design §0.4).
    /// Static, handed what it reads of this build (`foregrounds`, `regions`): a method, called
    /// from the mutating walk, was handed a copy of the builder's pass each time.
    private static func recordsAlike(
        _ item: PendingNode, _ earlier: EarlierLayout, _ record: Int, foregrounds: [Color], regions: [SafeAreaRegion]
    ) -> Bool {
        let kept = earlier.layout
        let was = kept.builder.inherited[record]
        guard kept.builder.frames[record].size == item.size, kept.builder.proposals[record].proposal == item.proposal, was.opacity == item.opacity,
              (was.foreground < 0 ? nil : kept.builder.foregrounds[Int(was.foreground)]) == (item.foreground < 0 ? nil : foregrounds[Int(item.foreground)])
        else { return false }
        if earlier.readsPosition(below: record) {
            let region = item.region < 0 ? nil : regions[Int(item.region)], keptRegion = was.region < 0 ? nil : kept.builder.regions[Int(was.region)]
            guard kept.builder.frames[record].origin == item.origin, region?.full == keptRegion?.full, region?.safe == keptRegion?.safe
            else { return false }
        }
        return kept.builder.treeNodes[record ..< Int(kept.builder.subtreeEnds[record])].allSatisfy { earlier.newNode(of: $0) >= 0 }
    }

    /// `offset` with each non-finite coordinate 0, reported: infinite sizes (a greedy view
    /// offered ∞) make centring arithmetic NaN, and a frame is never NaN. Out of line: the
    /// tree it names the child from is read only here (inlined, reading it cost a copy of the
    /// tree per record).
    @inline(never)
    private mutating func finiteOffset(_ offset: CGPoint, of child: NodeID, in parent: NodeID) -> CGPoint {
        var offset = offset
        for axis in Axis.allCases where !offset[axis].isFinite {
            let name = pass.tree.name(of: child)
            pass.report(parent, .invalidValue, "placed \(name) at a non-finite \(axis) position; used 0")
            offset[axis] = 0
        }
        return offset
    }

    /// A placed size with no infinite length. A view offered ∞ may answer ∞ (the answer to a
    /// probe for its maximum, Design §1), but a frame in the result is finite: an infinite axis
    /// takes the view's ideal length (its answer with that axis unspecified), or 0 when that is
    /// not finite either; reported.
    private mutating func finiteSize(_ item: PendingNode) -> CGSize {
        var proposal = item.proposal
        for axis in Axis.allCases where !item.size[axis].isFinite { proposal[axis] = nil }
        let ideal = sizeThatFits(item.node, proposal, &pass)
        var size = item.size
        for axis in Axis.allCases where !size[axis].isFinite {
            size[axis] = ideal[axis].isFinite ? ideal[axis] : 0
            pass.report(item.node, .invalidSize, "\(axis) size is infinite; used \(LayoutNumber.format(size[axis]))")
        }
        return size
    }
}

/// What a record inherited from its ancestors: the product of their opacities, the foreground
/// colour in force (`ResultBuilder.foregrounds`, or -1) and the safe-area region (`regions`, or -1).
package struct InheritedState {
    var opacity: Double
    var foreground: Int32
    var region: Int32
}

/// Asks a node's kind what the result keeps of it.
struct RecordOperation: NodeOperation {
    typealias Result = Void
    typealias Context = ResultBuilder
    typealias Output = PendingNode
    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ builder: inout ResultBuilder, _ item: inout PendingNode) {
        K.record(node, &item, &builder)
    }
}
