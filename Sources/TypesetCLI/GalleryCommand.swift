// `typeset gallery`: the components gallery, one screen per component family laid out on a
// device and drawn, with an index page.
import ArgumentParser
import Foundation
import Typeset
import TypesetRender

/// `typeset gallery`.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Lay out one screen per component family on a device, draw each as a PNG and write an index.html of them.")

    @Option(help: "Where to write the pictures and index.html.")
    var output = "typeset-output/gallery"

    @Option(help: "Only the screens whose id starts with this prefix.")
    var only: String?

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw CommandFailure("cannot create \(output): \(error.localizedDescription)")
        }
        let screens = ComponentGallery.screens.filter { only.map($0.id.hasPrefix) ?? true }
        guard !screens.isEmpty else { throw CommandFailure("no screen id starts with '\(only ?? "")'") }
        let engine = LayoutEngine()
        var cards: [ComponentGallery.Card] = []
        for (index, screen) in screens.enumerated() {
            note("[\(index + 1)/\(screens.count)] \(screen.id)")
            let result = engine.layout(screen.view, on: screen.device, orientation: screen.orientation)
            let picture = screen.id + ".png"
            var list = displayList(for: result, guides: false)
            // The window behind the app: the system background.
            list.commands.insert(.shape(ShapeDrawing(.rect(CGRect(origin: .zero, size: list.size)), fill: DrawColor(hex: 0xffffff))), at: 0)
            do { try Renderer.write(list, to: directory.appendingPathComponent(picture), scale: 2) } catch {
                throw CommandFailure("\(screen.id): \(error)")
            }
            cards.append(ComponentGallery.Card(screen: screen, picture: picture, diagnostics: result.diagnostics.map { "\($0.view): \($0.message)" }))
        }
        let page = directory.appendingPathComponent("index.html")
        do { try Data(ComponentGallery.html(cards).utf8).write(to: page) } catch {
            throw CommandFailure("cannot write \(page.path): \(error.localizedDescription)")
        }
        note("wrote \(cards.count) screens and \(page.path)")
    }
}
