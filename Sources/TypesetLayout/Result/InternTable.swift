/// Values stored once each and named by their index (a result's paints and foreground colours,
/// Design §11).
///
/// A result holds a few distinct paints, so a value is looked for by comparing it with those
/// stored, newest first, which costs less than hashing it; past `scanLimit` values a dictionary
/// finds them.
struct InternTable<Value: Hashable> {
    private(set) var values: [Value] = []
    private var indices: [Value: Int32] = [:]
    /// How many values are looked for by comparison before the dictionary takes over.
    static var scanLimit: Int { 16 }

    /// The index of `value`, stored first if it is new.
    mutating func intern(_ value: Value) -> Int32 {
        if let last = values.last, last == value { return Int32(values.count - 1) }
        if values.count <= Self.scanLimit {
            if let index = values.lastIndex(of: value) { return Int32(index) }
        } else if let index = indices[value] {
            return index
        }
        values.append(value)
        if values.count == Self.scanLimit + 1 {
            for (index, stored) in values.enumerated() { indices[stored] = Int32(index) }
        } else if values.count > Self.scanLimit {
            indices[value] = Int32(values.count - 1)
        }
        return Int32(values.count - 1)
    }
}
