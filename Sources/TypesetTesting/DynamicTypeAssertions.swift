import Foundation

/// Lays `view` out at each of `sizes` with `engine` and records each problem the audit finds
/// as a test issue, naming the sizes where it occurs (`truncated-text from accessibility2 on:
/// ...`), with the dump lines of the first size where it occurs.
///
/// ```swift
/// assertNoAuditFindings(SettingsRow(), proposal: .init(width: 390, height: nil), atEvery: DynamicTypeSize.allCases)
/// ```
public func assertNoAuditFindings<V: View>(
    _ view: V, proposal: ProposedViewSize, atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
    engine: LayoutEngine = LayoutEngine(), _ options: AuditOptions = AuditOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in dynamicTypeFailures(engine.audit(view, proposal: proposal, atEvery: sizes, options)) {
        FailureReporter.record(failure.description, at: location)
    }
}

/// One failure per problem of `audit`, with the dump excerpt of its first size; `locale` names
/// the locale it was laid out in, when there is one.
func dynamicTypeFailures(_ audit: DynamicTypeAudit, locale: String? = nil) -> [LayoutFailure] {
    audit.findings.compactMap { grouped in
        guard let result = audit.result(at: grouped.firstSize) else { return nil }
        let finding = grouped.finding
        return LayoutFailure(
            "\(finding.kind.rawValue)\(locale.map { " in \($0)" } ?? "") \(grouped.sizeSummary): \(finding.message) (at \(grouped.firstSize.name))"
                + (finding.fix.map { "; fix: \($0)" } ?? ""),
            excerpt: DumpExcerpt.render(result, notes: Dictionary(finding.views.map { ($0.index, finding.kind.rawValue) }) { a, _ in a }))
    }
}
