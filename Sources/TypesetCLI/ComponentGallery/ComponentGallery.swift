// The components gallery: each component family's screens, with what each one shows.
import Foundation
import Typeset

/// The screens of the components gallery.
enum ComponentGallery {
    /// One screen: a family's components laid out on a device.
    struct Screen {
        let id: String
        let family: String
        /// What to look for in the picture.
        let summary: String
        let device: Device
        let orientation: InterfaceOrientation
        let view: AnyView

        init<V: View>(_ id: String, family: String, device: Device = .iPhone15, orientation: InterfaceOrientation = .portrait, _ summary: String, _ view: V) {
            self.id = id
            self.family = family
            self.summary = summary
            self.device = device
            self.orientation = orientation
            self.view = AnyView(view)
        }
    }

    /// A drawn screen on the index page.
    struct Card {
        let screen: Screen
        let picture: String
        let diagnostics: [String]
    }

    /// Every screen, family by family.
    static var screens: [Screen] {
        navigationScreens + presentationScreens + listScreens + storageScreens + motionScreens + modifierScreens
            + shapeScreens + drawingScreens + imageScreens + controlScreens + styleScreens + pagingAndGeometryScreens
    }

    /// The index page: the screens grouped by family.
    static func html(_ cards: [Card]) -> String {
        var page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Typeset components</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
        .grid { display: flex; flex-wrap: wrap; gap: 16px; }
        .card { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 10px; width: 320px; }
        .card h3 { font-size: 13px; margin: 0 0 4px; font-family: ui-monospace, monospace; }
        .meta { color: #555; font-size: 12px; margin: 0 0 8px; }
        .diag { color: #c62828; font-size: 11px; }
        img { width: 100%; border: 1px solid #eee; }
        </style></head><body>
        <h1>Typeset components</h1>
        <p>\(cards.count) screens, each laid out on the device named under it and drawn by the cairo renderer.</p>

        """
        var families: [String] = []
        for card in cards where !families.contains(card.screen.family) { families.append(card.screen.family) }
        for family in families {
            page += "<h2>\(Gallery.escape(family))</h2>\n<div class=\"grid\">\n"
            for card in cards where card.screen.family == family {
                let screen = card.screen
                page += "<div class=\"card\" id=\"\(Gallery.escape(screen.id))\"><h3>\(Gallery.escape(screen.id))</h3>\n"
                page += "<p class=\"meta\">\(Gallery.escape(screen.device.name)), \(screen.orientation.rawValue) — \(Gallery.escape(screen.summary))</p>\n"
                for line in card.diagnostics { page += "<p class=\"diag\">\(Gallery.escape(line))</p>\n" }
                page += "<img src=\"\(Gallery.escape(card.picture))\" alt=\"\(Gallery.escape(screen.id))\"></div>\n"
            }
            page += "</div>\n"
        }
        return page + "</body></html>\n"
    }
}
