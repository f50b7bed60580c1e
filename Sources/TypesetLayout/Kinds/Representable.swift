import Foundation

/// How a representable answers a proposal: its own `sizeThatFits`, or nil to take the proposal.
package struct RepresentableSizing {
    package let sizeThatFits: (ProposedViewSize) -> CGSize?
    package init(_ sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) { self.sizeThatFits = sizeThatFits }
}

extension LayoutTree {
    /// Appends a view the platform draws (a `UIViewRepresentable` or
    /// `UIViewControllerRepresentable`), sized by `sizing`.
    @discardableResult
    package mutating func addRepresentable(_ description: RepresentableDescription, sizing: RepresentableSizing, direction: LayoutDirection) -> NodeID {
        representableSizings.append(sizing)
        return add(.representable(NodeTables.append(description, to: &tables.representables)), direction: direction)
    }
}

/// A view the platform draws (Design §7): it answers a proposal with the representable's own
/// `sizeThatFits`, or takes the proposal when that has no answer (10 on an unspecified axis, as
/// a shape). A plain view's spacing, no text baselines, and it may grow with what it is
/// offered. The result marks it with the conforming type's name, for renderers to draw a
/// placeholder.
package enum RepresentableNode: LeafBehaviour {
    package static func traits(_ node: KindNode<Int32>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits()
    }

    /// A representable sizes itself through a live value: its answers are never taken from an earlier layout (Design §0.4).
    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        false
    }

    /// Its answers run the app's code: memoised per proposal.
    package static var isMemoised: Bool { true }

    package static func size(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        pass.tree.representableSizings[Int(node.payload)].sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind {
        .representable(tables.representables[Int(node.payload)])
    }
}
