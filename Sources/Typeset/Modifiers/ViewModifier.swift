/// A modifier that you apply to a view, producing a different view.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: AnyView
    package func resolve(in context: ResolveContext) -> [LayoutElement] { content.resolve(in: context) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Pairs `content` with `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        if let primitive = modifier as? any PrimitiveModifier {
            // The content keeps its static type: no AnyView box per modifier.
            return primitive.resolve(content: content, in: context)
        }
        return resolveList(modifier.body(content: _ViewModifier_Content(content: AnyView(content))), in: context)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the engine resolves directly.
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// The elements the modified `content` contributes to its parent's list.
    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [LayoutElement]
}

extension PrimitiveModifier {
    /// Never called: the engine resolves a primitive modifier itself.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// Wraps each element of the content in a layout element.
struct WrappingModifier: PrimitiveModifier {
    let wrap: (LayoutElement, ResolveContext) -> LayoutElement

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [LayoutElement] {
        // Wrapped in place: the list is usually one element, and stays one allocation.
        var elements = resolveList(content, in: context)
        for index in elements.indices { elements[index] = wrap(elements[index], context) }
        return elements
    }
}

/// Changes the environment of the content.
struct EnvironmentWritingModifier: PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [LayoutElement] {
        var context = context
        transform(&context.environment)
        return resolveList(content, in: context)
    }
}

/// Marks the content's elements with an identifier or a layout value.
struct TaggingModifier: PrimitiveModifier {
    let tag: (LayoutElement) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [LayoutElement] {
        let elements = resolveList(content, in: context)
        elements.forEach(tag)
        return elements
    }
}

extension View {
    func wrapped(_ wrap: @escaping (LayoutElement, ResolveContext) -> LayoutElement) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier(wrap: wrap))
    }
}
