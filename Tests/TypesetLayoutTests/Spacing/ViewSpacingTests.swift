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

    /// Only the two facing edges decide a gap: preferences on the other edges leave the
    /// default, and each facing edge's, in any slot of it, counts (the gap between two views
    /// without facing preferences is answered before the categories are read).
    @Test func onlyTheFacingEdgesDecideAGap() {
        let above = ViewSpacing([(nil, .top, 20), (.textBaseline, .bottom, 30)])
        #expect(above.distance(to: .none, along: .horizontal) == 8)
        #expect(ViewSpacing.none.distance(to: above, along: .horizontal) == 8)
        #expect(ViewSpacing([(nil, .trailing, 20)]).distance(to: .none, along: .horizontal) == 20)
        #expect(ViewSpacing.none.distance(to: ViewSpacing([(nil, .leading, 5)]), along: .horizontal) == 5)
        #expect(above.distance(to: .none, along: .vertical) == 8)  // a category needs both sides
        #expect(ViewSpacing([(nil, .bottom, 3)]).distance(to: above, along: .vertical) == 20)
        // The last slot of an edge (the last category on the trailing edge, the last of all).
        let trailing = ViewSpacing([(.textBaseline, .trailing, 9)])
        #expect(trailing.distance(to: ViewSpacing([(.textBaseline, .leading, 1)]), along: .horizontal) == 10)
        #expect(trailing.distance(to: .none, along: .horizontal) == 8)
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
    /// What a gap reads of each neighbour: its edges facing along the axis, the same as in its
    /// full preferences, for every kind a stack holds (text, a plain view, a spacer, a padded
    /// text, a coloured text, a stack of texts), along both axes.
    @Test func facingEdgesGiveTheGapsOfTheFullPreferences() {
        let neighbours: [TestView] = [
            .text("Label", size: 17), .box(10, 10), .spacer(nil), .padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), .text("Padded", size: 12)),
            .foreground(.red, .text("Red", size: 20)), .hStack([.text("a", size: 10), .text("b", size: 30)]),
            .vStack([.text("c", size: 10), .box(4, 4)]),
        ]
        var compared = 0
        for axis in [Axis.horizontal, .vertical] {
            for first in neighbours {
                for second in neighbours {
                    var tree = LayoutTree()
                    let ids = build(first, into: &tree) + build(second, into: &tree)
                    var facingPass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
                    let facing = spacingOf(ids[0], facing: axis, &facingPass).distance(to: spacingOf(ids[1], facing: axis, &facingPass), along: axis)
                    var fullPass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
                    let full = spacingOf(ids[0], &fullPass).distance(to: spacingOf(ids[1], &fullPass), along: axis)
                    #expect(facing == full, "\(first) then \(second) along \(axis)")
                    compared += 1
                }
            }
        }
        #expect(compared == 2 * neighbours.count * neighbours.count)
    }

    /// Across a row a text has no preferences: the gap beside it is asked without measuring it,
    /// while above or below another view its font's metrics are read.
    @Test func aTextBesideAnotherIsNotMeasuredForTheGap() {
        var tree = LayoutTree()
        let text = build(.text("Label", size: 17), into: &tree)[0]
        var pass = LayoutPass(tree: tree, services: FixedAdvanceText.services)
        #expect(spacingOf(text, facing: .horizontal, &pass).distance(to: ViewSpacing(), along: .horizontal) == ViewSpacing.defaultDistance)
        #expect(pass.textMeasurements.isEmpty)
        _ = spacingOf(text, facing: .vertical, &pass)
        #expect(pass.textMeasurements.count == 1)
    }
}
