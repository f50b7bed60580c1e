#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypesetText

/// A word per thread, kept in a POSIX thread-specific value: no allocation, a load and a store
/// per change. Each slot takes one of the process's thread-specific keys for good (POSIX
/// promises at least 128): slots are made once, as static properties.
///
/// A thread that goes on with another's work carries its slots: when a level of the tree
/// continues on a fresh stack (`StackGuard`), the fresh thread starts with the caller's words
/// (``carried()``), so what a body reads there is recorded where the caller records it and
/// what the caller bound is bound there too.
package struct ThreadSlot: Sendable {
    private let key: pthread_key_t

    /// Every slot made, for ``carried()``.
    private static let all = Locked<[pthread_key_t]>([])

    /// A slot that holds nil (a count of 0) on every thread.
    package init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
        Self.all.withLock { $0.append(key) }
    }

    /// This thread's pointer.
    package var pointer: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }

    /// This thread's word as a count.
    package var count: Int {
        get { Int(bitPattern: pointer) }
        nonmutating set { pointer = UnsafeMutableRawPointer(bitPattern: newValue) }
    }

    /// Evaluates `body` with this thread's slot pointing at `value`, then points it back where
    /// it pointed before: a binding scoped to the synchronous call, private to the thread (and
    /// to a fresh stack it continues on), that allocates nothing (a task-local binding allocates
    /// an item per push). A slot is only ever bound to values of one type, the one
    /// ``bound(_:)`` reads.
    package func binding<Value, Result>(_ value: Value, _ body: () -> Result) -> Result {
        withUnsafePointer(to: value) { address in
            let previous = pointer
            pointer = UnsafeMutableRawPointer(mutating: address)
            defer { pointer = previous }
            return body()
        }
    }

    /// The value of the innermost ``binding(_:_:)`` in progress on this thread, nil outside one.
    package func bound<Value>(_ type: Value.Type) -> Value? {
        pointer?.assumingMemoryBound(to: Value.self).pointee
    }

    /// This thread's words in every slot, to be set on a thread that goes on with its work.
    static func carried() -> CarriedSlots {
        CarriedSlots(words: all.withLock { $0 }.map { ($0, pthread_getspecific($0)) })
    }
}

/// The words of every ``ThreadSlot`` on one thread, set on another with ``apply()``.
struct CarriedSlots {
    fileprivate let words: [(key: pthread_key_t, word: UnsafeMutableRawPointer?)]

    /// Sets the words on this thread (a fresh one, whose slots all hold nil).
    func apply() {
        for (key, word) in words { pthread_setspecific(key, word) }
    }
}
