import Foundation

/// The layouts an engine keeps between layouts (Design §0.4): laying out a view value whose
/// resolved tree equals one laid out before at the same proposal answers with that result, as
/// Yoga and Taffy keep their caches between layouts. Results are frozen data, so handing one
/// out again is safe; trees with live values (guide closures, a GeometryReader's content,
/// representables, custom layouts that are not `Equatable`) are never kept.
final class LayoutReuse: Sendable {
    private struct Entry {
        let tree: LayoutTree
        let root: NodeID
        let proposal: ProposedViewSize
        let result: LayoutResult
    }

    /// How many layouts an engine keeps, most recently used first.
    static let capacity = 8
    /// Trees larger than this are not kept (their comparison and memory cost more than reuse saves).
    static let largestTree = 20_000

    private let entries = Locked<[Entry]>([])

    /// A result laid out before from a tree that lays out like `tree` for `proposal`.
    func result(for tree: LayoutTree, root: NodeID, proposal: ProposedViewSize) -> LayoutResult? {
        guard tree.count <= Self.largestTree, tree.isReusable else { return nil }
        return entries.withLock { entries in
            guard let index = entries.firstIndex(where: { $0.root == root && $0.proposal == proposal && $0.tree.laysOutLike(tree) })
            else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.result
        }
    }

    /// Keeps `result`, laid out from `tree`, for later layouts.
    func keep(_ result: LayoutResult, of tree: LayoutTree, root: NodeID, proposal: ProposedViewSize) {
        guard tree.count <= Self.largestTree, tree.isReusable else { return }
        entries.withLock { entries in
            entries.insert(Entry(tree: tree, root: root, proposal: proposal, result: result), at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
        }
    }
}
