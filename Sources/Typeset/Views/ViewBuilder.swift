/// Builds views from closures: blocks, `if`/`else`, `if let`, `switch` and optionals.
/// Inlinable, as SwiftUI's: a body is built from its own view types in the caller's module,
/// with no generic call into this one (and no run-time type lookup) per block or branch.
@resultBuilder
public enum ViewBuilder {
    /// Passes a view through unchanged.
    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An empty block: an `EmptyView`.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// A block of several views: a `TupleView` that joins the parent's list view by view.
    ///
    /// Blocks of two to ten views have overloads of their own, as SwiftUI's had before
    /// parameter packs: each view is moved into the tuple. Made from a pack, the tuple gets a
    /// copy of each view and the view is then destroyed, and as a body's blocks nest, every view
    /// was copied once per block above it, with everything it holds.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), resolver: TupleElements<repeat each Content>.self)
    }

    /// A block of two views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<(C0, C1)> {
        TupleView(value: (c0, c1), resolver: TupleElements<C0, C1>.self)
    }

    /// A block of three views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<(C0, C1, C2)> {
        TupleView(value: (c0, c1, c2), resolver: TupleElements<C0, C1, C2>.self)
    }

    /// A block of four views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView(value: (c0, c1, c2, c3), resolver: TupleElements<C0, C1, C2, C3>.self)
    }

    /// A block of five views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView(value: (c0, c1, c2, c3, c4), resolver: TupleElements<C0, C1, C2, C3, C4>.self)
    }

    /// A block of six views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5), resolver: TupleElements<C0, C1, C2, C3, C4, C5>.self)
    }

    /// A block of seven views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6), resolver: TupleElements<C0, C1, C2, C3, C4, C5, C6>.self)
    }

    /// A block of eight views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7), resolver: TupleElements<C0, C1, C2, C3, C4, C5, C6, C7>.self)
    }

    /// A block of nine views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), resolver: TupleElements<C0, C1, C2, C3, C4, C5, C6, C7, C8>.self)
    }

    /// A block of ten views, each moved into the tuple.
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), resolver: TupleElements<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>.self)
    }


    /// An `if` without `else` (older builder form): the view, or nil, which adds nothing.
    @inlinable
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// An `if` without `else`: the view, or nil, which adds nothing.
    @inlinable
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The view of the first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The view of the second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The content of an `if #available` block, type-erased.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> AnyView { AnyView(content) }
}

/// Several views written one after another in a builder.
public struct TupleView<T>: PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    /// Resolves a tuple of `T`'s element types: a type, not a closure, so the views are held
    /// once, in `value`, and resolved from there.
    @usableFromInline let resolver: any TupleResolving.Type

    @inlinable init(value: T, resolver: any TupleResolving.Type) {
        self.value = value
        self.resolver = resolver
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        // Read out here: read in the closure, which holds no metadata of this generic type, the
        // field's offset cost a lookup of `TupleView<T>` in the runtime's cache (Design §0.1).
        let resolver = resolver
        withUnsafePointer(to: value) { resolver.resolve(UnsafeRawPointer($0), &inputs) }
    }
}

/// Resolves, in order, the views of a tuple it knows the element types of.
@usableFromInline protocol TupleResolving {
    /// Resolves the views of the tuple at `tuple`.
    static func resolve(_ tuple: UnsafeRawPointer, _ inputs: inout _ViewInputs)
}

/// The element types of a builder block's tuple.
@usableFromInline struct TupleElements<each Content: View>: TupleResolving {
    /// Resolves each view read from where it lies in the tuple (Design §19.1): iterating the
    /// tuple's values would first copy the whole tuple, with everything its views hold.
    @usableFromInline static func resolve(_ tuple: UnsafeRawPointer, _ inputs: inout _ViewInputs) {
        var offset = 0
        repeat resolveElement((each Content).self, in: tuple, at: &offset, &inputs)
    }

    /// Resolves the `View` element that follows `offset` in `tuple`, and moves `offset` past it.
    /// A tuple lays its elements out in order, each at the next offset its alignment allows
    /// (the Swift ABI's tuple layout).
    private static func resolveElement<Element: View>(
        _: Element.Type, in tuple: UnsafeRawPointer, at offset: inout Int, _ inputs: inout _ViewInputs
    ) {
        let alignment = MemoryLayout<Element>.alignment
        offset = (offset + alignment - 1) & ~(alignment - 1)
        inputs.resolve((tuple + offset).assumingMemoryBound(to: Element.self).pointee)
        offset += MemoryLayout<Element>.size
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @inlinable init(storage: Storage) { self.storage = storage }

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

    /// Resolves the wrapped view, if any. Written here rather than left to `PrimitiveView`'s
    /// default, which reached `resolve` through this conditional conformance's witness table for
    /// `Wrapped`, looked up in the runtime's cache at every call (Design §0.1).
    public static func _resolve(_ view: Self, _ inputs: inout _ViewInputs) {
        view.resolve(&inputs)
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(_ inputs: inout _ViewInputs) {
        if let view = self { inputs.resolve(view) }
    }
}
