import Foundation
import Testing
@testable import TypesetLayout

/// Design §4 on the core alone.
struct StackTests {
    @Test func idealSizeIsTheSumAlongAndTheUnionAcross() {
        let result = layout(.hStack(spacing: 0, [.box(10, 5), .box(20, 15), .box(30, 10)]), width: nil)
        #expect(result.size == CGSize(width: 60, height: 15))
    }

    @Test func ordinaryNeighboursAreEightApart() {
        // Design §5: two ordinary views resolve to 8.
        let result = layout(.hStack([.id("a", .box(10, 10)), .id("b", .box(10, 10))]), width: nil)
        #expect(result.frame("b").minX == 18)
        #expect(result.size.width == 28)
    }

    @Test func flexibleChildrenShareTheProposal() {
        // Step 2: avail = 100 − 8; two equally flexible colours take 46 each.
        let result = layout(.hStack([.id("a", .color(.red)), .id("b", .color(.blue))]), width: 100, height: 20)
        #expect(result.frame("a") == CGRect(x: 0, y: 0, width: 46, height: 20))
        #expect(result.frame("b") == CGRect(x: 54, y: 0, width: 46, height: 20))
    }

    @Test func lessFlexibleChildrenGoFirst() {
        // A 30-wide box is inflexible: it takes 30; the colour gets 100 − 8 − 30 = 62.
        let result = layout(.hStack([.id("c", .color(.red)), .id("b", .box(30, 10))]), width: 100, height: 10)
        #expect(result.frame("c").width == 62)
        #expect(result.frame("b").minX == 70)
    }

    @Test func aLongLessFlexibleChildIsSqueezedAtTheStacksIdealWidth() {
        // Step 2 at the ideal width 400: the inner stack (min 290 + 5, max 300: flexibility 5)
        // goes before the 100-wide text (min 5: flexibility 95) and is proposed 400 / 2 = 200,
        // which its 290-wide box overflows: its "ab" is proposed 0 and wraps to two lines
        // (5 × 20). The text then gets 400 − 295 = 105 and takes 100. A proposal of at least
        // the ideal width does not give the ideal size here (Design §1.1). Before, the stack
        // answered its ideal 400 × 10 and placed its children squeezed, "ab" cut to one line.
        let view = TestView.hStack(spacing: 0, [
            .id("inner", .hStack(spacing: 0, [.box(290, 10), .id("ab", .text("ab", size: 10))])),
            .id("long", .text("abcdefghijklmnopqrst", size: 10)),
        ])
        #expect(layout(view, width: nil).size == CGSize(width: 400, height: 10))
        for width: CGFloat in [400, 401] {
            let result = layout(view, width: width)
            #expect(result.size == CGSize(width: 395, height: 20), "at \(width)")
            #expect(result.frame("inner") == CGRect(x: 0, y: 0, width: 295, height: 20))
            #expect(result.required("inner").proposal == ProposedViewSize(width: width / 2, height: 20))
            #expect(result.frame("ab") == CGRect(x: 290, y: 0, width: 5, height: 20))
            #expect(result.frame("long") == CGRect(x: 295, y: 5, width: 100, height: 10))
        }
        // From 600 on, every share holds its child's ideal width: the ideal arrangement, the
        // shares the proposals.
        let roomy = layout(view, width: 600)
        #expect(roomy.size == CGSize(width: 400, height: 10))
        #expect(roomy.required("inner").proposal == ProposedViewSize(width: 300, height: 10))
        #expect(roomy.required("long").proposal == ProposedViewSize(width: 300, height: 10))
        #expect(roomy.frame("ab") == CGRect(x: 290, y: 0, width: 10, height: 10))
        // In a VStack sized without a width, the row answers its ideal 400 × 10; placing
        // proposes the column's own width, 400 (§4 "Placing"), where the row squeezes; the
        // column keeps the size it answered, 400 × 20.
        let column = layout(.vStack(spacing: 0, [.id("row", view), .box(10, 10)]), width: nil)
        #expect(column.size == CGSize(width: 400, height: 20))
        #expect(column.frame("row") == CGRect(x: 0, y: 0, width: 395, height: 20))
        #expect(column.required("row").proposal == ProposedViewSize(width: 400, height: nil))
    }

    @Test func spacerGetsWhatIsLeft() {
        // A Spacer has priority −∞ and spacing 0 on every edge (Design §4, §5, §7).
        let result = layout(.hStack([.id("a", .box(10, 10)), .id("s", .spacer(nil)), .id("b", .box(10, 10))]), width: 100, height: 10)
        #expect(result.frame("b").maxX == 100)
        #expect(result.frame("s").width == 80)
    }

    @Test func minorAxisAlignsEachChildsGuide() {
        let top = layout(.hStack(.top, spacing: 0, [.id("a", .box(10, 10)), .id("b", .box(10, 30))]), width: nil)
        #expect(top.frame("a").minY == 0)
        let bottom = layout(.hStack(.bottom, spacing: 0, [.id("a", .box(10, 10)), .id("b", .box(10, 30))]), width: nil)
        #expect(bottom.frame("a").minY == 20)
        let centre = layout(.vStack(.trailing, spacing: 0, [.id("a", .box(10, 10)), .id("b", .box(30, 10))]), width: nil)
        #expect(centre.frame("a").minX == 20)
    }

    @Test func firstTextBaselinesLineUp() {
        // Ascent 0.8 em: a 10 pt text's baseline is 8 below its top, a 20 pt text's 16.
        let result = layout(.hStack(.firstTextBaseline, [.id("small", .text("ab", size: 10)), .id("big", .text("cd", size: 20))]), width: nil)
        let small = result.required("small")
        let big = result.required("big")
        #expect(small.frame.minY + 8 == big.frame.minY + 16)
        #expect(result.root.dimensions[explicit: .firstTextBaseline] == 16)
    }

    @Test func oneStaticChildIsTransparent() {
        // Design §3: the stack has the child's size and guides, built-in explicit ones included.
        let result = layout(.vStack([.guide(HorizontalAlignment.leading.key, { _ in 4 }, .box(10, 10))]), width: nil)
        #expect(result.root.isTransparent)
        #expect(result.root.dimensions[explicit: .leading] == 4)
        let dynamic = layout(.vStack([.forEach(1) { _ in .guide(HorizontalAlignment.leading.key, { _ in 4 }, .box(10, 10)) }]), width: nil)
        #expect(!dynamic.root.isTransparent)
        #expect(dynamic.root.dimensions[explicit: .leading] == nil)
    }
}
