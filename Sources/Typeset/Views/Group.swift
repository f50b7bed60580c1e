/// A view that contributes nothing.
public struct EmptyView: PrimitiveView {
    /// Creates a view with no content.
    public init() {}
    package func resolve(_ inputs: inout _ViewInputs) {}
}

/// Several views treated as one for modifiers, flattened into the parent's list.
public struct Group<Content: View>: PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups `content`'s views; they join the parent's list one by one.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        inputs.resolve(content)
    }
}

/// A type-erased view.
public struct AnyView: PrimitiveView {
    private let storage: ErasedView

    /// Erases `view`'s type; its layout is unchanged.
    public init<V: View>(_ view: V) {
        storage = ErasedView { $0.resolve(view) }
    }

    /// Erases `view`'s type, as `init(_:)` does.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        storage.resolver?(&inputs)
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

/// From how many elements on a ForEach's tree reserves room for all after the first (a file
/// constant: a static of the generic type would look its metadata up per ForEach).
private let forEachReservingCount = 32

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

    package func resolve(_ inputs: inout _ViewInputs) {
        let tagsElements = inputs.context.environment.tagsForEachElements
        // Read once: unspecialised, each read of a stored property asks for this ForEach's type
        // metadata (a runtime cache lookup) to find the field.
        let content = content
        let idPath = idPath
        let data = data
        let count = data.count
        // Taken before the first of many elements: once it is resolved, the tree makes room for
        // the others at once (`reserveForTheRest`).
        let extent = count >= forEachReservingCount ? inputs.tree.extent : nil
        /// Resolves `item`'s views; after the `first` element, makes room for the rest.
        func add(_ item: Data.Element, first: Bool, _ inputs: inout _ViewInputs) {
            defer { if first, let extent { inputs.tree.reserveCapacity(forRepeating: count - 1, since: extent) } }
            let start = inputs.list.count
            inputs.resolve(element: content(item))
            // In a Picker or TabView, each element's views are tagged with its id unless they
            // have a tag (Apple, `Picker`: "ForEach automatically applies a tag to each
            // enumerated view using the id parameter of each element").
            if tagsElements {
                let key = ObjectIdentifier(PickerTagKey.self)
                for index in start..<inputs.list.count where inputs.tree.layoutValue(key, of: inputs.list[index]) == nil {
                    inputs.tree.setLayoutValue(key, AnyHashable(item[keyPath: idPath]), on: inputs.list[index])
                }
            }
        }
        // The closure belongs to the body that made the ForEach: its `@Environment` and
        // `@EnvironmentObject` properties read that environment, as in SwiftUI. Bound once for
        // all elements (bodies inside bind their own).
        withBodyEnvironment(inputs.context.environment, objects: inputs.context.objects) {
            // This method runs unspecialised (through `PrimitiveView`), where stepping a generic
            // collection costs a chain of witness calls per element: the common `ForEach(0..<n)`
            // walks its integers directly (told by comparing types: a cast looks an optional's
            // metadata up), an array its buffer.
            if Data.self == Range<Int>.self {
                let range = unsafeBitCast(data, to: Range<Int>.self)
                inputs.list.reserveCapacity(inputs.list.count + range.count)
                for value in range {  // Data is Range<Int>: Element is Int
                    add(unsafeBitCast(value, to: Data.Element.self), first: value == range.lowerBound, &inputs)
                }
                return
            }
            let walked = data.withContiguousStorageIfAvailable { buffer in
                for index in buffer.indices { add(buffer[index], first: index == 0, &inputs) }
                return true
            }
            if walked == true { return }
            var first = true
            for item in data {
                add(item, first: first, &inputs)
                first = false
            }
        }
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
