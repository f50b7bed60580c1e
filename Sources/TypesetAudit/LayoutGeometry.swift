import Foundation
import Typeset

/// Geometry the audit and the assertions share: edges outside a box, overlapping siblings.
package enum LayoutGeometry {
    /// How far `frame` reaches past each edge of `bounds` (positive: outside), in the order
    /// top, left, bottom, right.
    package static func outside(_ frame: CGRect, of bounds: CGRect) -> [(name: String, value: CGFloat)] {
        [
            ("top", bounds.minY - frame.minY), ("left", bounds.minX - frame.minX),
            ("bottom", frame.maxY - bounds.maxY), ("right", frame.maxX - bounds.maxX),
        ]
    }

    /// The node a view's frame is measured against: its parent, or past an Offset (which keeps
    /// the layout's place while its child is drawn moved) the Offset's parent.
    package static func layoutParent(of node: LayoutNode) -> LayoutNode? {
        guard var parent = node.parent else { return nil }
        while case .offset = parent.kind, let above = parent.parent { parent = above }
        return parent
    }

    /// The pairs of `children` whose frames share an area wider and taller than `tolerance`,
    /// each pair in tree order, the pairs sorted by tree order.
    package static func overlappingPairs(_ children: [LayoutNode], tolerance: CGFloat) -> [(LayoutNode, LayoutNode, CGRect)] {
        // Sorted by left edge, a child can only meet the ones that start before it ends.
        let sorted = children.filter { $0.frame.width > 0 && $0.frame.height > 0 }.sorted {
            ($0.frame.minX, $0.index) < ($1.frame.minX, $1.index)
        }
        var pairs: [(LayoutNode, LayoutNode, CGRect)] = []
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] {
                guard b.frame.minX < a.frame.maxX - tolerance else { break }
                let shared = a.frame.intersection(b.frame)
                if !shared.isNull, shared.width > tolerance, shared.height > tolerance {
                    pairs.append(a.index < b.index ? (a, b, shared) : (b, a, shared))
                }
            }
        }
        return pairs.sorted { ($0.0.index, $0.1.index) < ($1.0.index, $1.1.index) }
    }

    /// The first node at or below `node` with two or more children, following single children
    /// down (a container behind its modifiers); `node` itself when there is none.
    package static func container(at node: LayoutNode) -> LayoutNode {
        var current = node
        while current.children.count == 1 { current = current.children[0] }
        return current.children.count >= 2 ? current : node
    }
}
