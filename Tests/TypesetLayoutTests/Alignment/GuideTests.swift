import Foundation
import Testing
@testable import TypesetLayout

/// Design §2–3 on the core alone.
struct GuideTests {
    @Test func guideClosureSetsTheExplicitValue() {
        // VStack(.leading): a child whose leading is 15 sits 15 left of the others.
        let result = layout(.vStack(.leading, spacing: 0, [
            .id("a", .box(10, 10)),
            .id("b", .guide(HorizontalAlignment.leading.key, { _ in 15 }, .box(10, 10))),
        ]), width: nil)
        #expect(result.frame("a").minX == 15)
        #expect(result.frame("b").minX == 0)
    }

    @Test func outerGuideSeesTheInnerOneAndWins() {
        let key = HorizontalAlignment.leading.key
        var seen: CGFloat?
        let result = layout(.guide(key, { d in seen = d[explicit: key]; return 9 }, .guide(key, { _ in 4 }, .box(10, 10))), width: nil)
        #expect(seen == 4)
        #expect(result.root.dimensions[explicit: .leading] == 9)
    }

    @Test func containersMergeBaselinesByMinimumAndMaximum() {
        // A VStack of two 10 pt texts, 0 apart: first baseline 8 (top-most), last 18 (bottom-most).
        let result = layout(.vStack(spacing: 0, [.text("a", size: 10), .text("b", size: 10)]), width: nil)
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 8)
        #expect(result.root.dimensions[explicit: .lastTextBaseline] == 18)
        #expect(result.root.dimensions[explicit: .leading] == nil)
    }

    @Test func customGuidesMergeByTheMean() {
        let key = VerticalAlignment.mark.key
        let result = layout(.vStack(spacing: 0, [
            .guide(key, { _ in 2 }, .box(10, 10)), .box(10, 10), .guide(key, { _ in 6 }, .box(10, 10)),
        ]), width: nil)
        // (2 + (20 + 6)) / 2 = 14.
        #expect(result.root.dimensions[explicit: .mark] == 14)
    }

    @Test func resultGuidesAreStoredAndRunNoClosure() {
        var calls = 0
        let result = layout(.guide(VerticalAlignment.mark.key, { _ in calls += 1; return 3 }, .box(10, 10)), width: nil)
        let before = calls
        #expect(result.root.dimensions[explicit: .mark] == 3)
        #expect(result.root.explicitGuides.map(\.key) == [VerticalAlignment.mark.key])
        #expect(calls == before)
    }

    @Test func nonFiniteGuideIsReportedWithThePath() {
        let result = layout(.vStack(.leading, spacing: 0, [.box(10, 10), .guide(HorizontalAlignment.leading.key, { _ in .nan }, .box(10, 10))]), width: nil)
        let diagnostic = result.diagnostics.first { $0.kind == .invalidGuide }
        #expect(diagnostic?.view == "VStack[1]/AlignmentGuide")
    }
}
