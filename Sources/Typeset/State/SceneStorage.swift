import Foundation

/// A value a scene keeps across launches, as SwiftUI's `@SceneStorage`. A headless layout is a
/// fresh scene with nothing restored: the body reads the default, or whatever was written
/// through the binding before the view was laid out (as `@State`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>
    /// The key the value is kept under.
    let key: String

    private init(value: Value, key: String) {
        state = State(initialValue: value)
        self.key = key
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(value: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(value: wrappedValue, key: key) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Int? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Double? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == String? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == URL? { self.init(value: nil, key: key) }
    public init(_ key: String) where Value == Data? { self.init(value: nil, key: key) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { self.init(value: nil, key: key) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { self.init(value: nil, key: key) }
}
