// A string interned for the life of the process: a number that stands for it in values that
// should copy as plain bytes (a Font's custom family, a Color's name; Design §19.1).

/// A string interned for the life of the process: equal strings are the same number, so a value
/// that holds one (``Font``'s custom family, a colour's name) is compared, hashed and copied
/// without touching a string.
///
/// The table only grows: it holds each distinct string a process interns (a few family and
/// colour names in an app).
package struct InternedString: Hashable, Sendable {
    private let index: Int32

    /// The interned form of `string`.
    package init(_ string: String) {
        index = Self.table.withLock { table in
            if let index = table.indices[string] { return index }
            let index = Int32(table.strings.count)
            table.strings.append(string)
            table.indices[string] = index
            return index
        }
    }

    /// No string: what a value that holds one only sometimes holds without one (a system
    /// font's family). Its ``string`` must not be asked for.
    package static var none: InternedString { InternedString(index: -1) }

    private init(index: Int32) { self.index = index }

    /// The string as it was interned.
    package var string: String { Self.table.withLock { $0.strings[Int(index)] } }

    /// The strings interned so far, and each one's number.
    private struct Table {
        var strings: [String] = []
        var indices: [String: Int32] = [:]
    }

    private static let table = Locked(Table())
}
