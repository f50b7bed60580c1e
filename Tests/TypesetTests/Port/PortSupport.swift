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

extension Port {
    /// Lays `view` out as a screen of `device` (an iPhone 15 by default: 393 × 852 points, safe
    /// area 59 / 34 in portrait; HIG "Layout", `Device`).
    static func screen<V: View>(_ view: V, on device: Device = .iPhone15, _ orientation: InterfaceOrientation = .portrait) -> LayoutResult {
        LayoutEngine().layout(view, on: device, orientation: orientation)
    }

    /// The container parts `part` under `root`, in tree order.
    static func parts(_ part: ContainerPart, in root: LayoutNode) -> [LayoutNode] {
        nodes(.containerPart(part), in: root)
    }

    /// Whether `a` and `b` differ by at most `tolerance`.
    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }
}

extension Port {
    /// Whether every edge of `a` and `b` differs by at most `tolerance`.
    static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance) && near(a.maxX, b.maxX, tolerance) && near(a.maxY, b.maxY, tolerance)
    }
}
