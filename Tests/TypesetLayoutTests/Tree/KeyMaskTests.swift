import Foundation
import SeededRandom
import Testing
@testable import TypesetLayout

/// A node's explicit keys as a mask of guide indices (Design §3), read bit by bit.
struct KeyMaskTests {
    /// The indices a mask holds are those `contains` answers for, in order: checked on random
    /// masks against tables of up to 80 guides (the last bit stands for every index from 63 on).
    @Test func indicesAreThoseTheMaskContains() {
        var random = SplitMix64(state: 7)
        var checked = 0
        for _ in 0 ..< 2_000 {
            var mask = KeyMask()
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &random) { mask.insert(Int.random(in: 0 ..< 80, using: &random)) }
            let count = Int.random(in: 0 ... 80, using: &random)
            let expected = (0 ..< count).filter { mask.contains($0) }
            #expect(Array(mask.indices(below: count)) == expected)
            checked += expected.count
        }
        #expect(checked > 2_000)
    }

    @Test func theLastBitStandsForEveryIndexFromItOn() {
        var mask = KeyMask()
        mask.insert(2)
        mask.insert(70)
        #expect(Array(mask.indices(below: 66)) == [2, 63, 64, 65])
        #expect(Array(mask.indices(below: 2)).isEmpty)
        #expect(Array(KeyMask.textBaselines.indices(below: AlignmentKey.builtIns.count))
            == [AlignmentKey.firstTextBaselineIndex, AlignmentKey.lastTextBaselineIndex])
    }
}
