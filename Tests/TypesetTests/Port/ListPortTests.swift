import Foundation
import Testing
import Typeset

@Suite struct ListPortTests {
    private func layout<V: View>(_ view: V) -> LayoutResult { LayoutEngine().layout(view, proposal: portScreen) }

    // Inset-grouped metrics (ListMetrics: Flutter's measurements of SwiftUI Forms, iOS 14.2):
    // cards 20 from the edges, 20 below the top without a header, rows at least 44 (HIG).
    @Test func insetGroupedListOfData() throws {
        let result = layout(RiverList())
        #expect(result.root.kind == .container(.list))
        #expect(result.root.frame.size == CGSize(width: 390, height: 844))
        let rows = Port.nodes(.containerPart(.listRow), in: result.root)
        #expect(rows.count == 5)
        for row in rows {
            #expect(row.frame.minX == 20 && row.frame.width == 350)
            #expect(row.frame.height == 44)
        }
        #expect(rows[0].frame.minY == 20)
        #expect(rows[1].frame.minY == 64)
        #expect(try Port.text("Danube", in: rows[0]).frame.minX == 40)
        // One separator between neighbours, none after the last; one pixel at 1×, from the
        // content's leading inset to the card's trailing edge.
        let separators = Port.nodes(.containerPart(.rowSeparator), in: result.root)
        #expect(separators.count == 4)
        #expect(separators[0].frame == CGRect(x: 40, y: 63, width: 330, height: 1))
        let card = try #require(Port.nodes(.containerPart(.sectionBackground), in: result.root).first)
        #expect(card.frame == CGRect(x: 20, y: 20, width: 350, height: 220))
        let shape = try #require(card.children.first)
        #expect(shape.kind == .shape(.roundedRectangle))
        #expect(shape.paint?.shapePaint.fill == ListMetrics.secondarySystemGroupedBackground)
        #expect(shape.paint?.shapePaint.cornerSize == CGSize(width: 10, height: 10))
        let background = try #require(Port.nodes(.containerPart(.groupedBackground), in: result.root).first)
        #expect(background.frame.size == CGSize(width: 390, height: 844))
    }

    @Test func sectionsHaveHeadersAndFootersInTheSecondaryStyle() throws {
        let result = layout(GroceryList())
        let headers = Port.nodes(.containerPart(.sectionHeader), in: result.root)
        #expect(headers.count == 2)
        let fruit = try Port.text("Fruit", in: result.root)
        // Header text at the row content's inset, 16 below the top, 6 above the card.
        #expect(fruit.frame.minX == 40)
        #expect(fruit.frame.minY == 16)
        #expect(fruit.paint?.foreground == .secondary)
        let apples = try Port.text("Apples", in: result.root)
        let cards = Port.nodes(.containerPart(.sectionBackground), in: result.root)
        #expect(cards[0].frame.minY == fruit.frame.maxY + 6)
        #expect(apples.frame.minX == 40)
        // The next section: 10 below the card, then 16 above its header.
        let vegetables = try Port.text("Vegetables", in: result.root)
        #expect(vegetables.frame.minY == cards[0].frame.maxY + 26)
        // The footer 10 below its card.
        let seasonal = try Port.text("Seasonal", in: result.root)
        #expect(seasonal.frame.minY == cards[1].frame.maxY + 10)
        #expect(Port.nodes(.containerPart(.sectionFooter), in: result.root).count == 1)
    }

    @Test func plainListRowsRunEdgeToEdge() throws {
        let result = layout(PlainNames())
        let rows = Port.nodes(.containerPart(.listRow), in: result.root)
        #expect(rows.count == 3)
        #expect(rows.map(\.frame.minX) == [0, 0, 0])
        #expect(rows.allSatisfy { $0.frame.width == 390 && $0.frame.height == 44 })
        #expect(try Port.text("Ana", in: result.root).frame.minX == 20)
        #expect(Port.nodes(.containerPart(.sectionBackground), in: result.root).isEmpty)
        #expect(Port.nodes(.containerPart(.groupedBackground), in: result.root).isEmpty)
        #expect(Port.nodes(.containerPart(.rowSeparator), in: result.root).count == 2)
    }

    // The acceptance's documented heights: a Toggle row and a Button row in a Form are 44
    // points (HIG and UIKit's default row height; UISwitch is 31 tall, so its row comes to the
    // minimum).
    @Test func formToggleAndButtonRowsHaveTheDocumentedHeights() throws {
        let result = layout(AccountForm())
        let toggle = try #require(result.node("private"))
        let toggleRow = try #require(toggle.parent?.parent)
        #expect(toggleRow.kind == .flexibleFrame(width: FrameLimits(min: nil, ideal: nil, max: .infinity), height: FrameLimits(min: 44, ideal: nil, max: nil), alignment: .leading))
        #expect(toggleRow.frame.height == 44)
        #expect(toggle.frame.width == CGFloat(350 - 40))
        let button = try #require(result.node("reset"))
        let buttonRow = try #require(button.parent?.parent)
        #expect(buttonRow.frame.height == 44)
        for row in Port.nodes(.containerPart(.listRow), in: result.root) { #expect(row.frame.height == 44) }
        // The switch at the row's trailing inset; the menu picker's value in the tint before its
        // up-and-down chevrons, which end at the trailing inset (research `ios-metrics.md` §3:
        // the value and `chevron.up.chevron.down` in the tint; documented choice: the chevrons'
        // 8-point box 4 points after the value).
        let track = try #require(Port.nodes(.shape(.capsule), in: toggle).first)
        #expect(track.frame.maxX == CGFloat(370 - 20))
        let always = try Port.text("Always", in: result.root)
        let chevrons = try #require(result.nodes.first { $0.kind == .controlPart(.menuIndicator) })
        #expect(chevrons.frame.maxX == 350 && chevrons.size == CGSize(width: 8, height: 13))
        #expect(abs(always.frame.maxX - (350 - 8 - 4)) < 1e-9)
        #expect(always.paint?.foreground == .accentColor)
        #expect(Port.nodes(.container(.section), in: result.root).count == 3)
    }

    @Test func rowInsetsSeparatorsAndMinimumHeightAreConfigurable() throws {
        let result = layout(TunedList())
        let edge = try #require(result.node("edge"))
        #expect(edge.frame.minX == 20)
        let rows = Port.nodes(.containerPart(.listRow), in: result.root)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.frame.height == 60 })
        #expect(Port.nodes(.containerPart(.rowSeparator), in: result.root).isEmpty)
    }

    @Test func editableRowsLayOutAsRows() {
        let result = layout(EditableRivers())
        #expect(Port.nodes(.containerPart(.listRow), in: result.root).count == 2)
    }

    @Test func emptyPickerIsDiagnosedNotFatal() {
        let result = Port.layout(Form { Picker("Empty", selection: .constant(0)) {} })
        #expect(result.diagnostics.contains { $0.message.contains("Picker with no options") && $0.view.contains("Picker") })
    }
}
