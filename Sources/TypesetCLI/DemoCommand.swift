// `typeset demo`: lays out the demo form, prints the dump and writes its pictures.
import ArgumentParser
import Foundation
import Typeset
import TypesetAudit
import TypesetCases
import TypesetRender

/// `typeset demo`.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out a settings screen (a NavigationStack over a Form), print its layout and write PNG, SVG and PDF pictures (with and without guides).")

    @Option(help: "Where to write the pictures.")
    var output = "typeset-output/demo"

    @Option(help: "The width proposed to the form, in points.")
    var width: Double = 440

    func run() throws {
        guard width.isFinite, width > 0 else { throw CommandFailure("--width must be a number above 0") }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw CommandFailure("cannot create \(output): \(error.localizedDescription)")
        }
        let result = LayoutEngine().layout(DemoForm(), proposal: ProposedViewSize(width: width, height: nil))
        print(result.dump())
        var written: [String] = []
        for guides in [false, true] {
            let list = displayList(for: result, guides: guides)
            for format in RenderFormat.allCases {
                let file = directory.appendingPathComponent("form\(guides ? "-guides" : "").\(format.rawValue)")
                do { try Renderer.write(list, to: file, scale: 2) } catch { throw CommandFailure("\(error)") }
                written.append(file.path)
            }
        }
        print("Pictures of the form (\(Int(result.size.width)) × \(Int(result.size.height)) pt):")
        for path in written { print("  \(path)") }
        // The pictures are drawn at 2 pixels per point; the audit counts its tolerance in those.
        print("Audit (typeset audit):")
        print(AuditReport.text(result.audit(AuditOptions(displayScale: 2))), terminator: "")
    }
}
