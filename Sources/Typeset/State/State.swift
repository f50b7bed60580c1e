/// A value a view's body reads and its `body` may observe (SwiftUI's marker for `@State`,
/// `@Binding`, `@Environment`).
public protocol DynamicProperty {
    /// Called before a body is evaluated; Typeset's properties read their values on access.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The storage of one `@State` value: shared by the copies of the view that owns it.
private final class StateStorage<Value>: VersionedState {
    /// The value; a resolve that reads it records it with its version.
    var value: Value {
        get {
            BodyInputReads.record(self)
            return stored
        }
        set {
            stored = newValue
            version &+= 1
        }
    }
    private var stored: Value
    private(set) var version: UInt64 = 0

    init(_ value: Value) { stored = value }
}

/// A value owned by a view, as SwiftUI's `@State`. Headless layout has no updates: a body reads
/// the initial value (or whatever a test wrote through the projected binding before laying the
/// view out).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// A state that starts at `value`.
    public init(wrappedValue value: Value) { storage = StateStorage(value) }
    /// A state that starts at `value`.
    public init(initialValue value: Value) { storage = StateStorage(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(followed: true, get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// Whether what `getter` reads is followed by ``BodyInputReads`` (a state's, a constant's, an
    /// `Observable` model's, or one derived from such a binding); reads of other bindings are
    /// recorded as unfollowed.
    private let isFollowed: Bool

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(followed: false, get: get, set: set)
    }

    /// A binding whose reads are followed (`followed`) or not.
    init(followed: Bool, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        isFollowed = followed
    }

    /// A binding to the same value (SwiftUI's `init(projectedValue:)`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(followed: true, get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get {
            if !isFollowed { BodyInputReads.recordUnfollowed() }
            return getter()
        }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        return Binding<Subject>(
            followed: isFollowed,
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional wrapping this value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(followed: base.isFollowed, get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the unwrapped value, or nil when `base` holds nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(followed: base.isFollowed, get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            followed: isFollowed, get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
