/// A modifier that you apply to a view, producing a different view.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolves `content` modified by `modifier` into layout nodes (the engine calls it).
    static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs)
}

extension ViewModifier {
    /// Resolves the modifier's body around the content.
    public static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs) {
        let body = withCurrentEnvironment(inputs.context) {
            modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
        }
        Body._resolve(body, &inputs)
    }
}

/// The content a `ViewModifier` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: AnyView
    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        content.resolve(in: context, into: &tree, list: &list)
    }
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
    /// Resolves the content through the modifier, both statically typed.
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        Modifier._resolve(view.modifier, content: view.content, &inputs)
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var inputs = _ViewInputs(context: context)
        swap(&inputs.tree, &tree)
        swap(&inputs.list, &list)
        Modifier._resolve(modifier, content: content, &inputs)
        swap(&inputs.tree, &tree)
        swap(&inputs.list, &list)
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
    /// Appends the nodes the modified `content` contributes to its parent's list.
    func resolve<Content: View>(content: Content, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID])
}

extension PrimitiveModifier {
    /// Never called: the engine resolves a primitive modifier itself.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }

    /// Resolves the content with the modifier itself (the content keeps its static type).
    public static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs) {
        modifier.resolve(content: content, in: inputs.context, into: &inputs.tree, list: &inputs.list)
    }
}

/// Wraps each node of the content in a modifier node.
struct WrappingModifier: PrimitiveModifier {
    let wrap: (NodeID, ResolveContext, inout LayoutTree) -> NodeID

    func resolve<Content: View>(content: Content, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        let start = list.count
        resolveList(content, in: context, into: &tree, list: &list)
        for index in start..<list.count { list[index] = wrap(list[index], context, &tree) }
    }
}

/// Changes the environment of the content.
struct EnvironmentWritingModifier: PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var context = context
        transform(&context.environment)
        resolveList(content, in: context, into: &tree, list: &list)
    }
}

/// Marks the content's nodes with an identifier or a layout value.
struct TaggingModifier: PrimitiveModifier {
    let tag: (NodeID, inout LayoutTree) -> Void

    func resolve<Content: View>(content: Content, in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        let start = list.count
        resolveList(content, in: context, into: &tree, list: &list)
        for id in list[start...] { tag(id, &tree) }
    }
}

extension View {
    func wrapped(_ wrap: @escaping (NodeID, ResolveContext, inout LayoutTree) -> NodeID) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier(wrap: wrap))
    }

    /// Wraps this view in a modifier node of `kind`.
    func wrapped(in kind: @escaping (ResolveContext) -> NodeKind) -> ModifiedContent<Self, WrappingModifier> {
        wrapped { child, context, tree in tree.wrap(child, in: kind(context), direction: context.layoutDirection) }
    }
}
