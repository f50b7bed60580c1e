import Foundation
import Testing
import Typeset

/// `tabViewStyle(.page)`: Apple's `PageTabViewStyle` shows one page at a time with no tab bar,
/// and its `IndexDisplayMode` says when the page indicator shows (`.automatic`: more than one
/// page; `.always`; `.never`).
@Suite struct PagedTabViewTests {
    private func pages(_ count: Int) -> some View {
        TabView {
            ForEach(0..<count, id: \.self) { index in Text("Page \(index)") }
        }
    }

    private func layOut<V: View>(_ view: V) -> LayoutResult {
        LayoutEngine().layout(view, proposal: ProposedViewSize(width: 390, height: 300))
    }

    @Test func aPageFillsTheTabViewWithoutABar() throws {
        let result = layOut(pages(3).tabViewStyle(.page))
        #expect(Port.parts(.tabBar, in: result.root).isEmpty)
        let content = try #require(Port.parts(.tabContent, in: result.root).first)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(Port.hasText("Page 0", in: result.root))
        #expect(!Port.hasText("Page 1", in: result.root))
        // The indicator: one dot per page, at the bottom, centred.
        let indicator = try #require(Port.parts(.pageIndicator, in: result.root).first)
        #expect(indicator.allNodes.filter { $0.kind == .shape(.circle) }.count == 3)
        #expect(indicator.frame.maxY == 300)
        #expect(Port.near(indicator.frame.midX, 195))
        // The tab bar style keeps its bar.
        #expect(!Port.parts(.tabBar, in: layOut(pages(3)).root).isEmpty)
    }

    @Test func indexDisplayModes() {
        #expect(Port.parts(.pageIndicator, in: layOut(pages(3).tabViewStyle(.page(indexDisplayMode: .never))).root).isEmpty)
        #expect(Port.parts(.pageIndicator, in: layOut(pages(1).tabViewStyle(.page)).root).isEmpty)
        #expect(!Port.parts(.pageIndicator, in: layOut(pages(1).tabViewStyle(.page(indexDisplayMode: .always))).root).isEmpty)
        #expect(!Port.parts(.pageIndicator, in: layOut(pages(2).tabViewStyle(PageTabViewStyle())).root).isEmpty)
    }

    @Test func aBackgroundOnlyWhenAlwaysAsked() throws {
        let plain = try #require(Port.parts(.pageIndicator, in: layOut(pages(3).tabViewStyle(.page)).root).first)
        #expect(!plain.allNodes.contains { $0.kind == .shape(.capsule) })
        let backed = layOut(pages(3).tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
        let indicator = try #require(Port.parts(.pageIndicator, in: backed.root).first)
        #expect(indicator.allNodes.contains { $0.kind == .shape(.capsule) })
        let never = layOut(pages(3).tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .never)))
        #expect(!never.root.allNodes.contains { $0.kind == .shape(.capsule) })
    }
}

/// The iOS 18 `Tab` initialisers without a label (Apple: `init(value:content:)` "with an empty
/// label"; `init(value:role:content:)` "with a label inferred from the role").
@Suite struct TabInitialiserTests {
    enum Page: Hashable { case chat, friends }

    @Test func tabsWithoutALabelSelectByValue() throws {
        let view = TabView(selection: .constant(Page.friends)) {
            Tab(value: Page.chat) { Text("Chat") }
            Tab(value: Page.friends) { Text("Friends") }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        let result = LayoutEngine().layout(view, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(Port.hasText("Friends", in: result.root))
        #expect(!Port.hasText("Chat", in: result.root))
    }

    @Test func aSearchTabIsLabelledSearch() throws {
        let view = TabView {
            Tab(content: { Text("Home") }, label: { Text("Home tab") })
            Tab(role: .search) { Text("Find") }
        }
        let result = LayoutEngine().layout(view, proposal: ProposedViewSize(width: 390, height: 600))
        let items = Port.parts(.tabItem, in: result.root)
        #expect(items.count == 2)
        #expect(Port.hasText("Home tab", in: items[0]))
        #expect(Port.hasText("Search", in: items[1]))
        let unlabelled = LayoutEngine().layout(TabView { Tab { Text("Only") } }, proposal: ProposedViewSize(width: 390, height: 600))
        let item = try #require(Port.parts(.tabItem, in: unlabelled.root).first)
        #expect(!item.allNodes.contains { $0.name == "Text" })
    }
}
