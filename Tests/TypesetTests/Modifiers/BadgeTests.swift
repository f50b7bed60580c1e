import Foundation
import Testing
import Typeset

@Suite struct BadgeTests {
    @Test func zeroAndNilShowNoBadge() {
        let result = Port.layout(List {
            Text("A").badge(0)
            Text("B").badge(Text?.none)
            Text("C").badge(String?.none)
        }, width: 390)
        #expect(Port.parts(.rowBadge, in: result.root).isEmpty)
        #expect(Port.parts(.listRow, in: result.root).count == 3)
    }

    // `badgeProminence(.increased)`: white on red.
    @Test func increasedProminence() throws {
        let result = Port.layout(List { Text("Alerts").badge(4) }.badgeProminence(.increased), width: 390)
        let badge = try #require(Port.parts(.rowBadge, in: result.root).first)
        #expect(try Port.text("4", in: badge).paint?.foreground == .white)
        #expect(badge.allNodes.contains { $0.kind == .shape(.capsule) && $0.paint?.shapePaint.fill == .red })
    }

    // A badged row keeps its tag for the List's selection.
    @Test func badgedRowsKeepTheirTags() {
        let result = Port.layout(List(selection: .constant(Optional(2))) {
            Text("One").tag(1).badge(1)
            Text("Two").tag(2).badge(2)
        }, width: 390)
        #expect(result.diagnostics.isEmpty)
        #expect(Port.parts(.selectedRowBackground, in: result.root).count == 1)
    }
}
