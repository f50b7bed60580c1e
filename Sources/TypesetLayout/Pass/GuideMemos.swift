import Foundation

/// The explicit guide values of a pass's nodes, by guide, size and proposal (Design §3): a few
/// entries per node, chained in one table and searched in order (`EntryChains`).
package struct GuideMemos {
    private struct Entry {
        var guide: Int32
        var width: UInt64
        var height: UInt64
        var proposal: ProposalKey
        var value: CGFloat?
    }

    private var chains: EntryChains<Entry>

    /// Empty memos for `count` nodes, with room for `capacity` values.
    package init(count: Int, capacity: Int = 0) {
        chains = EntryChains(owners: count, capacity: capacity)
    }

    /// The value kept for `node`'s `guide` at `size` and `proposal`: nil when none is kept,
    /// `.some(nil)` when the node has no explicit value there.
    package func value(_ node: Int, _ guide: Int, size: CGSize, proposal: ProposalKey) -> CGFloat?? {
        let width = UInt64(size.width.bitPattern), height = UInt64(size.height.bitPattern)
        let found = chains.firstIndex(of: node) {
            $0.guide == Int32(guide) && $0.width == width && $0.height == height && $0.proposal == proposal
        }
        return found.map { chains[$0].value }
    }

    /// Keeps `value` for `node`'s `guide` at `size` and `proposal`.
    package mutating func store(_ value: CGFloat?, _ node: Int, _ guide: Int, size: CGSize, proposal: ProposalKey) {
        chains.append(
            Entry(guide: Int32(guide), width: UInt64(size.width.bitPattern), height: UInt64(size.height.bitPattern), proposal: proposal, value: value),
            to: node)
    }

    /// Adds empty memos for nodes up to `count`.
    package mutating func grow(to count: Int) { chains.grow(toOwners: count) }
}
