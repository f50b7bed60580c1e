import Foundation
import Typeset

extension LayoutAudit {
    /// Texts cut with an ellipsis (by `lineLimit` or a proposed height too small).
    func truncationFindings() -> [AuditFinding] {
        result.nodes.compactMap { node in
            guard let text = node.text, text.isTruncated else { return nil }
            let view = AuditedView(node)
            let lines = text.lines.count
            return AuditFinding(
                kind: .truncatedText, container: node.parent.map { AuditedView($0) }, views: [view],
                values: [("lines", CGFloat(lines)), ("width", node.frame.width), ("height", node.frame.height)], fix: nil,
                message: "\(view.label) is truncated: \(lines) line\(lines == 1 ? "" : "s") kept in \(Self.f(node.frame.width)) × \(Self.f(node.frame.height)) pt, ending with an ellipsis")
        }
    }

    /// Texts that reach outside the root's bounds: a window or picture of the root's size cuts
    /// them off.
    func clippingFindings() -> [AuditFinding] {
        let bounds = result.root.frame
        return result.nodes.compactMap { node in
            guard node.text != nil else { return nil }
            let edges = LayoutGeometry.outside(node.frame, of: bounds).filter { $0.value > tolerance }
            guard !edges.isEmpty else { return nil }
            let view = AuditedView(node)
            return AuditFinding(
                kind: .clippedText, container: AuditedView(result.root), views: [view], values: edges, fix: nil,
                message: "\(view.label) reaches outside the root (\(Self.f(bounds.width)) × \(Self.f(bounds.height)) pt) by \(describe(edges)), so it is cut off")
        }
    }

    /// Texts whose translation could not be used (the result's `invalidTranslation`
    /// diagnostics): the key, table and locale are in the message.
    func translationFindings() -> [AuditFinding] {
        let problems = result.diagnostics.filter { $0.kind == .invalidTranslation }
        guard !problems.isEmpty else { return [] }
        let byPath = Dictionary(result.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return problems.compactMap { diagnostic in
            guard let node = byPath[diagnostic.view] else { return nil }
            let view = AuditedView(node)
            return AuditFinding(
                kind: .invalidTranslation, container: node.parent.map { AuditedView($0) }, views: [view], values: [], fix: nil,
                message: "\(view.label): \(diagnostic.message)")
        }
    }

    /// `5 pt at the left and 3 pt at the top`.
    func describe(_ edges: [(name: String, value: CGFloat)]) -> String {
        edges.map { "\(points($0.value)) at the \($0.name)" }.joined(separator: " and ")
    }
}
