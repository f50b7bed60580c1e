// Text styles at every Dynamic Type size: the HIG iOS table (Typography › Specifications) as
// transcribed in research/text-styling.md §1.1, and custom fonts scaled along a style's
// curve, rounded as research §2 says.

import Foundation
import Testing

@testable import TypesetText

@Suite("Text styles at each Dynamic Type size")
struct TextStyleMetricsTests {
    /// research/text-styling.md §1.1, one row per style, cells xSmall ... accessibility5,
    /// written as (point size, leading).
    static let hig: [(Font.TextStyle, [(CGFloat, CGFloat)])] = [
        (.largeTitle, [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]),
        (.title, [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]),
        (.title2, [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]),
        (.title3, [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]),
        (.headline, [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        (.body, [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]),
        (.callout, [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]),
        (.subheadline, [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]),
        (.footnote, [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]),
        (.caption, [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]),
        (.caption2, [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]),
    ]

    /// The HIG's columns, in order.
    static let columns: [DynamicTypeSize] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    @Test("All 132 cells: a text style resolved at a size has the table's point size and leading")
    func everyCell() {
        #expect(Self.hig.count * Self.columns.count == 132)
        #expect(Self.columns == DynamicTypeSize.allCases)
        for (style, cells) in Self.hig {
            for (size, cell) in zip(Self.columns, cells) {
                let font = Font.system(style).resolved(at: size)
                #expect(font.size == cell.0, "\(style) at \(size.name)")
                #expect(font.lineHeight == cell.1, "\(style) at \(size.name)")
                #expect(style.pointSize(at: size) == cell.0)
                #expect(style.leading(at: size) == cell.1)
                #expect(font.textStyle == style)
                #expect(font.dynamicTypeSize == size)
            }
        }
    }

    @Test("The large column is the one-size table the styles had (Design §8.1)")
    func largeIsTheDefault() {
        for (style, cells) in Self.hig {
            #expect(style.size == cells[3].0)
            #expect(Font.system(style).size == cells[3].0)
            #expect(Font.system(style).lineHeight == cells[3].1)
        }
    }

    @Test("The table's two oddities are kept as the HIG publishes them")
    func oddities() {
        // subheadline xxxLarge 21/28 where the other 21-pt cells have 26; caption2 at AX5 is
        // 40 in the HIG and 41 in an iOS 13.3 simulator (research §1.1).
        #expect(Font.subheadline.resolved(at: .xxxLarge).lineHeight == 28)
        #expect(Font.body.resolved(at: .xxLarge).lineHeight == 26)
        #expect(Font.caption2.resolved(at: .accessibility5).size == 40)
    }

    @Test("Weight, bold and italic keep the style's scaling; withSize fixes the size")
    func modifiersKeepScaling() {
        #expect(Font.headline.bold().resolved(at: .accessibility3).size == 40)
        #expect(Font.system(.title, weight: .light).italic().resolved(at: .xSmall).size == 25)
        #expect(Font.body.withSize(30).resolved(at: .accessibility5).size == 30)
        #expect(Font.body.withSize(30).lineHeight == nil)
        #expect(Font.system(size: 17).resolved(at: .accessibility5).size == 17)
    }

    @Test("custom(_:size:) scales with body: round(size × body(now) / 17)")
    func customScalesWithBody() {
        let font = Font.custom("DejaVu Sans", size: 20)
        // 20 × 53/17 = 62.35 → 62; 20 × 14/17 = 16.47 → 16; 20 × 19/17 = 22.35 → 22.
        #expect(font.resolved(at: .accessibility5).size == 62)
        #expect(font.resolved(at: .xSmall).size == 16)
        #expect(font.resolved(at: .xLarge).size == 22)
        #expect(font.resolved(at: .large).size == 20)
        // 10.5 stays 10.5 at large (a factor of 1), 10.5 × 28/17 = 17.29 → 17 at AX1.
        #expect(Font.custom("DejaVu Sans", size: 10.5).resolved(at: .large).size == 10.5)
        #expect(Font.custom("DejaVu Sans", size: 10.5).resolved(at: .accessibility1).size == 17)
        #expect(font.lineHeight == nil)
    }

    @Test("custom(_:size:relativeTo:) follows that style's curve; fixedSize never scales")
    func customRelativeAndFixed() {
        let caption = Font.custom("DejaVu Sans", size: 10, relativeTo: .caption2)
        // caption2: 11 at large, 40 at AX5, 13 at xLarge, 11 at xSmall.
        #expect(caption.resolved(at: .accessibility5).size == 36)  // 10 × 40/11 = 36.36
        #expect(caption.resolved(at: .xLarge).size == 12)  // 10 × 13/11 = 11.82
        #expect(caption.resolved(at: .xSmall).size == 10)  // factor 1
        let title = Font.custom("DejaVu Sans", size: 30, relativeTo: .largeTitle)
        #expect(title.resolved(at: .accessibility5).size == 53)  // 30 × 60/34 = 52.94
        #expect(title.resolved(at: .xSmall).size == 27)  // 30 × 31/34 = 27.35
        let fixed = Font.custom("DejaVu Sans", fixedSize: 15)
        for size in DynamicTypeSize.allCases { #expect(fixed.resolved(at: size).size == 15) }
    }

    @Test("Growth factors are the table's ratios, not one body factor")
    func scaleFactors() {
        #expect(Font.TextStyle.largeTitle.scaleFactor(at: .accessibility5) == 60.0 / 34)
        #expect(Font.TextStyle.caption2.scaleFactor(at: .accessibility5) == 40.0 / 11)
        #expect(Font.TextStyle.footnote.scaleFactor(at: .medium) == 12.0 / 13)
    }

    @Test("leading(.tight) and .loose move a text style's leading by 2 pt; custom fonts keep theirs")
    func leading() {
        #expect(Font.body.leading(.tight).lineHeight == 20)
        #expect(Font.body.leading(.loose).lineHeight == 24)
        #expect(Font.body.leading(.standard).lineHeight == 22)
        #expect(Font.title.leading(.loose).resolved(at: .accessibility2).lineHeight == 53)  // 51 + 2
        #expect(Font.custom("DejaVu Sans", size: 17).leading(.tight).lineHeight == nil)
    }
}
