// A fast seeded hash of byte strings for the engine's cache keys: a paragraph's key is hashed
// on every lookup, and SipHash (Hasher) costs about 5 instructions a byte, this about 1.

/// Hashes bytes 32 at a time in two lanes, then 16 at a time, with a 64 × 64 → 128-bit
/// multiply-fold (the wyhash construction),
/// seeded per process from `Hasher`'s random seed, so collisions cannot be planned offline.
enum ByteHash {
    /// The per-process seed.
    private static let seeds: (UInt64, UInt64) = {
        var first = Hasher()
        first.combine(0x7479_7065_7365_7421 as UInt64)
        var second = Hasher()
        second.combine(0x6279_7465_6861_7368 as UInt64)
        return (UInt64(truncatingIfNeeded: first.finalize()), UInt64(truncatingIfNeeded: second.finalize()))
    }()

    /// The hash of `bytes`.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let (seed0, seed1) = seeds
        var state = seed0 ^ UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return mix(state, seed1) }
        var offset = 0
        let count = bytes.count
        if count >= 32 {
            // Two independent lanes, 32 bytes a step, folded together at the end.
            var other = seed1 ^ state
            while offset + 32 <= count {
                let first = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let second = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                let third = base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                let fourth = base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                state = mix(first ^ seed1, second ^ state)
                other = mix(third ^ seed0, fourth ^ other)
                offset += 32
            }
            state ^= other
        }
        while offset + 16 <= count {
            let first = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let second = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            state = mix(first ^ seed1, second ^ state)
            offset += 16
        }
        // The last 0–15 bytes, little-endian: the first eight in `tail0`, the rest in `tail1`.
        var tail0: UInt64 = 0
        var tail1: UInt64 = 0
        let remaining = count - offset
        if remaining >= 8 {
            tail0 = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            tail1 = partialWord(base + offset + 8, count: remaining - 8)
        } else {
            tail0 = partialWord(base + offset, count: remaining)
        }
        state = mix(tail0 ^ seed1, tail1 ^ state)
        return mix(state ^ seed0, seed1 ^ UInt64(truncatingIfNeeded: count))
    }

    /// The `count` (< 8) bytes at `bytes` as a little-endian word.
    @inline(__always)
    private static func partialWord(_ bytes: UnsafeRawPointer, count: Int) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var index = 0
        if count >= 4 {
            word = UInt64(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
            shift = 32
            index = 4
        }
        while index < count {
            word |= UInt64(bytes.load(fromByteOffset: index, as: UInt8.self)) << shift
            shift += 8
            index += 1
        }
        return word
    }

    /// The high and low halves of `a × b`, folded.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
