/// The environment a body is evaluated in.
///
/// `@Environment` reads it on access. The engine binds it around every `body` it evaluates
/// (views and view modifiers, `View._resolve`), as a task-local value: task-local bindings are
/// scoped to the synchronous call that makes them and private to the thread or task running it,
/// so layouts running at the same time on several threads (one engine is shared freely) each
/// see their own environment, and nothing outlives the body evaluation (no global to reset).
/// Outside a body (in a view's `init`), `@Environment` reads the key's default, as SwiftUI's
/// does before the view is installed.
enum CurrentEnvironment {
    @TaskLocal static var values: EnvironmentValues?
}

/// Evaluates `body` with `environment` as the current environment of `@Environment`.
@inline(__always)
func withCurrentEnvironment<R>(_ environment: EnvironmentValues, _ body: () -> R) -> R {
    CurrentEnvironment.$values.withValue(environment, operation: body)
}

/// A value read from the environment of the body being evaluated, as SwiftUI's
/// `@Environment(\.layoutDirection)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value in the environment of the body being evaluated (the default outside a body).
    public var wrappedValue: Value {
        read(CurrentEnvironment.values ?? EnvironmentValues())
    }
}

/// Where `Observable` models put in the environment with `environment(_:)` are kept, by type.
private struct ObjectEnvironmentKey: EnvironmentKey {
    static var defaultValue: ObjectEnvironment { ObjectEnvironment() }
}

/// Objects in the environment by type (`environment(_ object:)`, `@Environment(Type.self)`).
struct ObjectEnvironment: @unchecked Sendable {
    // The objects are only read during the synchronous resolve of one layout.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    var objects: ObjectEnvironment {
        get { self[ObjectEnvironmentKey.self] }
        set { self[ObjectEnvironmentKey.self] = newValue }
    }
}

extension Environment {
    /// Reads the object of type `objectType` that an ancestor put in the environment with
    /// `environment(_:)`; a missing one traps, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        read = { environment in
            guard let object = environment.objects.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No \(Value.self) in the environment: set one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    /// Reads the object of type `Wrapped`, or nil when no ancestor set one.
    public init<Wrapped: AnyObject>(_ objectType: Wrapped.Type) where Value == Wrapped? {
        read = { $0.objects.objects[ObjectIdentifier(objectType)] as? Wrapped }
    }
}

extension View {
    /// Puts `object` (an `Observable` model) in the environment of this view's content, where
    /// `@Environment(Type.self)` reads it.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            environment.objects.objects[ObjectIdentifier(T.self)] = object
        })
    }
}
