// A value behind a pthread mutex: what the engine's caches use instead of
// `Synchronization.Mutex`, whose synchronisation ThreadSanitizer does not see on Linux (every
// cache behind it showed up as a race; research/perf-and-oracles.md §4b).

import Foundation

/// A value that is only read and written while a `pthread_mutex_t` is held; one allocation
/// holds both.
///
/// `@unchecked Sendable`: the value and the mutex live in `storage`, which only this struct
/// references, and every access to the value goes through ``withLock(_:)``, which holds the mutex
/// for the whole access, so no two threads touch the value at once. The mutex never moves (it is
/// the tail element of a `ManagedBuffer`) and is destroyed with the storage, when no thread can
/// hold it. `LockedTests` exercises it from many threads.
package struct Locked<Value>: @unchecked Sendable {
    private let storage: LockStorage<Value>

    package init(_ value: Value) {
        let buffer = LockStorage<Value>.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            initializeAdaptiveMutex(mutex)
        }
        storage = unsafeDowncast(buffer, to: LockStorage<Value>.self)
    }


    /// Runs `body` on the value with the mutex held.
    @inline(__always)
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

/// The value (header) and its mutex (the one element) of a ``Locked``.
final class LockStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}

/// Initialises `mutex` as an adaptive mutex: a thread finding it held spins for a while before
/// sleeping, since the engine's critical sections last a fraction of a microsecond and a sleep
/// and wake-up cost several (more when another process takes the CPU meanwhile).
func initializeAdaptiveMutex(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
}

/// Frees `dropped`, what was taken out of a `Locked` value (an evicted cache entry, a dropped
/// kept layout), once the caller has let the lock go (Design §19.2): freeing takes long, and may
/// run code that takes the same lock. Inlined: when nothing was dropped, as in most insertions,
/// it costs one test rather than a release.
@inline(__always)
package func freeOutsideLock<T>(_ dropped: consuming T?) {
    if let dropped { _ = consume dropped }
}
