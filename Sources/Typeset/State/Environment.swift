/// The environment a body is evaluated in.
///
/// `@Environment` reads it on access. The engine binds it around every `body` it evaluates
/// (views and view modifiers, `View._resolve`) in a thread slot (`ThreadSlot.binding`): a body
/// is evaluated synchronously on the thread that resolves its layout, so the binding is scoped
/// to that call and private to the thread; layouts running at the same time on several threads
/// (one engine is shared freely) each see their own environment, and nothing outlives the body
/// evaluation (no global to reset). Outside a body (in a view's `init`), `@Environment` reads
/// the key's default, as SwiftUI's does before the view is installed.
enum CurrentEnvironment {
    private static let slot = ThreadSlot()

    /// The environment of the body being evaluated on this thread, nil outside a body.
    static var values: EnvironmentValues? { slot.bound(EnvironmentValues.self) }

    /// Evaluates `body` with `environment` as the current environment.
    static func binding<R>(_ environment: EnvironmentValues, _ body: () -> R) -> R {
        slot.binding(environment, body)
    }
}

/// The environment of the body a layout is evaluating on this thread, nil outside a body: what
/// the stand-ins for Apple's modules read (`UIScreen.main`, `UIFont.preferredFont(forTextStyle:)`).
package var currentBodyEnvironment: EnvironmentValues? { CurrentEnvironment.values }

/// Evaluates `body` with `environment` as the current environment and `objects` as the current
/// objects, as a body is (for code a layout runs outside bodies, such as a representable's).
@inline(__always)
package func withBodyEnvironment<R>(_ environment: EnvironmentValues, objects: [ObjectIdentifier: AnyObject], _ body: () -> R) -> R {
    CurrentEnvironment.binding(environment) { objects.isEmpty ? body() : CurrentObjects.with(objects, body) }
}

/// Evaluates `body` with `context`'s environment as the current environment of `@Environment`,
/// and its objects as those of `@Environment(Type.self)` and `@EnvironmentObject`; evaluates it
/// once more when an `onReceive` in it received values (`ReceivedValues`).
@inline(__always)
func withCurrentEnvironment<R>(_ context: ResolveContext, _ body: () -> R) -> R {
    withBodyEnvironment(context.environment, objects: context.objects) { ReceivedValues.evaluate(body) }
}

/// The environment objects of the body being evaluated, for this thread.
///
/// Models are classes that need not be `Sendable`, so they cannot travel in `EnvironmentValues`;
/// a body is evaluated synchronously on the thread that resolves the layout, so the objects are
/// bound to that thread for the call (in a thread slot, as the environment is) and the previous
/// ones restored afterwards. Two layouts on two threads never see each other's objects.
enum CurrentObjects {
    private static let slot = ThreadSlot()

    static func with<R>(_ objects: [ObjectIdentifier: AnyObject], _ body: () -> R) -> R {
        slot.binding(objects, body)
    }

    /// The object of `type` in the body being evaluated, if an ancestor set one.
    static func object<T: AnyObject>(_ type: T.Type) -> T? {
        slot.bound([ObjectIdentifier: AnyObject].self)?[ObjectIdentifier(type)] as? T
    }
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

extension Environment {
    /// Reads the object of type `objectType` that an ancestor put in the environment with
    /// `environment(_:)`; a missing one traps, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        read = { _ in
            guard let object = CurrentObjects.object(objectType) else {
                fatalError("No \(Value.self) in the environment: set one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    /// Reads the object of type `Wrapped`, or nil when no ancestor set one.
    public init<Wrapped: AnyObject>(_ objectType: Wrapped.Type) where Value == Wrapped? {
        read = { _ in CurrentObjects.object(objectType) }
    }
}

extension View {
    /// Puts `object` (an `Observable` model) in the environment of this view's content, where
    /// `@Environment(Type.self)` reads it.
    public consuming func environment<T: AnyObject>(_ object: T?) -> some View {
        modifier(ObjectWritingModifier { objects in objects[ObjectIdentifier(T.self)] = object })
    }
}

/// Puts objects in the resolve context of the content (`environment(_:)`, `environmentObject(_:)`).
struct ObjectWritingModifier: PrimitiveModifier {
    let transform: (inout [ObjectIdentifier: AnyObject]) -> Void

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let saved = inputs.context.objects
        transform(&inputs.context.objects)
        inputs.resolve(content)
        inputs.context.objects = saved
    }
}
