// The display-list builder over typed paint (what phase 2's typed result will feed it).
import Foundation
import Testing
import Typeset
@testable import TypesetRender

/// A hand-built node.
private struct FakeNode: DrawableNode {
    var kindName: String
    var frame: CGRect
    var drawChildren: [FakeNode] = []
    var textLayout: TextLayout? = nil
    var idLabels: [String] = []
    var nodePaint: NodePaint? = nil
    var alignmentLines: [(CGPoint, CGPoint)] = []
}

@Suite struct DisplayListBuilderTests {
    private let red = DrawColor(hex: 0xff0000), blue = DrawColor(hex: 0x0000ff)

    @Test func opacityGroupsTheSubtreeAndForegroundColoursItsText() throws {
        let text = layoutText("Hi", size: 12)
        let leaf = FakeNode(kindName: "Text", frame: CGRect(x: 5, y: 5, width: text.width, height: text.height), textLayout: text)
        let root = FakeNode(
            kindName: "Opacity", frame: CGRect(x: 0, y: 0, width: 50, height: 30), drawChildren: [
                FakeNode(kindName: "ForegroundColor", frame: leaf.frame, drawChildren: [leaf], nodePaint: NodePaint(foreground: red)),
            ], nodePaint: NodePaint(opacity: 0.5))
        let list = DisplayListBuilder.displayList(for: root, size: CGSize(width: 50, height: 30), guides: false)
        guard case .group(let opacity, let inner)? = list.commands.first else {
            Issue.record("expected one opacity group, got \(list.commands)")
            return
        }
        #expect(list.commands.count == 1)
        #expect(opacity == 0.5)
        let colours = inner.compactMap { command -> DrawColor? in
            if case .glyphs(let run) = command { return run.color }
            return nil
        }
        #expect(!colours.isEmpty && colours.allSatisfy { $0 == red })
    }

    @Test func shapesUseTheirPaintAndBordersDrawOverTheContent() {
        let circle = FakeNode(
            kindName: "Circle", frame: CGRect(x: 0, y: 0, width: 40, height: 20),
            nodePaint: NodePaint(shape: .circle, fill: blue, stroke: DrawStroke(color: red, width: 2)))
        let bordered = FakeNode(
            kindName: "Border", frame: circle.frame, drawChildren: [circle], nodePaint: NodePaint(border: DrawStroke(color: red, width: 3)))
        let list = DisplayListBuilder.displayList(for: bordered, size: CGSize(width: 40, height: 20), guides: false)
        #expect(list.commands == [
            // Design §7: a circle is the square of side min(w, h), centred; fill, then stroke.
            .shape(ShapeDrawing(.ellipse(CGRect(x: 10, y: 0, width: 20, height: 20)), fill: blue)),
            .shape(ShapeDrawing(.ellipse(CGRect(x: 10, y: 0, width: 20, height: 20)), stroke: DrawStroke(color: red, width: 2))),
            .shape(ShapeDrawing(.path(.border(CGRect(x: 0, y: 0, width: 40, height: 20), width: 3)), fill: red)),
        ])
    }

    @Test func anInsetStrokeLiesInsideTheFrame() {
        let node = FakeNode(
            kindName: "Rectangle", frame: CGRect(x: 0, y: 0, width: 40, height: 20),
            nodePaint: NodePaint(shape: .rectangle, stroke: DrawStroke(color: red, width: 4), strokeIsInset: true))
        let list = DisplayListBuilder.displayList(for: node, size: CGSize(width: 40, height: 20), guides: false)
        #expect(list.commands == [.shape(ShapeDrawing(.rect(CGRect(x: 2, y: 2, width: 36, height: 16)), stroke: DrawStroke(color: red, width: 4)))])
    }

    @Test func alignmentLinesJoinTheOverlayAndTheLegend() {
        let root = FakeNode(
            kindName: "HStack", frame: CGRect(x: 0, y: 0, width: 100, height: 40),
            alignmentLines: [(CGPoint(x: 0, y: 30), CGPoint(x: 100, y: 30))])
        let list = DisplayListBuilder.displayList(for: root, size: CGSize(width: 100, height: 40), guides: true)
        let shifted = GuideItem(.alignment, .line(
            CGPoint(x: guideMargin.leading, y: 30 + guideMargin.top), CGPoint(x: 100 + guideMargin.leading, y: 30 + guideMargin.top)))
        #expect(list.commands.contains(.guide(shifted)))
        let legendTitles = list.commands.compactMap { command -> String? in
            if case .guide(let item) = command, case .label(let title, _) = item.geometry { return title }
            return nil
        }
        #expect(legendTitles == [GuideKind.frame.legendTitle, GuideKind.alignment.legendTitle])
    }
}
