import Foundation
import Testing
import Typeset

@Suite struct ToolbarPortTests {
    // Toolbar items 16 from the bar's edges (Flutter `_kNavBarEdgePadding`, Design §20.2); a
    // 44-point inline bar; the bottom toolbar 44 points above the home indicator (documented
    // choice), its background reaching under it; keyboard items have no keyboard to show in.
    @Test func itemsAtTheirPlacements() throws {
        let result = Port.screen(ComposeScreen())
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(try Port.text("Cancel", in: bar).frame.minX == 16)
        #expect(Port.near(try Port.text("Send", in: bar).frame.maxX, 377))
        #expect(Port.near(try Port.text("New Message", in: bar).frame.midX, 196.5))
        let bottom = try #require(Port.parts(.bottomToolbar, in: result.root).first)
        #expect(bottom.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(try Port.text("Attach", in: bottom).frame.minX == 16)
        #expect(Port.near(try Port.text("Format", in: bottom).frame.maxX, 377))
        let background = try #require(bottom.allNodes.first { $0.kind == .ignoresSafeArea(edges: .bottom) })
        #expect(background.frame.maxY == 852)
        #expect(!Port.hasText("Done", in: result.root))
    }

    // A confirmation action is semibold (iOS's Done/Save), other items regular.
    @Test func confirmationActionIsSemibold() throws {
        let result = Port.screen(ComposeScreen())
        let send = try Port.text("Send", in: result.root)
        let cancel = try Port.text("Cancel", in: result.root)
        let sendFace = try #require(send.text?.lines.first?.runs.first)
        let cancelFace = try #require(cancel.text?.lines.first?.runs.first)
        #expect(sendFace.variations != cancelFace.variations || sendFace.face != cancelFace.face)
    }

    // A custom `ToolbarContent` type: its principal item replaces the title in the bar's centre;
    // `toolbarBackground(.visible)` draws the bar's background under the status bar and its
    // one-pixel hairline (Design §20.2).
    @Test func customToolbarContentAndVisibleBackground() throws {
        let result = Port.screen(EditorScreen())
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame.height == 44)
        #expect(Port.near(try Port.text("Draft", in: bar).frame.midX, 196.5))
        #expect(Port.near(try Port.text("Share", in: bar).frame.maxX, 377))
        let fill = try #require(bar.allNodes.first { $0.kind == .shape(.color) })
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
        let hairline = try #require(Port.parts(.barSeparator, in: bar).first)
        #expect(Port.near(hairline.frame.height, 1.0 / 3))
        #expect(Port.near(hairline.frame.maxY, 59 + 44))
    }

    // iOS 15 and later draw the bar transparent at the scroll edge: no background, no hairline
    // (Apple, `scrollEdgeAppearance`; Design §20.2); the list's grouped background reaches under
    // the bar, the status bar and the home indicator (Design §20.2).
    @Test func largeTitleAtTheScrollEdgeHasNoBarBackground() throws {
        let result = Port.screen(ColorSearch())
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(Port.parts(.barSeparator, in: bar).isEmpty)
        #expect(!bar.allNodes.contains { $0.kind == .shape(.color) })
        let background = try #require(Port.parts(.groupedBackground, in: result.root).first)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    // The search field: 36 tall, 16 from the edges, under the large title with 8 below it, so
    // the bar is 44 + 52 + 44 = 140 (Flutter `_kSearchFieldHeight`, `_bottomHeight`; Design §20.2).
    @Test func searchFieldUnderTheLargeTitle() throws {
        let result = Port.screen(ColorSearch())
        let bar = try #require(Port.parts(.navigationBar, in: result.root).first)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 140))
        let field = try #require(Port.parts(.searchField, in: bar).first)
        #expect(field.frame == CGRect(x: 16, y: 59 + 96, width: 393 - 32, height: 36))
        #expect(Port.hasText("Find a color", in: field))
        #expect(Port.parts(.searchSuggestions, in: result.root).isEmpty)
        let list = try #require(Port.nodes(.container(.list), in: result.root).first)
        #expect(Port.near(list.frame.minY, 59 + 140))
    }

    @Test func hiddenBar() throws {
        let result = Port.screen(ImmersiveScreen())
        #expect(Port.parts(.navigationBar, in: result.root).isEmpty)
        let black = try #require(result.root.allNodes.first { $0.paint?.shapePaint.fill == .black })
        #expect(black.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    // Apple, `List(_:selection:)`: the selected row is highlighted (systemGray4, documented
    // choice for its colour, `ListEditMetrics`).
    @Test func singleSelectionHighlightsItsRow() throws {
        let result = Port.screen(OceanPicker(singleSelection: oceans[1].id))
        let highlighted = Port.parts(.listRow, in: result.root).filter { !Port.parts(.selectedRowBackground, in: $0).isEmpty }
        #expect(highlighted.count == 1)
        #expect(highlighted.allSatisfy { Port.hasText("Atlantic", in: $0) })
        let fill = try #require(Port.parts(.selectedRowBackground, in: result.root).first?.children.first?.paint?.shapePaint.fill)
        #expect(Port.same(fill, Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)))
        #expect(Port.parts(.selectedRowBackground, in: Port.screen(OceanPicker()).root).isEmpty)
    }

    // Apple, `EditButton` with a multiple selection: while editing, each row shows a selection
    // circle (22 points at the row's leading inset, the content 16 after it: documented choices,
    // Design §20.8); the button reads "Done".
    @Test func multipleSelectionWhileEditing() throws {
        let editing = Port.screen(OceanEditor().environment(\.editMode, .constant(.active)))
        let circles = Port.parts(.selectionIndicator, in: editing.root)
        #expect(circles.count == 4)
        #expect(circles.allSatisfy { $0.frame.minX == 40 && $0.frame.size == CGSize(width: 22, height: 22) })
        #expect(try Port.text("Pacific", in: editing.root).frame.minX == 40 + 22 + 16)
        _ = try Port.text("Done", in: editing.root)
        let atRest = Port.screen(OceanEditor())
        #expect(Port.parts(.selectionIndicator, in: atRest.root).isEmpty)
        _ = try Port.text("Edit", in: atRest.root)
        #expect(try Port.text("Pacific", in: atRest.root).frame.minX == 40)
        #expect(Port.parts(.selectedRowBackground, in: atRest.root).count == 1)
    }
}
