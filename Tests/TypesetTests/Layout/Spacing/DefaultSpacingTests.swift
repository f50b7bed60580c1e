import Foundation
import Testing
@testable import Typeset

/// Design §5 with the fixed measurer's metrics: ascent 0.8 size, descent 0.2 size, cap height
/// 0.7 size, line gap 0.
///
/// At 10 pt: lineH = 10, dts = ceil(1) = 1, dls = 11 → non-text above Text: dls − ascent = 3;
/// Text above non-text: max(dls − capHeight, dts + descent) = max(4, 3) = 4.
/// At 17 pt (.body): lineH = 17, dts = ceil(1.7) = 2, dls = 19 → above: 19 − 13.6 = 5.4;
/// below: max(19 − 11.9, 2 + 3.4) = 7.1.
@Suite struct DefaultSpacingTests {
    @Test func twoPlainViewsAreEightApartOnBothAxes() {
        let v = layout(VStack { Box(10, 10); Box(10, 10).id("b") })
        #expect(v.frame("b").minY == 18)
        let h = layout(HStack { Box(10, 10); Box(10, 10).id("b") })
        #expect(h.frame("b").minX == 18)
    }

    @Test func plainViewAboveTenPointText() {
        let result = layout(VStack { Box(10, 10); smallText("A").id("t") })
        #expect(result.frame("t").minY == 13)
    }

    @Test func tenPointTextAbovePlainView() {
        let result = layout(VStack { smallText("A"); Box(10, 10).id("b") })
        #expect(result.frame("b").minY == 14)
    }

    @Test func bodyTextGapsAreAsymmetric() {
        // Box (10) · 5.4 · Text (17) · 7.1 · Box.
        let result = layout(VStack { Box(10, 10); Text("A").id("t"); Box(10, 10).id("b") })
        #expect(approx(result.frame("t").minY, 15.4))
        let boxY: CGFloat = 15.4 + 17 + 7.1  // typed: a literal sum inside #expect(f(...)) is not checked
        #expect(approx(result.frame("b").minY, boxY))
    }

    @Test func textAboveTextIsTheLowerTextsLeadingWhichIsZeroHere() {
        let result = layout(VStack { smallText("A"); smallText("B").id("b") })
        #expect(result.frame("b").minY == 10)
        #expect(result.size.height == 20)
    }

    @Test func textAboveTextUsesTheLowerTextsLeadingRoundedUp() {
        // Line gap = 0.23 × size: 10 pt → 2.3, 20 pt → 4.6. The gap is the lower text's leading
        // rounded up to the pixel: 5 below a 10 pt text, 3 below a 20 pt text.
        let engine = LayoutEngine(textMeasurer: LineGapMeasurer(lineGapPerPoint: 0.23))
        let proposal = ProposedViewSize(width: 400, height: nil)
        let smallFirst = engine.layout(VStack { smallText("A"); Text("B").font(.system(size: 20)).id("b") }, proposal: proposal)
        #expect(smallFirst.frame("b").minY == 15)
        let largeFirst = engine.layout(VStack { Text("A").font(.system(size: 20)); smallText("B").id("b") }, proposal: proposal)
        #expect(largeFirst.frame("b").minY == 23)
    }

    @Test func textSpacingRoundsToTheDisplayScalesPixel() {
        // 13 pt: lineH 13, ascent 10.4, descent 2.6, cap 9.1.
        // Scale 1: dts = ceil(1.3) = 2, dls = 15 → above 4.6, below max(5.9, 4.6) = 5.9.
        // Scale 2: dts = 1.5 (next half point), dls = 14.5 → above 4.1, below max(5.4, 4.1) = 5.4.
        let view = VStack { Box(10, 10); Text("A").font(.system(size: 13)).id("t"); Box(10, 10).id("b") }
        for (scale, above, below) in [(CGFloat(1), CGFloat(4.6), CGFloat(5.9)), (2, 4.1, 5.4)] {
            var environment = EnvironmentValues()
            environment.displayScale = scale
            let result = layout(view, proposal: ProposedViewSize(width: 400, height: nil), environment: environment)
            #expect(approx(result.frame("t").minY, 10 + above))
            #expect(approx(result.frame("b").minY, 10 + above + 13 + below))
        }
    }

    @Test func textBesideAnythingIsEight() {
        let texts = layout(HStack { smallText("A"); smallText("B").id("b") })
        #expect(texts.frame("b").minX == 13)
        let mixed = layout(HStack { smallText("A"); Box(10, 10).id("b") })
        #expect(mixed.frame("b").minX == 13)
    }

    @Test func spacerAndDividerNeighboursAreZeroApart() {
        // Box (10) · 0 · Spacer (min 5) · 0 · Box · 0 · Divider (1) · 0 · Box.
        let result = layout(
            VStack { Box(10, 10); Spacer(minLength: 5); Box(10, 10).id("b"); Divider(); Box(10, 10).id("c") })
        #expect(result.frame("b").minY == 15)
        #expect(result.frame("c").minY == 26)
    }

    @Test func paddingResetsOnlyThePaddedEdges() {
        // The top is padded: a plain edge (8 to the box above). The bottom is still the text's:
        // 4 to the box below. Box 0–10, gap 8, padded text 18–30, gap 4, box at 34.
        let result = layout(VStack { Box(10, 10); smallText("A").padding(.top, 2).id("p"); Box(10, 10).id("b") })
        #expect(result.frame("p").minY == 18)
        #expect(result.frame("b").minY == 34)
    }

    @Test func horizontalPaddingKeepsTheVerticalTextRules() {
        let result = layout(VStack { Box(10, 10); smallText("A").padding(.horizontal, 5).id("p") })
        #expect(result.frame("p").minY == 13)
    }

    @Test func fixedFramesResetTheAxesTheyConstrain() {
        // A height resets top and bottom (8 both ways); a width alone leaves them to the text (3, 4).
        let tall = layout(VStack { Box(10, 10); smallText("A").frame(height: 20).id("f"); Box(10, 10).id("b") })
        #expect(tall.frame("f").minY == 18)
        #expect(tall.frame("b").minY == 46)
        let wide = layout(VStack { Box(10, 10); smallText("A").frame(width: 100).id("f"); Box(10, 10).id("b") })
        #expect(wide.frame("f").minY == 13)
        #expect(wide.frame("b").minY == 27)
    }

    @Test func flexibleFramesResetTheAxesTheyConstrain() {
        let wide = layout(VStack { Box(10, 10); smallText("A").frame(maxWidth: .infinity).id("f") })
        #expect(wide.frame("f").minY == 13)
        let tall = layout(VStack { Box(10, 10); smallText("A").frame(minHeight: 5).id("f") })
        #expect(tall.frame("f").minY == 18)
    }

    @Test func nestedStackTakesItsFirstAndLastChildsEdges() {
        // The inner VStack's top is its text's (3 below the box), its bottom the box's.
        let top = layout(VStack { Box(10, 10); VStack(spacing: 0) { smallText("A"); Box(10, 10) }.id("inner") })
        #expect(top.frame("inner").minY == 13)
        // The inner VStack's bottom is its text's (4 above the box): inner 0–20, box at 24.
        let bottom = layout(VStack { VStack(spacing: 0) { Box(10, 10); smallText("A") }; Box(10, 10).id("b") })
        #expect(bottom.frame("b").minY == 24)
    }

    @Test func rowTakesTheUnionOfItsChildrensTopEdges() {
        // An HStack's top edge merges its children's: the text's "edge above text" (3) wins.
        let result = layout(VStack { Box(10, 10); HStack { smallText("A"); Box(10, 10) }.id("row") })
        #expect(result.frame("row").minY == 13)
    }

    @Test func explicitSpacingOverridesTheModel() {
        let result = layout(VStack(spacing: 1) { Box(10, 10); smallText("A").id("t"); Box(10, 10).id("b") })
        #expect(result.frame("t").minY == 11)
        #expect(result.frame("b").minY == 22)
    }

    @Test func viewSpacingValues() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        var merged = ViewSpacing()
        merged.formUnion(.zero)
        #expect(merged.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero, edges: .top).distance(to: ViewSpacing(), along: .vertical) == 8)
    }
}
