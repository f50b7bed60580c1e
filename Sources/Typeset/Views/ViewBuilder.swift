/// Builds views from closures: blocks, `if`/`else`, `if let`, `switch` and optionals.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views: a `TupleView` that joins the parent's list view by view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { inputs in
            for view in repeat each content {
                inputs.resolve(view)
            }
        }
    }

    /// An `if` without `else` (older builder form): the view, or nil, which adds nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`: the view, or nil, which adds nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The view of the first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The view of the second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The content of an `if #available` block, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views written one after another in a builder.
public struct TupleView<T>: PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    private let resolver: Resolver

    init(value: T, resolver: @escaping Resolver) {
        self.value = value
        self.resolver = resolver
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        resolver(&inputs)
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    package func resolve(_ inputs: inout _ViewInputs) {
        switch storage {
        case .trueContent(let view): inputs.resolve(view)
        case .falseContent(let view): inputs.resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body: it resolves to its wrapped view, or to nothing.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(_ inputs: inout _ViewInputs) {
        if let view = self { inputs.resolve(view) }
    }
}
