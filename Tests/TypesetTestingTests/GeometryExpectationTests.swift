import Foundation
import Testing
import TypesetCases
import TypesetTesting

@Suite struct GeometryExpectationTests {
    /// Document 001's badge: a 20-point circle centred on the top-trailing corner of a
    /// 100 × 60 box reaches 10 points out at the top and at the right.
    let badge = layout {
        Box(100, 60).overlay(alignment: .topTrailing) {
            Circle().frame(width: 20, height: 20)
                .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                .id("badge")
        }
        .id("card")
    }

    @Test func insideParent() throws {
        #expect(LayoutExpectation.insideParent("card").failures(in: badge).isEmpty)
        let failure = try #require(LayoutExpectation.insideParent("badge").failures(in: badge).first)
        #expect(failure.summary.contains("is not inside its parent Overlay #card: it reaches out by 10 pt at the top, 10 pt at the right"))
        #expect(failure.excerpt.contains("◀ its parent: x 0...100, y 0...60"))
        #expect(failure.excerpt.contains("◀ x 90...110, y -10...10; out by 10 pt at the top, 10 pt at the right"))
    }

    @Test func insideRoot() throws {
        // Design §6: the offset moves only the drawing; the 20-point square centred in a 50-point
        // frame (x 15...35) is drawn 40 points to the right, 25 points past the root.
        let result = layout {
            Color.red.frame(width: 20, height: 20).id("moved").offset(x: 40).frame(width: 50, height: 50)
        }
        #expect(LayoutExpectation.insideRoot("card").failures(in: badge).isEmpty)
        let failure = try #require(LayoutExpectation.insideRoot("moved").failures(in: result).first)
        #expect(failure.summary.contains("is not inside the root"))
        #expect(failure.summary.contains("25 pt at the right"))
    }

    @Test func siblingsDoNotOverlap() throws {
        // Design §4: spacing −10 starts each box 10 points before the previous one ends.
        let overlapping = layout { HStack(spacing: -10) { Box(30, 30).id("a"); Box(30, 30).id("b") }.id("row").padding(5) }
        let touching = layout { HStack(spacing: 0) { Box(30, 30); Box(30, 30) }.id("row") }
        #expect(LayoutExpectation.siblingsDoNotOverlap(in: "row").failures(in: touching).isEmpty)
        let failure = try #require(LayoutExpectation.siblingsDoNotOverlap(in: "row").failures(in: overlapping).first)
        #expect(failure.summary == "Frame #a and Frame #b in HStack #row overlap on 10 × 30 pt at (25, 5)")
        #expect(failure.excerpt.contains("◀ overlap 10 × 30 pt at (25, 5)"))
    }

    @Test func frameEquals() throws {
        // Design §6: padding places its child at (leading, top).
        let result = layout { Box(50, 40).id("box").padding(10) }
        #expect(LayoutExpectation.frame("box", equals: CGRect(x: 10, y: 10, width: 50, height: 40)).failures(in: result).isEmpty)
        let failure = try #require(LayoutExpectation.frame("box", equals: CGRect(x: 0, y: 10, width: 50, height: 30)).failures(in: result).first)
        #expect(failure.summary == "Frame #box has the wrong frame: x 10 (expected 0), height 40 (expected 30)")
        #expect(failure.excerpt.contains("Frame #box [width: 50, height: 40, alignment: center/center] (10, 10, 50 × 40)"))
        #expect(failure.excerpt.hasPrefix("Padding"))
    }
}
