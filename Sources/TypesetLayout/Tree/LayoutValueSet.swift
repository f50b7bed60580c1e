import Foundation

/// A layout value a view hands its container: in a comparing box when it is `Hashable` (held
/// once, there), else as it is.
package enum LayoutValue {
    /// A `Hashable` value, compared between layouts (Design §0.4).
    case comparable(AnyComparableValue)
    /// A value that cannot be compared: its node is laid out again.
    case uncomparable(Any)

    /// A value of a type known only at run time, boxed for comparing when it is `Hashable`.
    package init(any value: Any) {
        self = (value as? any Hashable).map { .comparable(AnyComparableValue($0)) } ?? .uncomparable(value)
    }

    /// The comparing box, when the value is `Hashable`.
    package var comparable: AnyComparableValue? {
        if case let .comparable(box) = self { return box }
        return nil
    }

    /// The value.
    package var value: Any {
        switch self {
        case let .comparable(box): box.anyValue
        case let .uncomparable(value): value
        }
    }

    /// The value as a `Wanted`, if it is one: from its typed box when it has one of that type
    /// (no copy of an existential, no dynamic cast), else cast.
    package func value<Wanted>(as type: Wanted.Type) -> Wanted? {
        if let value = comparable?.value(as: Wanted.self) { return value }
        return value as? Wanted
    }
}

/// The layout values of a node (`LayoutValueKey`s and the engine's own keys), shared by the
/// wrappers over it: a node has a few, so they are a short list searched in order, not a table
/// hashed per read.
package struct LayoutValueSet {
    /// The keys, searched without touching the values (a value holds an existential, which a
    /// search through key-value pairs copied out and destroyed at every step).
    private var keys: [ObjectIdentifier] = []
    /// The values, in the keys' order.
    private var values: [LayoutValue] = []

    /// The value of `key`, if set. Inlined, as the next: called on a set in the tree's list, a
    /// call not inlined was made on a copy of the set (two references retained and released).
    @inline(__always)
    package func value(_ key: ObjectIdentifier) -> Any? {
        keys.firstIndex(of: key).map { values[$0].value }
    }

    /// The value of `key` as a `Value`, if it is set to one (``LayoutValue/value(as:)``, read in
    /// place).
    @inline(__always)
    package func value<Value>(_ key: ObjectIdentifier, as type: Value.Type) -> Value? {
        keys.firstIndex(of: key).flatMap { values[$0].value(as: Value.self) }
    }

    /// Sets the value of `key`.
    package mutating func set(_ key: ObjectIdentifier, _ value: LayoutValue) {
        if let index = keys.firstIndex(of: key) {
            values[index] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }

    /// Sets every value `other` has, over these.
    package mutating func merge(_ other: LayoutValueSet) {
        for index in other.keys.indices { set(other.keys[index], other.values[index]) }
    }

    /// Whether both sets hold the same keys with equal values (Design §0.4); a value that is not
    /// `Hashable` is never equal, so its node is laid out again.
    package func isEqual(to other: LayoutValueSet) -> Bool {
        keys.count == other.keys.count && keys.indices.allSatisfy { index in
            guard let a = values[index].comparable, let match = other.keys.firstIndex(of: keys[index]),
                  let b = other.values[match].comparable
            else { return false }
            return a.isEqual(to: b)
        }
    }
}
