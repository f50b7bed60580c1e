import CTypesetStack
import TypesetText

/// The stack-growth guard: recursion per level of the view tree never overflows the stack.
///
/// Sizing, guide and spacing queries, view resolution and the release of erased views recurse
/// once per level, and a custom `Layout` asks its subviews for sizes re-entrantly, so they
/// cannot all be iterative. Each recursion point opens its level through `withSufficientStack`
/// (one C call that reads the thread's stack block, compares and counts the level; sizing a
/// node without children skips it, as nothing below recurses, and view resolution asks at every
/// fourth level, `_ViewInputs.levelsPerStackCheck`); when less than `redZone` bytes
/// of the thread's stack are left, the rest of that level runs on a fresh thread with a
/// `freshStackSize` stack while the caller waits, and the recursion goes on there (Rust's
/// `stacker::maybe_grow` scheme). A
/// tree 100,000 levels deep lays out on a main thread, a Swift concurrency thread or a test
/// runner's thread alike, in debug builds too, in time linear in its nodes.
///
/// The caller is blocked for the whole call, so the work never runs on two threads at once;
/// thread creation and join order every access. The fresh thread starts with the caller's
/// `ThreadSlot` words (the state reads a resolve records, the environment a body reads) and runs
/// the work inside what the caller had set up for it (`carry(_:)`: the `Observable` reads a
/// resolve follows); task-local values bound by the caller are not visible there (the engine
/// binds none).
package enum StackGuard {
    /// Below this many bytes of stack left, a level continues on a fresh stack. Generous: it
    /// must hold one level of the engine in a debug build plus any user code (a custom
    /// `Layout`, a guide closure, a `body`) that runs before the next check.
    package static let redZone = 256 * 1024
    /// The stack of each fresh thread.
    package static let freshStackSize = 64 * 1024 * 1024
    /// At most this many guarded calls nest on one thread: a second bound, independent of the
    /// stack bounds the thread reports (one level of a debug build takes about 22 KiB, so
    /// 1,500 fit a fresh stack with room to spare).
    package static let maxNesting: UInt32 = 1_500

    /// Whether the current thread has more than `redZone` bytes of stack left and fewer than
    /// `maxNesting` guarded calls open.
    @inline(__always)
    package static var hasRoom: Bool { ts_stack_has_room(redZone, maxNesting) != 0 }

    /// Opens a guarded level without a closure, as `withSufficientStack` does: true when this
    /// thread has room (close the level with `leaveLevel()`), false when the level must run on
    /// a fresh stack (`onFreshStack(_:)`), opened there.
    @inline(__always)
    package static func enterLevel() -> Bool { ts_stack_enter_if_room(redZone, maxNesting) != 0 }

    /// Closes a level `enterLevel()` opened.
    @inline(__always)
    package static func leaveLevel() { ts_stack_leave() }

    /// How work handed to a fresh stack runs there, one per `carry(_:)`: asked on the calling
    /// thread, each returns what to run the work in on the fresh thread (nil: nothing).
    private static let carriers = Locked<[@Sendable () -> ((() -> Void) -> Void)?]>([])

    /// Registers `carrier`, asked on a thread about to hand work to a fresh stack: what it
    /// returns runs that work on the fresh thread (for state a thread keeps that `ThreadSlot`
    /// cannot carry, such as Observation's tracking of the reads in progress). The caller's
    /// slot words are set before any carrier's wrapper runs, so a wrapper may read or bind slots.
    package static func carry(_ carrier: @escaping @Sendable () -> ((() -> Void) -> Void)?) {
        carriers.withLock { $0.append(carrier) }
    }

    /// What the carriers return on this thread, in the order they were registered (the first
    /// wraps the work innermost).
    fileprivate static func carried() -> [(() -> Void) -> Void] {
        carriers.withLock { $0 }.compactMap { $0() }
    }
}

/// Runs `body`: here when the stack has room, else on a fresh thread with a large stack (see
/// `StackGuard`). When no thread can be created, `body` runs here.
@inline(__always)
package func withSufficientStack<R>(_ body: () -> R) -> R {
    guard StackGuard.enterLevel() else { return onFreshStack(body) }
    defer { StackGuard.leaveLevel() }
    return body()
}

/// Runs `body` on a fresh thread with a `StackGuard.freshStackSize` stack and waits for it; the
/// fresh thread starts with this thread's `ThreadSlot` words and runs `body` inside what the
/// `StackGuard.carry(_:)` carriers return.
@inline(never)
package func onFreshStack<R>(_ body: () -> R) -> R {
    withoutActuallyEscaping(body) { body in
        let slots = ThreadSlot.carried()
        let wrappers = StackGuard.carried()
        let continuation = FreshStackContinuation { () -> R in
            slots.apply()
            var result: R?
            let work = wrappers.reduce({ result = body() }) { work, wrap in { wrap(work) } }
            work()
            return result!
        }
        let status = ts_stack_run_on_new_thread(StackGuard.freshStackSize, { context in
            Unmanaged<FreshStackRunner>.fromOpaque(context!).takeUnretainedValue().run()
        }, Unmanaged.passUnretained(continuation).toOpaque())
        if status != 0 { continuation.run() }
        return continuation.result!
    }
}

/// The work handed to a fresh thread (non-generic, so a C callback can reach it).
private class FreshStackRunner {
    func run() {}
}

/// `body` and, once it ran, its result.
private final class FreshStackContinuation<R>: FreshStackRunner {
    let body: () -> R
    var result: R?

    init(_ body: @escaping () -> R) { self.body = body }

    override func run() { result = body() }
}
