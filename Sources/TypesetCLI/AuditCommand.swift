// `typeset audit`: lay out a scene and report misaligned baselines, cut texts, overflow and
// overlapping siblings; exit status 1 when there is anything to report, so a CI step fails.
import ArgumentParser
import Foundation
import Typeset
import TypesetAudit

/// `typeset audit`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Lay out a scene and report misaligned baselines, truncated or clipped texts, overflow and overlapping siblings.",
        discussion: "Exits with status 1 when there are findings.")

    /// How to print the findings.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var options: SceneOptions

    @Option(help: "Output format: text or json (typeset-audit/1).")
    var format: Format = .text

    @Option(help: "Pixels per point the tolerance is counted in (default: the scene's environment.displayScale, else 1).")
    var displayScale: Double?

    @Option(help: "How far baselines and edges may differ, in pixels.")
    var tolerance: Double = 0.5

    @Option(name: .customLong("ignore"), help: "Leave out findings about the view with this id (repeatable).")
    var ignoredIDs: [String] = []

    func run() throws {
        let scale = try displayScale ?? sceneDisplayScale()
        guard scale.isFinite, scale > 0 else { throw CommandFailure("--display-scale must be a number above 0") }
        guard tolerance.isFinite, tolerance >= 0 else { throw CommandFailure("--tolerance must be a number ≥ 0") }
        let findings = try options.layout().audit(AuditOptions(displayScale: scale, tolerance: tolerance, ignoring: Set(ignoredIDs)))
        switch format {
        case .text: print(AuditReport.text(findings), terminator: "")
        case .json: print(AuditReport.json(findings))
        }
        if !findings.isEmpty {
            throw CommandFailure("\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(options.scene)")
        }
    }

    /// The scene's own `environment.displayScale`, 1 when it sets none.
    private func sceneDisplayScale() throws -> Double {
        let data = try? Data(contentsOf: URL(fileURLWithPath: options.scene))
        let document = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        return ((document?["environment"] as? [String: Any])?["displayScale"] as? NSNumber)?.doubleValue ?? 1
    }
}
