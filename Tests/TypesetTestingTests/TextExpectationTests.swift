import Foundation
import Testing
import TypesetTesting

@Suite struct TextExpectationTests {
    /// Design §8.6: `lineLimit(1)` in a 40-point frame keeps one line and ends it with "…".
    let cut = layout { Text("A label much too long").lineLimit(1).id("label").frame(width: 40) }
    /// Design §8.4: greedy breaking in 80 points puts these words on several lines.
    let wrapped = layout(width: 80) { Text("Four words that wrap").id("label") }

    @Test func notTruncated() throws {
        #expect(LayoutExpectation.notTruncated("label").failures(in: wrapped).isEmpty)
        let failure = try #require(LayoutExpectation.notTruncated("label").failures(in: cut).first)
        #expect(failure.summary.hasPrefix("Text #label \"A label much too long\" is truncated: 1 line kept in"))
        #expect(failure.excerpt.contains("truncated"))  // the text's line, from the dump
    }

    @Test func lineCount() throws {
        let lines = try #require(wrapped.node("label")?.text?.lines.count)
        #expect(lines > 1)
        #expect(LayoutExpectation.lineCount("label", atMost: lines).failures(in: wrapped).isEmpty)
        let failure = try #require(LayoutExpectation.lineCount("label", atMost: 1).failures(in: wrapped).first)
        #expect(failure.summary == "Text #label \"Four words that wrap\" wraps to \(lines) lines, more than 1, at a proposed width of 80 pt")
    }

    @Test func aViewWithoutTextFails() {
        let result = layout { Color.red.frame(width: 10, height: 10).id("box") }
        #expect(LayoutExpectation.notTruncated("box").failures(in: result).first?.summary == "Frame #box holds no Text")
    }

    @Test func assertLayoutRecordsEachFailure() {
        withKnownIssue {
            assertLayout(cut, .notTruncated("label"), .lineCount("label", atMost: 0))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is truncated") || $0.rawValue.contains("more than 0") }
        }
    }
}
