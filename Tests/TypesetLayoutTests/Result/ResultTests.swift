import Foundation
import Testing
@testable import TypesetLayout

/// Design §10–11: the frozen, typed result.
struct ResultTests {
    @Test func nodesCarryTypedKinds() {
        let result = layout(.hStack(.firstTextBaseline, spacing: 3, [.id("t", .text("a", size: 10)), .padding(EdgeInsets(.all, 2), .box(5, 5))]), width: nil)
        #expect(result.root.kind == .hStack(alignment: .firstTextBaseline, spacing: 3))
        #expect(result.root.kind.alignment?.vertical == .firstTextBaseline)
        #expect(result.required("t").kind.name == "Text")
        #expect(result.root.children[1].kind == .padding(EdgeInsets(.all, 2)))
        #expect(result.root.children[1].children[0].kind == .frame(width: 5, height: 5, alignment: .center))
    }

    @Test("A colour is plain bytes and keeps its name (interned)")
    func colourIsPlainBytes() {
        #expect(_isPOD(Color.self))
        #expect(Color.red.name == "red" && Color.clear.name == "clear")
        #expect(Color(red: 1, green: 0.231, blue: 0.188).name == nil)
        // The name takes part in equality, as it did when it was a string.
        #expect(Color.red != Color(red: 1, green: 0.231, blue: 0.188))
        let brand = Color(catalogName: "Brand", Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(brand.name == "Brand" && brand == Color(catalogName: "Brand", Color(red: 0.1, green: 0.2, blue: 0.3)))
        #expect(brand.description == "Brand")
    }

    @Test func paintInheritsOpacityAndKeepsTheFill() {
        let result = layout(.opacity(0.5, .opacity(0.5, .id("c", .color(.red)))), width: 10, height: 10)
        let paint = result.required("c").paint
        #expect(paint?.shape == .color)
        #expect(paint?.shapePaint.fill == .red)
        #expect(paint?.opacity == 0.25)
    }

    @Test func aColourLeafPaintsWhatTheFillSetterGives() {
        // `addShape(_:fill:)` builds the paint `ShapePaint.fill = colour` gives, and stores a
        // paint once for a run of leaves of one colour.
        var expected = ShapePaint()
        expected.fill = .red
        var tree = LayoutTree()
        let first = tree.addShape(.color, fill: .red, direction: .leftToRight)
        let second = tree.addShape(.color, fill: .red, direction: .leftToRight)
        let blue = tree.addShape(.color, fill: .blue, direction: .leftToRight)
        var bluePaint = ShapePaint()
        bluePaint.fill = .blue
        #expect(tree.tables.shapePaints == [expected, bluePaint])
        #expect(Set([first, second, blue]).count == 3)
        #expect(expected.isPlainFill(.red))
        #expect(!expected.isPlainFill(.blue))
        var stroked = expected
        stroked.layers.append(ShapeLayer(.stroke(StrokeStyle(lineWidth: 1), inset: false), color: .red))
        #expect(!stroked.isPlainFill(.red))
        var rounded = expected
        rounded.cornerSize = CGSize(width: 4, height: 4)
        #expect(!rounded.isPlainFill(.red))
        #expect(!ShapePaint().isPlainFill(.red))
    }

    @Test func shapePaintsCompareEveryLayer() {
        var a = ShapePaint()
        a.fill = .red
        a.layers.append(ShapeLayer(.stroke(StrokeStyle(lineWidth: 2), inset: true), color: .blue))
        var b = ShapePaint()
        b.fill = .red
        b.layers.append(ShapeLayer(.stroke(StrokeStyle(lineWidth: 2), inset: true), color: .blue))
        #expect(a == b)
        b.layers[1].material = "regularMaterial"
        #expect(a != b)
        b.layers[1].material = nil
        b.layers[1].operation = .stroke(StrokeStyle(lineWidth: 2), inset: false)
        #expect(a != b)
        b.layers.removeLast()
        #expect(a != b)
    }

    @Test func rightToLeftMirrorsChildrenInsideTheirParent() {
        // Design §10: x' = parentWidth − (x + w); the first child runs from the right.
        let result = layout(.rtl(.hStack(spacing: 0, [.id("a", .box(10, 10)), .id("b", .box(20, 10))])), width: nil)
        #expect(result.frame("a").minX == 20)
        #expect(result.frame("b").minX == 0)
        #expect(result.root.layoutDirection == .rightToLeft)
    }

    @Test func pathsNameEachStep() {
        let result = layout(.vStack([.box(1, 1), .hStack([.box(1, 1), .id("x", .text("a", size: 10))])]), width: nil)
        #expect(result.required("x").path == "VStack[1]/HStack[1]/Text")
        #expect(result.required("x").parent?.name == "HStack")
    }

    @Test func nodesAreInDepthFirstOrder() {
        let result = layout(.vStack([.hStack([.box(1, 1)]), .box(2, 2)]), width: nil)
        let names = result.nodes.map(\.name)
        #expect(names == ["VStack", "HStack", "Frame", "Rectangle", "Frame", "Rectangle"])
        #expect(result.root.allNodes.count == result.nodes.count)
        #expect(result.root.children[0].allNodes.count == 3)
    }

    @Test func deepTreesBuildAndDumpWithoutRecursion() {
        // The result builder and the dump walk with explicit stacks.
        var view = TestView.box(1, 1)
        for level in 0..<200 { view = level.isMultiple(of: 2) ? .padding(EdgeInsets(), view) : .opacity(1, view) }
        let result = layout(view, width: nil)
        #expect(result.nodes.count == 202)
        let dump = result.dumpBody()
        #expect(dump.split(separator: "\n").count == 202)
    }

    @Test func resultIsSendableData() async {
        let result = layout(.hStack([.id("a", .box(10, 10))]), width: nil)
        let frame = await Task.detached { result.node("a")?.frame }.value
        #expect(frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
