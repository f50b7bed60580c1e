import Foundation
import Testing
import Typeset

@Suite struct PresentationPortTests {
    /// The large detent's height on an iPhone 15 (852 points tall, 34 of home indicator): the
    /// sheet's top 8 % of the screen down (Flutter `_kTopGapRatio`, Design §20.7), detent values
    /// inside the sheet's safe area (Apple, `UISheetPresentationController.Detent.custom`).
    static let maxDetent: CGFloat = 852 * 0.92 - 34

    private func card(_ result: LayoutResult, _ role: ContainerRole = .sheet) throws -> LayoutNode {
        let sheet = try #require(Port.nodes(.container(role), in: result.root).first)
        return try #require(Port.parts(.presentedContent, in: sheet).first)
    }

    // A sheet rests at its smallest detent (UIKit's default selection); `.medium` is half the
    // large detent (documented choice after Apple's "approximately half the height of the
    // screen"); the grabber is 36 × 5, 5 points below the sheet's top (Flutter `sheet.dart`).
    @Test func sheetAtItsMediumDetentWithItsGrabber() throws {
        let result = Port.screen(SettingsSheetHost(showSettings: true))
        let card = try card(result)
        #expect(Port.near(card.frame.height, Self.maxDetent / 2 + 34))
        #expect(Port.near(card.frame.maxY, 852))
        #expect(card.frame.width == 393)
        let grabber = try #require(Port.parts(.grabber, in: result.root).first)
        let capsule = try #require(grabber.allNodes.first { $0.kind == .shape(.capsule) })
        #expect(capsule.frame.size == CGSize(width: 36, height: 5))
        #expect(Port.near(capsule.frame.minY, card.frame.minY + 5))
        #expect(Port.near(capsule.frame.midX, 196.5))
        let dimming = try #require(Port.parts(.dimming, in: result.root).first)
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let dimmingColor = try #require(dimming.children.first?.paint?.shapePaint.fill)
        #expect(Port.same(dimmingColor, Color(white: 0, opacity: 0.2)))
        // The content is centred in the card's safe area (above the home indicator).
        #expect(Port.near(try Port.text("Settings", in: card).frame.midY, card.frame.minY + (card.frame.height - 34) / 2))
        // Not presented: no sheet.
        #expect(Port.nodes(.container(.sheet), in: Port.screen(SettingsSheetHost(showSettings: false)).root).isEmpty)
    }

    @Test func largeSheetStartsEightPercentDown() throws {
        let result = Port.screen(SettingsSheetHost(showSettings: true, detents: [.large]))
        let card = try card(result)
        #expect(Port.near(card.frame.minY, 852 * 0.08))
        // `.visible` drag indicator: shown even with one detent.
        #expect(Port.parts(.grabber, in: result.root).count == 1)
    }

    // `sheet(item:)` shows the item; `presentationCornerRadius` rounds the card.
    @Test func itemSheetWithItsCornerRadius() throws {
        let result = Port.screen(InventoryList(selected: InventoryItem(id: "0123", partNumber: "Z-1234A", quantity: 100)))
        let card = try card(result)
        _ = try Port.text("Part Number: Z-1234A", in: card)
        let corners = card.allNodes.compactMap { $0.paint?.shapePaint.cornerSize }
        #expect(corners.contains(CGSize(width: 20, height: 20)))
        #expect(Port.nodes(.container(.sheet), in: Port.screen(InventoryList(selected: nil)).root).isEmpty)
    }

    // Apple's `CustomPresentationDetent` example: `max(44, maxDetentValue × 0.1)` when selected.
    @Test func customDetentSelected() throws {
        let card = try card(Port.screen(CustomDetentHost()))
        #expect(Port.near(card.frame.height, max(44, Self.maxDetent * 0.1) + 34))
    }

    // A full-screen cover: no card, no dimming; its content in the window's safe area.
    @Test func fullScreenCoverCoversTheWindow() throws {
        let result = Port.screen(OnboardingHost())
        let cover = try #require(Port.nodes(.container(.fullScreenCover), in: result.root).first)
        #expect(cover.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Port.parts(.dimming, in: result.root).isEmpty)
        #expect(Port.near(try Port.text("Welcome", in: cover).frame.midY, 59 + (852 - 59 - 34) / 2.0))
    }

    // Apple, `presentationCompactAdaptation`: a popover in compact width is a sheet.
    @Test func popoverIsASheetOnIPhone() throws {
        let card = try card(Port.screen(TipHost()), .popover)
        #expect(Port.near(card.frame.minY, 852 * 0.08))
    }

    // An alert: 270 wide, centred (Design §20.7); with two buttons, side by side, the cancel
    // button leading and semibold, the destructive one red; the message 13 points.
    @Test func alertWithTwoButtons() throws {
        let result = Port.screen(DeleteConfirmation())
        let alert = try #require(Port.nodes(.container(.alert), in: result.root).first)
        let card = try #require(Port.parts(.presentedContent, in: alert).first)
        #expect(card.frame.width == 270)
        #expect(Port.near(card.frame.midX, 196.5) && Port.near(card.frame.midY, 426))
        let cancel = try Port.text("Cancel", in: card)
        let delete = try Port.text("Delete", in: card)
        #expect(cancel.frame.maxX < delete.frame.minX)
        #expect(Port.near(cancel.frame.midY, delete.frame.midY))
        #expect(delete.paint?.foreground == .red)
        let message = try Port.text("You cannot undo this action.", in: card)
        #expect(Port.near(try #require(message.text?.lines.first?.runs.first?.size), 13))
    }

    // Apple, `alert(_:isPresented:presenting:actions:message:)`: with no actions the system
    // supplies an OK button.
    @Test func alertPresentingDataAddsOK() throws {
        let result = Port.screen(SaveFailure())
        let alert = try #require(Port.nodes(.container(.alert), in: result.root).first)
        _ = try Port.text("OK", in: alert)
        _ = try Port.text("The disk is full.", in: alert)
    }

    @Test func olderAlertValue() throws {
        let alert = try #require(Port.nodes(.container(.alert), in: Port.screen(LegacyAlertHost()).root).first)
        _ = try Port.text("Could not save Report", in: alert)
        _ = try Port.text("OK", in: alert)
    }

    // A confirmation dialog on iPhone: an action sheet 8 from the screen's edges, its Cancel
    // button (added by iOS) a block of its own 8 below the others, above the home indicator
    // (Design §20.7).
    @Test func confirmationDialogAtTheBottom() throws {
        let result = Port.screen(ShareOptions())
        let dialog = try #require(Port.nodes(.container(.confirmationDialog), in: result.root).first)
        let content = try #require(Port.parts(.presentedContent, in: dialog).first)
        #expect(content.frame.minX == 8 && content.frame.maxX == 393 - 8)
        #expect(Port.near(content.frame.maxY, 852 - 34))
        _ = try Port.text("Share this photo", in: content)
        let cancel = try Port.text("Cancel", in: content)
        let delete = try Port.text("Delete", in: content)
        #expect(cancel.frame.minY > delete.frame.maxY)
        #expect(delete.paint?.foreground == .red)
    }

    @Test func olderActionSheet() throws {
        let dialog = try #require(Port.nodes(.container(.confirmationDialog), in: Port.screen(LegacyActionSheetHost()).root).first)
        _ = try Port.text("Sort By", in: dialog)
        #expect(try Port.text("Clear", in: dialog).paint?.foreground == .red)
        #expect(Port.nodes(.text(string: "Cancel"), in: dialog).count == 1)
    }
}
