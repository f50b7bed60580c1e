import Foundation
import Testing
@testable import TypesetLayout

/// Design §1.1: a node's static claim to hug an axis holds exactly (`hugsExactly`) unless a
/// stack on which it rests squeezes a child at its ideal length.
struct HuggingTests {
    /// The row of `StackTests.aLongLessFlexibleChildIsSqueezedAtTheStacksIdealWidth`: at its
    /// ideal width 400 its inner stack (flexibility 5, ideal 300) is shared out 200.
    static var squeezingRow: TestView {
        .hStack(spacing: 0, [
            .hStack(spacing: 0, [.box(290, 10), .text("ab", size: 10)]),
            .text("abcdefghijklmnopqrst", size: 10),
        ])
    }

    /// Builds `view` and a pass over it; the root's id.
    static func pass(_ view: TestView) -> (LayoutPass, NodeID) {
        var tree = LayoutTree()
        let root = build(view, into: &tree)[0]
        return (LayoutPass(tree: tree, services: FixedAdvanceText.services), root)
    }

    @Test func aStackThatSqueezesAtItsIdealLengthDoesNotHugItsAxis() {
        var (pass, row) = Self.pass(Self.squeezingRow)
        #expect(pass.tree.traits(of: row).hugsWidth)  // the static claim
        #expect(!hugsExactly(row, along: .horizontal, .unspecified, &pass))
        #expect(hugsExactly(row, along: .vertical, .unspecified, &pass))
        // So the rule keeps its width: at 400 the row is not its ideal self; at 600 it is.
        let traits = pass.tree.traits(of: row)
        #expect(canonicalProposal(row, traits, ProposedViewSize(width: 400, height: nil), &pass) == nil)
        #expect(sizeThatFits(row, ProposedViewSize(width: 400, height: nil), &pass) == CGSize(width: 395, height: 20))
        #expect(sizeThatFits(row, ProposedViewSize(width: 600, height: nil), &pass) == CGSize(width: 400, height: 10))
    }

    @Test func aClaimRestingOnASqueezingStackFailsWithIt() {
        // A column's width hug rests on its rows'; a padding's on its content's.
        var (column, root) = Self.pass(.vStack(spacing: 0, [Self.squeezingRow, .box(10, 10)]))
        #expect(column.tree.traits(of: root).hugsWidth)
        #expect(!hugsExactly(root, along: .horizontal, .unspecified, &column))
        var (padded, paddedRoot) = Self.pass(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), Self.squeezingRow))
        #expect(!hugsExactly(paddedRoot, along: .horizontal, .unspecified, &padded))
        // A frame setting the width owns it: nothing below can change it.
        var (framed, framedRoot) = Self.pass(.vStack(spacing: 0, [.frame(width: 500, height: nil, .center, Self.squeezingRow), .box(10, 10)]))
        #expect(hugsExactly(framedRoot, along: .horizontal, .unspecified, &framed))
    }

    @Test func aStackWhoseSharesHoldItsChildrenHugsItsAxis() {
        // Less flexible children are the shorter ones: each share is at least its child's width.
        var (pass, row) = Self.pass(.hStack(spacing: 0, [.text("ab", size: 10), .text("abcd", size: 10), .box(30, 10)]))
        #expect(hugsExactly(row, along: .horizontal, .unspecified, &pass))
        #expect(canonicalProposal(row, pass.tree.traits(of: row), ProposedViewSize(width: 60, height: nil), &pass) == .unspecified)
    }
}
