import Foundation
import Testing
import Typeset

@Suite struct NavigationSplitViewTests {
    private func columns<V: View>(_ view: V) -> [LayoutNode] {
        Port.parts(.splitColumn, in: Port.screen(view, on: .iPadPro11, .landscapeLeft).root)
    }

    private func split(_ visibility: NavigationSplitViewVisibility) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            Text("Sidebar")
        } content: {
            Text("Content")
        } detail: {
            Text("Detail")
        }
    }

    // Apple, `NavigationSplitViewVisibility`: `.detailOnly` the detail, `.doubleColumn` the
    // detail and the column next to it (the content of three), `.all` every column.
    @Test func visibilityPicksTheColumns() {
        #expect(columns(split(.detailOnly)).count == 1)
        let double = columns(split(.doubleColumn))
        #expect(double.count == 2)
        #expect(Port.hasText("Content", in: double[0]))
        #expect(columns(split(.all)).count == 3)
        // `.automatic` in a wide window: the double-column arrangement.
        #expect(columns(split(.automatic)).count == 2)
    }

    // A width between min and max: the ideal clamped to them.
    @Test func flexibleWidthsAreClamped() {
        let view = NavigationSplitView {
            Text("Sidebar").navigationSplitViewColumnWidth(min: 100, ideal: 500, max: 400)
        } detail: {
            Text("Detail")
        }
        #expect(columns(view).first?.frame.width == 400)
    }

    // Odd widths are reported with the split view's path and the default width is used.
    @Test func badColumnWidthsAreReported() {
        let view = NavigationSplitView {
            Text("Sidebar").navigationSplitViewColumnWidth(.nan)
        } detail: {
            Text("Detail").navigationSplitViewColumnWidth(min: -5, ideal: 300)
        }
        let result = Port.screen(view, on: .iPadPro11, .landscapeLeft)
        #expect(result.diagnostics.contains { $0.message.contains("column width nan") && $0.view.contains("NavigationSplitView") })
        #expect(result.diagnostics.contains { $0.message.contains("column min width -5") })
        #expect(Port.parts(.splitColumn, in: result.root).first?.frame.width == 320)
    }

    // A NavigationStack in a column brings its own bar: the column adds none.
    @Test func aStackInAColumnKeepsOneBar() {
        let view = NavigationSplitView {
            NavigationStack { Text("Sidebar").navigationTitle("Folders") }
        } detail: {
            Text("Detail")
        }
        let result = Port.screen(view, on: .iPadPro11, .landscapeLeft)
        let sidebar = Port.parts(.splitColumn, in: result.root)[0]
        #expect(Port.parts(.navigationBar, in: sidebar).count == 1)
        #expect(Port.hasText("Folders", in: sidebar))
    }
}
