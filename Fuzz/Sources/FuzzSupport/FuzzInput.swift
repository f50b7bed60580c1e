// The fuzzer's bytes read as choices: numbers, picks from a list, and the rest as text.

/// Reads a libFuzzer input front to back; past the end every read gives zero.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// The input `count` bytes long at `start`.
    public init(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The next byte.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes, little-endian.
    public mutating func uint16() -> UInt16 {
        UInt16(byte()) | UInt16(byte()) << 8
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// Whether the next byte is odd.
    public mutating func flag() -> Bool { byte() & 1 == 1 }

    /// The bytes not read yet.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }
}
