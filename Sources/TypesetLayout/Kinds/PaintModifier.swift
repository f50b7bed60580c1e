import Foundation

/// A modifier that changes only how its content is painted, or marks its role in the result.
package enum PaintModifier: Hashable, Sendable {
    case opacity(Double)
    case foregroundColor(Color?)
    /// A drawing effect (clip, shadow, blur, transform).
    case effect(PaintEffect)
    /// The node is a control of this role.
    case control(ControlRole)
    /// The node is this part of the enclosing control.
    case controlPart(ControlPart)
    /// The node is a container of this role (List, NavigationStack...).
    case container(ContainerRole)
    /// The node is this part of the enclosing container (row, separator, bar...).
    case containerPart(ContainerPart)
}

extension LayoutTree {
    /// Wraps `child` in a paint-only modifier.
    package mutating func wrap(_ child: NodeID, inPaint modifier: consuming PaintModifier, direction: LayoutDirection) -> NodeID {
        wrap(child, in: .paint(NodeTables.append(modifier, to: &tables.paintModifiers)), direction: direction)
    }
}

/// Paint-only modifiers (Design §6: opacity, foreground colour, effects) and role marks:
/// transparent to layout; the result records the effect, and opacity and foreground flow down
/// to the leaves' paint.
///
/// The payload is the modifier's index in `NodeTables.paintModifiers`: layout never reads the
/// modifier, so sizing and guides pass through without copying it (an effect holds references).
package enum PaintModifierNode: PassThroughModifier {
    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind {
        switch tables.paintModifiers[Int(node.payload)] {
        case .opacity(let value): .opacity(value)
        case .foregroundColor(let color): .foregroundColor(color)
        case .effect(let effect): .effect(effect)
        case .control(let role): .control(role)
        case .controlPart(let part): .controlPart(part)
        case .container(let role): .container(role)
        case .containerPart(let part): .containerPart(part)
        }
    }

    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        tree.tables.paintModifiers[Int(node.payload)] == earlierTree.tables.paintModifiers[Int(earlier.payload)]
    }

    package static func record(_ node: KindNode<Int32>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        switch builder.pass.tree.tables.paintModifiers[Int(node.payload)] {
        case .opacity(let value): item.opacity *= value
        case .foregroundColor(let color): item.foreground = color.map { builder.intern(foreground: $0) } ?? -1
        case .effect(.matchedGeometry(let match)): builder.enterMatchedGeometry(match, &item)
        default: break
        }
    }
}
