/// Builds views from closures: blocks, `if`/`else`, `if let`, `switch` and optionals.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { context in
            var list: [LayoutElement] = []
            for view in repeat each content {
                list += resolveList(view, in: context)
            }
            return list
        }
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views written one after another in a builder.
public struct TupleView<T>: PrimitiveView {
    public var value: T
    private let resolver: (ResolveContext) -> [LayoutElement]

    init(value: T, resolver: @escaping (ResolveContext) -> [LayoutElement]) {
        self.value = value
        self.resolver = resolver
    }

    package func resolve(in context: ResolveContext) -> [LayoutElement] { resolver(context) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        switch storage {
        case .trueContent(let view): resolveList(view, in: context)
        case .falseContent(let view): resolveList(view, in: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        map { resolveList($0, in: context) } ?? []
    }
}
