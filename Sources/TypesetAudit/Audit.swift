import Foundation
import Typeset

extension LayoutResult {
    /// Checks the layout for misaligned baselines, truncated or clipped texts, views that
    /// overflow their parent and overlapping siblings in stacks and grids.
    ///
    /// Findings come grouped by kind (in ``AuditFinding/Kind`` order), each group in tree order,
    /// so the same layout always gives the same list.
    public func audit(_ options: AuditOptions = AuditOptions()) -> [AuditFinding] {
        let audit = LayoutAudit(result: self, options: options)
        var findings: [AuditFinding] = []
        for kind in AuditFinding.Kind.allCases where options.kinds.contains(kind) {
            switch kind {
            case .misalignedBaselines: findings += audit.baselineFindings()
            case .truncatedText: findings += audit.truncationFindings()
            case .clippedText: findings += audit.clippingFindings()
            case .overflow: findings += audit.overflowFindings()
            case .overlappingSiblings: findings += audit.overlapFindings()
            case .invalidTranslation: findings += audit.translationFindings()
            }
        }
        return findings.filter { finding in
            !finding.views.contains { !options.ignoredIDs.isDisjoint(with: $0.ids) }
        }
    }
}

/// The rules of the audit over one result; each rule lives in its own file.
struct LayoutAudit {
    let result: LayoutResult
    let options: AuditOptions

    /// The tolerance in points.
    var tolerance: CGFloat { options.tolerancePoints }

    /// `value` as the dump writes it.
    static func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }

    /// `points` with its size in pixels when the scale is not 1 (`6.5 pt (13 px)`).
    func points(_ points: CGFloat) -> String {
        options.displayScale == 1 ? "\(Self.f(points)) pt" : "\(Self.f(points)) pt (\(Self.f(points * options.displayScale)) px)"
    }
}
