// The result → display list step. PHASE 1 SEAM: today's `LayoutResult` exposes frames, kinds,
// children and Text layouts but not paint or container alignment, so this adapter answers
// `nodePaint` with nil (shapes get a neutral tint) and no alignment lines. Phase 2 rewrites
// the `LayoutNode: DrawableNode` conformance against the typed result (`ViewKind`, `paint`,
// container alignment, dimensions) and keeps `displayList(for:guides:)`.
import Foundation
import Typeset

/// The display list of a layout: every node's content back to front, and with `guides` the
/// overlay of document 000's learning tool (frames, alignment lines, baselines, ids) and its
/// legend, with a margin (``guideMargin``) so id labels fit above the views at the top edge.
public func displayList(for result: LayoutResult, guides: Bool) -> DrawList {
    DisplayListBuilder.displayList(for: result.root, size: result.size, guides: guides)
}

extension LayoutNode: DrawableNode {
    public var kindName: String { kind }
    public var drawChildren: [LayoutNode] { children }
    public var textLayout: TextLayout? { text }
    public var idLabels: [String] { ids.map { "\($0.base)" } }
    /// Not in today's result (phase 2 reads `paint`).
    public var nodePaint: NodePaint? { nil }
    /// Not in today's result (phase 2 reads the container's alignment and the children's guides).
    public var alignmentLines: [(CGPoint, CGPoint)] { [] }
}
