import Foundation

/// The explicit guide values of a pass's nodes, by guide, size and proposal (Design §3): each
/// node's few entries chained in one table (the head per node, each entry naming the next),
/// searched in order, instead of a pass-wide table hashed per question or an array per node
/// allocated on its first entry.
package struct GuideMemos {
    private struct Entry {
        var guide: Int32
        /// The node's next entry, or -1.
        var next: Int32
        var width: UInt64
        var height: UInt64
        var proposal: ProposalKey
        var value: CGFloat?
    }

    /// Per node, its first entry, or -1.
    private var heads: [Int32]
    private var entries: [Entry] = []

    /// Empty memos for `count` nodes.
    package init(count: Int) {
        heads = Array(repeating: -1, count: count)
    }

    /// The value kept for `node`'s `guide` at `size` and `proposal`: nil when none is kept,
    /// `.some(nil)` when the node has no explicit value there.
    package func value(_ node: Int, _ guide: Int, size: CGSize, proposal: ProposalKey) -> CGFloat?? {
        let width = UInt64(size.width.bitPattern), height = UInt64(size.height.bitPattern)
        var index = heads[node]
        while index >= 0 {
            let entry = entries[Int(index)]
            if entry.guide == Int32(guide), entry.width == width, entry.height == height, entry.proposal == proposal {
                return .some(entry.value)
            }
            index = entry.next
        }
        return nil
    }

    /// Keeps `value` for `node`'s `guide` at `size` and `proposal`.
    package mutating func store(_ value: CGFloat?, _ node: Int, _ guide: Int, size: CGSize, proposal: ProposalKey) {
        entries.append(Entry(
            guide: Int32(guide), next: heads[node], width: UInt64(size.width.bitPattern), height: UInt64(size.height.bitPattern),
            proposal: proposal, value: value))
        heads[node] = Int32(entries.count - 1)
    }

    /// Adds empty memos for nodes up to `count`.
    package mutating func grow(to count: Int) {
        if heads.count < count { heads.append(contentsOf: repeatElement(-1, count: count - heads.count)) }
    }
}
