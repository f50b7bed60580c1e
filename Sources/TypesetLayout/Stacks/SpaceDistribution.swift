import Foundation

/// Shares a length among a stack's children, or a grid's columns or rows (Design §4 step 2).
///
/// Each item is one stack child or grid track: its lengths when proposed 0 and ∞ and its layout
/// priority (for a track, the highest of its cells); `take(i, share)` is the length item `i`
/// chooses when proposed `share`.
package struct SpaceDistribution {
    /// One child or track.
    package struct Item {
        /// The length when proposed 0.
        package var min: CGFloat
        /// The length when proposed ∞.
        package var max: CGFloat
        package var priority: Double
    }

    package var items: [Item]

    package init(_ items: [Item]) { self.items = items }

    /// The lengths for `available` (the proposal minus the gaps), in item order. May exceed it.
    package func lengths(available: CGFloat, take: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        var lengths = [CGFloat](filledWith: 0, count: items.count)
        shareOut(available) { index, share in
            let taken = take(index, share)
            lengths[index] = taken
            return taken
        }
        return lengths
    }

    /// Shares `available` out: runs of equal priority in fitting order share out in turn, the
    /// first reserving every later run's minimums; each later run gets its own minimums back.
    /// Every item is asked once.
    package func shareOut(_ available: CGFloat, take: (Int, CGFloat) -> CGFloat) {
        items.withUnsafeBufferPointer { Self.shareOut($0, available, take: take) }
    }

    /// ``shareOut(_:take:)`` for items held elsewhere: a stack keeps its children's items on the
    /// stack for the share-out (an array of them was an allocation per arrangement). The order
    /// lives on the stack too.
    package static func shareOut(_ items: UnsafeBufferPointer<Item>, _ available: CGFloat, take: (Int, CGFloat) -> CGFloat) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { order in
            fittingOrder(items, order)
            var available = available
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, items[order[end]].priority == items[order[end - 1]].priority { end += 1 }
                var minimums: CGFloat = 0
                if start == 0 {
                    // Reserve the minimum of every lower-priority item.
                    for position in end..<order.count { minimums += items[order[position]].min }
                    available -= minimums
                } else {
                    for position in start..<end { minimums += items[order[position]].min }
                    available += minimums
                }
                for position in start..<end {
                    let share = available.isNaN ? 0 : Swift.max(available / CGFloat(end - position), 0)
                    let taken = take(order[position], share)
                    if !taken.isNaN {
                        available = (available.isInfinite && taken.isInfinite) ? available : available - taken
                    }
                }
                start = end
            }
        }
    }

    /// Writes the items' indices into `order` by priority (descending), then flexibility
    /// (ascending); between two infinitely flexible items the larger minimum first. Stable: an
    /// insertion sort, as SwiftUI uses.
    private static func fittingOrder(_ items: UnsafeBufferPointer<Item>, _ order: UnsafeMutableBufferPointer<Int>) {
        func precedes(_ a: Item, _ b: Item) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            let flexA = a.max - a.min
            let flexB = b.max - b.min
            if flexA != flexB, !(flexA.isNaN || flexB.isNaN) { return flexA < flexB }
            if flexA.isInfinite && flexB.isInfinite { return a.min > b.min }
            return false
        }
        for i in 0..<order.count {
            var j = i
            while j > 0 && precedes(items[i], items[order[j - 1]]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = i
        }
    }
}
