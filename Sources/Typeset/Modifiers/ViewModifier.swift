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
    package func resolve(_ inputs: inout _ViewInputs) {
        content.resolve(&inputs)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Pairs `content` with `modifier`.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Resolves the content through the modifier, both statically typed. Inlined into its
    /// witness, which holds this type's metadata, so that reading the two fields looks none up.
    @inline(__always)
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        Modifier._resolve(view.modifier, content: view.content, &inputs)
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        Modifier._resolve(modifier, content: content, &inputs)
    }
}

extension View {
    /// Applies `modifier` to this view. Inlinable, so that a caller that knows its view's type
    /// builds the pair without looking its type up at run time.
    @inlinable
    public consuming func modifier<M: ViewModifier>(_ modifier: consuming M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the engine resolves directly.
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Appends the nodes the modified `content` contributes to `inputs.list`.
    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs)
}

extension PrimitiveModifier {
    /// Never called: the engine resolves a primitive modifier itself.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }

    /// Resolves the content with the modifier itself (the content keeps its static type).
    public static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs) {
        modifier.resolve(content: content, &inputs)
    }
}

/// A modifier the engine resolves directly, made by a public modifier that is inlined into its
/// callers (`frame`, `padding`, `overlay`, `background`): a value, not a closure, whose type the
/// caller sees, so that building and resolving it asks the runtime for no opaque result type.
/// Its `ViewModifier` witnesses are visible to those callers (`PrimitiveModifier`'s are
/// package-wide only).
@usableFromInline
protocol InlinedModifier: ViewModifier where Body == Never {
    /// Appends the nodes the modified `content` contributes to `inputs.list`.
    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs)
}

extension InlinedModifier {
    /// Never called: the engine resolves the modifier itself.
    @usableFromInline func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }

    /// Resolves the content with the modifier itself (the content keeps its static type).
    @usableFromInline static func _resolve<V: View>(_ modifier: Self, content: V, _ inputs: inout _ViewInputs) {
        modifier.resolve(content: content, &inputs)
    }
}

/// Wraps each node of the content in a modifier node.
struct WrappingModifier: PrimitiveModifier {
    let wrap: (NodeID, inout _ViewInputs) -> NodeID

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        inputs.resolve(content, wrappingEach: wrap)
    }
}

/// Wraps each node of the content in a paint-only modifier node (roles, parts, opacity): a
/// modifier of its own, not a closure, whose captures were an allocation per wrapped view.
struct PaintWrappingModifier: PrimitiveModifier {
    let paint: PaintModifier

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        inputs.resolve(content) { node, inputs in inputs.tree.wrap(node, inPaint: paint, direction: inputs.layoutDirection) }
    }
}

/// Changes the environment of the content.
struct EnvironmentWritingModifier: PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let saved = inputs.context.environment
        transform(&inputs.context.environment)
        inputs.resolve(content)
        inputs.context.environment = saved
    }
}

/// Marks the content's nodes with an identifier or a layout value.
struct TaggingModifier: PrimitiveModifier {
    let tag: (NodeID, inout LayoutTree) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.list.count
        inputs.resolve(content)
        for index in start..<inputs.list.count { tag(inputs.list[index], &inputs.tree) }
    }
}

extension View {
    consuming func wrapped(_ wrap: @escaping (NodeID, inout _ViewInputs) -> NodeID) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier(wrap: wrap))
    }

    /// Wraps this view in a paint-only modifier node.
    consuming func wrapped(inPaint modifier: PaintModifier) -> ModifiedContent<Self, PaintWrappingModifier> {
        self.modifier(PaintWrappingModifier(paint: modifier))
    }
}
