// SHIM, to delete when the new layout core lands: it provides package-level initialisers for
// named runtime guides with exactly this signature. Until then a fixed pool of generic
// `AlignmentID` types stands in for them.
import Foundation
import Synchronization
import Typeset

extension HorizontalAlignment {
    /// A horizontal guide known by `name`, whose default value is `defaultValue`.
    init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.init(RuntimeAlignmentPool.slot(for: "h:" + name, defaultValue: defaultValue))
    }
}

extension VerticalAlignment {
    /// A vertical guide known by `name`, whose default value is `defaultValue`.
    init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.init(RuntimeAlignmentPool.slot(for: "v:" + name, defaultValue: defaultValue))
    }
}

/// Names the pool's slot types by number.
protocol RuntimeSlotTag { static var index: Int { get } }
enum Slot0: RuntimeSlotTag { static let index = 0 }
enum Slot1: RuntimeSlotTag { static let index = 1 }
enum Slot2: RuntimeSlotTag { static let index = 2 }
enum Slot3: RuntimeSlotTag { static let index = 3 }
enum Slot4: RuntimeSlotTag { static let index = 4 }
enum Slot5: RuntimeSlotTag { static let index = 5 }
enum Slot6: RuntimeSlotTag { static let index = 6 }
enum Slot7: RuntimeSlotTag { static let index = 7 }
enum Slot8: RuntimeSlotTag { static let index = 8 }
enum Slot9: RuntimeSlotTag { static let index = 9 }
enum Slot10: RuntimeSlotTag { static let index = 10 }
enum Slot11: RuntimeSlotTag { static let index = 11 }
enum Slot12: RuntimeSlotTag { static let index = 12 }
enum Slot13: RuntimeSlotTag { static let index = 13 }
enum Slot14: RuntimeSlotTag { static let index = 14 }
enum Slot15: RuntimeSlotTag { static let index = 15 }

/// A guide whose default value is looked up in the pool.
enum RuntimeAlignmentSlot<Tag: RuntimeSlotTag>: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        RuntimeAlignmentPool.defaultValue(slot: Tag.index, in: context)
    }
}

/// Maps guide names to slots (the same name always gets the same slot; its latest default wins).
enum RuntimeAlignmentPool {
    private struct State {
        var slots: [String: Int] = [:]
        var defaults: [Int: @Sendable (ViewDimensions) -> CGFloat] = [:]
    }

    private static let state = Mutex(State())
    /// The slot type at `index` (a switch, not a stored array: metatypes are not `Sendable`).
    private static func type(_ index: Int) -> any AlignmentID.Type {
        switch index {
        case 0: RuntimeAlignmentSlot<Slot0>.self
        case 1: RuntimeAlignmentSlot<Slot1>.self
        case 2: RuntimeAlignmentSlot<Slot2>.self
        case 3: RuntimeAlignmentSlot<Slot3>.self
        case 4: RuntimeAlignmentSlot<Slot4>.self
        case 5: RuntimeAlignmentSlot<Slot5>.self
        case 6: RuntimeAlignmentSlot<Slot6>.self
        case 7: RuntimeAlignmentSlot<Slot7>.self
        case 8: RuntimeAlignmentSlot<Slot8>.self
        case 9: RuntimeAlignmentSlot<Slot9>.self
        case 10: RuntimeAlignmentSlot<Slot10>.self
        case 11: RuntimeAlignmentSlot<Slot11>.self
        case 12: RuntimeAlignmentSlot<Slot12>.self
        case 13: RuntimeAlignmentSlot<Slot13>.self
        case 14: RuntimeAlignmentSlot<Slot14>.self
        default: RuntimeAlignmentSlot<Slot15>.self
        }
    }

    /// How many distinct guide names a process can use.
    static let capacity = 16

    static func slot(for key: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> any AlignmentID.Type {
        let index = state.withLock { state in
            let index = state.slots[key] ?? (state.slots.count < capacity ? state.slots.count : abs(key.hashValue) % capacity)
            state.slots[key] = index
            state.defaults[index] = defaultValue
            return index
        }
        return type(index)
    }

    static func defaultValue(slot: Int, in context: ViewDimensions) -> CGFloat {
        let value = state.withLock { $0.defaults[slot] }
        return value?(context) ?? 0
    }
}
