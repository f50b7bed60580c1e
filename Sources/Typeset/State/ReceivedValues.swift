#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `onReceive(_:perform:)` in a headless layout.
//
// SwiftUI subscribes a view's `onReceive` publishers when the view appears, runs the action for
// each value, and updates the views whose state the action changed. A layout has no later
// updates, so Typeset keeps what can be observed in one layout:
//
// - While a layout evaluates a body, each `onReceive` in it subscribes to its publisher, runs the
//   action for every value the publisher delivers during the subscription (`Just`, a sequence's
//   `publisher`, `CurrentValueSubject`, a `@Published` property's `$value`, which sends its
//   current value), then cancels. Values that would come later (a `Timer`, a
//   `PassthroughSubject` sent to afterwards, a network publisher) never arrive.
// - When an action ran, the body is evaluated once more, with its own `onReceive`s quiet, so it
//   reads what the actions wrote (`@State`, a model's properties): the text laid out shows the
//   received value, as on iOS after the update. A body is evaluated once per layout otherwise.
// - Outside a layout (building a view in a test), `onReceive` subscribes to nothing.
//
// Views that are not this body's (an ancestor's body already evaluated, a child view created
// again when the body is evaluated again) see a received value only if they read it after the
// action ran: a child laid out after the body reads it; an ancestor does not.

/// Counts the values `onReceive` actions receive, so a body knows whether an action ran while
/// it was evaluated: a count per thread (a body is evaluated synchronously on the thread that
/// resolves its layout), read twice per body, so layouts on other threads never make a body be
/// evaluated again.
enum ReceivedValues {
    /// Whether the body being evaluated is the second evaluation after its actions ran.
    @TaskLocal static var isReevaluating = false

    /// Evaluates `body`, and once more when an `onReceive` in it received values.
    @inline(__always)
    static func evaluate<R>(_ body: () -> R) -> R {
        let before = ThreadReceiveCount.value
        let first = body()
        guard ThreadReceiveCount.value != before else { return first }
        return $isReevaluating.withValue(true) { body() }
    }

    /// Runs `action` for each value `publisher` delivers while subscribed, when a layout is
    /// evaluating a body for the first time.
    static func deliver<P: Publisher>(_ publisher: P, to action: @escaping (P.Output) -> Void) where P.Failure == Never {
        guard CurrentEnvironment.values != nil, !isReevaluating else { return }
        var received = 0
        let subscription = publisher.sink { value in
            received += 1
            action(value)
        }
        subscription.cancel()
        if received > 0 { ThreadReceiveCount.add(received) }
    }
}

extension View {
    /// Runs `action` with the values `publisher` delivers, as SwiftUI's `onReceive`. In a layout
    /// the values a publisher delivers when subscribed reach `action` and the body is evaluated
    /// again to read what it changed; later values never arrive (see `ReceivedValues`). No
    /// effect on layout.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceivedValues.deliver(publisher, to: action)
        return modifier(LayoutNeutralModifier())
    }
}

/// The number of values received on this thread, kept in a POSIX thread-specific value (the
/// count itself stored in the pointer: no allocation, a load and a store per delivery). This
/// file is Typeset's only caller of the pthread functions.
enum ThreadReceiveCount {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The count on this thread.
    static var value: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Adds `count` to this thread's count (wrapping: only changes are compared).
    static func add(_ count: Int) { pthread_setspecific(key, UnsafeRawPointer(bitPattern: value &+ count)) }
}
