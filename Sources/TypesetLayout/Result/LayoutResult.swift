import Foundation

/// The outcome of one layout: the placed tree, its size and what had to be clamped (Design §11).
///
/// Frozen, typed data: `Sendable`, value semantics, no live layout objects.
public struct LayoutResult: Sendable {
    package let storage: ResultStorage

    package init(storage: ResultStorage) { self.storage = storage }

    /// The root's size.
    public var size: CGSize { storage.size }
    /// The root node; its frame starts at (0, 0).
    public var root: LayoutNode { LayoutNode(storage: storage, index: 0) }
    /// Every node, depth first (the root first).
    public var nodes: [LayoutNode] { root.allNodes }
    /// Bad input that was clamped or replaced, in the order it was met, each with the view's path.
    public var diagnostics: [Diagnostic] { storage.diagnostics }
    /// Every guide the laid-out views mention (the built-in ones first); each node stores its
    /// explicit values for these.
    public var guideKeys: [AlignmentKey] { storage.keys }
    /// The line that opens the dump: the engine and the text libraries the numbers came from.
    public var header: String { storage.header }

    /// The node for the view marked `.id(id)`, if any.
    public func node(_ id: AnyHashable) -> LayoutNode? { root.node(id) }

    /// The canonical, stable text tree: the header, then frames, proposals, explicit guides and
    /// text lines.
    public func dump(options: LayoutDump.Options = .default) -> String {
        header + "\n" + dumpBody(options: options)
    }

    /// The dump without its header line (what golden files compare).
    public func dumpBody(options: LayoutDump.Options = .default) -> String {
        LayoutDump(options: options).render(self)
    }
}
