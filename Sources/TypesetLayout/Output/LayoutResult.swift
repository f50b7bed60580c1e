import Foundation

/// The outcome of one layout: the placed tree, its size and what had to be clamped (SPEC §11).
public struct LayoutResult: Sendable {
    /// The root's size.
    public let size: CGSize
    /// The root node; its frame starts at (0, 0).
    public let root: LayoutNode
    /// Bad input that was clamped or replaced, in the order it was met.
    public let diagnostics: [Diagnostic]
    /// The line that opens the dump (the engine names the text library versions there).
    package let dumpHeader: String
    /// Turns leaf content (a Text's layout) into dump lines.
    package let contentDescriber: LayoutDump.ContentDescriber

    package init(size: CGSize, root: LayoutNode, diagnostics: [Diagnostic], dumpHeader: String, contentDescriber: @escaping LayoutDump.ContentDescriber) {
        self.size = size
        self.root = root
        self.diagnostics = diagnostics
        self.dumpHeader = dumpHeader
        self.contentDescriber = contentDescriber
    }

    /// The node for the view marked `.id(id)`, if any.
    public func node(_ id: AnyHashable) -> LayoutNode? { root.node(id) }

    /// The canonical, stable text tree: frames, proposals, explicit guides, text lines.
    public func dump(options: LayoutDump.Options = .default) -> String {
        LayoutDump(options: options, contentDescriber: contentDescriber).render(self)
    }
}

/// Builds the placed tree from a sized root element (SPEC §10 mirroring included).
package enum LayoutTreeBuilder {
    package static func build(
        root: LayoutElement, proposal: ProposedViewSize, dumpHeader: String,
        contentDescriber: @escaping LayoutDump.ContentDescriber = { _, _ in [] }
    ) -> LayoutResult {
        let pass = root.pass
        pass.lock.lock()
        defer { pass.lock.unlock() }
        let size = root.sizeThatFits(proposal)
        let node = makeNode(root, origin: .zero, size: size, proposal: proposal)
        return LayoutResult(size: size, root: node, diagnostics: pass.diagnostics, dumpHeader: dumpHeader, contentDescriber: contentDescriber)
    }

    private static func makeNode(_ element: LayoutElement, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) -> LayoutNode {
        // Placed with the proposal it was sized with: a NaN dimension is unspecified, a negative one 0.
        let proposal = element.sanitize(proposal)
        let mirrored = element.layoutDirection == .rightToLeft
        func makeChild(_ placement: ChildPlacement) -> LayoutNode {
            var offset = placement.origin
            if mirrored { offset.x = size.width - (offset.x + placement.size.width) }
            // Infinite sizes (a greedy view offered ∞) make centring arithmetic NaN; never trap
            // or emit NaN frames: clamp to 0 and report.
            for axis in Axis.allCases where !offset[axis].isFinite {
                element.report(.invalidValue, "placed \(placement.element.kind) at a non-finite \(axis) position; used 0")
                offset[axis] = 0
            }
            let childOrigin = CGPoint(x: origin.x + offset.x, y: origin.y + offset.y)
            return makeNode(placement.element, origin: childOrigin, size: placement.size, proposal: placement.proposal)
        }
        let children: [LayoutNode]
        if let only = element.singleChildPlacement(in: size, proposal: proposal) {
            // A modifier has one child: place it directly, without a one-element placement list.
            children = [makeChild(only)]
        } else {
            children = element.placeChildren(in: size, proposal: proposal).map(makeChild)
        }
        let dimensions = element.hasExplicitGuides
            ? ViewDimensions(size: size, proposal: proposal, source: element, lock: element.pass.lock)
            : ViewDimensions(size: size, proposal: proposal, source: nil)
        return LayoutNode(
            element: element, frame: CGRect(origin: origin, size: size), proposal: proposal,
            dimensions: dimensions,
            children: children, content: element.content(size: size, proposal: proposal))
    }
}
