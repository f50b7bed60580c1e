/// Nodes already resolved into the tree, used as a view: containers that first resolve their
/// content (to find sections, tags or titles) compose the result with ordinary views.
struct ResolvedNodes: PrimitiveView {
    let ids: [NodeID]

    init(_ ids: [NodeID]) { self.ids = ids }
    init(_ id: NodeID) { self.ids = [id] }

    func resolve(_ inputs: inout _ViewInputs) {
        inputs.list.append(contentsOf: ids)
    }
}

extension View {
    /// Marks this view's nodes as a container of `role` in the result (layout unchanged).
    func containerRole(_ role: ContainerRole) -> some View {
        wrapped(inPaint: .container(role))
    }

    /// Marks this view's nodes as `part` of the enclosing container in the result (layout unchanged).
    func containerPart(_ part: ContainerPart) -> some View {
        wrapped(inPaint: .containerPart(part))
    }
}

/// Resolves `content` into one node: several views become a VStack (or an HStack for
/// `axis` horizontal) with the default spacing, as SwiftUI's implicit stacks in containers do.
func resolveOne<Content: View>(_ content: Content, axis: Axis = .vertical, in context: ResolveContext, _ inputs: inout _ViewInputs) -> NodeID {
    var inner = context
    inner.stackOrientation = axis
    return inputs.single(content, in: inner) { list, tree in
        tree.addStack(
            StackStyle(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key, spacing: nil),
            children: list, direction: context.layoutDirection)
    } ?? inputs.tree.addEmpty(direction: context.layoutDirection)
}
