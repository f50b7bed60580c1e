import Foundation

/// One node's explicit guide values in a pass, by guide, size and proposal (Design §3): a few
/// entries per node, searched in order, instead of a pass-wide table hashed per question.
package struct GuideMemo {
    private struct Entry {
        var guide: Int
        var width: UInt64
        var height: UInt64
        var proposal: ProposalKey
        var value: CGFloat?
    }

    private var entries: [Entry] = []

    package init() {}

    /// The value kept for `guide` at `size` and `proposal`: nil when none is kept, `.some(nil)`
    /// when the node has no explicit value there.
    package func value(_ guide: Int, size: CGSize, proposal: ProposalKey) -> CGFloat?? {
        let width = UInt64(size.width.bitPattern), height = UInt64(size.height.bitPattern)
        for entry in entries where entry.guide == guide && entry.width == width && entry.height == height && entry.proposal == proposal {
            return .some(entry.value)
        }
        return nil
    }

    /// Keeps `value` for `guide` at `size` and `proposal`.
    package mutating func store(_ value: CGFloat?, _ guide: Int, size: CGSize, proposal: ProposalKey) {
        entries.append(Entry(
            guide: guide, width: UInt64(size.width.bitPattern), height: UInt64(size.height.bitPattern), proposal: proposal,
            value: value))
    }
}
