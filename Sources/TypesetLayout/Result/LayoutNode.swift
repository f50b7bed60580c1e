import Foundation

/// One placed view of a layout result: typed, frozen data (SPEC §11).
///
/// Frames are in the root's coordinates; guides are the stored values, so reading them runs no
/// user code. A node is a cheap value that refers into its result's storage.
public struct LayoutNode: Sendable, CustomStringConvertible {
    package let storage: ResultStorage
    /// The node's position in its result's pre-order (the root is 0).
    public let index: Int

    package init(storage: ResultStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var record: NodeRecord { storage.records[index] }

    /// What kind of view this is, with the values it was declared with.
    public var kind: ViewKind { storage.kind(record.kind) }
    /// The name in dumps and paths (`HStack`, `Frame`, `Text`, ...).
    public var name: String { kind.name }
    /// The frame in the root's coordinates.
    public var frame: CGRect { record.frame }
    /// The frame's size.
    public var size: CGSize { record.frame.size }
    /// The proposal the view was placed with.
    public var proposal: ProposedViewSize { record.proposal }
    /// The layout direction the view was laid out in.
    public var layoutDirection: LayoutDirection { record.layoutDirection }
    /// A stack with one static child: the child itself, in the tree for the dump (SPEC §3).
    public var isTransparent: Bool { record.isTransparent }
    /// The stack made of several top-level views.
    public var isImplicit: Bool { record.isImplicit }

    /// The identifiers given with `.id(_:)`, innermost first.
    public var ids: [AnyHashable] { (storage.ids[Int32(index)] ?? []).map { AnyHashable($0) } }
    /// The innermost identifier, if any.
    public var id: AnyHashable? { ids.first }

    /// The explicit guide values the view resolved, in its own coordinates.
    public var explicitGuides: [GuideValue] {
        let r = record
        return Array(storage.guides[Int(r.firstGuide) ..< Int(r.firstGuide + r.guideCount)])
    }

    /// The view's size and guides (explicit values included).
    public var dimensions: ViewDimensions {
        let guides = explicitGuides
        return ViewDimensions(size: size, guides: guides.isEmpty ? .none : .stored(guides))
    }

    /// How a leaf is painted (shapes, colours, text, images), with the opacity and foreground
    /// colour it inherits.
    public var paint: Paint? {
        let paint = record.paint
        return paint < 0 ? nil : storage.paint(storage.paints[Int(paint)])
    }
    /// A Grid cell's row, column and span.
    public var gridCell: GridCellPosition? { storage.gridCells[Int32(index)] }
    /// What a measured leaf hands to renderers (a Text's `TextLayout`).
    public var content: (any Sendable)? { storage.contents[Int32(index)] }

    /// The parent, nil for the root.
    public var parent: LayoutNode? {
        record.parent < 0 ? nil : LayoutNode(storage: storage, index: Int(record.parent))
    }

    /// The placed children, in drawing order.
    public var children: [LayoutNode] {
        let r = record
        return storage.childIndices[Int(r.firstChild) ..< Int(r.firstChild + r.childCount)].map {
            LayoutNode(storage: storage, index: Int($0))
        }
    }

    /// This node and every descendant, depth first.
    public var allNodes: [LayoutNode] {
        (index ..< Int(record.subtreeEnd)).map { LayoutNode(storage: storage, index: $0) }
    }

    /// The first node (this one or a descendant, depth first) marked with `id`.
    public func node(_ id: AnyHashable) -> LayoutNode? {
        for candidate in index ..< Int(record.subtreeEnd) {
            if let ids = storage.ids[Int32(candidate)], ids.contains(where: { AnyHashable($0) == id }) {
                return LayoutNode(storage: storage, index: candidate)
            }
        }
        return nil
    }

    /// The node's path from the root: `VStack[0]/HStack[1]/Text`, each bracket the index of the
    /// next node among its parent's children.
    public var path: String {
        var parts: [String] = [name]
        var current = record
        var currentIndex = Int32(index)
        while current.parent >= 0 {
            let parent = storage.records[Int(current.parent)]
            let siblings = storage.childIndices[Int(parent.firstChild) ..< Int(parent.firstChild + parent.childCount)]
            let position = (siblings.firstIndex(of: currentIndex) ?? siblings.startIndex) - siblings.startIndex
            parts.append("\(storage.kind(parent.kind).name)[\(position)]")
            currentIndex = current.parent
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// The facts the dump shows between brackets, formatted from the typed data.
    public var attributes: [String] {
        NodeAttributes.format(self)
    }

    /// The node's kind and frame, for debugging.
    public var description: String { "\(name) \(LayoutDump.format(frame))" }
}
