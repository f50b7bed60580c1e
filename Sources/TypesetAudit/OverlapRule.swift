import Foundation
import Typeset

extension LayoutAudit {
    /// Children of an HStack, VStack or Grid whose frames cover a common area larger than the
    /// tolerance on both axes (layers, overlays and ZStacks overlap by design).
    func overlapFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for node in result.nodes {
            switch node.kind {
            case .hStack, .vStack, .grid: break
            default: continue
            }
            let pairs = LayoutGeometry.overlappingPairs(node.children, tolerance: tolerance)
            let container = AuditedView(node)
            for (a, b, shared) in pairs {
                let first = AuditedView(a), second = AuditedView(b)
                findings.append(AuditFinding(
                    kind: .overlappingSiblings, container: container, views: [first, second],
                    values: [("x", shared.minX), ("y", shared.minY), ("width", shared.width), ("height", shared.height)], fix: nil,
                    message: "\(first.label) and \(second.label) in \(container.label) overlap on \(Self.f(shared.width)) × \(Self.f(shared.height)) pt at (\(Self.f(shared.minX)), \(Self.f(shared.minY)))"))
            }
        }
        return findings
    }
}
