import SwiftUI
import Testing

@Suite struct UIKitBridgeTests {
    // A view file as apps write it: UIKit colours and fonts through SwiftUI's initialisers.
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold))).id("title")
                Text("Detail").foregroundColor(Color(.secondaryLabel)).id("detail")
            }
            .padding()
            .background(Color(UIColor.secondarySystemBackground))
        }
    }

    @Test func uiKitValuesStyleSwiftUIViews() throws {
        let result = StandIns.layout(Card())
        let title = try #require(result.node("title")?.text)
        #expect(title.primaryMetrics.size == 20)
        let detail = try #require(result.node("detail"))
        let foregrounds = detail.allNodes.compactMap { $0.paint?.foreground }
        let foreground = try #require(foregrounds.first)
        #expect(foreground == UIColor.secondaryLabel.color)
        let fills = result.root.allNodes.compactMap { $0.paint?.shapePaint.fill }
        #expect(fills.contains(UIColor.secondarySystemBackground.color))
    }
}
