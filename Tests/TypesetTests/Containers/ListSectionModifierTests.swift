import Foundation
import Testing
import Typeset

/// Section headers' prominence, section separators and the list-row separator guides.
@Suite struct ListSectionModifierTests {
    private func header(_ prominence: Prominence?) throws -> LayoutNode {
        let section = Section("Friends") { Text("Ana") }
        let list = prominence.map { level in AnyView(List { section.headerProminence(level) }) } ?? AnyView(List { section })
        let result = LayoutEngine().layout(list, proposal: ProposedViewSize(width: 390, height: 600))
        return try Port.text("Friends", in: result.root)
    }

    // A standard header is set in the footnote style (13 pt at the default size, Apple HIG
    // "Typography"); an increased one in title 3 (20 pt), bold (Design §20.1).
    @Test func increasedProminenceSetsTheHeaderLarger() throws {
        let standard = try #require(try header(nil).text)
        let same = try #require(try header(.standard).text)
        let increased = try #require(try header(.increased).text)
        #expect(standard.primaryMetrics.size == 13)
        #expect(same.primaryMetrics.size == 13)
        #expect(increased.primaryMetrics.size == 20)
    }

    @Test func headerProminenceIsInTheEnvironment() {
        var environment = EnvironmentValues()
        #expect(environment.headerProminence == .standard)
        environment.headerProminence = .increased
        #expect(environment.headerProminence == .increased)
    }

    // Separators are drawn between rows only: hiding a section's own separators changes nothing.
    @Test func sectionSeparatorsChangeNothing() {
        let rows = List { Section { Text("One"); Text("Two") } }
        let plain = LayoutEngine().layout(rows, proposal: ProposedViewSize(width: 390, height: 600))
        let hidden = LayoutEngine().layout(
            List { Section { Text("One"); Text("Two") }.listSectionSeparator(.hidden) }, proposal: ProposedViewSize(width: 390, height: 600))
        #expect(plain.nodes.count > 0)
        #expect(plain.nodes.map(\.frame) == hidden.nodes.map(\.frame))
    }

    // `listRowSeparatorLeading` is a horizontal guide whose default is the leading edge: a view
    // that moves it 10 points in sits 10 points left of its sibling in a stack aligned on it.
    @Test func listRowSeparatorGuidesAlignLikeAnyGuide() throws {
        let stack = VStack(alignment: .listRowSeparatorLeading) {
            Text("Moved").alignmentGuide(.listRowSeparatorLeading) { _ in 10 }
            Text("Plain")
        }
        let result = Port.layout(stack)
        let moved = try Port.text("Moved", in: result.root)
        let plain = try Port.text("Plain", in: result.root)
        #expect(plain.frame.minX - moved.frame.minX == 10)
        let trailing = Port.layout(VStack(alignment: .listRowSeparatorTrailing) { Text("Wide text"); Text("x") })
        let wide = try Port.text("Wide text", in: trailing.root)
        let narrow = try Port.text("x", in: trailing.root)
        #expect(Port.near(wide.frame.maxX, narrow.frame.maxX))
    }
}
