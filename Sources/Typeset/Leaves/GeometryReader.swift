import Foundation

/// The size a GeometryReader offers its content.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
}

/// A view that takes the proposed size (10 where unspecified) and builds its content from it
/// (SPEC §7). The content is proposed that size and placed at the top-leading corner.
public struct GeometryReader<Content: View>: PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        var inner = context
        inner.stackOrientation = nil
        return [GeometryReaderElement(pass: context.pass, layoutDirection: context.layoutDirection) { size in
            resolveList(content(GeometryProxy(size: size)), in: inner)
        }]
    }
}
