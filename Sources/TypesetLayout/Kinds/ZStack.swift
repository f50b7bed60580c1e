import Foundation

/// A ZStack's style.
package struct ZStackStyle: Hashable, Sendable {
    /// The guides the children align on, on both axes.
    package var alignment: Alignment

    package init(alignment: Alignment) { self.alignment = alignment }
}

extension LayoutTree {
    /// Appends a ZStack over `children`; with exactly one static child it is transparent
    /// (Design §3).
    @discardableResult
    // Specialised for the views module as `addStack` is.
    @_specialize(exported: true, where C == ArraySlice<NodeID>)
    @_specialize(exported: true, where C == [NodeID])
    package mutating func addZStack<C: Collection<NodeID>>(_ alignment: Alignment, children: C, direction: LayoutDirection) -> NodeID {
        register(alignment)
        let index = NodeTables.append(ZStackStyle(alignment: alignment), to: &tables.zStacks)
        return add(.zStack(index), children: children, direction: direction)
    }
}

/// ZStack (Design §7): every child proposed the same; the highest-priority children decide the
/// size, the union of their aligned frames.
package enum ZStackNode: NodeBehaviour {
    package static func traits(_ node: KindNode<ZStackStyle>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        if children.count == 1, let only = children.first, tree[only].isStatic {
            var traits = tree.traits(of: only)
            traits.isTransparent = true
            return traits
        }
        var traits = NodeTraits(
            explicitKeys: mergedExplicitKeys(children, tree), priority: children.isEmpty ? -.infinity : 0,
            hugsWidth: children.allSatisfy { tree.traits(of: $0).hugsWidth },
            hugsHeight: children.allSatisfy { tree.traits(of: $0).hugsHeight })
        traits.exactHugs = NodeTraits.exactHugs(of: children, in: tree)
        return traits
    }

    package static var isMemoised: Bool { true }
    package static var memoisesGuides: Bool { true }
    package static func guideDerivation(_ node: KindNode<ZStackStyle>, in tree: LayoutTree) -> GuideDerivation { .merged }

    package static func size(_ node: KindNode<ZStackStyle>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        ZStackAlgorithm(alignment: node.payload.alignment).size(proposal, PassChildren(of: node.id, in: pass.tree), &pass)
    }

    package static func placeChildren(
        _ node: KindNode<ZStackStyle>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let children = PassChildren(of: node.id, in: pass.tree)
        let placed = ZStackAlgorithm(alignment: node.payload.alignment).placements(in: size, children, &pass)
        for (index, entry) in placed.enumerated() {
            placements.append(ChildPlacement(child: children.id(index, &pass), origin: entry.origin, proposal: entry.proposal, size: entry.size))
        }
    }

    package static func explicitValue(
        _ node: KindNode<ZStackStyle>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        guard guide.key.combineRule != .never, size.width.isFinite, size.height.isFinite else { return nil }
        var placements: [ChildPlacement] = []
        placeChildren(node, size: size, proposal: proposal, &pass, into: &placements)
        return mergedExplicitValue(guide, of: placements, &pass)
    }

    package static func spacing(_ node: KindNode<ZStackStyle>, _ pass: inout LayoutPass) -> ViewSpacing {
        unionOfChildrenSpacing(node.id, &pass)
    }

    package static func viewKind(_ node: KindNode<ZStackStyle>, _ tables: NodeTables) -> ViewKind {
        .zStack(alignment: node.payload.alignment)
    }
}
