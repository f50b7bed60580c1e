import Foundation

/// A layout value a view hands its container, and the same value as a hashable one when it is.
package struct LayoutValue {
    package var value: Any
    /// For comparing trees between layouts; nil when the value is not `Hashable`.
    package var comparable: AnyComparableValue?
}

/// The layout values of a node (`LayoutValueKey`s and the engine's own keys), shared by the
/// wrappers over it: a node has a few, so they are a short list searched in order, not a table
/// hashed per read.
package struct LayoutValueSet {
    private var entries: [(key: ObjectIdentifier, value: LayoutValue)] = []

    /// The value of `key`, if set.
    package subscript(key: ObjectIdentifier) -> LayoutValue? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// Sets the value of `key`.
    package mutating func set(_ key: ObjectIdentifier, _ value: LayoutValue) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }

    /// Sets every value `other` has, over these.
    package mutating func merge(_ other: LayoutValueSet) {
        for entry in other.entries { set(entry.key, entry.value) }
    }

    /// Whether both sets hold the same keys with equal values (Design §0.4); a value that is not
    /// `Hashable` is never equal, so its node is laid out again.
    package func isEqual(to other: LayoutValueSet) -> Bool {
        entries.count == other.entries.count && entries.allSatisfy { entry in
            guard let a = entry.value.comparable, let b = other[entry.key]?.comparable else { return false }
            return a.isEqual(to: b)
        }
    }
}
