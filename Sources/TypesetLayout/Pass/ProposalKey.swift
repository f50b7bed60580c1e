import Foundation

/// A proposal as a memo key: each dimension's bit pattern, nil as a reserved NaN (proposals are
/// sanitised before they reach a memo, so a real NaN never appears).
package struct ProposalKey: Hashable {
    private var width: UInt64
    private var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return unspecified }
        return value == 0 ? 0 : UInt64(value.bitPattern)  // -0 and 0 are one proposal
    }

    package init(_ proposal: ProposedViewSize) {
        width = Self.bits(proposal.width)
        height = Self.bits(proposal.height)
    }
}

/// The sizes one memoised node chose per proposal in a pass: four inline, more in the pass's
/// overflow table.
package struct SizeMemo {
    private var keys = InlineArray<4, ProposalKey>(repeating: ProposalKey(.unspecified))
    private var sizes = InlineArray<4, CGSize>(repeating: .zero)
    private var count: UInt8 = 0

    package init() {}

    /// The memoised size for `key` among the inline entries; `overflow` tells whether to look further.
    @inline(__always)
    package func lookup(_ key: ProposalKey) -> (size: CGSize?, overflow: Bool) {
        for index in 0..<min(Int(count), 4) where keys[index] == key { return (sizes[index], false) }
        return (nil, count > 4)
    }

    /// Stores `size` for `key`; false when the inline entries are taken (store it in the overflow).
    package mutating func store(_ key: ProposalKey, _ size: CGSize) -> Bool {
        guard count < 4 else {
            count = 5
            return false
        }
        keys[Int(count)] = key
        sizes[Int(count)] = size
        count += 1
        return true
    }
}

/// A small memo of a leaf's measurements, by proposal (most leaves see one to four). Keys and
/// values are kept apart, so a lookup compares keys without copying any value but the hit.
package struct SmallMemo<Value> {
    private var keys: [ProposalKey] = []
    private var values: [Value] = []

    package init() {}

    package subscript(key: ProposalKey) -> Value? {
        get {
            guard let index = keys.firstIndex(of: key) else { return nil }
            return values[index]
        }
        set {
            guard let newValue else { return }
            if let index = keys.firstIndex(of: key) {
                values[index] = newValue
            } else {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
