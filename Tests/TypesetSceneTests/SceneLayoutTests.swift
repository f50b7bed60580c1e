// Scenes lay out as the same views written in Swift do (Design §2–§7 through the DSL), and the
// issue's example gives document 002's answer.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

private func scene(_ json: String) throws -> Scene { try Scene(data: Data(json.utf8)) }

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

@Suite struct SceneLayoutTests {
    /// Document 002: with `.alignmentGuide(feet) { _ in 61 }` on the 64-point-tall colour, the
    /// Text (whose feet default to its bottom) ends at y = 61.
    @Test func theIssueExampleAlignsTheTextBottomOnTheRoguesFeet() throws {
        let result = try Scene(contentsOf: examples.appendingPathComponent("feet.json")).layout()
        let rogue = try #require(result.node("rogue"))
        #expect(rogue.frame == CGRect(x: 0, y: 0, width: 50, height: 64))
        let text = try #require(result.root.allNodes.first { $0.name == "Text" })
        #expect(abs(text.frame.maxY - 61) < 1e-9)
        #expect(result.size.height == 64)
    }

    @Test func aSceneLaysOutLikeTheSameSwiftViews() throws {
        let json = """
        { "format": "typeset-scene/1", "proposal": { "width": 300, "height": null },
          "view": { "type": "VStack", "alignment": "leading", "spacing": 6, "children": [
            { "type": "Text", "text": "Title", "font": "headline", "id": "t" },
            { "type": "HStack", "alignment": "firstTextBaseline", "children": [
                { "type": "Text", "text": "Big", "font": { "size": 30 } },
                { "type": "Spacer", "minLength": 4 },
                { "type": "Text", "text": "small", "font": { "size": 11, "weight": "semibold" }, "italic": true } ],
              "modifiers": [ { "padding": { "edges": "horizontal", "length": 5 } }, { "border": "#ff0000" } ] },
            { "type": "Rectangle", "fill": "blue",
              "modifiers": [ { "frame": { "minWidth": 10, "maxWidth": "infinity", "minHeight": 4, "maxHeight": 8 } }, { "offset": { "x": 3 } } ] },
            { "type": "Text", "text": "A paragraph that wraps onto more than one line at this width, surely.",
              "modifiers": [ { "lineLimit": 2 }, { "truncationMode": "middle" }, { "multilineTextAlignment": "center" } ] }
          ] } }
        """
        let swift = VStack(alignment: .leading, spacing: 6) {
            Text("Title").font(.headline).id("t")
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.system(size: 30))
                Spacer(minLength: 4)
                Text("small").font(.system(size: 11).weight(.semibold)).italic()
            }
            .padding(.horizontal, 5).border(Color(red: 1, green: 0, blue: 0))
            Rectangle().fill(.blue).frame(minWidth: 10, maxWidth: .infinity, minHeight: 4, maxHeight: 8).offset(x: 3)
            Text("A paragraph that wraps onto more than one line at this width, surely.")
                .lineLimit(2).truncationMode(.middle).multilineTextAlignment(.center)
        }
        let proposal = ProposedViewSize(width: 300, height: nil)
        let fromScene = try scene(json).layout()
        let fromSwift = LayoutEngine().layout(swift, proposal: proposal)
        #expect(fromScene.dump() == fromSwift.dump())
    }

    @Test func gridsAndEnvironmentMatchSwift() throws {
        let json = """
        { "format": "typeset-scene/1", "proposal": { "width": 320, "height": null },
          "environment": { "layoutDirection": "rightToLeft", "font": { "style": "callout" } },
          "view": { "type": "Grid", "alignment": "leadingFirstTextBaseline", "horizontalSpacing": 10, "children": [
            { "type": "GridRow", "children": [
              { "type": "Text", "text": "Name", "modifiers": [ { "gridColumnAlignment": "trailing" } ] },
              { "type": "Text", "text": "Ada", "modifiers": [ { "gridCellAnchor": "bottomTrailing" } ] } ] },
            { "type": "Divider", "modifiers": [ { "gridCellUnsizedAxes": "horizontal" } ] },
            { "type": "GridRow", "alignment": "center", "children": [
              { "type": "Color", "color": "green", "modifiers": [ { "frame": { "width": 20, "height": 20 } }, { "gridCellColumns": 2 } ] } ] }
          ] } }
        """
        let swift = Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 10) {
            GridRow {
                Text("Name").gridColumnAlignment(.trailing)
                Text("Ada").gridCellAnchor(.bottomTrailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .center) {
                Color.green.frame(width: 20, height: 20).gridCellColumns(2)
            }
        }
        .font(.callout)
        .environment(\.layoutDirection, .rightToLeft)
        let fromScene = try scene(json).layout()
        let fromSwift = LayoutEngine().layout(swift, proposal: ProposedViewSize(width: 320, height: nil))
        #expect(fromScene.dump() == fromSwift.dump())
    }

    @Test func guideValueFormsEvaluateOnTheViewsDimensions() throws {
        let json = """
        { "format": "typeset-scene/1",
          "view": { "type": "VStack", "alignment": "leading", "spacing": 0, "children": [
            { "type": "Color", "color": "red", "id": "a", "modifiers": [ { "frame": { "width": 100, "height": 10 } } ] },
            { "type": "Color", "color": "red", "id": "b", "modifiers": [ { "frame": { "width": 40, "height": 10 } },
                { "alignmentGuide": { "guide": "leading", "value": { "width": 0.5, "plus": -10 } } } ] },
            { "type": "Color", "color": "red", "id": "c", "modifiers": [ { "frame": { "width": 40, "height": 10 } },
                { "alignmentGuide": { "guide": "leading", "value": { "guide": "trailing", "times": 1, "plus": -30 } } } ] },
            { "type": "Color", "color": "red", "id": "d", "modifiers": [ { "frame": { "width": 40, "height": 10 } },
                { "alignmentGuide": { "guide": "leading", "value": -25 } } ] }
          ] } }
        """
        let result = try scene(json).layout()
        // Design §3: children line up on their leading guides; b's is 10, c's 10, d's −25, a's 0.
        // The stack's leading line sits at the largest guide value, 10.
        let x = { (id: String) in result.node(id)!.frame.minX }
        #expect(x("a") == 10)
        #expect(x("b") == 0)
        #expect(x("c") == 0)
        #expect(x("d") == 35)
    }

    @Test func sceneViewLoadsEveryExample() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 3)
        for file in files {
            let view = try SceneView(contentsOf: examples.appendingPathComponent(file))
            let result = LayoutEngine().layout(view, proposal: view.scene.proposal)
            #expect(result.size.width > 0, "\(file)")
        }
    }
}
