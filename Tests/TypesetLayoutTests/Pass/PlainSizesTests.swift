import Foundation
import SeededRandom
import Testing
@testable import TypesetLayout

/// Design §0.3: a node that is not memoised but sits over a node with children (a modifier in a
/// chain) keeps its answers per exact proposal for the pass; one over a leaf does not.
struct PlainSizesTests {
    /// Padding over padding over a Text: the outer padding keeps one answer per proposal asked,
    /// the inner one (over the leaf) none, and the kept answer is the one computed.
    @Test func aModifierOverAChainKeepsOneAnswerPerProposal() {
        var tree = LayoutTree()
        let insets = EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let outer = build(.padding(insets, .padding(insets, .text("Label text", size: 10))), into: &tree)[0]
        let inner = tree.onlyChild(outer)
        var pass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
        let proposal = ProposedViewSize(width: 41, height: nil)
        let first = sizeThatFits(outer, proposal, &pass)
        #expect(sizeThatFits(outer, proposal, &pass) == first)
        // "Label text" at 5 points a character, proposed 25 (41 less both paddings' 16), breaks
        // into "Label" and "text": 5 × 5 wide plus 16, two 10-point lines plus 8.
        #expect(first == CGSize(width: 41, height: 28))
        #expect(kept(outer, pass) == [ProposalKey(proposal)])
        #expect(kept(inner, pass).isEmpty)
        _ = sizeThatFits(outer, .unspecified, &pass)
        #expect(kept(outer, pass) == [ProposalKey(.unspecified), ProposalKey(proposal)])
    }

    /// Random trees of stacks, texts, boxes, paddings, frames and overlays: every node's answer
    /// to a proposal in a pass that has already answered many others is its answer in a pass
    /// of its own, so a kept answer never stands for another proposal.
    @Test func keptAnswersAreTheAnswersOfAFreshPass() {
        var random = SplitMix64(state: 11)
        let proposals: [ProposedViewSize] = [
            .unspecified, .zero, .infinity, ProposedViewSize(width: 30, height: nil), ProposedViewSize(width: 30, height: 12),
            ProposedViewSize(width: nil, height: 40), ProposedViewSize(width: 75, height: 75),
        ]
        var compared = 0
        for _ in 0 ..< 150 {
            var change = 0
            let view = CopiedRecordsTests.view(depth: 4, &random, change: &change)
            var tree = LayoutTree()
            let root = build(view, into: &tree)[0]
            var shared = LayoutPass(tree: tree, services: FixedAdvanceText.services)
            for proposal in proposals { _ = sizeThatFits(root, proposal, &shared) }
            for id in 0 ..< Int32(tree.count) {
                let proposal = proposals.randomElement(using: &random)!
                var fresh = LayoutPass(tree: tree, services: FixedAdvanceText.services)
                #expect(sizeThatFits(id, proposal, &shared) == sizeThatFits(id, proposal, &fresh), "node \(id) at \(proposal)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    /// Design §0.4: laid out again, a modifier chain whose content an earlier layout shares
    /// takes the chain's answer from there, without walking down to the memoised node below;
    /// a proposal the earlier layout was not asked is worked out here.
    @Test func aChainLaidOutAgainTakesItsAnswerFromTheEarlierLayout() {
        var tree = LayoutTree()
        let insets = EdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let outer = build(.padding(insets, .padding(insets, .hStack(spacing: 6, [.text("Label", size: 10), .text("text", size: 10)]))), into: &tree)[0]
        let stack = tree.onlyChild(tree.onlyChild(outer))
        let proposal = ProposedViewSize(width: 200, height: nil)
        let (_, builder) = layOut(tree, root: outer, proposal: proposal, services: FixedAdvanceText.services, header: "", earlier: nil)
        let counterparts = tree.counterparts(root: outer, in: builder.pass.tree, root: outer)
        #expect(counterparts.count == tree.count && counterparts.allSatisfy { $0 >= 0 })
        var pass = LayoutPass(tree: tree, services: FixedAdvanceText.services, earlier: EarlierLayout(KeptLayout(builder), counterparts: counterparts))
        let slot = tree[stack].memoSlot
        #expect(slot >= 0)
        // "Label" and "text" at 5 points a character, 6 apart, 10 high, plus both paddings.
        #expect(sizeThatFits(outer, proposal, &pass) == CGSize(width: 67, height: 18))
        #expect(kept(outer, pass) == [ProposalKey(proposal)])
        #expect(pass.sizes.size(slot, ProposalKey(ProposedViewSize(width: 184, height: nil))) == nil)
        // A proposal the first layout never made walks the chain.
        _ = sizeThatFits(outer, ProposedViewSize(width: 30, height: nil), &pass)
        #expect(pass.sizes.size(slot, ProposalKey(ProposedViewSize(width: 14, height: nil))) != nil)
    }

    /// The proposals `id`'s answers are kept for in `pass`, newest first.
    private func kept(_ id: NodeID, _ pass: LayoutPass) -> [ProposalKey] {
        var keys: [ProposalKey] = []
        _ = pass.plainSizes.firstIndex(of: Int(id)) { entry in
            keys.append(entry.proposal)
            return false
        }
        return keys
    }
}
