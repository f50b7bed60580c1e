import Synchronization

/// The body inputs one resolve read, recorded on the thread that runs it (bodies are evaluated
/// there), so that a later layout of the same view value knows whether a body could read
/// something new (Design §0.4), as SwiftUI evaluates a body again only when an input changed.
///
/// - **Followed:** each `@State` value read (and `@SceneStorage`, `@FocusState`, built on it),
///   with its version, through the wrapper or a binding derived from it; the `Observable` model
///   properties read (the resolve runs inside `withObservationTracking`, whose change handler
///   sets its ``ObservedChange``).
/// - **Unfollowed:** a `Binding` made from closures, an `ObservableObject` (`@StateObject`,
///   `@ObservedObject`, `@EnvironmentObject`), `@AppStorage` (its store can change behind it), a
///   publisher `onReceive` subscribes to. A resolve that read one is not reused.
///
/// - **The container size** (`EnvironmentValues.containerSize`, the root proposal when both of
///   its dimensions are given): whether a body or modifier read it, so that a resolve that did not
///   is kept across proposals of another size.
///
/// What changes with nothing recorded (a global variable, a plain class's property) is not seen,
/// as SwiftUI does not see it.
final class BodyInputReads {
    /// A state a body read and the version it had then.
    private struct StateRead {
        let storage: any VersionedState
        let version: UInt64
    }

    private var states: [StateRead] = []
    private var readUnfollowed = false
    /// Whether the resolve read the container size.
    private(set) var readsContainerSize = false
    /// Set when a property of an `Observable` model the resolve read changes (on any thread):
    /// this resolve's, and those of the kept resolves a layout inside it reused.
    private var observedChanges = [ObservedChange()]

    /// The reads of the resolve running on this thread, if one is.
    private static let current = ThreadSlot()

    /// Runs `resolve`, recording the body inputs it reads. A resolve inside another (a layout
    /// made by a body) adds its reads to the outer one's as well.
    static func recording<R>(_ resolve: () -> R) -> (R, BodyInputReads) {
        _ = followedOnFreshStacks
        let reads = BodyInputReads()
        let outer = recorder
        current.pointer = Unmanaged.passUnretained(reads).toOpaque()
        let change = reads.observedChanges[0]
        let result = withObservationTracking(resolve, onChange: { change.happened() })
        current.pointer = outer.map { Unmanaged.passUnretained($0).toOpaque() }
        outer?.add(reads)
        return (result, reads)
    }

    /// Observation tracks the reads of the thread it runs on: where a level of the resolve goes
    /// on on a fresh stack (`StackGuard`), the work there is tracked too, its changes marked as
    /// those of the resolve running here. Registered once, before the first recording.
    private static let followedOnFreshStacks: Void = StackGuard.carry {
        guard let change = recorder?.observedChanges[0] else { return nil }
        return { work in withObservationTracking(work, onChange: { change.happened() }) }
    }

    /// Adds `reads`, those of a kept resolve that a layout inside this thread's running resolve
    /// reused instead of resolving again, to the running resolve's.
    static func reused(_ reads: BodyInputReads) {
        recorder?.add(reads)
    }

    private func add(_ other: BodyInputReads) {
        states += other.states
        readUnfollowed = readUnfollowed || other.readUnfollowed
        readsContainerSize = readsContainerSize || other.readsContainerSize
        observedChanges += other.observedChanges
    }

    /// The reads of the resolve running on this thread.
    private static var recorder: BodyInputReads? {
        current.pointer.map { Unmanaged<BodyInputReads>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Records that the running resolve read `state`.
    static func record(_ state: any VersionedState) {
        recorder?.states.append(StateRead(storage: state, version: state.version))
    }

    /// Records that the running resolve read something whose changes cannot be followed.
    static func recordUnfollowed() {
        recorder?.readUnfollowed = true
    }

    /// Records that the running resolve read the container size.
    static func recordContainerSizeRead() {
        recorder?.readsContainerSize = true
    }

    /// Whether the resolve read something it cannot follow.
    var areFollowed: Bool { !readUnfollowed }

    /// Whether everything the resolve read still holds what it read.
    var areUnchanged: Bool {
        !readUnfollowed && !observedChanges.contains(where: \.hasHappened)
            && states.allSatisfy { $0.storage.version == $0.version }
    }
}

/// A value whose writes are counted: a state's storage.
protocol VersionedState: AnyObject {
    /// The number of writes so far (wrapping).
    var version: UInt64 { get }
}

/// Whether an observed value changed, set from Observation's change handler.
final class ObservedChange: Sendable {
    private let flag = Atomic<Bool>(false)
    /// Records the change.
    func happened() { flag.store(true, ordering: .releasing) }
    /// Whether a change was recorded.
    var hasHappened: Bool { flag.load(ordering: .acquiring) }
}
