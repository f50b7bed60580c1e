/// Values some nodes of a pass's tree have, by node id: an array made at the first value and
/// read by index, without hashing (the result build asks once per record).
package struct NodeValues<Value> {
    private var values: [Value?] = []

    package init() {}

    /// Whether no node has been given a value.
    package var isEmpty: Bool { values.isEmpty }

    /// The value of `node`, if it has one.
    package subscript(node: NodeID) -> Value? {
        get { Int(node) < values.count ? values[Int(node)] : nil }
        set {
            let index = Int(node)
            if index >= values.count {
                guard newValue != nil else { return }
                values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count))
            }
            values[index] = newValue
        }
    }
}
