import Foundation
import Testing
import Typeset

/// iPhone 15 / 16 screen in points (Apple's tech specs: 2556 × 1179 pixels at 3×).
let portScreen = ProposedViewSize(width: 390, height: 844)

@Suite struct ScrollPortTests {
    // ScrollView proposes nil along its axis (research §11 pitfalls 7–8) and takes the size it
    // is offered; its content keeps its own height, recorded as the content size.
    @Test func verticalScrollViewTakesTheOfferAndProposesNilHeight() throws {
        let result = LayoutEngine().layout(MessageScroll(), proposal: portScreen)
        let scroll = result.root
        #expect(scroll.kind == .scrollView(axes: .vertical, showsIndicators: true))
        #expect(scroll.frame.size == CGSize(width: 390, height: 844))
        let content = try #require(scroll.children.first)
        #expect(content.proposal == ProposedViewSize(width: 390, height: nil))
        #expect(scroll.scrollContentSize == content.size)
        // 30 rows of body text are taller than no row; the content starts at the top and is
        // centred across the axis.
        let first = try Port.text("Message 0", in: content)
        let last = try Port.text("Message 29", in: content)
        #expect(first.frame.minY == 0)
        #expect(content.size.height == last.frame.maxY)
        #expect(abs(content.frame.midX - 195) < 0.001)
    }

    @Test func horizontalScrollViewHugsItsContentHeight() throws {
        let result = Port.layout(CardStrip())
        let scroll = result.root
        #expect(scroll.kind == .scrollView(axes: .horizontal, showsIndicators: false))
        // Proposed no height, the scroll view is as tall as its content: the 80-point cards.
        #expect(scroll.frame.size == CGSize(width: 390, height: 80))
        // 8 cards of 120, 7 gaps of 12, 16 padding each side.
        #expect(scroll.scrollContentSize == CGSize(width: 8 * 120 + 7 * 12 + 32, height: 80))
        #expect(scroll.children.first?.frame.minX == 0)
    }

    @Test func nestedScrollViewOnTheSameAxisIsDiagnosedNotFatal() {
        let result = LayoutEngine().layout(NestedScroll(), proposal: portScreen)
        #expect(result.root.frame.size == CGSize(width: 390, height: 844))
        let diagnostic = result.diagnostics.first { $0.message.contains("ScrollView inside a ScrollView") }
        #expect(diagnostic?.kind == .unsupported)
        #expect(diagnostic?.view == "ScrollView[0]/ScrollView")
    }

    // A LazyVStack fills the width it is offered (unlike VStack) and spaces its rows as a stack.
    @Test func lazyVStackFillsTheWidthAndStacksItsRows() throws {
        let result = LayoutEngine().layout(LazyFeed(), proposal: portScreen)
        let lazy = try #require(result.nodes.first { $0.kind == .container(.lazyVStack) })
        #expect(lazy.frame.width == 390)
        let first = try Port.text("Row 1", in: lazy)
        let second = try Port.text("Row 2", in: lazy)
        #expect(first.frame.minX == 0)
        #expect(second.frame.minY - first.frame.maxY == 10)
        // Headless layout lays out every row.
        #expect(Port.hasText("Row 40", in: lazy))
    }

    @Test func pinnedSectionHeadersAreMarkedAndLaidOutInOrder() throws {
        let result = LayoutEngine().layout(PinnedContacts(), proposal: portScreen)
        let headers = Port.nodes(.containerPart(.pinnedHeader), in: result.root)
        #expect(headers.count == 3)
        let b = try Port.text("B", in: result.root)
        let lastA = try Port.text("A contact 2", in: result.root)
        #expect(b.frame.minY > lastA.frame.maxY)
        // Headers span the stack's width.
        #expect(headers.allSatisfy { $0.frame.width == 390 })
    }

    @Test func lazyHStackFillsTheHeightOnItsAlignment() throws {
        let result = Port.layout(ChipRow())
        let lazy = try #require(result.nodes.first { $0.kind == .container(.lazyHStack) })
        #expect(lazy.frame.height == 60)
        let chip = try Port.text("Tag 0", in: lazy)
        // Aligned to the top: the chip's padding is 8 above its text.
        #expect(chip.frame.minY == lazy.frame.minY + 8)
    }
}
