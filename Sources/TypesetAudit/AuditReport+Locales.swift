import Foundation
import Typeset
import TypesetExport

extension AuditReport {
    /// The audit per locale: a line with each locale's count, the sizes, then per locale its
    /// findings (kind, where they start, message at the first size) and its untranslated keys.
    public static func text(_ audit: LocalizationAudit) -> String {
        var lines = ["Locales: " + audit.locales.map { "\($0.locale.name) \($0.audit.findings.count)" }.joined(separator: " · ")]
        if let sizes = audit.locales.first?.audit.sizes {
            lines.append("Dynamic Type sizes: " + sizes.map(\.name).joined(separator: ", "))
        }
        let count = audit.findings.count
        lines.append(count == 0 ? "no findings" : "\(count) finding\(count == 1 ? "" : "s")")
        for entry in audit.locales where !entry.audit.findings.isEmpty {
            lines.append("")
            lines.append("\(entry.locale.name):")
            for grouped in entry.audit.findings {
                let finding = grouped.finding
                lines.append("\(finding.kind.rawValue) in \(entry.locale.name) \(grouped.sizeSummary): \(finding.message) (at \(grouped.firstSize.name))")
                lines += details(finding)
            }
        }
        let untranslated = audit.locales.filter { !$0.untranslated.isEmpty }
        if !untranslated.isEmpty {
            lines.append("")
            lines.append("Untranslated keys:")
            for entry in untranslated {
                lines.append("  \(entry.locale.name): " + entry.untranslated.map(\.description).joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The audit per locale as JSON (`typeset-audit/1` with `locales`, the count per locale in
    /// `countByLocale`, `dynamicTypeSizes`, each finding's `locale` and `sizes`, and
    /// `untranslated` keys by locale).
    public static func json(_ audit: LocalizationAudit, pretty: Bool = true) -> String {
        jsonObject(audit).serialized(pretty: pretty)
    }

    /// The audit's JSON document as a value (to embed in a larger document).
    public static func jsonObject(_ audit: LocalizationAudit) -> JSONOutput {
        .object([
            ("format", .string(format)),
            ("count", .number(Double(audit.findings.count))),
            ("locales", .array(audit.locales.map { .string($0.locale.name) })),
            ("countByLocale", .object(audit.locales.map { ($0.locale.name, .number(Double($0.audit.findings.count))) })),
            ("dynamicTypeSizes", .array((audit.locales.first?.audit.sizes ?? []).map { .string($0.name) })),
            ("findings", .array(audit.findings.map { locale, grouped in
                guard case .object(let members) = json(grouped.finding) else { return json(grouped.finding) }
                return .object(members + [("locale", .string(locale.name)), ("sizes", .array(grouped.sizes.map { .string($0.name) }))])
            })),
            ("untranslated", .object(audit.locales.map { entry in
                (entry.locale.name, .array(entry.untranslated.map { .object([("key", .string($0.key)), ("table", .string($0.table))]) }))
            })),
        ])
    }
}
