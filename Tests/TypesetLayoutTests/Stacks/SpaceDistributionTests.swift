import Foundation
import Testing
@testable import TypesetLayout

/// Design §4 step 2 on its own: the fitting order and the shares, worked by hand from the rule
/// (priority descending, then flexibility `max − min` ascending; the first run reserves the
/// minimums of every later run, which get them back).
struct SpaceDistributionTests {
    /// Shares `available` among `items`, each taking its share clamped to its lengths: the
    /// items in the order they were asked, their shares and the lengths taken.
    private func shareOut(_ items: [SpaceDistribution.Item], _ available: CGFloat) -> (asked: [Int], shares: [CGFloat], lengths: [CGFloat]) {
        var asked: [Int] = [], shares: [CGFloat] = []
        let lengths = SpaceDistribution(items).lengths(available: available) { index, share in
            asked.append(index)
            shares.append(share)
            return min(max(share, items[index].min), items[index].max)
        }
        return (asked, shares, lengths)
    }

    @Test func higherPriorityGoesFirstThenTheLeastFlexible() {
        let items = [
            SpaceDistribution.Item(min: 10, max: 100, priority: 0),  // flexibility 90
            SpaceDistribution.Item(min: 20, max: 30, priority: 0),  // flexibility 10
            SpaceDistribution.Item(min: 5, max: 5, priority: 1),
        ]
        let (asked, shares, lengths) = shareOut(items, 100)
        #expect(asked == [2, 1, 0])
        // Item 2 alone in the first run: 100 less the later minimums (10 + 20) = 70; it takes 5.
        // The second run gets its minimums back: 65 + 30 = 95, halved for item 1 (it takes 30),
        // and item 0 gets the 65 left.
        #expect(shares == [70, 47.5, 65])
        #expect(lengths == [65, 30, 5])
    }

    @Test func betweenInfinitelyFlexibleItemsTheLargerMinimumGoesFirst() {
        let items = [
            SpaceDistribution.Item(min: 0, max: .infinity, priority: 0),
            SpaceDistribution.Item(min: 10, max: .infinity, priority: 0),
            SpaceDistribution.Item(min: 10, max: .infinity, priority: 0),
        ]
        let (asked, shares, _) = shareOut(items, 90)
        // Stable among equals: item 1 before item 2.
        #expect(asked == [1, 2, 0])
        #expect(shares == [30, 30, 30])
    }

    @Test func noItemsShareNothing() {
        let (asked, _, lengths) = shareOut([], 100)
        #expect(asked.isEmpty && lengths.isEmpty)
    }
}
