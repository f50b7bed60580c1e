import Foundation

/// `alignmentGuide(_:computeValue:)`: its guide, and its closure's index in
/// `LayoutTree.guideComputations`.
package struct GuideModifier: Hashable, Sendable {
    package var key: AlignmentKey
    package var computation: Int32
}

/// An alignment guide's closure, run on the modified view's dimensions.
package struct GuideComputation {
    package let compute: (ViewDimensions) -> CGFloat
    package init(_ compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
}

extension LayoutTree {
    /// Wraps `child` in `alignmentGuide(key) { computation }`.
    package mutating func wrap(_ child: NodeID, inAlignmentGuide key: AlignmentKey, _ computation: GuideComputation, direction: LayoutDirection) -> NodeID {
        _ = index(of: key)
        guideComputations.append(computation)
        let guide = GuideModifier(key: key, computation: Int32(guideComputations.count - 1))
        return wrap(child, in: .alignmentGuide(NodeTables.append(guide, to: &tables.alignmentGuides)), direction: direction)
    }
}

/// `alignmentGuide(_:computeValue:)` (Design §3): the closure's value, computed on the modified
/// view's dimensions, is explicit for its guide; everything else passes through.
package enum AlignmentGuideNode: PassThroughModifier {
    package static func traits(_ node: KindNode<GuideModifier>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        if let index = tree.existingIndex(of: node.payload.key) { traits.explicitKeys.insert(index) }
        return traits
    }

    package static var memoisesGuides: Bool { true }
    /// Its own guide comes from the closure.
    package static func guideDerivation(_ node: KindNode<GuideModifier>, in tree: LayoutTree) -> GuideDerivation { .asked }

    /// A guide closure is a live value: its answers are never taken from an earlier layout (Design §0.4).
    package static func sameContent(
        _ node: KindNode<GuideModifier>, in tree: LayoutTree, as earlier: KindNode<GuideModifier>, in earlierTree: LayoutTree
    ) -> Bool { false }

    package static func explicitValue(
        _ node: KindNode<GuideModifier>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        let child = pass.tree.onlyChild(node.id)
        guard node.payload.key == guide.key else { return TypesetLayout.explicitValue(child, guide, size: size, proposal: proposal, &pass) }
        let computation = pass.tree.guideComputations[Int(node.payload.computation)]
        // The closure sees the inner view: an inner alignmentGuide for the same key is explicit.
        return withLentPass(&pass) { box in
            computation.compute(ViewDimensions(size: size, guides: .live(LiveGuides(box: box, node: child, proposal: proposal))))
        }
    }

    package static func viewKind(_ node: KindNode<GuideModifier>, _ tables: NodeTables) -> ViewKind { .alignmentGuide(node.payload.key) }
}
