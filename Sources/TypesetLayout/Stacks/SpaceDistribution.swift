import Foundation

/// Shares a length among a stack's children, or a grid's columns or rows (Design §4 step 2).
///
/// Each item is one stack child or grid track: `mins[i]` and `maxs[i]` are its lengths when
/// proposed 0 and ∞, `priorities[i]` its layout priority (for a track, the highest of its
/// cells), and `take(i, share)` the length it chooses when proposed `share`.
package struct SpaceDistribution {
    package var mins: [CGFloat]
    package var maxs: [CGFloat]
    package var priorities: [Double]

    package init(mins: [CGFloat], maxs: [CGFloat], priorities: [Double]) {
        self.mins = mins
        self.maxs = maxs
        self.priorities = priorities
    }

    /// The lengths for `available` (the proposal minus the gaps), in item order. May exceed it.
    /// Runs of equal priority in fitting order share out in turn, the first reserving every
    /// later run's minimums; each later run gets its own minimums back.
    package func lengths(available: CGFloat, take: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        var lengths = mins
        var available = available
        let order = fittingOrder()
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, priorities[order[end]] == priorities[order[end - 1]] { end += 1 }
            var minimums: CGFloat = 0
            if start == 0 {
                // Reserve the minimum of every lower-priority item.
                for position in end..<order.count { minimums += mins[order[position]] }
                available -= minimums
            } else {
                for position in start..<end { minimums += mins[order[position]] }
                available += minimums
            }
            for position in start..<end {
                let index = order[position]
                let share = available.isNaN ? 0 : max(available / CGFloat(end - position), 0)
                let taken = take(index, share)
                lengths[index] = taken
                if !taken.isNaN {
                    available = (available.isInfinite && taken.isInfinite) ? available : available - taken
                }
            }
            start = end
        }
        return lengths
    }

    /// Items by priority (descending), then flexibility (ascending); between two infinitely
    /// flexible items the larger minimum first. Stable: an insertion sort, as SwiftUI uses.
    private func fittingOrder() -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let flexA = maxs[a] - mins[a]
            let flexB = maxs[b] - mins[b]
            if flexA != flexB, !(flexA.isNaN || flexB.isNaN) { return flexA < flexB }
            if flexA.isInfinite && flexB.isInfinite { return mins[a] > mins[b] }
            return false
        }
        var order = Array(mins.indices)
        for i in order.indices.dropFirst() {
            var j = i
            let item = order[i]
            while j > 0 && precedes(item, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
        return order
    }
}
