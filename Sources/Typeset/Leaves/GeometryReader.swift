import Foundation

/// The size a GeometryReader offers its content.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
}

/// A view that takes the proposed size (10 where unspecified) and builds its content from it
/// (Design §7). The content is proposed that size and placed at the top-leading corner.
public struct GeometryReader<Content: View>: PrimitiveView {
    /// Builds the content from the reader's size.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader that takes the proposed size and builds its content from it (Design §7).
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        inner.stackOrientation = nil
        let content = self.content
        // The content is resolved during layout, once the size is known, into the pass's tree.
        let builder = GeometryContent { size, tree in
            // Built during layout, for the body that made the reader: its `@Environment` and
            // `@EnvironmentObject` properties read that environment. Resolved into the pass's tree.
            let views = withBodyEnvironment(inner.environment, objects: inner.objects) { content(GeometryProxy(size: size)) }
            var contentInputs = _ViewInputs(context: inner)
            swap(&contentInputs.tree, &tree)
            contentInputs.resolve(views)
            swap(&contentInputs.tree, &tree)
            return contentInputs.list
        }
        inputs.list.append(inputs.tree.addGeometryReader(builder, direction: context.layoutDirection))
    }
}
