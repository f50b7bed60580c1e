// `typeset cases`: every registered document case rendered with guides, and a gallery page.
import ArgumentParser
import Foundation
import Typeset
import TypesetCases
import TypesetRender

/// `typeset cases`.
struct CasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cases",
        abstract: "Render every document case with guides and write an index.html gallery with each case's checks.")

    @Option(help: "Where to write the pictures and index.html.")
    var output = "typeset-output/cases"

    @Option(help: "Only the cases whose id starts with this prefix.")
    var only: String?

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw CommandFailure("cannot create \(output): \(error.localizedDescription)")
        }
        let cases = ConformanceCases.all.filter { only.map($0.id.hasPrefix) ?? true }
        guard !cases.isEmpty else { throw CommandFailure("no case id starts with '\(only ?? "")'") }
        let engine = LayoutEngine()
        let sources = CaseSources()
        var entries: [GalleryEntry] = []
        for (index, item) in cases.enumerated() {
            note("[\(index + 1)/\(cases.count)] \(item.id)")
            let run = item.run(engine: engine)
            let checks = item.checks(run)
            let picture = item.id.replacingOccurrences(of: "/", with: "_") + ".png"
            let list = displayList(for: run.result, guides: true)
            do { try Renderer.write(list, to: directory.appendingPathComponent(picture), scale: 2) } catch {
                throw CommandFailure("\(item.id): \(error)")
            }
            entries.append(GalleryEntry(
                id: item.id, document: item.document.description, summary: item.summary, code: sources.code(for: item),
                picture: picture, pictureWidth: min(Int((list.size.width * 2).rounded(.up)), 460), checks: checks, knownIssue: item.knownIssue))
        }
        let page = directory.appendingPathComponent("index.html")
        do { try Data(Gallery.html(entries).utf8).write(to: page) } catch {
            throw CommandFailure("cannot write \(page.path): \(error.localizedDescription)")
        }
        let failed = entries.filter { !$0.passed }.count
        note("wrote \(entries.count) cases (\(failed) with failing checks) and \(page.path)")
    }
}
