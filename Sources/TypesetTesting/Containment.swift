import Foundation

extension LayoutExpectation {
    /// The view marked `id` lies inside its parent's frame (past an Offset: the Offset's
    /// parent), within `tolerance` pixels.
    public static func insideParent(_ id: any Hashable & Sendable, tolerance: CGFloat = 0.5) -> Self {
        about(id) { check, node in
            guard let parent = LayoutGeometry.layoutParent(of: node) else { return [] }
            return check.inside(node, parent, "its parent", tolerance: tolerance)
        }
    }

    /// The view marked `id` lies inside the root's bounds, within `tolerance` pixels.
    public static func insideRoot(_ id: any Hashable & Sendable, tolerance: CGFloat = 0.5) -> Self {
        about(id) { check, node in
            check.inside(node, check.result.root, "the root", tolerance: tolerance)
        }
    }
}

extension LayoutCheck {
    /// The failure when `node` reaches outside `box` by more than `tolerance` pixels.
    func inside(_ node: LayoutNode, _ box: LayoutNode, _ role: String, tolerance: CGFloat) -> [LayoutFailure] {
        let edges = LayoutGeometry.outside(node.frame, of: box.frame).filter { $0.value > points(tolerance) }
        guard !edges.isEmpty else { return [] }
        let amounts = edges.map { "\(Self.f($0.value)) pt at the \($0.name)" }.joined(separator: ", ")
        let frame = { (r: CGRect) in "x \(Self.f(r.minX))...\(Self.f(r.maxX)), y \(Self.f(r.minY))...\(Self.f(r.maxY))" }
        return [LayoutFailure(
            "\(AuditedView(node).label) is not inside \(role) \(AuditedView(box).label): it reaches out by \(amounts)",
            excerpt: excerpt([(box, role + ": " + frame(box.frame)), (node, frame(node.frame) + "; out by " + amounts)]))]
    }
}
