// Values each behind its own pthread mutex, in one allocation: the shards of a cache split by
// key. Threads working on different shards share no lock, no reference count and no cache line
// (a `[Locked]` costs a retain and a release of the shard's storage per access, atomic writes
// to a line every thread reads, and neighbouring shards' mutexes may share a line).

import Foundation

/// `count` values, each read and written only while its own `pthread_mutex_t` is held.
///
/// `@unchecked Sendable`: as for ``Locked``: every value and mutex live in `storage`, which only
/// this struct references; every access to a value goes through ``withLock(_:_:)``, which holds
/// that value's mutex for the whole access, so no two threads touch a value at once. The mutexes
/// never move (elements of a `ManagedBuffer`) and are destroyed with the storage, when no thread
/// can hold them. `LockedShardsTests` exercises it from many threads.
struct LockedShards<Value>: @unchecked Sendable {
    private let storage: ShardStorage<Value>

    /// `count` shards, shard `i` holding `value(i)`.
    init(count: Int, _ value: (Int) -> Value) {
        let count = max(1, count)
        let buffer = ShardStorage<Value>.create(minimumCapacity: count) { _ in count }
        buffer.withUnsafeMutablePointerToElements { shards in
            for index in 0..<count {
                (shards + index).initialize(to: Shard(value: value(index)))
                initializeAdaptiveMutex(Shard.mutex(of: shards + index))
            }
        }
        storage = unsafeDowncast(buffer, to: ShardStorage<Value>.self)
    }

    /// How many shards there are.
    var count: Int { storage.header }

    /// Runs `body` on shard `index`'s value with its mutex held.
    @inline(__always)
    func withLock<Result>(_ index: Int, _ body: (inout Value) throws -> Result) rethrows -> Result {
        precondition(index >= 0 && index < storage.header, "shard \(index) out of range")
        return try storage.withUnsafeMutablePointerToElements { shards in
            let shard = shards + index
            let mutex = Shard.mutex(of: shard)
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&shard.pointee.value)
        }
    }
}

/// One value and its mutex, padded so that no two shards' mutexes or values share a cache line
/// (128 bytes: adjacent-line prefetchers fetch lines in pairs).
struct Shard<Value> {
    var mutex = pthread_mutex_t()
    var value: Value
    private var padding: (SIMD64<UInt8>, SIMD64<UInt8>) = (.zero, .zero)

    init(value: Value) { self.value = value }

    /// The address of the mutex of the shard at `shard` (never a temporary copy).
    @inline(__always)
    static func mutex(of shard: UnsafeMutablePointer<Shard>) -> UnsafeMutablePointer<pthread_mutex_t> {
        (UnsafeMutableRawPointer(shard) + MemoryLayout<Shard>.offset(of: \Shard.mutex)!)
            .assumingMemoryBound(to: pthread_mutex_t.self)
    }
}

/// The shard count (header) and the shards (elements) of a ``LockedShards``.
final class ShardStorage<Value>: ManagedBuffer<Int, Shard<Value>> {
    deinit {
        withUnsafeMutablePointers { count, shards in
            for index in 0..<count.pointee { pthread_mutex_destroy(Shard.mutex(of: shards + index)) }
            shards.deinitialize(count: count.pointee)
        }
    }
}
