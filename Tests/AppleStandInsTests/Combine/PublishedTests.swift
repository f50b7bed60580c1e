import SwiftUI
import Testing

/// A model as apps write it: `@Published` properties and a manual `objectWillChange.send()`.
final class Counter: ObservableObject {
    @Published var count = 0
    @Published var title = "Steps"
    var note = "none" {
        willSet { objectWillChange.send() }
    }
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View {
        VStack {
            Text("\(counter.title): \(counter.count)")
            Text(counter.note)
        }
    }
}

struct OwningCounterView: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Text("\(counter.count)").onReceive(counter.$count) { _ in }
    }
}

@Suite struct PublishedTests {
    // Combine: a `@Published` property's publisher sends the current value when subscribed,
    // then each new value (Apple's documentation of `Published`).
    @Test func projectedPublisherSendsCurrentThenNewValues() {
        let counter = Counter()
        var received: [Int] = []
        let subscription = counter.$count.sink { received.append($0) }
        counter.count = 1
        counter.count = 2
        subscription.cancel()
        counter.count = 3
        #expect(received == [0, 1, 2])
    }

    // `objectWillChange` fires before a `@Published` property changes ("emits before the object
    // has changed", Apple's `ObservableObject` documentation), and on `send()`.
    @Test func objectWillChangeFiresBeforeTheChange() {
        let counter = Counter()
        var seen: [Int] = []
        let subscription = counter.objectWillChange.sink { _ in seen.append(counter.count) }
        counter.count = 5
        counter.note = "sent"
        #expect(seen == [0, 5])
        subscription.cancel()
    }

    // `$value.sink` inside a model keeps another property in step, as apps do.
    @Test func sinkInAModelDrivesAnotherProperty() {
        final class Search: ObservableObject {
            @Published var query = ""
            @Published var matches: [String] = []
            private var subscriptions = Set<AnyCancellable>()
            let all = ["Apples", "Apricots", "Pears"]
            init() {
                $query.map { query in self.all.filter { query.isEmpty || $0.hasPrefix(query) } }
                    .sink { [unowned self] in self.matches = $0 }
                    .store(in: &subscriptions)
            }
        }
        let search = Search()
        #expect(search.matches == ["Apples", "Apricots", "Pears"])
        search.query = "Ap"
        #expect(search.matches == ["Apples", "Apricots"])
    }

    // A `@Published` change shows in the next layout's text; so does a property announced with
    // `objectWillChange.send()`.
    @Test func publishedChangeShowsInTheNextLayout() {
        let counter = Counter()
        let view = CounterView(counter: counter)
        #expect(StandIns.texts(in: StandIns.layout(view).root) == ["Steps: 0", "none"])
        counter.count = 12
        counter.title = "Floors"
        counter.note = "updated"
        #expect(StandIns.texts(in: StandIns.layout(view).root) == ["Floors: 12", "updated"])
    }

    // `@StateObject` keeps its object across layouts of the same view value.
    @Test func stateObjectKeepsItsObject() {
        let view = OwningCounterView()
        #expect(StandIns.texts(in: StandIns.layout(view).root) == ["0"])
    }

    // `Published` and `ObservableObject` are Combine's: a model written against Combine's
    // protocol is the one SwiftUI's wrappers take, and its publisher is Combine's.
    @Test func oneObservableObjectAndOnePublished() {
        func combinePublisher<P: Publisher>(_ publisher: P) -> P.Output.Type { P.Output.self }
        let counter = Counter()
        #expect(combinePublisher(counter.$title) == String.self)
        let wrapper = ObservedObject(wrappedValue: counter)
        wrapper.projectedValue.count.wrappedValue = 4
        #expect(counter.count == 4)
    }
}
