/// A memo table for the few keys one element sees in a pass (usually 1 to 4 proposals).
///
/// The first two entries are stored inline, so the common element that sees one or two
/// proposals (sizing, then placing) allocates nothing; later entries go to a short array (a
/// linear scan beats hashing at these sizes), and past `linearLimit` entries to a dictionary
/// so a pathological element stays O(1).
package struct SmallMemo<Key: Hashable, Value> {
    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    private var entries: [(key: Key, value: Value)] = []
    private var table: [Key: Value]?
    private static var linearLimit: Int { 8 }

    package init() {}

    package subscript(key: Key) -> Value? {
        get {
            if let first, first.key == key { return first.value }
            if let second, second.key == key { return second.value }
            if let table { return table[key] }
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            guard let newValue else { return }
            guard let current = first else {
                first = (key, newValue)
                return
            }
            if current.key == key {
                first = (key, newValue)
                return
            }
            guard let currentSecond = second else {
                second = (key, newValue)
                return
            }
            if currentSecond.key == key {
                second = (key, newValue)
                return
            }
            if table != nil {
                table?[key] = newValue
                return
            }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].value = newValue
            } else if entries.count < Self.linearLimit {
                // A stack child sees up to four proposals (0, ∞, its share, its placement):
                // one allocation for the rest.
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries.append((key, newValue))
            } else {
                var moved = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
                moved[key] = newValue
                table = moved
                entries = []
            }
        }
    }
}
