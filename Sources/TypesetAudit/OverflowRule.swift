import Foundation
import Typeset

extension LayoutAudit {
    /// Views that reach outside their parent, and a root larger than its finite proposal.
    ///
    /// An offset moves only the drawing: the Offset node keeps the layout's place, so the view
    /// it moves is compared with the Offset's own parent. A view that ignores the safe area
    /// reaches past its parent by design (a List's background under the bars and the status
    /// bar), so an IgnoresSafeArea node is not compared with its parent.
    func overflowFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let root = result.root
        let proposed = [("width", root.proposal.width, root.size.width), ("height", root.proposal.height, root.size.height)]
        let over = proposed.compactMap { name, proposal, size -> (name: String, value: CGFloat)? in
            guard let proposal, proposal.isFinite, size - proposal > tolerance else { return nil }
            return (name, size - proposal)
        }
        if !over.isEmpty {
            let view = AuditedView(root)
            findings.append(AuditFinding(
                kind: .overflow, container: nil, views: [view], values: over, fix: nil,
                message: "\(view.label) is larger than its proposal \(root.proposal) by \(over.map { "\(points($0.value)) in \($0.name)" }.joined(separator: " and "))"))
        }
        for node in result.nodes {
            if case .ignoresSafeArea = node.kind { continue }
            guard let parent = LayoutGeometry.layoutParent(of: node) else { continue }
            let edges = LayoutGeometry.outside(node.frame, of: parent.frame).filter { $0.value > tolerance }
            guard !edges.isEmpty else { continue }
            let view = AuditedView(node), container = AuditedView(parent)
            findings.append(AuditFinding(
                kind: .overflow, container: container, views: [view], values: edges, fix: nil,
                message: "\(view.label) reaches outside its parent \(container.label) by \(describe(edges))"))
        }
        return findings
    }
}
