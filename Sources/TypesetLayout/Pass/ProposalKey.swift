import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// A proposal as a memo key: each dimension's bit pattern, nil as a reserved NaN (proposals are
/// sanitised before they reach a memo, so a real NaN never appears).
package struct ProposalKey: Hashable {
    fileprivate var width: UInt64
    fileprivate var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return unspecified }
        return value == 0 ? 0 : UInt64(value.bitPattern)  // -0 and 0 are one proposal
    }

    package init(_ proposal: ProposedViewSize) {
        width = Self.bits(proposal.width)
        height = Self.bits(proposal.height)
    }

    package func hash(into hasher: inout Hasher) {
        var fold = HashFold()
        fold.add(self)
        hasher.combine(fold.value)
    }
}

/// Folds a memo key's fields into one word (multiply and rotate), so the key is fed to `Hasher`
/// once instead of once per field: the pass hashes its memo keys several times per node.
package struct HashFold {
    package private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    package init() {}

    @inline(__always)
    package mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }

    @inline(__always)
    package mutating func add(_ key: ProposalKey) {
        add(key.width)
        add(key.height)
    }
}

/// A size a node that is not memoised chose for one proposal in a pass (`LayoutPass.plainSizes`).
package struct PlainSize {
    package let proposal: ProposalKey
    package let size: CGSize
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

/// The sizes memoised nodes chose per proposal in a pass, by memo slot: four inline per slot,
/// the rest in an overflow table.
///
/// Kept apart from `LayoutPass` so that a lookup passes two references, not the whole pass (a
/// method on a large struct reached through `inout` is handed a copy of it).
package struct SizeMemos {
    private var inline: [SizeMemo]
    private var overflow: [SlotProposal: CGSize] = [:]

    private struct SlotProposal: Hashable {
        var slot: Int32
        var proposal: ProposalKey

        func hash(into hasher: inout Hasher) {
            var fold = HashFold()
            fold.add(UInt64(UInt32(bitPattern: slot)))
            fold.add(proposal)
            hasher.combine(fold.value)
        }
    }

    /// Empty memos for `count` slots.
    package init(count: Int) {
        inline = Array(filledWith: SizeMemo(), count: count)
    }

    /// How many slots there are.
    package var count: Int { inline.count }

    /// The size memoised in `slot` for `key`, if any.
    package func size(_ slot: Int32, _ key: ProposalKey) -> CGSize? {
        let (size, overflows) = inline[Int(slot)].lookup(key)
        if let size { return size }
        return overflows ? overflow[SlotProposal(slot: slot, proposal: key)] : nil
    }

    /// Keeps `size` in `slot` for `key`.
    package mutating func store(_ slot: Int32, _ key: ProposalKey, _ size: CGSize) {
        if !inline[Int(slot)].store(key, size) {
            overflow[SlotProposal(slot: slot, proposal: key)] = size
        }
    }

    /// Adds empty slots up to `count`.
    package mutating func grow(to count: Int) {
        if inline.count < count { inline.append(contentsOf: repeatElement(SizeMemo(), count: count - inline.count)) }
    }
}
