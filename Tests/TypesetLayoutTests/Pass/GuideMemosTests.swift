import Foundation
import Testing
@testable import TypesetLayout

/// The pass's explicit-guide memo (Design §3): entries chained per node in one table.
struct GuideMemosTests {
    @Test func eachNodeFindsItsOwnEntries() {
        var memos = GuideMemos(count: 3)
        let wide = ProposalKey(ProposedViewSize(width: 100, height: nil))
        let free = ProposalKey(.unspecified)
        let size = CGSize(width: 40, height: 12)
        memos.store(9, 0, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide)
        memos.store(11, 0, AlignmentKey.lastTextBaselineIndex, size: size, proposal: wide)
        memos.store(nil, 2, AlignmentKey.firstTextBaselineIndex, size: size, proposal: free)
        memos.store(7, 0, AlignmentKey.firstTextBaselineIndex, size: CGSize(width: 40, height: 20), proposal: free)

        #expect(memos.value(0, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide) == .some(9))
        #expect(memos.value(0, AlignmentKey.lastTextBaselineIndex, size: size, proposal: wide) == .some(11))
        #expect(memos.value(0, AlignmentKey.firstTextBaselineIndex, size: CGSize(width: 40, height: 20), proposal: free) == .some(7))
        // Kept as having no value, which is not the same as not kept.
        #expect(memos.value(2, AlignmentKey.firstTextBaselineIndex, size: size, proposal: free) == .some(nil))
        #expect(memos.value(2, AlignmentKey.lastTextBaselineIndex, size: size, proposal: free) == nil)
        // Another node, size or proposal finds nothing.
        #expect(memos.value(1, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide) == nil)
        #expect(memos.value(0, AlignmentKey.firstTextBaselineIndex, size: size, proposal: free) == nil)
        // Nodes added later start empty.
        memos.grow(to: 5)
        #expect(memos.value(4, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide) == nil)
        memos.store(3, 4, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide)
        #expect(memos.value(4, AlignmentKey.firstTextBaselineIndex, size: size, proposal: wide) == .some(3))
    }
}
