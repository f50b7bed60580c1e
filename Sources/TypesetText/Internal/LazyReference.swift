// A reference set at most once and read without a lock: what the engine's lazily built parts of
// a text (its shaping, content widths, styles, glyph runs, cached layouts) are kept in.
// `Synchronization.AtomicLazyReference` does the same, but its `load()` is not inlined into this
// module: an unspecialised call costing about 600 instructions, more than the lock it replaces.

import Synchronization

/// A reference to an `Instance`, nil until the first ``storeIfNil(_:)``, then fixed.
struct LazyReference<Instance: AnyObject & Sendable>: ~Copyable, Sendable {
    /// The instance's address, retained once (released in `deinit`), or 0.
    private let storage = Atomic<UInt>(0)

    init() {}

    /// The instance, if one was stored.
    @inline(__always)
    func load() -> Instance? {
        UnsafeRawPointer(bitPattern: storage.load(ordering: .acquiring)).map {
            Unmanaged<Instance>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// Stores `instance` unless one was stored first; the one stored either way.
    func storeIfNil(_ instance: Instance) -> Instance {
        let retained = Unmanaged.passRetained(instance)
        let (exchanged, original) = storage.compareExchange(
            expected: 0, desired: UInt(bitPattern: retained.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return instance }
        retained.release()
        // Another thread stored first: `original` is its instance, retained by this reference.
        return Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(bitPattern: original)!).takeUnretainedValue()
    }

    deinit {
        if let stored = UnsafeRawPointer(bitPattern: storage.load(ordering: .acquiring)) {
            Unmanaged<Instance>.fromOpaque(stored).release()
        }
    }
}
