import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// Records copied from an earlier layout (Design §0.4, "Records").
extension ResultBuilder {
    /// Records the subtree of `root` as `earlier` recorded its counterpart's, from `start`: the
    /// same sizes, proposals and guides, the frames moved with the root.
    ///
    /// A subtree whose records all inherit one safe-area region and none of which read where
    /// they are is copied column by column: what each kind recorded there (a paint, a text's
    /// layout, a stack's flags) depends only on the node's content and what it inherits, which
    /// the pairing and `recordsAlike` found the same, so only the indices into this result's
    /// interned paints and colours change. Any other subtree is recorded again node by node,
    /// each kind recording it in place.
    mutating func copyRecords(from start: Int, of earlier: EarlierLayout, for root: PendingNode) {
        let kept = earlier.layout
        let end = Int(kept.builder.subtreeEnds[start])
        let region = kept.builder.inherited[start].region
        if !earlier.readsPosition(below: start), kept.builder.inherited[start ..< end].allSatisfy({ $0.region == region }) {
            copyColumns(start ..< end, of: earlier, for: root)
        } else {
            recordAgain(start ..< end, of: earlier, for: root)
        }
    }

    /// Copies the records `range` of `earlier`'s build, whose first is `root`'s counterpart,
    /// one column at a time.
    private mutating func copyColumns(_ range: Range<Int>, of earlier: EarlierLayout, for root: PendingNode) {
        let kept = earlier.layout
        let start = range.lowerBound
        // An earlier record's index plus `offset` is its index here.
        let offset = Int32(treeNodes.count) - Int32(start)
        let dx = root.origin.x - kept.builder.frames[start].minX, dy = root.origin.y - kept.builder.frames[start].minY
        if copied.paints.isEmpty, copied.foregrounds.isEmpty {
            copied.paints = Array(filledWith: -2, count: kept.builder.paints.count)
            copied.foregrounds = Array(filledWith: -2, count: kept.builder.foregrounds.count)
        }
        // The subtree's records are contiguous, and so are their guides: the earlier build
        // recorded them while it walked the subtree, from the least start of its records to the
        // greatest end.
        var lower = Int32.max, upper = Int32.min
        for record in range {
            let span = kept.builder.guideSpans[record]
            lower = min(lower, span.start)
            upper = max(upper, span.start + span.count)
        }
        let guideBase = Int32(guides.count) - lower
        guides.append(contentsOf: kept.builder.guides[Int(lower) ..< Int(upper)])
        copied.records += range.count
        for record in range {
            let index = Int32(record) + offset
            let node = earlier.newNode(of: kept.builder.treeNodes[record])
            let was = kept.builder.inherited[record]
            let foreground = copiedForeground(was.foreground, of: kept.builder)
            inherited.append(InheritedState(opacity: was.opacity, foreground: foreground, region: root.region))
            let frame = kept.builder.frames[record].offsetBy(dx: dx, dy: dy)
            if let cell = copiedGridCell(node, record: record, of: kept.builder) { gridCells.append(index, cell) }
            let span = kept.builder.guideSpans[record]
            guideSpans.append(GuideSpan(start: span.start + guideBase, count: span.count))
            var paint = kept.builder.paintIndices[record]
            if paint >= 0, kept.builder.paints[Int(paint)].shapePaint >= 0 {
                // A shape's paint is an index into the tree's table: its kind records it again.
                var item = PendingNode(
                    node: node, origin: frame.origin, size: frame.size, proposal: kept.builder.proposals[record].proposal, parent: -1)
                item.opacity = was.opacity
                item.foreground = foreground
                pass.tree.kinds[Int(node)].dispatch(RecordOperation(), node, &self, &item)
                paint = item.paint
            } else if paint >= 0 {
                if copied.paints[Int(paint)] == -2 {
                    // A text's or an image's: the foreground it names is interned here.
                    var reference = kept.builder.paints[Int(paint)]
                    reference.foreground = copiedForeground(reference.foreground, of: kept.builder)
                    copied.paints[Int(paint)] = intern(reference)
                }
                paint = copied.paints[Int(paint)]
            }
            treeNodes.append(node)
            frames.append(frame)
            proposals.append(kept.builder.proposals[record])
            parents.append(record == start ? root.parent : kept.builder.parents[record] + offset)
            subtreeEnds.append(kept.builder.subtreeEnds[record] + offset)
            paintIndices.append(paint)
            flags.append(kept.builder.flags[record])
        }
        // The ids and coordinate spaces are the new tree's: pairing found them equal.
        ids.append(kept.builder.ids, nodes: range, movedBy: offset)
        texts.append(kept.builder.texts, nodes: range, movedBy: offset)
        outlines.append(kept.builder.outlines, nodes: range, movedBy: offset)
        for (record, space) in kept.builder.coordinateSpaceFrames where range.contains(Int(record)) {
            coordinateSpaceFrames[record + offset] = NamedSpaceFrame(names: space.names, frame: space.frame.offsetBy(dx: dx, dy: dy))
        }
    }

    /// The index here of `kept`'s foreground colour `index` (-1: none), interned on first use.
    private mutating func copiedForeground(_ index: Int32, of kept: ResultBuilder) -> Int32 {
        guard index >= 0 else { return index }
        if copied.foregrounds[Int(index)] == -2 { copied.foregrounds[Int(index)] = intern(foreground: kept.foregrounds[Int(index)]) }
        return copied.foregrounds[Int(index)]
    }

    /// The grid cell of `node`, copied from `kept`'s `record`: where this pass placed it if it laid
    /// its grid out again, else where `kept` recorded it.
    @inline(__always)  // out of line, the mutating copy handed it a copy of the builder's pass
    private func copiedGridCell(_ node: NodeID, record: Int, of kept: ResultBuilder) -> GridCellPosition? {
        pass.gridCells[node] ?? kept.gridCells[Int32(record)]
    }

    /// Records the records `range` of `earlier`'s build again, node by node, each placed where
    /// its counterpart was (moved with `root`) with what it inherits here.
    private mutating func recordAgain(_ range: Range<Int>, of earlier: EarlierLayout, for root: PendingNode) {
        let kept = earlier.layout
        let start = range.lowerBound
        let newStart = Int32(treeNodes.count)
        let dx = root.origin.x - kept.builder.frames[start].minX, dy = root.origin.y - kept.builder.frames[start].minY
        var placed: [PendingNode] = []
        placed.reserveCapacity(range.count)
        for record in range {
            let index = Int32(treeNodes.count)
            var item = root
            if record > start {
                let parentRecord = Int(kept.builder.parents[record]) - start
                let parent = placed[parentRecord]
                let frame = kept.builder.frames[record]
                item = PendingNode(
                    node: earlier.newNode(of: kept.builder.treeNodes[record]), origin: CGPoint(x: frame.minX + dx, y: frame.minY + dy), size: frame.size,
                    proposal: kept.builder.proposals[record].proposal, parent: newStart + Int32(parentRecord))
                item.opacity = parent.opacity
                item.foreground = parent.foreground
                let isFirstChild = record == start + parentRecord + 1
                item.region = isFirstChild && parent.firstChildRegion >= 0 ? parent.firstChildRegion : parent.region
            }
            beginRecord(&item, at: index)
            if let cell = copiedGridCell(item.node, record: record, of: kept.builder) { gridCells.append(index, cell) }
            let span = kept.builder.guideSpans[record]
            guideSpans.append(GuideSpan(start: Int32(guides.count), count: span.count))
            guides.append(contentsOf: kept.builder.guides[span.range])
            finishRecord(&item, pass.tree.nodes[Int(item.node)], subtreeEnd: newStart + kept.builder.subtreeEnds[record] - Int32(start))
            placed.append(item)
        }
    }
}

/// What a result build copying records from one earlier layout keeps between the subtrees it
/// copies (Design §0.4): the earlier layout's paints and foreground colours as interned here.
package struct CopiedIndices {
    /// Per earlier paint, its index here, or -2 before it is met.
    var paints: [Int32] = []
    /// Per earlier foreground colour, its index here, or -2 before it is met.
    var foregrounds: [Int32] = []
    /// How many records were copied column by column.
    package internal(set) var records = 0
}
