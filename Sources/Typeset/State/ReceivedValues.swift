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
    /// Whether the body being evaluated on this thread is the second evaluation after its
    /// actions ran.
    static var isReevaluating: Bool { reevaluating.bound(Bool.self) ?? false }
    private static let reevaluating = ThreadSlot()
    /// The number of values received on this thread (wrapping: only changes are compared).
    private static let received = ThreadSlot()

    /// Evaluates `body`, and once more when an `onReceive` in it received values.
    @inline(__always)
    static func evaluate<R>(_ body: () -> R) -> R {
        let before = received.count
        let first = body()
        guard received.count != before else { return first }
        return reevaluating.binding(true, body)
    }

    /// Runs `action` for each value `publisher` delivers while subscribed, when a layout is
    /// evaluating a body for the first time.
    static func deliver<P: Publisher>(_ publisher: P, to action: @escaping (P.Output) -> Void) where P.Failure == Never {
        guard CurrentEnvironment.values != nil, !isReevaluating else { return }
        // What a publisher delivers can differ from one layout to the next.
        BodyInputReads.recordUnfollowed()
        var count = 0
        let subscription = publisher.sink { value in
            count += 1
            action(value)
        }
        subscription.cancel()
        if count > 0 { received.count &+= count }
    }
}

extension View {
    /// Runs `action` with the values `publisher` delivers, as SwiftUI's `onReceive`. In a layout
    /// the values a publisher delivers when subscribed reach `action` and the body is evaluated
    /// again to read what it changed; later values never arrive (see `ReceivedValues`). No
    /// effect on layout.
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceivedValues.deliver(publisher, to: action)
        return modifier(LayoutNeutralModifier())
    }
}
