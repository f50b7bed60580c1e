import Foundation

/// Node `id`'s spacing preferences (Design §5), computed once per pass by its kind and
/// interned. Recurses once per level, behind the stack-growth guard (`StackGuard`).
package func spacingOf(_ id: NodeID, _ pass: inout LayoutPass) -> ViewSpacing {
    let cached = pass.spacingIndex[Int(id)]
    if cached >= 0 { return pass.spacingTable[Int(cached)] }
    let spacing = withSufficientStack {
        // The child read before the pass is passed on: read in the same expression, the tree
        // was copied whole for it on every call.
        guard pass.tree.nodes[Int(id)].isTransparent else { return pass.tree.kinds[Int(id)].dispatch(SpacingOperation(), id, &pass) }
        let child = pass.tree.onlyChild(id)
        return spacingOf(child, &pass)
    }
    pass.spacingIndex[Int(id)] = pass.intern(spacing)
    return spacing
}

/// Node `id`'s spacing preferences on the two edges facing along `axis`, for a stack's gap
/// along `axis` (Design §5): those computed for the pass when there are some, else what its
/// kind gives for these edges alone (a Text's across a row need no measurement).
package func spacingOf(_ id: NodeID, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing {
    let cached = pass.spacingIndex[Int(id)]
    if cached >= 0 { return pass.spacingTable[Int(cached)] }
    return withSufficientStack {
        guard pass.tree.nodes[Int(id)].isTransparent else {
            return pass.tree.kinds[Int(id)].dispatch(SpacingOperation(facing: axis), id, &pass)
        }
        let child = pass.tree.onlyChild(id)
        return spacingOf(child, facing: axis, &pass)
    }
}

/// Asks a node's kind for its spacing: on every edge, or on those facing along one axis.
private struct SpacingOperation: NodeOperation {
    typealias Output = Void
    typealias Result = ViewSpacing
    typealias Context = LayoutPass
    var facing: Axis?

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> ViewSpacing {
        guard let facing else { return K.spacing(node, &pass) }
        return K.spacing(node, facing: facing, &pass)
    }
}

/// The union of the spacing preferences of `id`'s children (the `Layout` default, Design §5);
/// none for a container with no children.
package func unionOfChildrenSpacing(_ id: NodeID, _ pass: inout LayoutPass) -> ViewSpacing {
    let children = pass.tree.children(of: id)
    guard !children.isEmpty else { return .none }
    var spacing = ViewSpacing.none
    for child in Array(children) { spacing.formUnion(spacingOf(child, &pass)) }
    return spacing
}
