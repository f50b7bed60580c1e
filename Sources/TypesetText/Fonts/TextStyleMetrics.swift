// Point size and leading of each text style at each Dynamic Type size: the iOS table of the
// Human Interface Guidelines, Typography › Specifications (research text-styling.md §1.1).

import Foundation

extension Font.TextStyle {
    /// The point size of the style at `size`, from the HIG table.
    ///
    /// The table is used as published, with its two oddities: caption2 at accessibility5 is 40
    /// (an iOS 13.3 simulator measured 41), and subheadline at xxxLarge has leading 28 where
    /// every other 21-pt cell has 26 (research text-styling.md §1.1, notes).
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Self.cell(self, size).size)
    }

    /// The leading of the style at `size` (the distance from one baseline to the next), from the
    /// HIG table.
    public func leading(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Self.cell(self, size).leading)
    }

    /// How much a length relative to the style grows at `size`: the style's point size there
    /// over its point size at `.large` (`custom(_:size:relativeTo:)`, `@ScaledMetric`;
    /// research text-styling.md §2).
    public func scaleFactor(at size: DynamicTypeSize) -> CGFloat {
        pointSize(at: size) / pointSize(at: .large)
    }

    private struct Cell {
        var size: Int
        var leading: Int
    }

    /// HIG "iOS, iPadOS Dynamic Type sizes": point size / leading, xSmall ... accessibility5, one
    /// row per style in `ordinal` order, read by index (a lookup per Text resolved).
    private static let table: [Cell] = [
        "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70",  // .largeTitle
        "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68",  // .title
        "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66",  // .title2
        "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65",  // .title3
        "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62",  // .headline
        "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62",  // .body
        "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60",  // .callout
        "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58",  // .subheadline
        "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52",  // .footnote
        "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51",  // .caption
        "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48",  // .caption2
    ].flatMap(cells)

    /// The cell of `style` at `size`.
    private static func cell(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Cell {
        table[style.ordinal * DynamicTypeSize.ordered.count + size.ordinal]
    }

    /// Cells written `size/leading`, separated by spaces.
    private static func cells(_ row: String) -> [Cell] {
        row.split(separator: " ").map { cell in
            let parts = cell.split(separator: "/").map { Int($0)! }
            return Cell(size: parts[0], leading: parts[1])
        }
    }
}
