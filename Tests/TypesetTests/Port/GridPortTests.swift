import Foundation
import Testing
import Typeset

@Suite struct GridPortTests {
    /// The frames of the Color cells under `root`.
    private func cells(_ root: LayoutNode) -> [CGRect] {
        Port.nodes(.shape(.color), in: root).map(\.frame)
    }

    // objc.io, "SwiftUI's Grid Views" (2020-11-23), quiz 1: `[.fixed(70), .adaptive(minimum: 40)]`
    // in 200 points: the fixed column is exactly 70; 200 − 70 − 8 = 122 remain for the adaptive
    // column, which fits two items (40 + 8 + 40) but not three: 2 columns of (122 − 8) / 2 = 57.
    @Test func objcIOQuizOneFixedAndAdaptive() {
        let result = Port.layout(SpecGrid())
        let frames = cells(result.root)
        #expect(frames.count == 6)
        #expect(frames[0].minX == 0 && frames[0].width == 70)
        #expect(frames[1].minX == 78 && frames[1].width == 57)
        #expect(frames[2].minX == 143 && frames[2].width == 57)
        // Three per row; rows 8 apart (the default spacing).
        #expect(frames[3].minX == 0 && frames[3].minY == frames[0].maxY + 8)
    }

    // Apple, `GridItem.Size.adaptive`: "as many items of the minimum size as possible". In
    // 390 − 2 × 16 = 358 points, items of at least 80 with 8 between: 4 fit (4 × 80 + 3 × 8 =
    // 344 ≤ 358; 5 need 432), each (358 − 24) / 4 = 83.5 wide.
    @Test func adaptiveEightyMakesFourColumnsOnAnIPhone() {
        let result = LayoutEngine().layout(PhotoGrid(), proposal: portScreen)
        let frames = cells(result.root)
        #expect(frames.count == 10)
        #expect(frames[0...3].map(\.minX) == [16, 107.5, 199, 290.5])
        #expect(frames.allSatisfy { $0.width == 83.5 && $0.height == 80 })
        #expect(frames[4].minY == 88)
        let grid = result.nodes.first { $0.name == "LazyVGrid" }
        #expect(grid?.frame.height == CGFloat(3 * 80 + 2 * 8))
    }

    @Test func flexibleColumnsShareTheWidth() throws {
        let result = Port.layout(EmojiGrid())
        let grid = try #require(result.nodes.first { $0.name == "LazyVGrid" })
        #expect(grid.frame.width == 390)
        // (390 − 2 × 8) / 3 per column; each text centred in its column.
        let column = (390 - 16) / 3.0
        let pear = try Port.text("🍐", in: grid)
        #expect(abs(pear.frame.midX - (column + 8 + column / 2)) < 0.001)
        let banana = try Port.text("🍌", in: grid)
        #expect(banana.frame.minY > pear.frame.maxY)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let result = Port.layout(ShelfGrid())
        let frames = cells(result.root)
        #expect(frames.count == 7)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 60, height: 50))
        #expect(frames[1] == CGRect(x: 0, y: 58, width: 60, height: 50))
        #expect(frames[2] == CGRect(x: 68, y: 0, width: 60, height: 50))
        #expect(result.root.scrollContentSize == CGSize(width: 4 * 60 + 3 * 8, height: 108))
    }

    @Test func badGridItemSizesAreClampedAndDiagnosed() {
        let result = Port.layout(BrokenGrid())
        let problems = result.diagnostics.filter { $0.view == "LazyVGrid" }
        #expect(problems.count == 2)
        #expect(problems.contains { $0.message.contains("GridItem 0") && $0.message.contains("negative") })
        #expect(problems.contains { $0.message.contains("GridItem 1") && $0.message.contains("NaN") })
        // The negative fixed column is 0 wide; the flexible one takes the rest (minimum 10).
        #expect(Port.hasText("B", in: result.root))
    }

    @Test func gridItemTracksFollowTheAlgorithm() {
        // The share-out objc.io describes, in order: two flexible columns of minimum 50 and 120
        // in 200 leave 192; the first gets 192 / 2 = 96, the second the 96 left, raised to its
        // minimum of 120 (the grid overflows rather than revisiting the first column).
        let tracks = GridItem.tracks([GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], in: 200)
        #expect(tracks.map(\.length) == [96, 120])
    }
}
