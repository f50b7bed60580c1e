import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`: the body reads the stored value
/// for its key (the default given when there is none), and writes through the binding store it.
///
/// The store is the one given with `store:`, else the environment's `defaultAppStorage`, else
/// `UserDefaults.standard`. Values are stored as SwiftUI stores them: `Bool`, `Int`, `Double`,
/// `String` and `Data` as themselves, a `URL` as its absolute string, a `Date` as a date, and a
/// `RawRepresentable` by its `Int` or `String` raw value; a stored value of another type reads
/// as the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.read = read
        self.write = write
    }

    /// The store the value lives in.
    private var store: UserDefaults {
        explicitStore ?? CurrentObjects.object(DefaultAppStorage.self)?.store ?? .standard
    }

    /// The stored value, or the default. A read is one a kept resolve cannot follow (the store
    /// can change behind it).
    public var wrappedValue: Value {
        get {
            BodyInputReads.recordUnfollowed()
            return read(store, key) ?? defaultValue
        }
        nonmutating set { write(store, key, newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Reads `key` as a `T` when the stored object is one.
private func stored<T>(_ store: UserDefaults, _ key: String, as type: T.Type) -> T? {
    store.object(forKey: key) as? T
}

extension AppStorage {
    /// A stored Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Bool.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A stored integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Int.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A stored floating-point number.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Double.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A stored string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: String.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: storedURL, write: { $0.set($2.absoluteString, forKey: $1) })
    }

    /// Stored data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Data.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A stored date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { stored($0, $1, as: Date.self) }, write: { $0.set($2, forKey: $1) })
    }

    /// A value stored by its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { stored($0, $1, as: Int.self).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value stored by its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { stored($0, $1, as: String.self).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional stored Boolean (nil when none is stored; writing nil removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Bool.self) }, write: storeOptional)
    }

    /// An optional stored integer.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Int.self) }, write: storeOptional)
    }

    /// An optional stored floating-point number.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Double.self) }, write: storeOptional)
    }

    /// An optional stored string.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: String.self) }, write: storeOptional)
    }

    /// An optional stored URL.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: storedURL, write: { store, key, url in storeOptional(store, key, url?.absoluteString) })
    }

    /// Optional stored data.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Data.self) }, write: storeOptional)
    }

    /// An optional stored date.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Date.self) }, write: storeOptional)
    }

    /// An optional value stored by its integer raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: Int.self).flatMap(R.init(rawValue:)) },
            write: { store, key, value in storeOptional(store, key, value?.rawValue) })
    }

    /// An optional value stored by its string raw value.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(
            key: key, defaultValue: nil, store: store, read: { stored($0, $1, as: String.self).flatMap(R.init(rawValue:)) },
            write: { store, key, value in storeOptional(store, key, value?.rawValue) })
    }
}

/// Stores `value`, or removes the key for nil.
private func storeOptional<T>(_ store: UserDefaults, _ key: String, _ value: T?) {
    if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
}

/// The URL stored as a string under `key`.
private func storedURL(_ store: UserDefaults, _ key: String) -> URL? {
    stored(store, key, as: String.self).flatMap(URL.init(string:))
}

/// The store `defaultAppStorage(_:)` sets. `UserDefaults` is not `Sendable`, so it travels with
/// the resolve context's objects (as environment objects do), not in `EnvironmentValues`.
final class DefaultAppStorage {
    let store: UserDefaults
    init(_ store: UserDefaults) { self.store = store }
}

extension View {
    /// The store the `@AppStorage` values inside use when they name none.
    public consuming func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(ObjectWritingModifier { $0[ObjectIdentifier(DefaultAppStorage.self)] = DefaultAppStorage(store) })
    }
}
