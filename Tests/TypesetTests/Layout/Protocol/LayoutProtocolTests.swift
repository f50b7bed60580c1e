import Foundation
import Testing
@testable import Typeset

/// Custom containers through the `Layout` protocol (Design §7, research §8).
@Suite struct LayoutProtocolTests {
    @Test func flowLayoutPlacesRows() {
        // Five 40 × 20 boxes, gap 10, width 100: rows [0, 1] (0–90), [2, 3], [4]; y 0, 30, 60.
        // Size: 90 × 80.
        let result = layout(FlowLayout { ForEach(0..<5) { i in Box(40, 20).id(i) } }.id("flow"), width: 100)
        #expect(result.frame("flow").size == CGSize(width: 90, height: 80))
        let origins = (0..<5).map { result.frame($0).origin }
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 50, y: 30), CGPoint(x: 0, y: 60)])
    }

    @Test func cacheIsMadeOnceAndSharedBySizingAndPlacing() {
        let log = LayoutLog()
        let result = layout(FlowLayout(log: log) { Box(40, 20); Box(40, 20) }, width: 100)
        #expect(result.size == CGSize(width: 90, height: 20))
        #expect(log.makeCache == 1)
        #expect(log.sizeCalls >= 1 && log.placeCalls >= 1)
        // Placing sees the cache that sizing wrote to.
        #expect(log.sizingsSeenWhenPlacing.allSatisfy { $0 >= 1 })
    }

    @Test func defaultUpdateCacheRemakesTheCache() {
        struct Counting: Layout {
            let log: LayoutLog
            func makeCache(subviews: Subviews) -> Int {
                log.makeCache += 1
                return log.makeCache
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }
        let log = LayoutLog()
        let layout = Counting(log: log)
        let subviews = LayoutSubviews([], container: 0, layoutDirection: .leftToRight)
        var cache = layout.makeCache(subviews: subviews)
        layout.updateCache(&cache, subviews: subviews)
        #expect(cache == 2)
        #expect(log.makeCache == 2)
    }

    @Test func explicitAlignmentOverride() {
        // The column's leading is 7: origin −7 next to a plain box (0): union [−7, 50] → 57;
        // the box at 7, the column at 0. A built-in guide works even though it is multi-child.
        // The one-child ZStack is transparent; it mentions `.coreRow`, so the result stores it.
        let result = layout(
            ZStack(alignment: Alignment(horizontal: .leading, vertical: .coreRow)) {
                VStack(alignment: .leading, spacing: 0) {
                    Box(50, 10).id("a")
                    GuideOverridingColumn { Box(20, 10); Box(30, 10).alignmentGuide(.trailing) { _ in 1 } }.id("c")
                }
            })
        #expect(result.frame("a").minX == 7)
        #expect(result.frame("c").minX == 0)
        #expect(result.size.width == 57)
        let d = result.required("c").dimensions
        #expect(d[explicit: .leading] == 7)
        #expect(d[explicit: VerticalAlignment.coreRow] == 3)
        #expect(d[explicit: .trailing] == nil)
    }

    @Test func guideNeverMentionedAnswersItsDefault() {
        // Stored guides cover the guides the tree mentions; reading another runs no user code
        // and gives the default from the stored size (Design §11).
        let result = layout(GuideOverridingColumn { Box(20, 10) }.id("c"))
        let d = result.required("c").dimensions
        #expect(d[explicit: VerticalAlignment.coreRow] == nil)
        #expect(d[VerticalAlignment.coreRow] == 0)
    }

    @Test func defaultExplicitAlignmentMergesTheSubviews() {
        // Row [b0 at x 0, b1 at x 50]: custom vertical guides 2 and 4 → mean 3; custom
        // horizontal guide 5 on b1 → 55; built-in leading never explicit; baseline of the text
        // in row 2 (y 30) → 38 for both first (min) and last (max).
        let result = layout(
            FlowLayout {
                Box(40, 20).alignmentGuide(.coreRow) { _ in 2 }.alignmentGuide(.leading) { _ in 1 }
                Box(40, 20).alignmentGuide(.coreRow) { _ in 4 }.alignmentGuide(.coreColumn) { _ in 5 }
                smallText("Hello")
            }.id("flow"), width: 100)
        let d = result.required("flow").dimensions
        #expect(d[explicit: VerticalAlignment.coreRow] == 3)
        #expect(d[explicit: HorizontalAlignment.coreColumn] == 55)
        #expect(d[explicit: .leading] == nil)
        #expect(d[explicit: .firstTextBaseline] == 38)
        #expect(d[explicit: .lastTextBaseline] == 38)
    }

    @Test func customSpacing() {
        // Zero on every edge: 0 to the box before it.
        let zero = layout(HStack { Box(10, 10); ZeroSpacingLayout { Box(10, 10) }.id("z") })
        #expect(zero.frame("z").minX == 10)
        // The default is the union of the subviews': a text inside keeps its 3 below a box.
        let text = layout(VStack { Box(10, 10); FirstSubviewLayout { smallText("A") }.id("t") })
        #expect(text.frame("t").minY == 13)
    }

    @Test func stackOrientationDecidesTheSpacersAxis() {
        let horizontal = layout(OrientedLayout<HorizontalTag> { Spacer().id("s") })
        #expect(horizontal.frame("s").size == CGSize(width: 8, height: 0))
        let vertical = layout(OrientedLayout<VerticalTag> { Spacer().id("s") })
        #expect(vertical.frame("s").size == CGSize(width: 0, height: 8))
        let none = layout(OrientedLayout<NoOrientationTag> { Spacer().id("s") })
        #expect(none.frame("s").size == CGSize(width: 8, height: 8))
        let divider = layout(OrientedLayout<HorizontalTag> { Divider().id("d") })
        #expect(divider.frame("d").size == CGSize(width: 1, height: 0))
    }

    @Test func layoutValueKeysAreReadByTheContainer() {
        // Ranks: a 2, b 0 (default), c 1 → order b, c, a at x 0, 20, 50. The rank set before a
        // frame is still the subview's.
        let result = layout(
            RankedRow {
                Box(10, 10).layoutValue(key: RankKey.self, value: 2).frame(width: 10).id("a")
                Box(20, 10).id("b")
                Box(30, 10).layoutValue(key: RankKey.self, value: 1).id("c")
            })
        #expect(result.frame("b").minX == 0)
        #expect(result.frame("c").minX == 20)
        #expect(result.frame("a").minX == 50)
    }

    @Test func subviewPriorities() {
        let log = LayoutLog()
        _ = layout(RankedRow(log: log) { Box(10, 10).layoutPriority(1); Box(10, 10); Spacer() })
        #expect(log.priorities == [1, 0, -.infinity])
    }

    @Test func placeWithAnchorsAndUnplacedSubviewsAreCentred() {
        // 200 × 100. s0: centre on (100, 50) → (90, 40). s1: bottom-trailing on (200, 100) →
        // (170, 90). s2: proposed 40 × 8, anchor (0.25, 0.5) on (10, 10) → (0, 6). Unplaced:
        // centred with the container's proposal: the colour (200 × 100) at 0, the box at (90, 40).
        let result = layout(
            AnchorLayout {
                Box(20, 20).id(0)
                Box(30, 10).id(1)
                Color.red.id(2)
                Color.blue.id(3)
                Box(20, 20).id(4)
            }, width: 200, height: 100)
        #expect(result.frame(0) == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(result.frame(1) == CGRect(x: 170, y: 90, width: 30, height: 10))
        #expect(result.frame(2) == CGRect(x: 0, y: 6, width: 40, height: 8))
        #expect(result.required(2).proposal == ProposedViewSize(width: 40, height: 8))
        #expect(result.frame(3) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.required(3).proposal == ProposedViewSize(width: 200, height: 100))
        #expect(result.frame(4) == CGRect(x: 90, y: 40, width: 20, height: 20))
    }

    @Test func anyLayoutSwitchesBetweenStacks() {
        func view(_ horizontal: Bool) -> some View {
            let layout = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout { Box(10, 10).id("a"); Box(20, 10).id("b"); Spacer(minLength: 5).id("s") }.id("l")
        }
        // Horizontal at 400: the boxes take 10 and 20, the spacer the remaining 370 (height 0).
        let h = layout(view(true))
        #expect(h.frame("b").origin == CGPoint(x: 10, y: 0))
        #expect(h.frame("s").size == CGSize(width: 370, height: 0))
        #expect(h.frame("l").size == CGSize(width: 400, height: 10))
        // Vertical (ideal heights): the spacer is 0 × 5 under the boxes; 20 wide, a centred.
        let v = layout(view(false))
        #expect(v.frame("a").origin == CGPoint(x: 5, y: 0))
        #expect(v.frame("b").origin == CGPoint(x: 0, y: 10))
        #expect(v.frame("s").size == CGSize(width: 0, height: 5))
        #expect(v.frame("l").size == CGSize(width: 20, height: 25))
    }

    @Test func stackLayoutsAsContainers() {
        let h = layout(HStackLayout(spacing: 0) { Box(10, 10).id("a"); Box(20, 10).id("b") })
        #expect(h.frame("b").minX == 10)
        let v = layout(VStackLayout(alignment: .leading, spacing: 2) { Box(10, 10).id("a"); Box(20, 10).id("b") })
        #expect(v.frame("b").origin == CGPoint(x: 0, y: 12))
        #expect(v.frame("a").minX == 0)
        let z = layout(ZStackLayout(alignment: .topLeading) { Box(30, 30); Box(10, 10).id("s") })
        #expect(z.frame("s").origin == .zero)
        #expect(z.size == CGSize(width: 30, height: 30))
    }

    @Test func rightToLeftMirrorsCustomPlacements() {
        // LTR rows as in flowLayoutPlacesRows inside a 90-wide container; mirrored:
        // x' = 90 − (x + 40): 50, 0, 50, 0, 50. The layout still sees LTR bounds.
        let log = LayoutLog()
        let result = layout(FlowLayout(log: log) { ForEach(0..<5) { i in Box(40, 20).id(i) } }, width: 100, direction: .rightToLeft)
        #expect((0..<5).map { result.frame($0).minX } == [50, 0, 50, 0, 50])
        #expect((0..<5).map { result.frame($0).minY } == [0, 0, 30, 30, 60])
        #expect(log.directions.contains(.rightToLeft))
    }

    @Test func subviewSpacingAndDimensions() {
        // Gaps from the spacing model: box→text 3, text→box 4 (10 pt text, Design §5); the middle
        // box's explicit leading 15 puts it at 40 − 15 = 25, the others at 40.
        let result = layout(
            SpacingModelColumn {
                Box(10, 10).id("a")
                smallText("A").id("t")
                Box(10, 10).alignmentGuide(.leading) { _ in 15 }.id("b")
            })
        #expect(result.frame("a").origin == CGPoint(x: 40, y: 0))
        #expect(result.frame("t").origin == CGPoint(x: 40, y: 13))
        #expect(result.frame("b").origin == CGPoint(x: 25, y: 27))
    }

    @Test func layoutValuesAreReadByTheDirectContainerOnly() {
        // The rank inside the two-child VStack is not the VStack's: it keeps rank 0 and its
        // declaration order (first), before the ranked box. Through a one-child (transparent)
        // stack the value is the subview's own: that box (rank 5) goes last.
        let result = layout(
            RankedRow {
                VStack(spacing: 0) { Box(10, 10).layoutValue(key: RankKey.self, value: 9); Box(10, 10) }.id("v")
                Box(20, 10).layoutValue(key: RankKey.self, value: 1).id("ranked")
                VStack { Box(30, 10).layoutValue(key: RankKey.self, value: 5) }.id("one")
                Box(5, 10).layoutValue(key: RankKey.self, value: 2).id("two")
            })
        #expect(result.frame("v").minX == 0)
        #expect(result.frame("ranked").minX == 10)
        #expect(result.frame("two").minX == 30)
        #expect(result.frame("one").minX == 35)
    }
}
