#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A word per thread, kept in a POSIX thread-specific value: no allocation, a load and a store
/// per change. This file is Typeset's only caller of the pthread functions.
struct ThreadSlot: Sendable {
    private let key: pthread_key_t

    /// A slot that holds nil (a count of 0) on every thread.
    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// This thread's pointer.
    var pointer: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }

    /// This thread's word as a count.
    var count: Int {
        get { Int(bitPattern: pointer) }
        nonmutating set { pointer = UnsafeMutableRawPointer(bitPattern: newValue) }
    }
}
