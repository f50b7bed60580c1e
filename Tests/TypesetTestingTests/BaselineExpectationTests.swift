import Foundation
import Testing
import TypesetTesting

@Suite struct BaselineExpectationTests {
    @Test func firstBaselineRowPasses() {
        let result = mixedSizeRow(.firstTextBaseline)
        #expect(LayoutExpectation.baselinesAligned(["big", "small"]).failures(in: result).isEmpty)
        #expect(LayoutExpectation.baselinesAligned(textsIn: "row").failures(in: result).isEmpty)
    }

    @Test func centredRowOfMixedSizesFails() throws {
        let result = mixedSizeRow(.center)
        // Design §4: centred in the row, each text's baseline sits at its own top plus its
        // ascent; a 34-point title and a 12-point caption do not share one.
        let big = try #require(firstBaselineY(result, "big")), small = try #require(firstBaselineY(result, "small"))
        let spread = abs(big - small)
        #expect(spread > 1)
        let failures = LayoutExpectation.baselinesAligned(["big", "small"]).failures(in: result)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.summary.contains("first text baselines are not aligned"))
        #expect(failure.summary.contains("span \(f(spread)) pt"))
        #expect(failure.summary.contains("Text #big \"Title\" at y \(f(big))"))
        #expect(failure.summary.contains("Text #small \"caption\" at y \(f(small))"))
        // The excerpt shows the row and both texts, each with its baseline and the difference.
        #expect(failure.excerpt.contains("HStack #row [alignment: center]"))
        #expect(failure.excerpt.contains("◀ first baseline y \(f(big))"))
        #expect(failure.excerpt.contains("◀ first baseline y \(f(small)) (\(small >= big ? "+" : "")\(f(small - big)))"))
        let inContainer = LayoutExpectation.baselinesAligned(textsIn: "row").failures(in: result)
        #expect(inContainer.first?.summary.contains("the texts in \"row\"") == true)
    }

    @Test func toleranceIsInPixelsAtTheDisplayScale() throws {
        let result = mixedSizeRow(.center)
        let spread = try #require(firstBaselineY(result, "big").flatMap { b in firstBaselineY(result, "small").map { abs(b - $0) } })
        let pixels = spread * 2
        let expectation = LayoutExpectation.baselinesAligned(["big", "small"], tolerance: pixels + 0.5)
        #expect(expectation.failures(in: result, displayScale: 2).isEmpty)
        #expect(!expectation.failures(in: result, displayScale: 4).isEmpty)
    }

    @Test func lastBaselines() {
        // Design §2: the last baseline of a two-line text is its second line's.
        let result = layout {
            HStack(alignment: .lastTextBaseline) {
                Text("one\ntwo").id("two-lines")
                Text("single").id("one-line")
            }
        }
        #expect(LayoutExpectation.baselinesAligned(["two-lines", "one-line"], .last).failures(in: result).isEmpty)
        let first = LayoutExpectation.baselinesAligned(["two-lines", "one-line"], .first).failures(in: result)
        #expect(first.first?.summary.contains("first text baselines are not aligned") == true)
    }

    @Test func aViewWithoutTextOrIdIsAFailureNotAPass() {
        let result = layout {
            HStack(alignment: .firstTextBaseline) {
                Text("Label").id("label")
                Color.gray.frame(width: 20, height: 20).id("box")
            }
        }
        let noText = LayoutExpectation.baselinesAligned(["label", "box"]).failures(in: result)
        #expect(noText.first?.summary.contains("Frame #box has no text, so no first text baseline") == true)
        let missing = LayoutExpectation.baselinesAligned(["label", "nope"]).failures(in: result)
        #expect(missing.first?.summary == "no view has the id \"nope\"")
        let alone = LayoutExpectation.baselinesAligned(["label"]).failures(in: result)
        #expect(alone.first?.summary.contains("expected at least two views with text to align, found 1") == true)
    }

    @Test func assertLayoutRecordsTheFailureAsAnIssue() {
        let result = mixedSizeRow(.center)
        withKnownIssue {
            assertLayout(result, .baselinesAligned(["big", "small"]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("first text baselines are not aligned") && $0.rawValue.contains("◀") }
        }
        assertLayout(mixedSizeRow(.firstTextBaseline), .baselinesAligned(["big", "small"]))
    }
}
