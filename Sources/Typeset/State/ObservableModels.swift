// The model wrappers SwiftUI code uses: `@Observable` (re-exported from Observation, as
// SwiftUI does), `@Bindable`, and the older `ObservableObject`, `@Published`, `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject` family. Headless layout reads models when it
// evaluates bodies: a body sees the values they hold when it is laid out, so a change to a
// `@Published` property (or anything after `objectWillChange.send()`) shows in the next layout.
@_exported import Observation
// `ObservableObject` and `@Published` are Combine's, re-exported as SwiftUI does: Apple's on
// Apple platforms, OpenCombine's elsewhere (the package's `Combine` module re-exports the same
// one), so models, `$value.sink` and `objectWillChange` work as they do on iOS.
#if canImport(Darwin)
@_exported import Combine
#else
@_exported import OpenCombine
#endif

/// Bindings to the properties of an `Observable` model, as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The model.
    public var wrappedValue: Value
    /// The wrapper itself (`$model`), whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// A binding to a property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        // An `Observable` model's reads are followed by the layout's observation tracking.
        return Binding(followed: model is any Observable, get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

/// Bindings to an observed object's properties (`$model.name`).
@dynamicMemberLookup
public struct ObservedObjectWrapper<ObjectType: AnyObject> {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An object a view owns, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let object: ObjectType
    /// Owns the object `thunk` creates (created at once: a layout evaluates a body once).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }
    /// The object (a read a kept resolve cannot follow: its changes are not counted).
    public var wrappedValue: ObjectType {
        BodyInputReads.recordUnfollowed()
        return object
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: object) }
}

/// An object a view observes, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties.
    public typealias Wrapper = ObservedObjectWrapper<ObjectType>
    private var object: ObjectType
    /// The object (a read a kept resolve cannot follow: its changes are not counted).
    public var wrappedValue: ObjectType {
        get {
            BodyInputReads.recordUnfollowed()
            return object
        }
        set { object = newValue }
    }
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { object = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: object) }
}

/// An object an ancestor put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`; a missing one traps, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the object from the environment of the body being evaluated.
    public init() {}
    /// The object (a read a kept resolve cannot follow: its changes are not counted).
    public var wrappedValue: ObjectType {
        BodyInputReads.recordUnfollowed()
        guard let object = CurrentObjects.object(ObjectType.self)
        else { fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:) on an ancestor") }
        return object
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObjectWrapper<ObjectType> { ObservedObjectWrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment of this view's content, for `@EnvironmentObject`.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(ObjectWritingModifier { $0[ObjectIdentifier(T.self)] = object })
    }
}

/// A focus value a view owns, as SwiftUI's `@FocusState`: nothing has focus in a headless
/// layout unless the view sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// Bindings to the focus value (`$focus`).
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        /// The focus value.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    /// The focus value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// A binding to the focus value.
    public var projectedValue: Binding { Binding(state: state) }

    /// No field focused.
    public init() where Value == Bool { state = State(initialValue: false) }
    /// No field focused.
    public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }
}

extension View {
    /// Binds this view's focus to `binding`; no effect on layout.
    public consuming func focused(_ binding: FocusState<Bool>.Binding) -> some View { modifier(LayoutNeutralModifier()) }
    /// Binds this view's focus to `binding` being `value`; no effect on layout.
    public consuming func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { modifier(LayoutNeutralModifier()) }
}
