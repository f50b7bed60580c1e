import Foundation

extension LayoutTree {
    /// Wraps `child` in `layoutPriority(value)`.
    package mutating func wrap(_ child: NodeID, inLayoutPriority value: Double, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .layoutPriority(value), direction: direction)
    }
}

/// `layoutPriority(_:)` (Design §6): the priority its direct parent reads; layout unchanged.
package enum LayoutPriorityNode: PassThroughModifier {
    package static func traits(_ node: KindNode<Double>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = node.payload
        return traits
    }

    package static func viewKind(_ node: KindNode<Double>, _ tables: NodeTables) -> ViewKind { .layoutPriority(node.payload) }
}
