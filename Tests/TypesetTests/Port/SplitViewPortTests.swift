import Foundation
import Testing
import Typeset

@Suite struct SplitViewPortTests {
    // Apple, `NavigationSplitViewColumn`: a split view "collapses into a single stack" on
    // iPhone, the sidebar on top by default; its bar is the navigation bar's 44 + 52 points
    // under the 59-point status bar of an iPhone 15 (Design §20.6, §20.2).
    @Test func collapsesIntoTheSidebarStackOnIPhone() throws {
        let result = Port.screen(StaffDirectory())
        #expect(Port.nodes(.container(.navigationSplitView), in: result.root).count == 1)
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(try Port.text("Departments", in: bar).frame.minX == 16)
        let rows = Port.parts(.listRow, in: result.root)
        #expect(rows.count == 3)
        // The bound selection (Engineering) is the highlighted row.
        let highlighted = rows.filter { !Port.parts(.selectedRowBackground, in: $0).isEmpty }
        #expect(highlighted.count == 1)
        #expect(highlighted.allSatisfy { Port.hasText("Engineering", in: $0) })
        #expect(!Port.hasText("Select a department", in: result.root))
    }

    // UIKit's split view keeps its primary column at most 320 points wide by default (Apple,
    // `maximumPrimaryColumnWidth`); in a wide window the automatic visibility shows the sidebar
    // beside the detail (Design §20.6), separated by a one-pixel line (0.5 at 2×).
    @Test func tilesTheSidebarBesideTheDetailOnALandscapeIPad() throws {
        let result = Port.screen(StaffDirectory(), on: .iPadPro11, .landscapeLeft)
        let columns = Port.parts(.splitColumn, in: result.root)
        #expect(columns.count == 2)
        #expect(columns.first?.frame.minX == 0 && columns.first?.frame.width == 320)
        #expect(columns.last?.frame.minX == 320.5 && columns.last?.frame.width == 1210 - 320.5)
        let separator = try #require(Port.parts(.columnSeparator, in: result.root).first)
        #expect(separator.frame == CGRect(x: 320, y: 0, width: 0.5, height: 834))
        #expect(Port.hasText("Engineering", in: try #require(columns.last)))
        // Each column has its own bar: the sidebar's large title, the detail's none.
        #expect(Port.hasText("Departments", in: try #require(columns.first)))
    }

    // In a tall window the automatic visibility shows the detail only (Design §20.6).
    @Test func showsTheDetailOnlyOnAPortraitIPad() throws {
        let result = Port.screen(StaffDirectory(), on: .iPadPro11)
        let columns = Port.parts(.splitColumn, in: result.root)
        #expect(columns.count == 1)
        #expect(columns.first?.frame.width == 834)
        #expect(!Port.hasText("Departments", in: result.root))
        let detail = try Port.text("Engineering", in: result.root)
        #expect(Port.near(detail.frame.midX, 417))
    }

    // Apple's `navigationSplitViewColumnWidth` examples: a fixed 150 and a flexible 150–400
    // (ideal 200); `.all` shows the three columns, `.balanced` tiles them.
    @Test func threeColumnsAtTheirWidths() throws {
        let result = Port.screen(TeamBrowser(), on: .iPadPro11, .landscapeLeft)
        let columns = Port.parts(.splitColumn, in: result.root)
        let detailWidth: CGFloat = 1210 - 150 - 200 - 1
        #expect(columns.map(\.frame.width) == [150, 200, detailWidth])
        #expect(columns.map(\.frame.minX) == [0, 150.5, 351])
        #expect(Port.hasText("Grace", in: columns[1]))
        #expect(Port.hasText("Employee details", in: columns[2]))
    }

    // Apple, `prominentDetail`: the detail keeps its size; the sidebar lies over it.
    @Test func prominentDetailOverlaysTheSidebar() throws {
        let result = Port.screen(StaffDirectory().navigationSplitViewStyle(.prominentDetail), on: .iPadPro11, .landscapeLeft)
        let columns = Port.parts(.splitColumn, in: result.root)
        #expect(columns.count == 2)
        let detail = try #require(columns.first { Port.hasText("Engineering", in: $0) })
        #expect(detail.frame.minX == 0 && detail.frame.width == 1210)
        let sidebar = try #require(columns.first { Port.hasText("Departments", in: $0) })
        #expect(sidebar.frame.width == 320)
    }

    // Apple, `init(preferredCompactColumn:sidebar:detail:)`: the column on top of the collapsed
    // stack; a back button titled with the column under it (documented choice).
    @Test func preferredCompactColumnIsOnTop() throws {
        let result = Port.screen(DetailFirstSplit())
        _ = try Port.text("No message selected", in: result.root)
        let back = try #require(Port.parts(.backButton, in: result.root).first)
        #expect(Port.hasText("Mail", in: back))
        #expect(try Port.text("Message", in: result.root).frame.minX == 16)
        #expect(!Port.hasText("Inbox", in: result.root))
    }

    // `navigationBarTitle` and `navigationBarItems` (deprecated): the same bar as
    // `navigationTitle` with items at 16 from the edges (Design §20.2).
    @Test func deprecatedNavigationViewAndBarItems() throws {
        let result = Port.screen(LegacyInbox())
        #expect(Port.nodes(.container(.navigationStack), in: result.root).count == 1)
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame.height == 96)
        #expect(try Port.text("Edit", in: bar).frame.minX == 16)
        #expect(Port.near(try Port.text("Compose", in: bar).frame.maxX, 393 - 16))
        #expect(try Port.text("Inbox", in: bar).frame.minX == 16)
        #expect(Port.parts(.disclosureIndicator, in: result.root).count == 2)
    }

    @Test func deprecatedInlineTitleAndHiddenBar() throws {
        let inline = Port.screen(LegacyDetail())
        let bar = try #require(Port.parts(.navigationBar, in: inline.root).first)
        #expect(bar.frame.height == 44)
        #expect(Port.near(try Port.text("Item", in: bar).frame.midX, 196.5))
        #expect(Port.parts(.backButton, in: inline.root).isEmpty)
        let hidden = Port.screen(FullScreenReader())
        #expect(Port.parts(.navigationBar, in: hidden.root).isEmpty)
        #expect(Port.near(try Port.text("Reading", in: hidden.root).frame.midY, 59 + (852 - 59 - 34) / 2.0))
    }

    // Apple, `NavigationView`: in a regular-width window two views become two columns.
    @Test func navigationViewSplitsOnIPad() throws {
        let view = NavigationView {
            List { Text("Folders") }
            Text("Pick a folder")
        }
        let columns = Port.parts(.splitColumn, in: Port.screen(view, on: .iPadPro11, .landscapeLeft).root)
        #expect(columns.count == 2)
        #expect(columns.first?.frame.width == 320)
        let stacked = Port.screen(view)
        #expect(Port.nodes(.container(.navigationStack), in: stacked.root).count == 1)
        #expect(Port.hasText("Folders", in: stacked.root))
        #expect(!Port.hasText("Pick a folder", in: stacked.root))
    }
}
