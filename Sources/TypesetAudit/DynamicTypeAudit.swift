import Foundation
import Typeset

/// The baseline audit run at several Dynamic Type sizes: the findings of each size, and the
/// same findings grouped across sizes, each naming the sizes where it occurs.
///
/// ```swift
/// let audit = LayoutEngine().audit(SettingsRow(), proposal: .init(width: 390, height: nil))
/// audit.findings.first?.sizeSummary   // "from accessibility2 on"
/// ```
public struct DynamicTypeAudit: Sendable {
    /// The sizes audited, smallest first.
    public let sizes: [DynamicTypeSize]
    /// Each size's findings, in the order of ``sizes``.
    public let findingsBySize: [(size: DynamicTypeSize, findings: [AuditFinding])]
    /// The findings grouped across sizes (one per problem), ordered by the first size they
    /// occur at, then as the audit orders them.
    public let findings: [DynamicTypeAuditFinding]
    /// The layouts audited, in the order of ``sizes``.
    public let results: [LayoutResult]

    /// Audits the layout of each size (`results`: one result per size, any order) with `options`.
    public init(results: [(size: DynamicTypeSize, result: LayoutResult)], _ options: AuditOptions = AuditOptions()) {
        let ordered = results.sorted { $0.size < $1.size }
        sizes = ordered.map(\.size)
        self.results = ordered.map(\.result)
        findingsBySize = ordered.map { ($0.size, $0.result.audit(options)) }
        var groups: [DynamicTypeAuditFinding.Key: Int] = [:]
        var grouped: [(finding: AuditFinding, sizes: [DynamicTypeSize])] = []
        for (size, findings) in findingsBySize {
            for finding in findings {
                let key = DynamicTypeAuditFinding.Key(finding)
                if let index = groups[key] {
                    if grouped[index].sizes.last != size { grouped[index].sizes.append(size) }
                } else {
                    groups[key] = grouped.count
                    grouped.append((finding, [size]))
                }
            }
        }
        let audited = sizes
        findings = grouped.map { DynamicTypeAuditFinding(finding: $0.finding, sizes: $0.sizes, audited: audited) }
    }

    /// The layout audited at `size`, if it was audited.
    public func result(at size: DynamicTypeSize) -> LayoutResult? {
        sizes.firstIndex(of: size).map { results[$0] }
    }

    /// Whether no size has a finding.
    public var isEmpty: Bool { findings.isEmpty }
}

/// One problem of a ``DynamicTypeAudit``: the finding at the first size where it occurs, and
/// every size where it occurs.
public struct DynamicTypeAuditFinding: Sendable, Hashable {
    /// The finding as the audit reports it at ``firstSize`` (its numbers are that size's).
    public let finding: AuditFinding
    /// The sizes where the audit reports it, smallest first.
    public let sizes: [DynamicTypeSize]
    /// The sizes that were audited.
    public let audited: [DynamicTypeSize]

    /// A finding that occurs at `sizes` of the `audited` sizes (both smallest first).
    public init(finding: AuditFinding, sizes: [DynamicTypeSize], audited: [DynamicTypeSize]) {
        self.finding = finding
        self.sizes = sizes
        self.audited = audited
    }

    /// The smallest size where it occurs: where a row starts to truncate.
    public var firstSize: DynamicTypeSize { sizes[0] }

    /// Where it occurs, in words: `at every size`, `from accessibility2 on`, `at large only`,
    /// `at xSmall...medium`, or the list of sizes.
    public var sizeSummary: String {
        if sizes == audited { return audited.count == 1 ? "at \(audited[0].name)" : "at every size" }
        if sizes.count == 1 { return "at \(sizes[0].name) only" }
        guard let start = audited.firstIndex(of: sizes[0]), Array(audited[start..<min(audited.count, start + sizes.count)]) == sizes else {
            return "at " + sizes.map(\.name).joined(separator: ", ")
        }
        return sizes.last == audited.last ? "from \(sizes[0].name) on" : "at \(sizes[0].name)...\(sizes.last!.name)"
    }

    /// What makes two findings at two sizes the same problem: the kind and the views (by path
    /// and ids), not the numbers, which change with the size.
    struct Key: Hashable {
        let kind: AuditFinding.Kind
        let container: [String]
        let views: [[String]]

        init(_ finding: AuditFinding) {
            kind = finding.kind
            container = finding.container.map { [$0.path] + $0.ids } ?? []
            views = finding.views.map { [$0.path] + $0.ids }
        }
    }
}

extension LayoutEngine {
    /// Lays `view` out at each of `sizes` (this engine's environment with `dynamicTypeSize`
    /// set, as the user's setting: sizes and ranges set inside the view still apply) and audits
    /// each layout.
    public func audit<V: View>(
        _ view: V, proposal: ProposedViewSize, atEvery sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
        _ options: AuditOptions = AuditOptions()
    ) -> DynamicTypeAudit {
        DynamicTypeAudit(
            results: sizes.map { size in
                var engine = self
                engine.environment.dynamicTypeSize = size
                return (size, engine.layout(view, proposal: proposal))
            }, options)
    }
}
