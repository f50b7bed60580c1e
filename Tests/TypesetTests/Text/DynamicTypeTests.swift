import Foundation
import Testing
import Typeset

/// Text at each Dynamic Type size: the environment value, `.dynamicTypeSize(_:)` with sizes
/// and ranges, `@ScaledMetric`, and line spacing from the HIG leading (research
/// text-styling.md §1, §2; text-engines.md §1.3).
@Suite struct DynamicTypeTests {
    private func lay<V: View>(_ view: V, size: DynamicTypeSize = .large, displayScale: CGFloat = 1, width: CGFloat? = nil) -> LayoutResult {
        var engine = LayoutEngine()
        engine.environment.dynamicTypeSize = size
        engine.environment.displayScale = displayScale
        return engine.layout(view, proposal: ProposedViewSize(width: width, height: nil))
    }

    /// Shows the Dynamic Type size of its environment.
    private struct SizeProbe: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text(size.name).id("probe") }
    }

    private func probed<V: View>(_ view: V, size: DynamicTypeSize = .large) -> String? {
        lay(view, size: size).node("probe")?.text?.string
    }

    @Test func theDefaultIsLarge() {
        #expect(EnvironmentValues().dynamicTypeSize == .large)
        #expect(probed(SizeProbe()) == "large")
    }

    @Test func aSizeSetOnAViewReplacesTheUsersSize() {
        #expect(probed(SizeProbe().dynamicTypeSize(.xSmall), size: .accessibility5) == "xSmall")
    }

    @Test func rangesClampTheUsersSize() {
        #expect(probed(SizeProbe().dynamicTypeSize(...DynamicTypeSize.xxxLarge), size: .accessibility4) == "xxxLarge")
        #expect(probed(SizeProbe().dynamicTypeSize(DynamicTypeSize.large...), size: .xSmall) == "large")
        #expect(probed(SizeProbe().dynamicTypeSize(DynamicTypeSize.small ... .xLarge), size: .medium) == "medium")
        #expect(probed(SizeProbe().dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.accessibility1), size: .accessibility3) == "xxxLarge")
    }

    @Test func aSizeSetCloserToTheViewWinsOverARangeOutside() {
        // research §2: `.dynamicTypeSize(.xLarge).dynamicTypeSize(...large)` gives xLarge.
        #expect(probed(SizeProbe().dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)) == "xLarge")
        // A range inside clamps a size set outside.
        #expect(probed(SizeProbe().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility2)) == "large")
    }

    @Test func nestedRangesKeepTheSizeInsideBoth() {
        let nested = SizeProbe().dynamicTypeSize(DynamicTypeSize.medium ... .xxLarge).dynamicTypeSize(...DynamicTypeSize.xLarge)
        #expect(probed(nested, size: .accessibility5) == "xLarge")
        #expect(probed(nested, size: .xSmall) == "medium")
        #expect(probed(nested, size: .large) == "large")
    }

    @Test func textGrowsByTheStylesRatio() throws {
        // Same face at every size: the ascent grows by exactly the table's point-size ratio.
        func ascent(_ font: Font, _ size: DynamicTypeSize) throws -> CGFloat {
            try #require(lay(Text("Hello").font(font).id("t"), size: size).node("t")?.text?.lines.first).ascent
        }
        let large = try ascent(.caption2, .large)
        #expect(abs(try ascent(.caption2, .accessibility5) / large - 40.0 / 11) < 1e-9)
        #expect(abs(try ascent(.largeTitle, .accessibility5) / (try ascent(.largeTitle, .large)) - 60.0 / 34) < 1e-9)
        // body is Inter (the default design): a fixed 17 pt Inter stays as tall as body at large.
        #expect(abs(try ascent(.custom("Inter", fixedSize: 17), .accessibility5) - (try ascent(.body, .large))) < 1e-9)
    }

    @Test func linesOfATextStyleAreTheTablesLeadingApart() throws {
        // Apple forum 655780: a 10-line body Text is 20.5 + 9 × 22: the HIG leading between lines.
        func pitch(_ text: Text, _ size: DynamicTypeSize) throws -> CGFloat {
            let lines = try #require(lay(text.id("t"), size: size).node("t")?.text?.lines)
            try #require(lines.count == 2)
            return lines[1].baseline - lines[0].baseline
        }
        let two = Text("first\nsecond")
        #expect(abs(try pitch(two, .large) - 22) < 1e-9)
        #expect(abs(try pitch(two, .accessibility2) - 40) < 1e-9)
        #expect(abs(try pitch(two.font(.caption2), .accessibility5) - 48) < 1e-9)
        #expect(abs(try pitch(two.font(.body.leading(.tight)), .large) - 20) < 1e-9)
        #expect(abs(try pitch(two.font(.title.leading(.loose)), .xSmall) - 33) < 1e-9)
    }

    @Test func reservedLinesAreTheTablesLeadingApartToo() throws {
        // lineLimit(3, reservesSpace: true) on one line of body: two more lines, 22 pt apart
        // at large, 34 at accessibility1 (HIG body leading).
        func growth(_ size: DynamicTypeSize) throws -> CGFloat {
            let reserved = try #require(lay(Text("one").lineLimit(3, reservesSpace: true).id("t"), size: size).node("t")?.text)
            let plain = try #require(lay(Text("one").id("t"), size: size).node("t")?.text)
            return reserved.height - plain.height
        }
        #expect(abs(try growth(.large) - 44) < 1e-9)
        #expect(abs(try growth(.accessibility1) - 68) < 1e-9)
    }

    @Test func aSingleLineKeepsTheFontsHeight() throws {
        // The leading goes between lines only: one line is as tall as ascent + descent.
        let node = try #require(lay(Text("one").id("t"), size: .accessibility3).node("t"))
        let line = try #require(node.text?.lines.first)
        #expect(node.frame.height == (line.ascent + line.descent).rounded(.up))
    }

    /// A square whose side is a scaled metric.
    private struct ScaledSquare: View {
        @ScaledMetric(relativeTo: .caption2) var side: CGFloat = 10
        @ScaledMetric var padding: CGFloat = 10.4
        var body: some View {
            Color.red.frame(width: side, height: padding).id("square")
        }
    }

    @Test func scaledMetricFollowsTheStyleAndRoundsToThePixel() throws {
        func frame(_ size: DynamicTypeSize, scale: CGFloat = 1) throws -> [CGFloat] {
            let frame = try #require(lay(ScaledSquare(), size: size, displayScale: scale).node("square")).frame
            return [frame.width, frame.height].map { ($0 * 1e6).rounded() / 1e6 }
        }
        func sixDigits(_ values: [CGFloat]) -> [CGFloat] { values.map { ($0 * 1e6).rounded() / 1e6 } }
        // caption2: 10 × 40/11 = 36.36 at AX5; body: 10.4 × 53/17 = 32.42.
        #expect(try frame(.accessibility5) == [36, 32])
        #expect(try frame(.accessibility5, scale: 3) == sixDigits([109.0 / 3, 97.0 / 3]))
        // At large, the factor is 1 and only the pixel rounding applies.
        #expect(try frame(.large) == [10, 10])
        #expect(try frame(.large, scale: 2) == [10, 10.5])
        // Outside a body the default environment applies.
        #expect(ScaledSquare().side == 10)
    }
}
