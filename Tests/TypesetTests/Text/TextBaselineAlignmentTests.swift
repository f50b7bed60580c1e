import Foundation
import Testing
import Typeset

/// Baseline alignment with the real text engine and bundled fonts (issue 3, integration).
@Suite struct TextBaselineAlignmentTests {
    /// The y of a node's guide in root coordinates.
    private func rootY(_ node: LayoutNode, _ guide: VerticalAlignment) -> CGFloat {
        node.frame.minY + node.dimensions[guide]
    }

    private let fonts: [(String, Font)] = [
        ("dejavu12", .custom("DejaVu Sans", size: 12)),
        ("dejavu17", .custom("DejaVu Sans", size: 17)),
        ("dejavu34", .custom("DejaVu Sans", size: 34)),
        ("charis17", .custom("Charis SIL", size: 17)),
    ]

    @Test func firstTextBaselinesShareOneLine() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            ForEach(fonts, id: \.0) { id, font in Text("Hxg \(id)").font(font).id(id) }
        }
        let result = LayoutEngine().layout(view, proposal: ProposedViewSize(width: 800, height: nil))
        let nodes = try fonts.map { try #require(result.node($0.0)) }
        let baseline = rootY(nodes[0], .firstTextBaseline)
        for node in nodes {
            #expect(abs(rootY(node, .firstTextBaseline) - baseline) < 1e-9)
            // The reported baseline is the text engine's first line, on the pixel grid (Design §8.6).
            let line = try #require(node.text?.lines.first)
            #expect(abs(node.dimensions[.firstTextBaseline] - line.baseline) <= 0.5)
        }
        // Charis SIL's taller ascent puts its top above DejaVu 17's by about (1.1963 − 0.9282) × 17 pt.
        let tops = nodes[3].frame.minY - nodes[1].frame.minY
        #expect(abs(tops + (2450.0 / 2048 - 1901.0 / 2048) * 17) <= 1)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func lastTextBaselinesOfWrappedTextsShareOneLine() throws {
        let words = "the quick brown fox jumps over the lazy dog"
        let view = HStack(alignment: .lastTextBaseline, spacing: 8) {
            Text(words).font(.custom("DejaVu Sans", size: 12)).frame(width: 90).id("a")
            Text(words).font(.custom("DejaVu Sans", size: 17)).frame(width: 120).id("b")
            Text(words).font(.custom("Charis SIL", size: 17)).frame(width: 150).id("c")
            Color.gray.frame(width: 20, height: 20).id("box")
        }
        let result = LayoutEngine().layout(view, proposal: ProposedViewSize(width: 600, height: nil))
        let ids = ["a", "b", "c"]
        let nodes = try ids.map { try #require(result.node($0)) }
        let baseline = rootY(nodes[0], .lastTextBaseline)
        for node in nodes {
            let text = try #require(node.children.first?.text)
            #expect(text.lines.count > 1, "the text must wrap for this test to mean anything")
            #expect(abs(rootY(node, .lastTextBaseline) - baseline) < 1e-9)
        }
        // A view without text aligns its bottom on the last baseline.
        let box = try #require(result.node("box"))
        #expect(abs(box.frame.maxY - baseline) < 1e-9)
    }
}
