import SwiftUI
import Testing

/// Counts how often bodies are evaluated and actions run (per test: each test makes its own).
final class Tally {
    var bodies = 0
    var actions: [String] = []
}

struct ReceivingView<P: Publisher>: View where P.Output == String, P.Failure == Never {
    @State private var shown = "initial"
    let publisher: P
    let tally: Tally

    var body: some View {
        tally.bodies += 1
        return Text(shown).onReceive(publisher) { value in
            tally.actions.append(value)
            shown = value
        }
    }
}

struct ModelEchoView: View {
    @ObservedObject var counter: Counter
    @State private var echoed = "—"
    var body: some View {
        Text(echoed).onReceive(counter.$title) { echoed = "echo \($0)" }
    }
}

@Suite struct OnReceiveTests {
    // `onReceive` of a `Just`: the action runs during the layout and the body reads the value.
    @Test func justIsReceivedAndTheBodyReadsIt() {
        let tally = Tally()
        let result = StandIns.layout(ReceivingView(publisher: Just("received"), tally: tally))
        #expect(StandIns.texts(in: result.root) == ["received"])
        #expect(tally.actions == ["received"])
        #expect(tally.bodies == 2)
    }

    // A sequence's publisher delivers all its values in order; the body reads the last.
    @Test func everyValueOfASequenceIsReceived() {
        let tally = Tally()
        let result = StandIns.layout(ReceivingView(publisher: ["a", "b", "c"].publisher, tally: tally))
        #expect(tally.actions == ["a", "b", "c"])
        #expect(StandIns.texts(in: result.root) == ["c"])
    }

    // A `CurrentValueSubject` sends its value on subscription; a `@Published` property too.
    @Test func currentValuesAreReceived() {
        let tally = Tally()
        let subject = CurrentValueSubject<String, Never>("current")
        #expect(StandIns.texts(in: StandIns.layout(ReceivingView(publisher: subject, tally: tally)).root) == ["current"])

        let counter = Counter()
        counter.title = "Laps"
        #expect(StandIns.texts(in: StandIns.layout(ModelEchoView(counter: counter)).root) == ["echo Laps"])
    }

    // Publishers that deliver later (a subject sent to afterwards, a timer) deliver nothing in
    // a layout: the body is evaluated once and shows its state.
    @Test func laterValuesNeverArrive() {
        let tally = Tally()
        let subject = PassthroughSubject<String, Never>()
        let result = StandIns.layout(ReceivingView(publisher: subject, tally: tally))
        subject.send("too late")
        #expect(StandIns.texts(in: result.root) == ["initial"])
        #expect(tally.actions.isEmpty)
        #expect(tally.bodies == 1)

        let timerTally = Tally()
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().map { _ in "tick" }
        let timed = StandIns.layout(ReceivingView(publisher: timer, tally: timerTally))
        #expect(StandIns.texts(in: timed.root) == ["initial"])
        #expect(timerTally.actions.isEmpty)
    }

    // Outside a layout (building a view), `onReceive` subscribes to nothing.
    @Test func nothingIsReceivedOutsideALayout() {
        let tally = Tally()
        let view = ReceivingView(publisher: Just("x"), tally: tally)
        _ = view.body
        #expect(tally.bodies == 1)
        #expect(tally.actions.isEmpty)
    }

    // A NotificationCenter publisher delivers a notification posted while subscribed.
    @Test func notificationCenterPublisherDelivers() {
        let name = Notification.Name("OnReceiveTests.ping")
        var received: [String] = []
        let subscription = NotificationCenter.default.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        NotificationCenter.default.post(name: name, object: "ping")
        subscription.cancel()
        NotificationCenter.default.post(name: name, object: "after")
        #expect(received == ["ping"])
    }

    // Schedulers: DispatchQueue is Combine's scheduler (OpenCombineDispatch).
    @Test func dispatchQueueSchedulesDelivery() async {
        let queue = DispatchQueue(label: "OnReceiveTests")
        var subscription: AnyCancellable?
        let value = await withCheckedContinuation { continuation in
            subscription = Just(7).receive(on: queue).sink { continuation.resume(returning: $0) }
        }
        subscription?.cancel()
        #expect(value == 7)
    }
}
