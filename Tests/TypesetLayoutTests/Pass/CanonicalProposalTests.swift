import Foundation
import Testing
@testable import TypesetLayout

/// Design §1.1, the hugging rule (`canonicalProposal`): the shortcut for a proposal that holds
/// a node's ideal size gives the rule's own answer.
struct CanonicalProposalTests {
    /// A padded Text beside another in an HStack (each hugs both axes), and a pass over them; the memoised
    /// nodes (the text and the stack), which alone are asked for their canonical proposals.
    static func pass() -> (LayoutPass, [NodeID]) {
        var tree = LayoutTree()
        let text = build(.text("wrap me", size: 10), into: &tree)[0]
        let padding = tree.wrap(text, inPadding: EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3), direction: .leftToRight)
        let other = build(.text("and me", size: 10), into: &tree)[0]
        let stack = tree.addStack(
            StackStyle(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: [padding, other], direction: .leftToRight)
        return (LayoutPass(tree: tree, services: FixedAdvanceText.services), [text, stack])
    }

    /// Proposals around the text's ideal size (35 × 10): wider, narrower, taller, shorter, ∞, nil.
    static let proposals: [ProposedViewSize] = {
        let lengths: [CGFloat?] = [nil, 0, 5, 20, 34, 35, 36, 40, 41, 100, .infinity]
        return lengths.flatMap { width in lengths.map { ProposedViewSize(width: width, height: $0) } }
    }()

    @Test func theShortcutAnswersAsTheRule() {
        for proposal in Self.proposals {
            // Without the ideal size memoised the rule takes its steps; with it, the shortcut
            // may answer. Both passes must agree for every node.
            var (stepped, nodes) = Self.pass()
            var (shortcut, _) = Self.pass()
            for node in nodes {
                let traits = stepped.tree.nodes[Int(node)].traits
                #expect(traits.hugsWidth && traits.hugsHeight && stepped.tree.nodes[Int(node)].memoSlot >= 0)
                _ = sizeThatFits(node, .unspecified, &shortcut)
                let expected = canonicalProposal(node, traits, proposal, &stepped)
                let answer = canonicalProposal(node, traits, proposal, &shortcut)
                #expect(answer == expected, "node \(node) at \(proposal)")
            }
        }
        // The text proposed at least its ideal size is canonically unproposed; narrower, not.
        var (pass, nodes) = Self.pass()
        let traits = pass.tree.nodes[Int(nodes[0])].traits
        #expect(sizeThatFits(nodes[0], .unspecified, &pass) == CGSize(width: 35, height: 10))
        #expect(canonicalProposal(nodes[0], traits, ProposedViewSize(width: 35, height: 10), &pass) == .unspecified)
        #expect(canonicalProposal(nodes[0], traits, ProposedViewSize(width: .infinity, height: 40), &pass) == .unspecified)
        #expect(canonicalProposal(nodes[0], traits, ProposedViewSize(width: 20, height: nil), &pass) == nil)
    }

    @Test func onlyANodeHuggingBothAxesTakesTheShortcut() {
        let ideal = CGSize(width: 35, height: 10)
        let roomy = ProposedViewSize(width: 50, height: 50)
        #expect(holdsIdealSize(roomy, ideal, NodeTraits(hugsWidth: true, hugsHeight: true)))
        #expect(!holdsIdealSize(roomy, ideal, NodeTraits(hugsWidth: true, hugsHeight: false)))
        #expect(!holdsIdealSize(roomy, ideal, NodeTraits(hugsWidth: false, hugsHeight: true)))
        #expect(!holdsIdealSize(ProposedViewSize(width: 34, height: 50), ideal, NodeTraits(hugsWidth: true, hugsHeight: true)))
        #expect(holdsIdealSize(.unspecified, ideal, NodeTraits(hugsWidth: true, hugsHeight: true)))
    }
}
