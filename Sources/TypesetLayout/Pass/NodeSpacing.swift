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

/// Asks a node's kind for its spacing.
private struct SpacingOperation: NodeOperation {
    typealias Output = Void
    typealias Result = ViewSpacing
    typealias Context = LayoutPass
    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> ViewSpacing {
        K.spacing(node, &pass)
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
