import Foundation
import Testing
@testable import TypesetLayout

/// A column with a gap: `Equatable`, so two trees holding it can be compared between layouts.
private struct GappedColumn: Layout, Equatable {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10 + gap)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The same column, not `Equatable`: a tree holding it is never compared (Design §0.4).
private struct OpaqueColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout's box: its name in dumps and how two boxes compare between layouts.
struct LayoutBoxTests {
    @Test func equatableLayoutsCompareByValueAndType() {
        let box = LayoutBox(GappedColumn(gap: 4))
        #expect(box.isEquatable)
        #expect(box.isEqual(to: LayoutBox(GappedColumn(gap: 4))))
        #expect(!box.isEqual(to: LayoutBox(GappedColumn(gap: 6))))
        // The same value behind AnyLayout is another type: laid out again, never wrongly reused.
        #expect(!box.isEqual(to: LayoutBox(AnyLayout(GappedColumn(gap: 4)))))
        #expect(!box.isEqual(to: LayoutBox(OpaqueColumn())))
    }

    @Test func aLayoutThatIsNotEquatableEqualsNothing() {
        let box = LayoutBox(OpaqueColumn())
        #expect(!box.isEquatable)
        #expect(!box.isEqual(to: LayoutBox(OpaqueColumn())))
        #expect(!box.isEqual(to: box))
    }

    @Test func theNameIsTheTypesOrTheGivenOne() {
        #expect(LayoutBox(GappedColumn(gap: 0)).name == "GappedColumn")
        #expect(LayoutBox(AnyLayout(OpaqueColumn())).name == "AnyLayout(OpaqueColumn)")
        #expect(LayoutBox(OpaqueColumn(), name: "Grid").name == "Grid")
    }
}
