// A rarely set, large value kept behind one reference, so the structures that usually go
// without it (a run's paint, a run's inline object, a Text segment's colours) stay small to
// copy and are asked whether they have it with one pointer comparison (Design §19.1).

/// An immutable value shared by reference and compared by value.
///
/// A run of a plain label has no paint and no inline object; holding those as `SharedValue?`
/// makes the run, its attributes and every cache key built from them a few words smaller, and
/// copying an absent one costs nothing.
package final class SharedValue<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value.
    package let value: Value

    /// `value`, shared.
    package init(_ value: Value) {
        self.value = value
    }

    package static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}

extension Optional {
    /// Changes the shared value, starting from `empty` when there is none, and shares the result
    /// anew (a shared value is never changed in place); nil again when the change leaves it
    /// `empty`.
    package mutating func update<Value>(from empty: Value, _ change: (inout Value) -> Void) where Wrapped == SharedValue<Value> {
        var value = self?.value ?? empty
        change(&value)
        self = value == empty ? nil : SharedValue(value)
    }
}

extension SharedValue: Hashable where Value: Hashable {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
