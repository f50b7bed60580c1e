import Foundation
import Testing
@testable import TypesetLayout

/// Design §5 on the core alone.
struct ViewSpacingTests {
    @Test func ordinaryViewsAreEightApartAndSpacersZero() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
    }

    @Test func textCategoriesResolveBeforeTheDefault() {
        // A plain view above a text: the text's own distance (dls − ascent) alone.
        let text = ViewSpacing([(.edgeAboveText, .top, 3), (.textToText, .top, 1)])
        #expect(ViewSpacing().distance(to: text, along: .vertical) == 3)
        // Text above text: the lower text's leading.
        let upper = ViewSpacing([(.textToText, .bottom, 0)])
        #expect(upper.distance(to: text, along: .vertical) == 1)
    }

    @Test func unionKeepsTheLargerAndResetRestoresAPlainView() {
        var spacing = ViewSpacing([(nil, .top, 4)])
        spacing.formUnion(ViewSpacing([(nil, .top, 6), (nil, .bottom, 2)]), edges: .top)
        #expect(spacing == ViewSpacing([(nil, .top, 6)]))
        spacing.reset(.vertical)
        var plain = ViewSpacing()
        plain.reset(.vertical)
        #expect(spacing.union(ViewSpacing(), edges: .horizontal) == plain.union(ViewSpacing(), edges: .horizontal))
    }

    @Test func nestedStacksComputeEachNodesSpacingOnce() {
        // Alternating stacks 60 levels deep with default spacing: each level adds a text and
        // the gaps come out of the spacing model; the pass interns a handful of distinct values.
        var view = TestView.text("leaf", size: 10)
        for level in 0..<60 {
            view = level.isMultiple(of: 2) ? .vStack([.text("t", size: 10), view]) : .hStack([.text("t", size: 10), view])
        }
        var tree = LayoutTree()
        let root = build(view, into: &tree)[0]
        var pass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
        _ = spacingOf(root, &pass)
        let computed = pass.spacingIndex.filter { $0 >= 0 }.count
        #expect(computed == tree.count)
        #expect(pass.spacingTable.count < 12)
    }
}
