/// A memo table for the few keys one element sees in a pass (usually 1 to 4 proposals).
///
/// A linear scan over a short array beats hashing at these sizes; past `linearLimit` entries
/// it moves to a dictionary so a pathological element stays O(1).
package struct SmallMemo<Key: Hashable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    private var table: [Key: Value]?
    private static var linearLimit: Int { 8 }

    package init() {}

    package subscript(key: Key) -> Value? {
        get {
            if let table { return table[key] }
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            guard let newValue else { return }
            if table != nil {
                table?[key] = newValue
                return
            }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].value = newValue
            } else if entries.count < Self.linearLimit {
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
