import Foundation

extension LayoutTree {
    /// Appends a container run through `box`'s `Layout` over `children`.
    @discardableResult
    // Specialised for the views module as `addStack` is.
    @_specialize(exported: true, where C == ArraySlice<NodeID>)
    @_specialize(exported: true, where C == [NodeID])
    package mutating func addLayout<C: Collection<NodeID>>(_ box: LayoutBox, children: C, direction: LayoutDirection) -> NodeID {
        let kind = box.viewKind
        if let alignment = kind.alignment { register(alignment) }
        layouts.append(box)
        let index = NodeTables.append(kind, to: &tables.layoutKinds)
        return add(.layout(index), children: children, direction: direction)
    }
}

/// A `Layout` value run through its protocol: custom layouts, Grid, AnyLayout, ScrollView and
/// the lazy grids (Design §7). The payload is the index of its `LayoutBox` in `LayoutTree.layouts`.
package enum CustomLayoutNode: NodeBehaviour {
    package static func traits(_ node: KindNode<Int32>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        // A layout that keeps the default `explicitAlignment` merges its subviews' values
        // (Design §3); one that overrides it may answer for any guide.
        let keys = tree.layouts[Int(node.payload)].mergesSubviewGuides ? mergedExplicitKeys(children, tree) : .all
        return NodeTraits(explicitKeys: keys, priority: children.isEmpty ? -.infinity : 0)
    }

    package static var isMemoised: Bool { true }
    package static var memoisesGuides: Bool { true }

    package static func size(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        pass.tree.layouts[Int(node.payload)].sizeThatFits(node.id, proposal, &pass)
    }

    package static func placeChildren(
        _ node: KindNode<Int32>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        placements.append(contentsOf: pass.tree.layouts[Int(node.payload)].placements(node.id, size: size, proposal: proposal, &pass))
    }

    package static func explicitValue(
        _ node: KindNode<Int32>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        pass.tree.layouts[Int(node.payload)].explicitAlignment(node.id, guide.key, size: size, proposal: proposal, &pass)
    }

    /// A layout that keeps the default `explicitAlignment` merges its subviews' values where it
    /// placed them (Design §3); any other is asked.
    package static func guideDerivation(_ node: KindNode<Int32>, in tree: LayoutTree) -> GuideDerivation {
        tree.layouts[Int(node.payload)].mergesSubviewGuides ? .merged : .asked
    }

    package static func spacing(_ node: KindNode<Int32>, _ pass: inout LayoutPass) -> ViewSpacing {
        pass.tree[node.id].childCount == 0 ? .none : pass.tree.layouts[Int(node.payload)].spacing(node.id, &pass)
    }

    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind {
        tables.layoutKinds[Int(node.payload)]
    }

    /// Equal layouts of one `Equatable` type (Design §0.4); any other layout is a live value.
    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        tree.layouts[Int(node.payload)].isEqual(to: earlierTree.layouts[Int(earlier.payload)])
            && tree.tables.layoutKinds[Int(node.payload)] == earlierTree.tables.layoutKinds[Int(earlier.payload)]
    }
}

extension LayoutBox {
    /// A Grid's typed kind, or a custom layout's name.
    package var viewKind: ViewKind {
        if let grid = (erased as? LayoutErasure<GridLayout>)?.layout {
            return .grid(alignment: grid.alignment, horizontalSpacing: grid.horizontalSpacing, verticalSpacing: grid.verticalSpacing)
        }
        if let scroll = (erased as? LayoutErasure<ScrollViewLayout>)?.layout {
            return .scrollView(axes: scroll.axes, showsIndicators: scroll.showsIndicators)
        }
        if let grid = (erased as? LayoutErasure<LazyGridLayout>)?.layout {
            return .lazyGrid(axis: grid.axis, items: grid.items, spacing: grid.spacing, alignment: grid.alignment)
        }
        return .layout(name: name)
    }
}
