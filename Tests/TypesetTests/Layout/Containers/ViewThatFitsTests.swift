import Foundation
import Testing
@testable import Typeset

/// ViewThatFits (Design §7): the first child whose ideal size fits the proposal on the given
/// axes, else the last.
@Suite struct ViewThatFitsTests {
    private func choice(width: CGFloat?, height: CGFloat? = nil, axes: Axis.Set = [.horizontal, .vertical]) -> [String] {
        let result = layout(
            ViewThatFits(in: axes) { Box(300, 10).id("a"); Box(200, 50).id("b"); Box(100, 10).id("c") },
            proposal: ProposedViewSize(width: width, height: height))
        return ["a", "b", "c"].filter { result.node($0) != nil }
    }

    @Test func firstThatFits() {
        #expect(choice(width: 400) == ["a"])
        #expect(choice(width: 250) == ["b"])
        #expect(choice(width: 300) == ["a"])
    }

    @Test func lastWhenNoneFits() {
        #expect(choice(width: 50) == ["c"])
    }

    @Test func onlyTheGivenAxesCount() {
        // Height 20: b (50 tall) does not fit vertically; horizontally-only it does.
        #expect(choice(width: 250, height: 20) == ["c"])
        #expect(choice(width: 250, height: 20, axes: .horizontal) == ["b"])
        #expect(choice(width: 50, height: 20, axes: .vertical) == ["a"])
    }

    // Design §7, §14: its priority is its children's highest, below 0 too. Beside a flexible
    // view at 0, one whose children all have priority -1 gets its space last: none of 100.
    @Test func itsPriorityIsItsChildrensHighestBelowZeroToo() {
        let result = layout(
            HStack(spacing: 0) {
                ViewThatFits { Color.clear.frame(maxWidth: .infinity).layoutPriority(-1) }.id("v")
                Color.clear.frame(maxWidth: .infinity).id("b")
            }, width: 100)
        #expect(result.frame("b").width == 100)
        #expect(result.frame("v").width == 0)
    }

    @Test func sizeIsTheChosenChilds() {
        let result = layout(ViewThatFits { smallText("Hello world"); smallText("Hi") }.id("v"), width: 30)
        #expect(result.frame("v").size == CGSize(width: 10, height: 10))
    }

    @Test func textIdealSizeDecides() {
        // "Hello world" is 55 ideal: it is chosen at 60, not at 50 (it would have to wrap).
        let wide = layout(ViewThatFits(in: .horizontal) { smallText("Hello world").id("long"); smallText("Hi").id("short") }, width: 60)
        #expect(wide.node("long") != nil)
        let narrow = layout(ViewThatFits(in: .horizontal) { smallText("Hello world").id("long"); smallText("Hi").id("short") }, width: 50)
        #expect(narrow.node("short") != nil)
        #expect(narrow.node("long") == nil)
    }

    @Test func unspecifiedAxisConstrainsNothing() {
        // A nil width asks for the ideal size: every option fits it, so the first is chosen.
        #expect(choice(width: nil) == ["a"])
    }
}
