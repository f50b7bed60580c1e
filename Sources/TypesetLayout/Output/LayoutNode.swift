import Foundation

/// One placed view of a layout result.
///
/// Frames are in the root's coordinates. Guides are evaluated on demand through
/// `dimensions`, so custom `AlignmentID`s work after layout too.
public final class LayoutNode: @unchecked Sendable, CustomStringConvertible {
    /// What kind of view this is (`HStack`, `Frame`, `Text`, ...).
    public let kind: String
    /// Extra facts shown in the dump (`alignment: leading/center`, a text's string, ...),
    /// formatted on demand: layout itself never pays for them.
    public var attributes: [String] { element.dumpAttributes + element.containerAttributes }
    /// The identifiers given with `.id(_:)`, innermost first.
    public let ids: [AnyHashable]
    /// The frame in the root's coordinates.
    public let frame: CGRect
    /// The proposal the view was placed with.
    public let proposal: ProposedViewSize
    /// The view's size and guides (explicit values included).
    public let dimensions: ViewDimensions
    /// The layout direction the view was laid out in.
    public let layoutDirection: LayoutDirection
    /// The placed children, in drawing order.
    public let children: [LayoutNode]
    /// What a leaf hands to renderers (a Text's `TextLayout`).
    public let content: (any Sendable)?
    /// The element this node was placed from (immutable after layout; guides read it under the pass lock).
    private let element: LayoutElement

    package init(
        element: LayoutElement, frame: CGRect, proposal: ProposedViewSize, dimensions: ViewDimensions,
        children: [LayoutNode], content: (any Sendable)?
    ) {
        self.element = element
        self.kind = element.kind
        self.ids = element.ids
        self.layoutDirection = element.layoutDirection
        self.frame = frame
        self.proposal = proposal
        self.dimensions = dimensions
        self.children = children
        self.content = content
    }

    /// The innermost identifier, if any.
    public var id: AnyHashable? { ids.first }

    /// The frame's size.
    public var size: CGSize { frame.size }

    /// The first node (this one or a descendant, depth first) marked with `id`.
    public func node(_ id: AnyHashable) -> LayoutNode? {
        if ids.contains(id) { return self }
        for child in children {
            if let found = child.node(id) { return found }
        }
        return nil
    }

    /// This node and every descendant, depth first.
    public var allNodes: [LayoutNode] {
        var nodes: [LayoutNode] = []
        appendNodes(to: &nodes)
        return nodes
    }

    /// Appends this node and its descendants, depth first (one array for the whole tree).
    private func appendNodes(to nodes: inout [LayoutNode]) {
        nodes.append(self)
        for child in children { child.appendNodes(to: &nodes) }
    }

    /// The node's kind and frame, for debugging.
    public var description: String {
        "\(kind) \(LayoutDump.format(frame))"
    }
}
