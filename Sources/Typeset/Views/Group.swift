/// A view that contributes nothing.
public struct EmptyView: PrimitiveView {
    /// Creates a view with no content.
    public init() {}
    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {}
}

/// Several views treated as one for modifiers, flattened into the parent's list.
public struct Group<Content: View>: PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups `content`'s views; they join the parent's list one by one.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        resolveList(content, in: context, into: &tree, list: &list)
    }
}

/// A type-erased view.
public struct AnyView: PrimitiveView {
    private let storage: ErasedView

    /// Erases `view`'s type; its layout is unchanged.
    public init<V: View>(_ view: V) {
        storage = ErasedView { resolveList(view, in: $0, into: &$1, list: &$2) }
    }

    /// Erases `view`'s type, as `init(_:)` does.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        storage.resolver?(context, &tree, &list)
    }
}

/// An erased view's resolver. A chain of erased views (one built in a loop) is released one
/// level per nested call, so the release keeps behind the stack-growth guard (`StackGuard`).
private final class ErasedView {
    var resolver: Resolver?

    init(_ resolver: @escaping Resolver) { self.resolver = resolver }

    deinit {
        guard !StackGuard.hasRoom else { return }
        var released = resolver
        resolver = nil
        onFreshStack { released = nil }  // the chain's last reference goes on the fresh stack
        _ = released
    }
}

/// Views computed from a collection; its elements are not static for the one-child rule.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The collection the views come from.
    public var data: Data
    /// Builds the views of one element.
    public var content: (Data.Element) -> Content
    private let idPath: KeyPath<Data.Element, ID>

    /// Creates views for each element of `data`, identified through the `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idPath = id
        self.content = content
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        let tagsElements = context.environment.tagsForEachElements
        func add(_ item: Data.Element, _ tree: inout LayoutTree, _ list: inout [NodeID]) {
            let start = list.count
            // The closure belongs to the body that made the ForEach: its `@Environment` and
            // `@EnvironmentObject` properties read that environment, as in SwiftUI.
            let views = withBodyEnvironment(context.environment, objects: context.objects) { content(item) }
            resolveList(views, in: context, into: &tree, list: &list)
            for id in list[start...] { tree.markDynamic(id) }
            // In a Picker or TabView, each element's views are tagged with its id unless they
            // have a tag (Apple, `Picker`: "ForEach automatically applies a tag to each
            // enumerated view using the id parameter of each element").
            if tagsElements {
                let key = ObjectIdentifier(PickerTagKey.self)
                for id in list[start...] where tree.trait(key, of: id) == nil {
                    tree.setTrait(key, AnyHashable(item[keyPath: idPath]), on: id)
                }
            }
        }
        // This method runs unspecialised (through `PrimitiveView`), where stepping a generic
        // collection costs a chain of witness calls per element; the common `ForEach(0..<n)`
        // walks its integers directly instead.
        if let range = data as? Range<Int> {
            list.reserveCapacity(list.count + range.count)
            for value in range {
                guard let item = value as? Data.Element else { break }
                add(item, &tree, &list)
            }
            return
        }
        for item in data { add(item, &tree, &list) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for each element of `data`, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for each integer in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
