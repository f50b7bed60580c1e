import Foundation
import Testing
import Typeset

@Suite struct NavigationPortTests {
    private func layout<V: View>(_ view: V) -> LayoutResult { LayoutEngine().layout(view, proposal: portScreen) }

    // UIKit's navigation bar: 44 points inline, 96 with a large title (44 + 52).
    @Test func largeTitleBarAboveTheRoot() throws {
        let result = layout(TrailList())
        #expect(result.root.kind == .container(.navigationStack))
        let bar = try #require(Port.nodes(.containerPart(.navigationBar), in: result.root).first)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        let title = try Port.text("Trails", in: bar)
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxY == CGFloat(96 - 8))
        let list = try #require(Port.nodes(.container(.list), in: result.root).first)
        #expect(list.frame == CGRect(x: 0, y: 96, width: 390, height: 844 - 96))
        // Links in list rows: the label and a trailing disclosure indicator.
        let chevrons = Port.nodes(.containerPart(.disclosureIndicator), in: list)
        #expect(chevrons.count == 3)
        #expect(chevrons.allSatisfy { $0.frame.maxX == 350 && $0.frame.width == 8 })
    }

    // At xxxLarge the large title (`.largeTitle` 40 pt, Design §17.1) and its 8 pt below no
    // longer fit the 52-pt band: the band grows and the title still ends 8 above the bar's bottom.
    @Test func largeTitleBandGrowsWithTheTextSize() throws {
        var engine = LayoutEngine()
        engine.environment.dynamicTypeSize = .xxxLarge
        let result = engine.layout(TrailList(), proposal: portScreen)
        let bar = try #require(Port.nodes(.containerPart(.navigationBar), in: result.root).first)
        let title = try Port.text("Trails", in: bar)
        #expect(bar.frame.height > 96)
        #expect(abs(title.frame.maxY - (bar.frame.maxY - 8)) < 0.001)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func inlineTitleBarIs44PointsWithACentredTitle() throws {
        let result = layout(DetailScreen())
        let bar = try #require(Port.nodes(.containerPart(.navigationBar), in: result.root).first)
        #expect(bar.frame.height == 44)
        let title = try Port.text("Item", in: bar)
        #expect(abs(title.frame.midX - 195) < 0.001)
        // The root is centred in the rest of the screen.
        let details = try Port.text("Details", in: result.root)
        #expect(abs(details.frame.midY - (44 + (844 - 44) / 2)) < 0.001)
    }

    // UITabBar on iPhone: 49 points; items share its width.
    @Test func tabViewShowsTheSelectedTabAboveA49PointBar() throws {
        let result = layout(MainTabs())
        #expect(result.root.kind == .container(.tabView))
        let bar = try #require(Port.nodes(.containerPart(.tabBar), in: result.root).first)
        #expect(bar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        let items = Port.nodes(.containerPart(.tabItem), in: bar)
        #expect(items.map(\.frame.width) == [195, 195])
        let content = try #require(Port.nodes(.containerPart(.tabContent), in: result.root).first)
        #expect(content.frame.height == CGFloat(844 - 49))
        #expect(Port.hasText("Outbox", in: content))
        #expect(!Port.hasText("Inbox", in: content))
        // The selected item in the tint.
        #expect(try Port.text("Outbox", in: items[1]).paint?.foreground == Color.accentColor)
    }

    @Test func tabsOfIOS18() throws {
        let result = layout(ModernTabs())
        let items = Port.nodes(.containerPart(.tabItem), in: result.root)
        #expect(items.count == 3)
        #expect(items.allSatisfy { $0.frame.width == 130 })
        let content = try #require(Port.nodes(.containerPart(.tabContent), in: result.root).first)
        #expect(Port.hasText("Today", in: content))
    }
}
