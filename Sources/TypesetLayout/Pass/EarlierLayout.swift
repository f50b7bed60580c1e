import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// A finished layout as an engine keeps it for later layouts (Design §0.4): its final pass (the
/// memos of sizes, explicit guides, arrangements and text measurements) and its result build
/// (each node's record, where it was placed and what it inherited).
package final class KeptLayout {
    package let builder: ResultBuilder

    /// Keeps the final `builder` of a layout, without the earlier layout its pass drew on, so
    /// that kept layouts do not chain. What a later layout reads of it through its tree's nodes
    /// (`EarlierPairing`) is derived when one draws on it: most kept layouts never are.
    package init(_ builder: consuming ResultBuilder) {
        builder.pass.forgetEarlier()
        self.builder = builder
    }
}

/// How a new tree's nodes pair with a kept layout's, and what the new layout reads of the kept
/// one through them (Design §0.4). A class: the layout pass carries the earlier layout, and one
/// reference keeps the pass small.
private final class EarlierPairing {
    /// Per node of the new tree, its counterpart in the earlier tree, or -1.
    let counterparts: [NodeID]
    /// Per node of the earlier tree, its counterpart in the new tree, or -1.
    let newNodes: [NodeID]
    /// Per node of the earlier tree, the index of its record in the result, or -1.
    let records: [Int32]
    /// Per earlier record, whether it or a record below it read where it is
    /// (`PendingNode.readsPosition`); empty when none did.
    let readsPosition: [Bool]

    /// Pairs as `counterparts` does, except the nodes that met bad input in `kept`'s layout and
    /// their ancestors.
    ///
    /// The build and its tree are read in place, through `kept`: a copy of either retains every
    /// one of its tables, which the threads laying out on one engine share.
    init(_ kept: KeptLayout, counterparts: consuming [NodeID]) {
        let count = kept.builder.pass.tree.count
        // Per earlier node, whether it or a node below it met bad input (empty when none did).
        var marks: [Bool] = []
        for node in kept.builder.pass.nodesMetBadInput where node >= 0 && Int(node) < count {
            if marks.isEmpty { marks = Array(filledWith: false, count: count) }
            var current = node
            while current >= 0, !marks[Int(current)] {
                marks[Int(current)] = true
                current = kept.builder.pass.tree[current].parent
            }
        }
        var newNodes = [NodeID](filledWith: -1, count: count)
        // By index: an enumeration holds the list while a pair is cleared, which copies it.
        for id in counterparts.indices {
            let other = counterparts[id]
            guard other >= 0 else { continue }
            if !marks.isEmpty, marks[Int(other)] {
                counterparts[id] = -1
            } else {
                newNodes[Int(other)] = NodeID(id)
            }
        }
        var records = [Int32](filledWith: -1, count: count)
        for (index, node) in kept.builder.treeNodes.enumerated() where Int(node) < records.count { records[Int(node)] = Int32(index) }
        var reads: [Bool] = []
        for record in kept.builder.readsPosition {
            if reads.isEmpty { reads = Array(filledWith: false, count: kept.builder.treeNodes.count) }
            var current = record
            while current >= 0, !reads[Int(current)] {
                reads[Int(current)] = true
                current = kept.builder.parents[Int(current)]
            }
        }
        self.counterparts = counterparts
        self.newNodes = newNodes
        self.records = records
        readsPosition = reads
    }
}

/// An earlier layout and, per node of a new tree, its counterpart there (Design §0.4): a node
/// whose subtree holds the same content as its counterpart's answers every question the earlier
/// pass answered for the counterpart (size, explicit guides, a stack's arrangement, a text's
/// measurement) as it answered it, and, placed where the counterpart was placed with what it
/// inherited there, records as it did.
package struct EarlierLayout {
    private let kept: KeptLayout
    private let pairing: EarlierPairing

    /// An earlier layout whose nodes stand for those of a new tree as `counterparts` pairs them,
    /// except the nodes that met bad input there and their ancestors: their answers are computed
    /// again, so that the new layout reports what it meets where it meets it.
    package init(_ kept: KeptLayout, counterparts: [NodeID]) {
        self.kept = kept
        pairing = EarlierPairing(kept, counterparts: counterparts)
    }

    /// The earlier layout's final pass, read in place (a copy would retain every table).
    package var pass: LayoutPass {
        _read { yield kept.builder.pass }
    }

    /// The size the earlier layout chose for `id`'s counterpart for `key`, if it was asked.
    func size(of id: NodeID, _ key: ProposalKey) -> CGSize? {
        guard let other = counterpart(of: id) else { return nil }
        let slot = kept.builder.pass.tree.nodes[Int(other)].memoSlot
        return slot >= 0 ? kept.builder.pass.sizes.size(slot, key) : nil
    }

    /// The size the earlier layout kept for `id`'s counterpart, a modifier over a node with
    /// children that is not memoised, for `key`, if it was asked.
    ///
    /// Read in place, as `size(of:_:)` reads, not through a copy of the memo, whose lists the
    /// threads laying out on one engine share.
    func plainSize(of id: NodeID, _ key: ProposalKey) -> CGSize? {
        guard let other = counterpart(of: id),
              let index = kept.builder.pass.plainSizes.firstIndex(of: Int(other), where: { $0.proposal == key })
        else { return nil }
        return kept.builder.pass.plainSizes[index].size
    }

    /// The earlier layout as kept, its result build read in place through it (`kept.builder`:
    /// a copy of the build retains every column).
    var layout: KeptLayout { kept }

    /// The node of the earlier tree with the same content as `id`, if any.
    @inline(__always)
    package func counterpart(of id: NodeID) -> NodeID? {
        let index = Int(id)
        guard index < pairing.counterparts.count else { return nil }
        let other = pairing.counterparts[index]
        return other >= 0 ? other : nil
    }

    /// The node of the new tree with the same content as `earlier`'s node `id`.
    func newNode(of id: NodeID) -> NodeID { pairing.newNodes[Int(id)] }

    /// Whether record `record` or one below it read where it was placed.
    func readsPosition(below record: Int) -> Bool { !pairing.readsPosition.isEmpty && pairing.readsPosition[record] }

    /// The index of the earlier record of `id`'s counterpart, if it was recorded.
    func record(of id: NodeID) -> Int? {
        guard let other = counterpart(of: id) else { return nil }
        let record = pairing.records[Int(other)]
        return record >= 0 ? Int(record) : nil
    }
}
