import Foundation
import Testing
import Typeset

/// Helpers for the port suite: find nodes in a result by what they show.
enum Port {
    static let width: CGFloat = 390

    /// Lays `view` out at the width of an iPhone 15 / 16 (390 points; Apple's device specs).
    static func layout<V: View>(_ view: V, width: CGFloat? = Port.width, engine: LayoutEngine = LayoutEngine()) -> LayoutResult {
        engine.layout(view, proposal: ProposedViewSize(width: width, height: nil))
    }

    /// The Text node showing `string`, searched under `root`.
    static func text(_ string: String, in root: LayoutNode) throws -> LayoutNode {
        try #require(root.allNodes.first { $0.name == "Text" && $0.attributes.contains("\"\(string)\"") }, "no Text \"\(string)\"")
    }

    /// Whether a Text showing `string` is under `root` (records no issue when there is none).
    static func hasText(_ string: String, in root: LayoutNode) -> Bool {
        root.allNodes.contains { $0.name == "Text" && $0.attributes.contains("\"\(string)\"") }
    }

    /// The nodes of `kind` under `root`, in tree order.
    static func nodes(_ kind: ViewKind, in root: LayoutNode) -> [LayoutNode] {
        root.allNodes.filter { $0.kind == kind }
    }

    /// Whether two colours are the same to within 1/1000 per component.
    static func same(_ a: Color?, _ b: Color?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a.red - b.red) < 1e-3 && abs(a.green - b.green) < 1e-3 && abs(a.blue - b.blue) < 1e-3 && abs(a.alpha - b.alpha) < 1e-3
    }
}
