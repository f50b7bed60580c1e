import Foundation

extension LayoutExpectation {
    /// No two children of the container marked `container` (followed down through its
    /// modifiers to the first view with several children) share an area wider and taller than
    /// `tolerance` pixels.
    public static func siblingsDoNotOverlap(in container: any Hashable & Sendable, tolerance: CGFloat = 0.5) -> Self {
        about(container) { check, marked in
            let node = LayoutGeometry.container(at: marked)
            return LayoutGeometry.overlappingPairs(node.children, tolerance: check.points(tolerance)).map { a, b, shared in
                let area = "\(LayoutCheck.f(shared.width)) × \(LayoutCheck.f(shared.height)) pt at (\(LayoutCheck.f(shared.minX)), \(LayoutCheck.f(shared.minY)))"
                return LayoutFailure(
                    "\(AuditedView(a).label) and \(AuditedView(b).label) in \(AuditedView(node).label) overlap on \(area)",
                    excerpt: check.excerpt([(a, "overlaps the next one marked"), (b, "overlap \(area)")]))
            }
        }
    }

    /// The view marked `id` has `frame` in root coordinates, each edge within `tolerance`
    /// pixels.
    public static func frame(_ id: any Hashable & Sendable, equals frame: CGRect, tolerance: CGFloat = 0) -> Self {
        about(id) { check, node in
            let actual = node.frame
            let pairs: [(String, CGFloat, CGFloat)] = [
                ("x", actual.minX, frame.minX), ("y", actual.minY, frame.minY),
                ("width", actual.width, frame.width), ("height", actual.height, frame.height),
            ]
            let differing = pairs.filter { abs($0.1 - $0.2) > check.points(tolerance) }
            guard !differing.isEmpty else { return [] }
            let numbers = differing.map { "\($0.0) \(LayoutCheck.f($0.1)) (expected \(LayoutCheck.f($0.2)))" }.joined(separator: ", ")
            return [LayoutFailure(
                "\(AuditedView(node).label) has the wrong frame: \(numbers)", excerpt: check.excerpt([(node, numbers)]))]
        }
    }
}
