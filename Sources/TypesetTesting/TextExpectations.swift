import Foundation

extension LayoutExpectation {
    /// No Text in the view marked `id` (the view itself if it is one) is truncated.
    public static func notTruncated(_ id: any Hashable & Sendable) -> Self {
        texts(in: id) { text in
            guard let layout = text.text, layout.isTruncated else { return nil }
            return "is truncated: \(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s") kept in \(LayoutCheck.f(text.frame.width)) × \(LayoutCheck.f(text.frame.height)) pt, ending with an ellipsis"
        }
    }

    /// No Text in the view marked `id` (the view itself if it is one) wraps to more than
    /// `maximum` lines.
    public static func lineCount(_ id: any Hashable & Sendable, atMost maximum: Int) -> Self {
        texts(in: id) { text in
            guard let count = text.text?.lines.count, count > maximum else { return nil }
            return "wraps to \(count) lines, more than \(maximum), at a proposed width of \(text.proposal.width.map { LayoutCheck.f($0) + " pt" } ?? "nil")"
        }
    }

    /// A failure for each Text in the view marked `id` that `problem` describes.
    private static func texts(in id: any Hashable & Sendable, _ problem: @escaping @Sendable (LayoutNode) -> String?) -> Self {
        about(id) { check, node in
            let texts = node.allNodes.filter { $0.text != nil }
            guard !texts.isEmpty else { return [LayoutFailure("\(AuditedView(node).label) holds no Text", excerpt: check.excerpt([(node, "no Text")]))] }
            return texts.compactMap { text in
                problem(text).map { LayoutFailure("\(AuditedView(text).label) \($0)", excerpt: check.excerpt([(text, $0)], lines: true)) }
            }
        }
    }

    /// The audit (``LayoutResult/audit(_:)``) finds nothing; the scale of `options` is replaced
    /// by the one the expectation is checked at.
    public static func noAuditFindings(_ options: AuditOptions = AuditOptions()) -> Self {
        Self { check in
            var options = options
            options.displayScale = check.displayScale
            return check.result.audit(options).map { finding in
                LayoutFailure(
                    "\(finding.kind.rawValue): \(finding.message)" + (finding.fix.map { "; fix: \($0)" } ?? ""),
                    excerpt: DumpExcerpt.render(check.result, notes: Dictionary(finding.views.map { ($0.index, finding.kind.rawValue) }) { a, _ in a }))
            }
        }
    }
}
