import Foundation
import Testing
import Typeset

@Suite struct ScreenPortTests {
    static let device = Device.iPhone16Pro

    // HIG "Layout": iPhone 16 Pro is 402 × 874 points at 3×; its safe area is inset 62 at the
    // top (Dynamic Island) and 34 at the bottom (home indicator).
    @Test func presetsFollowThePublishedTables() {
        #expect(Device.iPhone16Pro.screenSize == CGSize(width: 402, height: 874) && Device.iPhone16Pro.displayScale == 3)
        #expect(Device.iPhone16Pro.portraitSafeArea == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(Device.iPhone16.screenSize == CGSize(width: 393, height: 852))
        #expect(Device.iPhone16.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(Device.iPhone16.screenSize(.landscapeLeft) == CGSize(width: 852, height: 393))
        #expect(Device.iPadPro11.screenSize == CGSize(width: 834, height: 1210) && Device.iPadPro11.displayScale == 2)
        #expect(Device.preset(named: "iPhone 16 Pro Max")?.screenSize == CGSize(width: 440, height: 956))
    }

    // `ignoresSafeArea()`: the background reaches every edge of the screen; the content stays
    // centred in the safe area (SwiftUI's root view).
    @Test func fullBleedBackground() throws {
        let result = LayoutEngine().layout(FullBleedScreen(), on: Self.device)
        #expect(result.size == CGSize(width: 402, height: 874))
        #expect(try #require(result.node("background")).frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        let title = try #require(result.node("title"))
        #expect(abs(title.frame.midY - (62 + (874 - 62 - 34) / 2)) < 0.5)
        #expect(abs(title.frame.midX - 201) < 0.5)
    }

    // `edgesIgnoringSafeArea(.top)`: the header grows up under the status bar only.
    @Test func headerUnderTheStatusBar() throws {
        let result = LayoutEngine().layout(HeaderScreen(), on: Self.device)
        #expect(try #require(result.node("header")).frame == CGRect(x: 0, y: 0, width: 402, height: 62 + 120))
    }

    // `safeAreaInset(edge: .bottom)`: the bar sits at the bottom of the safe area; the content
    // ignoring the safe area reaches under it and to the screen's edges.
    @Test func bottomBarInset() throws {
        let result = LayoutEngine().layout(BottomBarScreen(), on: Self.device)
        let bar = try #require(result.node("bar"))
        #expect(abs(bar.frame.maxY - (874 - 34)) < 1e-9)
        #expect(bar.frame.width == 402)
        #expect(try #require(result.node("content")).frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(try #require(result.node("inset")).frame == CGRect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
    }

    // Apple's `containerRelativeFrame(_:count:span:spacing:)` documentation: the column is
    // (width - spacing × (count - 1)) / count, a span of 2 two columns and one spacing.
    @Test func containerRelativeFrames() throws {
        let result = LayoutEngine().layout(CarouselCard(), on: Self.device)
        let card = try #require(result.node("card"))
        let column = (402 - 10 * 2) / 3.0
        #expect(abs(card.size.width - (column * 2 + 10)) < 1e-9)
        let page = try #require(LayoutEngine().layout(FullPage(), on: Self.device).node("page"))
        #expect(page.frame == CGRect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
        // Without a container: diagnosed, the view keeps its own size.
        let loose = LayoutEngine().layout(FullPage(), proposal: .unspecified)
        #expect(loose.diagnostics.contains { $0.message.contains("no container size") })
        let bad = LayoutEngine().layout(Color.red.containerRelativeFrame(.horizontal, count: 0, span: 1, spacing: 0), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(bad.diagnostics.contains { $0.message.contains("count 0") })
    }

    // `safeAreaPadding` pads like `padding` (and is part of the safe area inside).
    @Test func safeAreaPaddingPads() throws {
        let result = LayoutEngine().layout(PaddedContent(), on: Self.device)
        let padded = try #require(result.node("padded"))
        let color = try #require(padded.children.first)
        #expect(color.frame == CGRect(x: 20, y: 62, width: 402 - 40, height: 874 - 62 - 34))
        // Outside a screen, ignoring the safe area changes nothing.
        let plain = LayoutEngine().layout(Color.red.ignoresSafeArea(), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(plain.root.frame.size == CGSize(width: 100, height: 50))
    }
}
