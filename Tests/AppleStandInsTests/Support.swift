import SwiftUI
import Testing

/// Helpers: lay views out and find what they show.
enum StandIns {
    /// Lays `view` out at an iPhone 15's width (393 points, Apple's specifications).
    static func layout<V: View>(_ view: V, width: CGFloat = 393) -> LayoutResult {
        LayoutEngine().layout(view, proposal: ProposedViewSize(width: width, height: nil))
    }

    /// The strings of the Texts under `root`, in tree order.
    static func texts(in root: LayoutNode) -> [String] {
        root.allNodes.compactMap { $0.text?.string }
    }
}
