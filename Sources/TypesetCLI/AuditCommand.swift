// `typeset audit`: lay out a scene and report misaligned baselines, cut texts, overflow and
// overlapping siblings, at one Dynamic Type size or at several; exit status 1 when there is
// anything to report, so a CI step fails.
import ArgumentParser
import Foundation
import Typeset
import TypesetAudit
import TypesetScene

/// `typeset audit`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Lay out a scene and report misaligned baselines, truncated or clipped texts, overflow and overlapping siblings.",
        discussion: """
            With --dynamic-type all (or a size, or a range such as large...accessibility3) the scene is laid out \
            at each size and each finding names the sizes where it occurs ("from accessibility2 on"). \
            Exits with status 1 when there are findings.
            """)

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
        let auditOptions = AuditOptions(displayScale: scale, tolerance: tolerance, ignoring: Set(ignoredIDs))
        if let sizes = try options.dynamicTypeSizes() {
            return try auditEverySize(sizes, auditOptions)
        }
        let findings = try options.layout().audit(auditOptions)
        switch format {
        case .text: print(AuditReport.text(findings), terminator: "")
        case .json: print(AuditReport.json(findings))
        }
        if !findings.isEmpty {
            throw CommandFailure("\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(options.scene)")
        }
    }

    /// Lays the scene out at each of `sizes` and reports the findings grouped across sizes.
    private func auditEverySize(_ sizes: [DynamicTypeSize], _ auditOptions: AuditOptions) throws {
        let (scene, proposal) = try options.load()
        let audit = DynamicTypeAudit(
            results: sizes.map { size in
                var sized = scene
                sized.environment.dynamicTypeSize = size
                return (size, sized.layout(proposal: proposal))
            }, auditOptions)
        switch format {
        case .text: print(AuditReport.text(audit), terminator: "")
        case .json: print(AuditReport.json(audit))
        }
        if !audit.isEmpty {
            let first = audit.findings.map(\.firstSize).min()!
            throw CommandFailure(
                "\(audit.findings.count) finding\(audit.findings.count == 1 ? "" : "s") in \(options.scene), the first at \(first.name)")
        }
    }

    /// The scene's own `environment.displayScale`, 1 when it sets none.
    private func sceneDisplayScale() throws -> Double {
        let data = try? Data(contentsOf: URL(fileURLWithPath: options.scene))
        let document = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        return ((document?["environment"] as? [String: Any])?["displayScale"] as? NSNumber)?.doubleValue ?? 1
    }
}
