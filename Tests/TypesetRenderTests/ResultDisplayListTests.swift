// The result → display list step (phase 1: frames, kinds, children, Text layouts).
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct ResultDisplayListTests {
    private let result = LayoutEngine().layout(
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello").font(.title).id("t")
            Rectangle().frame(width: 30, height: 10).id("r")
        }
        .padding(10),
        proposal: ProposedViewSize(width: 200, height: nil))

    @Test func glyphsSitOnTheTextNodesBaselines() throws {
        let list = displayList(for: result, guides: false)
        #expect(list.size == result.size)
        let node = try #require(result.node("t"))
        let text = try #require(node.text)
        let runs = list.commands.compactMap { command -> GlyphRunDrawing? in
            if case .glyphs(let run) = command { return run }
            return nil
        }
        #expect(runs.count == text.lines[0].runs.count)
        let baseline = node.frame.minY + text.lines[0].baseline
        for run in runs {
            #expect(run.positions.allSatisfy { abs($0.y - baseline) < 1e-9 })
            #expect(run.text == "Hello")
        }
        // The pen starts at the node's left edge (Design §8.6: leading text starts at x offset 0).
        #expect(abs((runs.first?.positions.first?.x ?? -1) - node.frame.minX) < 1e-9)
    }

    @Test func guidesOutlineEveryNodeAndLabelEveryId() throws {
        let list = displayList(for: result, guides: true)
        var outlines = 0, labels: [String] = [], baselines = 0
        for case .guide(let item) in list.commands {
            switch item.geometry {
            case .outline: outlines += item.kind == .frame ? 1 : 0
            case .line: baselines += item.kind == .baseline ? 1 : 0
            case .label(let text, _): labels.append(text)
            }
        }
        // One outline per node plus the legend's frame swatch.
        #expect(outlines == result.root.allNodes.count + 1)
        #expect(baselines == 1 + 1)  // the text's one line and the legend's swatch
        #expect(labels.contains("t") && labels.contains("r"))
        // At least the picture and its margins; the legend may widen it.
        #expect(list.size.width >= result.size.width + guideMargin.leading + guideMargin.trailing)
        #expect(list.size.height == result.size.height + guideMargin.top + guideMargin.bottom + DrawList.legendHeight)
    }

    @Test func aMissingFontFileSkipsTheRunWithoutFailing() throws {
        var list = DrawList(size: CGSize(width: 20, height: 20))
        list.append(.glyphs(GlyphRunDrawing(
            fontFile: "/nonexistent/font.ttf", faceIndex: 0, size: 12, glyphs: [1, 2], positions: [.zero, CGPoint(x: 5, y: 0)])))
        let image = try Renderer.rasterize(list)
        #expect(image.argb.allSatisfy { $0 == 0xffff_ffff })
    }

    @Test func concurrentRendersGiveTheSameBytes() async throws {
        let list = displayList(for: result, guides: true)
        let expected = try Renderer.render(list, format: .svg)
        let outputs = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try Renderer.render(list, format: .svg) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.allSatisfy { $0 == expected })
    }
}

/// The typed result's paint and alignment reach the display list.
@Suite struct TypedResultDisplayListTests {
    @Test func shapesCarryTheirDeclaredColoursAndTextItsForeground() throws {
        let result = LayoutEngine().layout(
            HStack(alignment: .bottom, spacing: 0) {
                Color.red.frame(width: 20, height: 20).id("c")
                RoundedRectangle(cornerRadius: 4).stroke(.blue, lineWidth: 2).frame(width: 20, height: 10)
                Text("x").foregroundColor(.green).opacity(0.5)
            },
            proposal: .unspecified)
        let list = displayList(for: result, guides: false)
        let c = try #require(result.node("c"))
        #expect(list.commands.contains(.shape(ShapeDrawing(.rect(c.frame), fill: DrawColor(Color.red)))))
        #expect(list.commands.contains { command in
            // `RoundedRectangle(cornerRadius:)` has continuous corners by default (research
            // `ios-metrics.md` §6: Apple, `RoundedRectangle.init(cornerRadius:style:)`).
            if case .shape(let shape) = command, case .roundedRect(_, let corner, .continuous) = shape.geometry {
                return corner == CGSize(width: 4, height: 4) && shape.stroke == DrawStroke(color: DrawColor(Color.blue), width: 2)
            }
            return false
        })
        // `.opacity` composites its content as one group; the glyphs keep their own colour.
        let group = list.commands.compactMap { command -> (Double, [DrawCommand])? in
            if case .group(let opacity, let inner) = command { return (opacity, inner) }
            return nil
        }.first
        #expect(group?.0 == 0.5)
        #expect(group?.1.contains { if case .glyphs(let run) = $0 { run.color == DrawColor(Color.green) } else { false } } == true)
    }

    /// Design §4: the children of an `HStack(alignment: .bottom)` share one bottom line.
    @Test func stacksDrawTheirAlignmentLine() throws {
        let result = LayoutEngine().layout(
            HStack(alignment: .bottom) { Color.red.frame(width: 10, height: 30); Color.blue.frame(width: 10, height: 10) },
            proposal: .unspecified)
        let list = displayList(for: result, guides: true)
        let y = guideMargin.top + 30
        let expected = GuideItem(.alignment, .line(CGPoint(x: guideMargin.leading, y: y), CGPoint(x: guideMargin.leading + result.size.width, y: y)))
        #expect(list.commands.contains(.guide(expected)))
    }
}
