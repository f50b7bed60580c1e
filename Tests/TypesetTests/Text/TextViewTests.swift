import Foundation
import Testing
import Typeset

/// The Text view and its modifiers, measured by the real engine with the bundled fonts
/// (issue 2 "The Text view", Design §8.6).
@Suite struct TextViewTests {
    private let engine = LayoutEngine()

    private func lay<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        LayoutEngine(fonts: .bundled, environment: environment).layout(view, proposal: ProposedViewSize(width: width, height: height))
    }

    private func text(_ result: LayoutResult, _ id: String = "t") throws -> (LayoutNode, TextLayout) {
        let node = try #require(result.node(id))
        return (node, try #require(node.text))
    }

    @Test func reportsTheWidestLineRoundedUpAndBaselinesPerSpec() throws {
        // Design §8.6: width = widest line (not the proposal), sizes rounded up to the pixel,
        // first baseline to the nearest pixel, last baseline up.
        let (node, layout) = try text(lay(Text("The quick brown fox jumps over the lazy dog").id("t"), width: 150))
        #expect(layout.lines.count > 1)
        let widest = layout.lines.map(\.width).max() ?? 0
        #expect(node.frame.width == widest.rounded(.up))
        #expect(node.frame.height == layout.height.rounded(.up))
        #expect(node.dimensions[.firstTextBaseline] == layout.firstBaseline.rounded())
        #expect(node.frame.width < 150)
        let last = layout.lastBaseline + (layout.firstBaseline.rounded() - layout.firstBaseline)
        #expect(node.dimensions[.lastTextBaseline] == last.rounded(.up))
    }

    @Test func displayScaleTwoRoundsToHalfPoints() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let (node, layout) = try text(lay(Text("Hello, World!").id("t"), environment: environment))
        #expect(node.frame.width == (layout.width * 2).rounded(.up) / 2)
        #expect(node.frame.height == (layout.height * 2).rounded(.up) / 2)
    }

    @Test func idealIsOneLineAndMinimumIsTheWidestGrapheme() throws {
        let string = "Typeset measures text"
        let (ideal, idealLayout) = try text(lay(Text(string).id("t")))
        #expect(idealLayout.lines.count == 1)
        let (minimum, minimumLayout) = try text(lay(Text(string).id("t"), width: 0))
        #expect(minimumLayout.lines.count > 3)
        #expect(minimum.frame.width == minimumLayout.minContentWidth.rounded(.up))
        #expect(minimum.frame.width < ideal.frame.width)
        // Proposing the ideal width back gives one line again (the exactness invariant).
        let (_, again) = try text(lay(Text(string).id("t"), width: ideal.frame.width))
        #expect(again.lines.count == 1)
    }

    @Test func boldAndItalicPickTheBundledFaces() throws {
        let (_, bold) = try text(lay(Text("Bold").bold().id("t")))
        let (_, italic) = try text(lay(Text("Italic").italic().id("t")))
        let (_, weighted) = try text(lay(Text("Heavy").fontWeight(.heavy).id("t")))
        // The default family is Inter (variable): body.bold() is the HIG's emphasized weight,
        // semibold (wght 600); heavy is wght 800; italic is the italic file.
        #expect(bold.lines[0].runs[0].face.fileURL.lastPathComponent == "Inter-roman.var.ttf")
        #expect(bold.lines[0].runs[0].variations == [FontVariation(tag: "wght", value: 600)])
        #expect(italic.lines[0].runs[0].face.fileURL.lastPathComponent == "Inter-italic.var.ttf")
        #expect(weighted.lines[0].runs[0].variations == [FontVariation(tag: "wght", value: 800)])
    }

    @Test func innerTextStylesWinOverOuterOnes() throws {
        // (Text("a").font(.title) + Text("b")).font(.caption): "a" stays 28 pt, "b" takes 12 pt.
        let (_, layout) = try text(lay((Text("Big").font(.title) + Text("small")).font(.caption).id("t")))
        let sizes = layout.lines[0].runs.map(\.size)
        #expect(sizes.contains(28) && sizes.contains(12))
        // R-lines: the line takes the larger run's ascent.
        let title = try #require(TextEngine.shared.layout(AttributedText("Big", attributes: TextAttributes(font: .title)), width: nil))
        #expect(layout.lines[0].ascent == title.lines[0].ascent)
    }

    @Test func kerningAndTrackingAddAfterEveryCluster() throws {
        let (_, plain) = try text(lay(Text("HHH").id("t")))
        let (_, kerned) = try text(lay(Text("HHH").kerning(2).id("t")))
        let (_, tracked) = try text(lay(Text("HHH").tracking(3).id("t")))
        #expect(abs(kerned.width - (plain.width + 3 * 2)) < 1e-9)
        #expect(abs(tracked.width - (plain.width + 3 * 3)) < 1e-9)
    }

    @Test func trackingTurnsOffOptionalLigatures() throws {
        // Lato ligates "ffi" (research: "AVATAR office" shapes with an ffi ligature).
        let font = Font.custom("Lato", size: 20)
        let (_, ligated) = try text(lay(Text("office").font(font).id("t")))
        let (_, tracked) = try text(lay(Text("office").font(font).tracking(1).id("t")))
        #expect(ligated.lines[0].runs.map(\.glyphs.count).reduce(0, +) < 6)
        #expect(tracked.lines[0].runs.map(\.glyphs.count).reduce(0, +) == 6)
    }

    @Test func baselineOffsetRaisesGlyphsAndTheLineGrowsToHoldThem() throws {
        // As in TextKit, a positive baseline offset raises the glyphs and the line box grows by
        // the same amount so they stay inside it (Design §8.6 is silent; SwiftUI draws this way).
        let (_, plain) = try text(lay(Text("Up").id("t")))
        let (_, raised) = try text(lay(Text("Up").baselineOffset(5).id("t")))
        #expect(raised.lines[0].ascent == plain.lines[0].ascent + 5)
        #expect(raised.lines[0].runs[0].positions[0].y == plain.lines[0].runs[0].positions[0].y + 5)
        #expect(raised.height == plain.height + 5)
    }

    @Test func lineLimitTruncatesWithAnEllipsisAndReservesSpace() throws {
        let words = "one two three four five six seven eight nine ten eleven twelve"
        let (limited, layout) = try text(lay(Text(words).lineLimit(2).id("t"), width: 120))
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated && layout.lines[1].isTruncated)
        #expect(layout.string[layout.lines[1].range].hasSuffix("…") || layout.lines[1].isTruncated)
        #expect(limited.frame.width <= 120)
        let (_, head) = try text(lay(Text(words).lineLimit(1).truncationMode(.head).id("t"), width: 120))
        #expect(head.lines.count == 1 && head.isTruncated)
        let (reserved, reservedLayout) = try text(lay(Text("short").lineLimit(3, reservesSpace: true).id("t"), width: 120))
        #expect(reservedLayout.lines.count == 1)
        let single = try text(lay(Text("short").id("t"), width: 120)).0
        #expect(reserved.frame.height > 2.5 * single.frame.height)
    }

    @Test func proposedHeightTruncatesToTheLinesThatFit() throws {
        let words = "one two three four five six seven eight nine ten eleven twelve"
        let (full, fullLayout) = try text(lay(Text(words).id("t"), width: 120))
        #expect(fullLayout.lines.count >= 3)
        let twoLines = fullLayout.lines[1].baseline + fullLayout.lines[1].descent
        let (cut, cutLayout) = try text(lay(Text(words).id("t"), width: 120, height: twoLines + 1))
        #expect(cutLayout.lines.count == 2 && cutLayout.isTruncated)
        #expect(cut.frame.height < full.frame.height)
    }

    @Test func multilineAlignmentOffsetsLinesInsideTheTextsOwnWidth() throws {
        let words = "a line\nand a much longer line"
        for (alignment, factor) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let (_, layout) = try text(lay(Text(words).multilineTextAlignment(alignment).id("t")))
            for line in layout.lines {
                #expect(abs(line.xOffset - (layout.width - line.width) * factor) < 1e-9)
            }
        }
        var rtl = EnvironmentValues()
        rtl.layoutDirection = .rightToLeft
        let (_, trailingInRTL) = try text(lay(Text(words).id("t"), environment: rtl))
        #expect(abs(trailingInRTL.lines[0].xOffset - (trailingInRTL.width - trailingInRTL.lines[0].width)) < 1e-9)
    }

    @Test func lineSpacingAddsBetweenLinesOnly() throws {
        let (_, plain) = try text(lay(Text("one\ntwo\nthree").id("t")))
        let (_, spaced) = try text(lay(Text("one\ntwo\nthree").lineSpacing(6).id("t")))
        #expect(abs(spaced.height - (plain.height + 2 * 6)) < 1e-9)
        #expect(spaced.firstBaseline == plain.firstBaseline)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let string = "Shrink to fit this line"
        let ideal = try text(lay(Text(string).id("t"))).1.width
        let width = (ideal * 0.8).rounded(.down)
        let (_, shrunk) = try text(lay(Text(string).lineLimit(1).minimumScaleFactor(0.5).id("t"), width: width))
        #expect(shrunk.lines.count == 1 && !shrunk.isTruncated)
        #expect(shrunk.fontScale < 1 && shrunk.fontScale >= 0.5)
        #expect(shrunk.width <= width)
        let (_, truncated) = try text(lay(Text(string).lineLimit(1).minimumScaleFactor(0.95).id("t"), width: width))
        #expect(truncated.isTruncated)
    }
}
