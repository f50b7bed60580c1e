import Foundation

/// The geometry a GeometryReader gives its content, as SwiftUI's `GeometryProxy`: the reader's
/// size, and its frame in the coordinate spaces around it (Design §7.1).
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// Where the result build placed the reader; nil while it is only measured (an ancestor
    /// asking its size), when its frame is taken at the origin of every space.
    let placement: GeometryPlacement?

    init(size: CGSize, placement: GeometryPlacement?) {
        self.size = size
        self.placement = placement
    }

    /// The reader's frame in `coordinateSpace`: `.local` is its own bounds; `.global` its frame
    /// in the layout (the window, on a device); `.named(name)` its frame relative to the nearest
    /// enclosing view given that name, or its global frame when none is (as SwiftUI does).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        guard let placement else { return local }
        switch coordinateSpace {
        case .local: return local
        case .global: return placement.frame
        case .named(let name): return frame(relativeTo: placement.space { spaceName($0, is: name) }, placement)
        }
    }

    /// The reader's frame in `coordinateSpace` (iOS 17 spaces: `.local`, `.global`,
    /// `.named(_:)`, `.scrollView`, `.scrollView(axis:)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        if let named = coordinateSpace as? NamedCoordinateSpace, case .scrollView(let axis) = named.kind {
            guard let placement else { return CGRect(origin: .zero, size: size) }
            return frame(relativeTo: placement.space { ScrollViewSpaceName.matches($0, axis: axis) }, placement)
        }
        return frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of `coordinateSpace`'s view in the reader's own coordinates, or nil when no
    /// view around the reader defines that space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let placement else { return nil }
        let space: CGRect? = switch coordinateSpace.kind {
        case .name(let name): placement.space { spaceName($0, is: name) }
        case .scrollView(let axis): placement.space { ScrollViewSpaceName.matches($0, axis: axis) }
        }
        guard let space else { return nil }
        return CGRect(x: space.minX - placement.frame.minX, y: space.minY - placement.frame.minY, width: space.width, height: space.height)
    }

    /// The reader's frame relative to `space`'s origin, or its global frame without a space.
    private func frame(relativeTo space: CGRect?, _ placement: GeometryPlacement) -> CGRect {
        guard let space else { return placement.frame }
        return CGRect(x: placement.frame.minX - space.minX, y: placement.frame.minY - space.minY, width: size.width, height: size.height)
    }
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
        // The content is resolved during layout, once the size is known (and again once the
        // reader is placed, for its frames in coordinate spaces), into the pass's tree.
        let builder = GeometryContent(placed: { size, placement, tree in
            // Built during layout, for the body that made the reader: its `@Environment` and
            // `@EnvironmentObject` properties read that environment. Resolved into the pass's tree.
            let proxy = GeometryProxy(size: size, placement: placement)
            let views = withBodyEnvironment(inner.environment, objects: inner.objects) { content(proxy) }
            var contentInputs = _ViewInputs(context: inner)
            swap(&contentInputs.tree, &tree)
            contentInputs.resolve(views)
            swap(&contentInputs.tree, &tree)
            return contentInputs.list
        })
        inputs.list.append(inputs.tree.addGeometryReader(builder, direction: context.layoutDirection))
    }
}
