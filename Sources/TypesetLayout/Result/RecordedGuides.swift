import Foundation

/// One explicit guide value as a result stores it: the guide by its index among the tree's
/// guides (`LayoutTree.keys`, kept with the result), and its value. Sixteen bytes where a
/// ``GuideValue`` takes forty-eight: a result holds one per guide of every node that has any
/// (two per Text), and the builder compares them by index as it folds a container's.
package struct RecordedGuide: Equatable, Sendable {
    package var keyIndex: Int32
    package var value: CGFloat

    package init(_ keyIndex: Int, _ value: CGFloat) {
        self.keyIndex = Int32(keyIndex)
        self.value = value
    }
}

/// Where a record's explicit guides are in the result's guides: `count` of them from `start`.
/// Guides are appended as they are recorded (a container's that wait for its children's after
/// theirs), so each record says where its own are rather than reading up to the next record's.
package struct GuideSpan {
    package var start: Int32
    package var count: Int32

    /// The positions of the guides in the result's guides.
    @inline(__always)
    package var range: Range<Int> { Int(start) ..< Int(start + count) }
}

/// What the result builder keeps while it records explicit guides (Design §3, "Recorded
/// once"): a container's guides follow from its children's, which are recorded after it, so
/// they wait until its subtree is complete and are then folded from the children's records
/// rather than asked again down the tree.
struct GuideRecording {
    /// A record whose guides wait for its children's (its node, size and proposal are in the
    /// record's columns).
    struct Waiting {
        var record: Int32
        var derivation: GuideDerivation
        /// Where its children's placements start in `placements`.
        var firstPlacement: Int
    }

    /// The waiting records, innermost last (the walk completes subtrees innermost first).
    var waiting: [Waiting] = []
    /// The waiting records' children as they were placed (origins before mirroring), in order.
    var placements: [ChildPlacement] = []

    /// Makes room for `count` waiting records and their children.
    mutating func reserveCapacity(_ count: Int) {
        waiting.reserveCapacity(count)
        placements.reserveCapacity(2 * count)
    }
}

extension ResultBuilder {
    /// Records the explicit guides of `item` (record `index`, a node with explicit keys, whose
    /// empty span the caller appended), whose kind placed its children at `placements`: now when
    /// its kind must be asked or it has no children, else when its subtree is complete
    /// (`completeGuides(of:)`).
    mutating func recordGuides(_ item: PendingNode, _ node: TreeNode, at index: Int32, placements: [ChildPlacement]) {
        let keys = node.traits.explicitKeys
        let derivation = node.isTransparent ? .primaryChild : pass.tree.kinds[Int(item.node)].dispatch(GuideDerivationOperation(), item.node, &pass)
        if derivation != .asked, !placements.isEmpty {
            guideRecording.waiting.append(GuideRecording.Waiting(
                record: index, derivation: derivation, firstPlacement: guideRecording.placements.count))
            // One by one: a node's few placements cost less so than through the general
            // `append(contentsOf:)` (about 250 instructions for a stack's three).
            for placement in placements { guideRecording.placements.append(placement) }
            return
        }
        askGuides(item.node, keys, size: item.size, proposal: item.proposal)
        guideSpans[Int(index)].count = Int32(guides.count) - guideSpans[Int(index)].start
    }

    /// Records `record`'s guides if they wait for its children, now that its subtree is
    /// complete: each guide folded from the values recorded for its children, placed where
    /// its kind placed them (Design §3).
    mutating func completeGuides(of record: Int32) {
        guard let waiting = guideRecording.waiting.last, waiting.record == record else { return }
        guideRecording.waiting.removeLast()
        // Read by index, not through a slice: a slice alive across the removal would copy the list.
        let placed = waiting.firstPlacement ..< guideRecording.placements.count
        // Its children are the last placements (the innermost record completes first): a few
        // are taken off the end one by one (a range removal goes through a general replacement,
        // about 65 instructions, which only a long list repays).
        defer {
            if placed.count > 3 {
                guideRecording.placements.removeSubrange(placed)
            } else {
                for _ in placed { guideRecording.placements.removeLast() }
            }
        }
        let start = Int32(guides.count)
        guideSpans[Int(record)].start = start
        let node = treeNodes[Int(record)], size = frames[Int(record)].size, proposal = proposals[Int(record)].proposal
        // Its children's records follow it in placement order (the first at `record + 1`,
        // each next one where the last one's subtree ends). Each child its guides are folded
        // from must have kept its placed size (a non-finite one is replaced when recorded):
        // else the kind is asked.
        let first = record + 1
        var recordedAsPlaced = true
        var child = first
        let keys = pass.tree.nodes[Int(node)].traits.explicitKeys
        switch waiting.derivation {
        case .asked:
            break
        case .merged:
            for position in placed {
                if frames[Int(child)].size != guideRecording.placements[position].size { recordedAsPlaced = false }
                child = subtreeEnds[Int(child)]
            }
        case .firstChildPlaced:
            recordedAsPlaced = frames[Int(first)].size == guideRecording.placements[placed.lowerBound].size
        case .primaryChild:
            // The primary child's record (a background is drawn, so placed, before it), asked
            // at the node's own size and proposal.
            let primaryID = pass.tree.onlyChild(node)
            var position = placed.lowerBound
            while position < placed.upperBound - 1, guideRecording.placements[position].child != primaryID {
                child = subtreeEnds[Int(child)]
                position += 1
            }
            recordedAsPlaced = frames[Int(child)].size == guideRecording.placements[position].size
                && frames[Int(child)].size == size && proposals[Int(child)].proposal == proposal
        }
        let primary = child
        guard recordedAsPlaced else {
            askGuides(node, keys, size: size, proposal: proposal)
            guideSpans[Int(record)].count = Int32(guides.count) - start
            return
        }
        for keyIndex in keys.indices(below: pass.tree.keys.count) {
            let key = pass.tree.keys[keyIndex]
            let axis = key.axis
            var value: CGFloat?
            switch waiting.derivation {
            case .asked:
                continue  // never waits: `recordGuides` asks the kind at once
            case .primaryChild:
                value = recordedValue(keyIndex, of: primary)
            case .firstChildPlaced:
                value = recordedValue(keyIndex, of: first).map { guideRecording.placements[placed.lowerBound].origin[axis] + $0 }
            case .merged:
                let rule = key.combineRule
                guard rule != .never else { continue }
                var merge = GuideMerge(rule)
                child = first
                for position in placed {
                    defer { child = subtreeEnds[Int(child)] }
                    guard let childValue = recordedValue(keyIndex, of: child) else { continue }
                    merge.add(guideRecording.placements[position].origin[axis] + childValue)
                }
                value = merge.value
            }
            if let value = finiteGuideValue(value, GuideQuery(key, keyIndex), of: node, &pass) {
                guides.append(RecordedGuide(keyIndex, value))
            }
        }
        guideSpans[Int(record)].count = Int32(guides.count) - start
    }

    /// Appends node `id`'s explicit values of `keys` at `size` for `proposal`, asked of its kind.
    private mutating func askGuides(_ id: NodeID, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize) {
        appendExplicitValues(id, keys, size: size, proposal: proposal, &pass, to: &guides)
    }

    /// The value of the guide `keyIndex` names recorded for `record`, or nil. Inlined: called
    /// out of line from the mutating walk, it was handed a copy of the builder's pass each time.
    @inline(__always)
    private func recordedValue(_ keyIndex: Int, of record: Int32) -> CGFloat? {
        for index in guideSpans[Int(record)].range where guides[index].keyIndex == keyIndex { return guides[index].value }
        return nil
    }
}

/// Asks a node's kind how its guides follow from its children's.
private struct GuideDerivationOperation: NodeOperation {
    typealias Context = LayoutPass
    typealias Result = GuideDerivation

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> GuideDerivation {
        K.guideDerivation(node, in: pass.tree)
    }
}
