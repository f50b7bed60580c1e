import Foundation

extension LayoutTree {
    /// Appends the root of an empty view.
    @discardableResult
    package mutating func addEmpty(direction: LayoutDirection) -> NodeID {
        add(.empty, direction: direction)
    }
}

/// The root of an empty view: no size, no spacing preferences.
package enum EmptyNode: LeafBehaviour {
    package static func traits(_ node: KindNode<Void>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits(hugsWidth: true, hugsHeight: true)
    }

    package static func size(_ node: KindNode<Void>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize { .zero }

    package static func sameContent(_ node: KindNode<Void>, in tree: LayoutTree, as earlier: KindNode<Void>, in earlierTree: LayoutTree) -> Bool { true }

    package static func spacing(_ node: KindNode<Void>, _ pass: inout LayoutPass) -> ViewSpacing { .none }

    package static func viewKind(_ node: KindNode<Void>, _ tables: NodeTables) -> ViewKind { .empty }
}
