import Foundation
import Testing
@testable import Typeset

/// Memoisation (architecture: answers are memoised per proposal for the pass): text is
/// measured once per distinct proposal, so deep nesting costs a polynomial number of
/// measurements, not the 3^depth of probing every child at min, max and a share per level.
@Suite struct MemoisationTests {
    /// Records every measurement by string and proposal.
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var log: [String: [ProposedViewSize]] = [:]

        var count: Int { lock.withLock { log.values.map(\.count).reduce(0, +) } }
        /// Strings measured more than once at the same proposal.
        var repeated: [String] { lock.withLock { log.filter { Set($0.value).count != $0.value.count }.map(\.key) } }

        func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
            lock.withLock { log[text.string, default: []].append(proposal) }
            return FixedAdvanceMeasurer().measure(text, proposal: proposal, style: style, displayScale: displayScale)
        }
    }

    /// Level 0 is an HStack of two texts; each level above alternates VStack (odd) and HStack
    /// (even) around a text, the level below and another text. Every string is unique.
    private func nested(_ depth: Int) -> AnyView {
        if depth == 0 { return AnyView(HStack { smallText("leaf a"); smallText("leaf b") }) }
        let inner = nested(depth - 1)
        if depth % 2 == 0 {
            return AnyView(HStack { smallText("row \(depth)"); inner; smallText("end \(depth)") })
        }
        return AnyView(VStack { smallText("column \(depth)"); inner; smallText("end \(depth)") })
    }

    @Test func eightLevelsOfStacksMeasureEachProposalOnce() {
        let measurer = RecordingMeasurer()
        let result = LayoutEngine(textMeasurer: measurer).layout(nested(8), proposal: ProposedViewSize(width: 300, height: 600))
        let leaves = result.root.allNodes.filter { $0.name == "Text" }.count
        #expect(leaves == 18)
        // The memo: no text is measured twice at the same proposal.
        #expect(measurer.repeated.isEmpty, "measured again: \(measurer.repeated)")
        // The budget: with the memo a text costs one measurement per distinct proposal that
        // reaches it, and each of the 9 stack levels above adds a few (its min, max and share
        // probes, and the placement share, at each minor length it is given): allow 4 per level
        // per text on average, 4 × 9 × 18 = 648. Without memoisation every level re-asks its
        // children at min, max and a share for each of its own requests: the two bottom leaves
        // alone would be asked ≥ 3^9 = 19683 times.
        #expect(measurer.count <= 4 * 9 * leaves, "measured \(measurer.count) times for \(leaves) texts")
    }

    @Test func flatStackMeasuresEachTextAFewTimes() {
        // 40 texts in a VStack at (300, 600): each is measured for its ideal size (resolve),
        // its minimum (300, 0), maximum (300, ∞) and share — at most one more share when
        // placing: ≤ 5 each.
        let measurer = RecordingMeasurer()
        let result = LayoutEngine(textMeasurer: measurer).layout(
            VStack { ForEach(0..<40) { i in smallText("text \(i)") } }, proposal: ProposedViewSize(width: 300, height: 600))
        #expect(result.root.children.count == 40)
        #expect(measurer.repeated.isEmpty)
        #expect(measurer.count <= 5 * 40)
    }

    @Test func idealSizeIsMeasuredOnce() {
        // The ideal size is measured at resolve time and reused for nil proposals.
        let measurer = RecordingMeasurer()
        _ = LayoutEngine(textMeasurer: measurer).layout(smallText("Hello").fixedSize(), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(measurer.count == 1)
    }
}
