import Foundation
import Typeset
import TypesetExport

/// Audit findings as text for people or as JSON (`typeset-audit/1`) for programs.
public enum AuditReport {
    /// The format name of the JSON report.
    public static let format = "typeset-audit/1"

    /// One block per finding: kind and message, the views by path, the fix.
    public static func text(_ findings: [AuditFinding]) -> String {
        guard !findings.isEmpty else { return "no findings\n" }
        var lines = ["\(findings.count) finding\(findings.count == 1 ? "" : "s")"]
        for finding in findings {
            lines.append("")
            lines.append("\(finding.kind.rawValue): \(finding.message)")
            lines += details(finding)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines under a finding's message: its container, its views by path, its fix.
    static func details(_ finding: AuditFinding) -> [String] {
        var lines: [String] = []
        if let container = finding.container { lines.append("  in   \(container.path)\(container.ids.map { " #\($0)" }.joined())") }
        for view in finding.views { lines.append("  view \(view.path)\(view.ids.map { " #\($0)" }.joined())") }
        if let fix = finding.fix { lines.append("  fix  \(fix)") }
        return lines
    }

    /// The findings as a JSON document: `format`, `count`, `findings` (kind, message,
    /// container, views, values, fix), keys in a fixed order.
    public static func json(_ findings: [AuditFinding], pretty: Bool = true) -> String {
        jsonObject(findings).serialized(pretty: pretty)
    }

    /// The findings' JSON document as a value (to embed in a larger document).
    public static func jsonObject(_ findings: [AuditFinding]) -> JSONOutput {
        .object([
            ("format", .string(format)),
            ("count", .number(Double(findings.count))),
            ("findings", .array(findings.map(json))),
        ])
    }

    static func json(_ finding: AuditFinding) -> JSONOutput {
        .object([
            ("kind", .string(finding.kind.rawValue)),
            ("message", .string(finding.message)),
            ("container", finding.container.map(json) ?? .null),
            ("views", .array(finding.views.map(json))),
            ("values", .object(finding.values.map { ($0.name, .number(Double($0.value))) })),
            ("fix", finding.fix.map(JSONOutput.string) ?? .null),
        ])
    }

    private static func json(_ view: AuditedView) -> JSONOutput {
        let f = view.frame
        return .object([
            ("path", .string(view.path)),
            ("ids", .array(view.ids.map(JSONOutput.string))),
            ("kind", .string(view.name)),
            ("frame", .array([f.minX, f.minY, f.width, f.height].map { .number(Double($0)) })),
            ("text", view.text.map(JSONOutput.string) ?? .null),
        ])
    }
}
