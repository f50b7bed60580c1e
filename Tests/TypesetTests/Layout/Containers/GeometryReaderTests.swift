import Foundation
import Testing
@testable import Typeset

/// GeometryReader (Design §7): size = proposal (nil → 10); the content is proposed that size
/// and placed at the top-leading corner; `proxy.size` is the reader's size.
@Suite struct GeometryReaderTests {
    @Test func takesTheProposalAndHandsItToTheContent() {
        let result = layout(
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("c") }.id("g"),
            width: 200, height: 100)
        #expect(result.frame("g") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(result.frame("c") == CGRect(x: 0, y: 0, width: 100, height: 25))
    }

    @Test func unspecifiedAxesAreTen() {
        let result = layout(GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: proxy.size.height).id("c") }.id("g"), width: nil, height: 40)
        #expect(result.frame("g").size == CGSize(width: 10, height: 40))
        #expect(result.frame("c").size == CGSize(width: 10, height: 40))
    }

    @Test func contentIsProposedTheReadersSizeAtTheTopLeading() {
        let result = layout(GeometryReader { _ in Box(30, 20).id("b"); Color.red.id("c") }, width: 200, height: 100)
        #expect(result.frame("b").origin == .zero)
        #expect(result.required("c").proposal == ProposedViewSize(width: 200, height: 100))
        #expect(result.frame("c").size == CGSize(width: 200, height: 100))
    }

    @Test func isGreedyInAStack() {
        // A reader is infinitely flexible like a colour: it shares the row with one.
        let result = layout(HStack(spacing: 0) { GeometryReader { _ in EmptyView() }.id("g"); Color.red }, width: 100, height: 20)
        #expect(result.frame("g").size == CGSize(width: 50, height: 20))
    }

    @Test func reportsNoExplicitGuides() {
        let result = layout(GeometryReader { _ in smallText("A") }.id("g"), width: 100, height: 20)
        #expect(result.required("g").dimensions[explicit: .firstTextBaseline] == nil)
    }

    @Test func rightToLeftTopLeadingIsTheTopRight() {
        // Content at x 0 (LTR) mirrored inside 200: 200 − 30 = 170.
        let result = layout(GeometryReader { _ in Box(30, 20).id("b") }, width: 200, height: 100, direction: .rightToLeft)
        #expect(result.frame("b").origin == CGPoint(x: 170, y: 0))
    }
}
