import Foundation
import Testing
@testable import Typeset

/// Setting explicit guides and reading `ViewDimensions` (Design §2–3, research §5).
@Suite struct ExplicitGuideTests {
    @Test func defaultsOfAViewWithoutText() {
        let d = layout(Box(40, 20).id("b")).required("b").dimensions
        #expect(d.width == 40 && d.height == 20)
        #expect(d[.leading] == 0)
        #expect(d[HorizontalAlignment.center] == 20)
        #expect(d[.trailing] == 40)
        #expect(d[.top] == 0)
        #expect(d[VerticalAlignment.center] == 10)
        #expect(d[.bottom] == 20)
        #expect(d[.firstTextBaseline] == 20)
        #expect(d[.lastTextBaseline] == 20)
        #expect(d[explicit: .leading] == nil)
        #expect(d[explicit: .firstTextBaseline] == nil)
        #expect(d[.coreRow] == 0)
        #expect(d[explicit: VerticalAlignment.coreRow] == nil)
    }

    @Test func textHasExplicitBaselinesOnly() {
        // One line at 10 pt: both baselines at the ascent, 8; two lines: the last at 10 + 8.
        let one = layout(smallText("A").id("t")).required("t").dimensions
        #expect(one[explicit: .firstTextBaseline] == 8)
        #expect(one[explicit: .lastTextBaseline] == 8)
        #expect(one[explicit: .top] == nil)
        #expect(one[.bottom] == 10)
        let two = layout(smallText("A\nB").id("t")).required("t").dimensions
        #expect(two[explicit: .firstTextBaseline] == 8)
        #expect(two[explicit: .lastTextBaseline] == 18)
    }

    @Test func closureSeesTheViewsDimensions() {
        // D0.dimensions-style: leading = d[.leading] + d.width / 3 − (d[explicit: .top] ?? 0).
        let plain = layout(Box(90, 30).alignmentGuide(.leading) { d in d[.leading] + d.width / 3 - (d[explicit: .top] ?? 0) }.id("b"))
        #expect(plain.required("b").dimensions[explicit: .leading] == 30)
        let withTop = layout(
            Box(90, 30).alignmentGuide(.top) { _ in 6 }
                .alignmentGuide(.leading) { d in d[.leading] + d.width / 3 - (d[explicit: .top] ?? 0) }.id("b"))
        #expect(withTop.required("b").dimensions[explicit: .leading] == 24)
    }

    @Test func chainedGuidesOuterSeesInnerAndWins() {
        // research §5: inner 10, outer d[.leading] + 5 → 15; the outer closure sees 10 as explicit.
        let result = layout(
            Box(20, 20).alignmentGuide(.leading) { _ in 10 }
                .alignmentGuide(.leading) { d in (d[explicit: .leading] ?? -100) + 5 }.id("b"))
        #expect(result.required("b").dimensions[explicit: .leading] == 15)
        let overriding = layout(Box(20, 20).alignmentGuide(.leading) { _ in 10 }.alignmentGuide(.leading) { _ in 3 }.id("b"))
        #expect(overriding.required("b").dimensions[.leading] == 3)
    }

    @Test func returningTheDefaultStillMakesItExplicit() {
        let result = layout(Box(20, 20).alignmentGuide(.trailing) { d in d[.trailing] }.id("b"))
        #expect(result.required("b").dimensions[explicit: .trailing] == 20)
        #expect(result.required("b").dimensions[explicit: .leading] == nil)
    }

    @Test func otherKeysPassThroughAGuideModifier() {
        let result = layout(smallText("A").alignmentGuide(.leading) { _ in 2 }.id("t"))
        let d = result.required("t").dimensions
        #expect(d[explicit: .leading] == 2)
        #expect(d[explicit: .firstTextBaseline] == 8)
        #expect(d.width == 5)
    }

    @Test func customDefaultMayReadOtherGuides() {
        // A custom guide whose default is the view's first baseline: 8 on a text, its height on a box.
        enum BaselineLike: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.firstTextBaseline] }
        }
        let guide = VerticalAlignment(BaselineLike.self)
        #expect(layout(smallText("A").id("t")).required("t").dimensions[guide] == 8)
        #expect(layout(Box(5, 12).id("b")).required("b").dimensions[guide] == 12)
    }

    // Design §2: the default reads the view's explicit guides when a container aligns on it too.
    // Aligned on it, a text (baseline 8) beside a 30-tall box sits as on `.firstTextBaseline`:
    // its baseline on the box's bottom, at 22; aligned on its own bottom it would be at 20.
    @Test func aContainerAligningOnACustomGuideReadsItsDefaultWithTheViewsGuides() {
        enum BaselineLike: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.firstTextBaseline] }
        }
        let custom = layout(HStack(alignment: VerticalAlignment(BaselineLike.self), spacing: 0) {
            smallText("ab").id("t")
            Box(10, 30).id("b")
        })
        let baseline = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            smallText("ab").id("t")
            Box(10, 30).id("b")
        })
        #expect(custom.frame("t").minY == 22)
        #expect(custom.frame("t") == baseline.frame("t"))
        #expect(custom.frame("b") == baseline.frame("b"))
        // A ZStack and a frame place by the same values.
        let stacked = layout(ZStack(alignment: Alignment(horizontal: .leading, vertical: VerticalAlignment(BaselineLike.self))) {
            smallText("ab").id("t")
            Box(10, 30).id("b")
        })
        #expect(stacked.frame("t").minY == 22)
    }

    @Test func stackAlignsExplicitGuidesAndIgnoresOthers() {
        // VStack(alignment: .leading): guides 30, 90, none(0) → origins −30, −90, 0 → shift 90:
        // x = 60, 0, 90; width max(60+100, 0+200, 90+150) = 240. (.center ignores the leading guides.)
        let leading = layout(
            VStack(alignment: .leading, spacing: 0) {
                Box(100, 10).alignmentGuide(.leading) { _ in 30 }.id(0)
                Box(200, 10).alignmentGuide(.leading) { _ in 90 }.id(1)
                Box(150, 10).id(2)
            })
        #expect([leading.frame(0).minX, leading.frame(1).minX, leading.frame(2).minX] == [60, 0, 90])
        #expect(leading.size.width == 240)
        let centre = layout(
            VStack(alignment: .center, spacing: 0) {
                Box(100, 10).alignmentGuide(.leading) { _ in 30 }.id(0)
                Box(200, 10).alignmentGuide(.leading) { _ in 90 }.id(1)
                Box(150, 10).id(2)
            })
        #expect([centre.frame(0).minX, centre.frame(1).minX, centre.frame(2).minX] == [50, 0, 25])
        #expect(centre.size.width == 200)
    }

    @Test func nonFiniteGuideIsReportedAndIgnored() {
        let result = layout(
            VStack(alignment: .leading, spacing: 0) { Box(10, 10).alignmentGuide(.leading) { _ in .nan }.id("a"); Box(20, 10) })
        #expect(result.frame("a").minX == 0)
        #expect(result.diagnostics(.invalidGuide).count == 1)
    }

    @Test func closureCanReadATextsBaseline() {
        // Top aligned: the text's top guide is its baseline (8), the box's its top (0) →
        // text at y 0, box at 8.
        let result = layout(
            HStack(alignment: .top, spacing: 0) { smallText("A").alignmentGuide(.top) { $0[.firstTextBaseline] }.id("t"); Box(10, 10).id("b") })
        #expect(result.frame("t").minY == 0)
        #expect(result.frame("b").minY == 8)
    }
}
