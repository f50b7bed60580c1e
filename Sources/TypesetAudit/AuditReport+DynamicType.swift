import Foundation
import Typeset
import TypesetExport

extension AuditReport {
    /// The audit at several sizes: a line with each size's count, then one block per problem,
    /// its kind, where it occurs (`from accessibility2 on`) and its message at the first size.
    public static func text(_ audit: DynamicTypeAudit) -> String {
        var lines = [
            "Dynamic Type sizes: "
                + audit.findingsBySize.map { "\($0.size.name) \($0.findings.count)" }.joined(separator: " · ")
        ]
        guard !audit.findings.isEmpty else { return lines[0] + "\nno findings\n" }
        lines.append("\(audit.findings.count) finding\(audit.findings.count == 1 ? "" : "s")")
        for grouped in audit.findings {
            let finding = grouped.finding
            lines.append("")
            lines.append("\(finding.kind.rawValue) \(grouped.sizeSummary): \(finding.message) (at \(grouped.firstSize.name))")
            lines += details(finding)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The audit at several sizes as JSON (`typeset-audit/1` with `dynamicTypeSizes`, the
    /// count at each size in `countBySize`, and each finding's `sizes`).
    public static func json(_ audit: DynamicTypeAudit, pretty: Bool = true) -> String {
        jsonObject(audit).serialized(pretty: pretty)
    }

    /// The audit's JSON document as a value (to embed in a larger document).
    public static func jsonObject(_ audit: DynamicTypeAudit) -> JSONOutput {
        .object([
            ("format", .string(format)),
            ("count", .number(Double(audit.findings.count))),
            ("dynamicTypeSizes", .array(audit.sizes.map { .string($0.name) })),
            ("countBySize", .object(audit.findingsBySize.map { ($0.size.name, .number(Double($0.findings.count))) })),
            ("findings", .array(audit.findings.map { grouped in
                guard case .object(let members) = json(grouped.finding) else { return json(grouped.finding) }
                return .object(members + [("sizes", .array(grouped.sizes.map { .string($0.name) }))])
            })),
        ])
    }
}
