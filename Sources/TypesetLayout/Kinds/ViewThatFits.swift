import Foundation

extension LayoutTree {
    /// Appends a ViewThatFits choosing among `children` on `axes`.
    @discardableResult
    // Specialised for the views module as `addStack` is.
    @_specialize(exported: true, where C == ArraySlice<NodeID>)
    @_specialize(exported: true, where C == [NodeID])
    package mutating func addViewThatFits<C: Collection<NodeID>>(_ axes: Axis.Set, children: C, direction: LayoutDirection) -> NodeID {
        add(.viewThatFits(axes), children: children, direction: direction)
    }
}

/// ViewThatFits (Design §7): the first child whose ideal size fits the proposal on the
/// constrained axes, else the last; it is that child for its parent.
package enum ViewThatFitsNode: NodeBehaviour {
    package static func traits(_ node: KindNode<Axis.Set>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        // Its priority is its children's highest, below 0 too (Design §7, §14).
        var traits = NodeTraits()
        var priority = -Double.infinity
        for child in children {
            traits.explicitKeys.formUnion(tree.traits(of: child).explicitKeys)
            priority = max(priority, tree.traits(of: child).priority)
        }
        if !children.isEmpty { traits.priority = priority }
        return traits
    }

    package static var isMemoised: Bool { true }

    package static var memoisesGuides: Bool { true }

    package static func size(_ node: KindNode<Axis.Set>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(choice(node, proposal, &pass), proposal, &pass)
    }

    package static func placeChildren(
        _ node: KindNode<Axis.Set>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let chosen = choice(node, proposal, &pass)
        placements.append(ChildPlacement(child: chosen, origin: .zero, proposal: proposal, size: sizeThatFits(chosen, proposal, &pass)))
    }

    package static func explicitValue(
        _ node: KindNode<Axis.Set>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        TypesetLayout.explicitValue(choice(node, proposal, &pass), guide, size: size, proposal: proposal, &pass)
    }

    package static func spacing(_ node: KindNode<Axis.Set>, _ pass: inout LayoutPass) -> ViewSpacing {
        unionOfChildrenSpacing(node.id, &pass)
    }

    package static func viewKind(_ node: KindNode<Axis.Set>, _ tables: NodeTables) -> ViewKind {
        .viewThatFits(axes: node.payload)
    }

    /// The child shown for `proposal`.
    private static func choice(_ node: KindNode<Axis.Set>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> NodeID {
        let options = Array(pass.tree.children(of: node.id))
        guard !node.payload.isEmpty else { return options[0] }
        for option in options {
            let ideal = sizeThatFits(option, .unspecified, &pass)
            let fits = Axis.allCases.allSatisfy { axis in
                guard node.payload.contains(axis), let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits { return option }
        }
        return options[options.count - 1]
    }
}
