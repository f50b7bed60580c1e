import Foundation
import Testing
import Typeset

/// The port suite's paths and shapes (Views/ShapeViews.swift), laid out and recorded as typed
/// outlines. Layout rules: research `swiftui-semantics.md` §7 (a shape takes the proposal, 10 on
/// an unspecified axis; a circle is a square of the smaller side); drawing rules: research
/// `ios-metrics.md` §6 (stroke centred, strokeBorder inside, trim keeps the layout).
@Suite struct ShapePortTests {
    /// The node marked `id`.
    static func node(_ result: LayoutResult, _ id: String) throws -> LayoutNode {
        try #require(result.node(id), "no node \(id)")
    }

    /// The shape leaves under `node`: built-in and path shapes.
    static func shapes(in node: LayoutNode) -> [LayoutNode] {
        node.allNodes.filter { $0.paint?.shape != nil && $0.paint?.shape != .color }
    }

    // A centred stroke and a stroke border lay out the same; the border's outline is the circle
    // inset by half the line width. A custom InsettableShape is inset by its own `inset(by:)`.
    // A shape view filled then stroked keeps both, the stroke on top.
    @Test func strokesAndStrokeBordersKeepTheFrame() throws {
        let result = Port.layout(StrokedShapes())
        let stroke = try #require(result.node("stroke"))
        let border = try #require(result.node("strokeBorder"))
        #expect(stroke.size == CGSize(width: 60, height: 60) && border.size == stroke.size)
        let centred = try #require(Self.shapes(in: stroke).first)
        #expect(centred.paint?.shapePaint.layers == [ShapeLayer(.stroke(StrokeStyle(lineWidth: 10), inset: false), color: .blue)])
        let inside = try #require(Self.shapes(in: border).first)
        let outline = try #require(inside.shapeOutline)
        #expect(outline.insetPaths.count == 1)
        #expect(outline.insetPaths[0].boundingRect == CGRect(x: 5, y: 5, width: 50, height: 50))

        let arc = try #require(Self.shapes(in: try Self.node(result, "arc")).first)
        #expect(arc.kind == .path(name: "Arc", modifications: []))
        let arcOutline = try #require(arc.shapeOutline)
        // Inset by 6: the arc's radius is 30 − 6.
        #expect(abs(arcOutline.insetPaths[0].boundingRect.maxX - 54) < 1e-6)
        #expect(abs(arcOutline.path.boundingRect.maxX - 60) < 1e-6)

        let triangle = try #require(Self.shapes(in: try Self.node(result, "triangle")).first)
        #expect(triangle.kind == .path(name: "Triangle", modifications: []))
        #expect(triangle.paint?.shapePaint.layers.map(\.color) == [.yellow, .orange])
        #expect(triangle.paint?.shapePaint.layers.last?.strokeStyle?.lineWidth == 4)
        // A move, two lines and a close.
        #expect(triangle.shapeOutline?.path.elements.count == 4)
    }

    // `StrokeStyle`'s documented example: round caps, miter joins with a limit of 0, dashes 5 on
    // 10 off (a limit below 1 is legal: every corner is beveled; nothing is reported).
    @Test func dashedStrokesKeepTheirStyle() throws {
        let result = Port.layout(DashedCapsule())
        let capsule = try #require(Self.shapes(in: try Self.node(result, "dashed")).first)
        #expect(capsule.kind == .shape(.capsule))
        let style = try #require(capsule.paint?.shapePaint.strokeStyle)
        #expect(style == StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .miter, miterLimit: 0, dash: [5, 10], dashPhase: 0))
        #expect(result.diagnostics.isEmpty)
    }

    // A trim keeps the layout; the outline is the part of the circle from its trailing point,
    // clockwise; the rotation effect turns the drawing only.
    @Test func trimmedRingsDrawPartOfTheCircle() throws {
        let result = Port.layout(ProgressRing(progress: 0.25))
        let ring = try #require(result.node("progress"))
        let trimmed = try #require(Self.shapes(in: ring).first)
        #expect(trimmed.kind == .path(name: "Circle", modifications: [.trim(from: 0, to: 0.25)]))
        #expect(trimmed.size == CGSize(width: 80, height: 80))
        let path = try #require(trimmed.shapeOutline?.path)
        #expect(path.elements.first == .move(to: CGPoint(x: 80, y: 40)))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 40) < 0.01 && abs(end.y - 80) < 0.01)
        #expect(result.nodes.contains { $0.kind == .effect(.rotation(degrees: -90, anchor: .center)) })
    }

    // Two ellipses in one path, filled even-odd: the fill records the rule; the centre is out.
    @Test func evenOddFillsRecordTheirRule() throws {
        let result = Port.layout(EvenOddRing())
        let ring = try #require(Self.shapes(in: try Self.node(result, "ring")).first)
        #expect(ring.kind == .path(name: "Path", modifications: []))
        #expect(ring.paint?.shapePaint.layers.first?.operation == .fill(FillStyle(eoFill: true)))
        let path = try #require(ring.shapeOutline?.path)
        #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true) && path.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }

    // Shape modifiers move, turn, scale and shear the outline in the shape's frame; the frames
    // are the proposal's (Apple: the modified shapes are shapes like any other).
    @Test func shapeModifiersChangeTheOutlineOnly() throws {
        let result = Port.layout(TransformedShapes())
        func outline(_ id: String) throws -> (LayoutNode, CGRect) {
            let node = try #require(Self.shapes(in: try Self.node(result, id)).first)
            return (node, try #require(node.shapeOutline?.path.boundingRect))
        }
        let (rotated, rotatedBounds) = try outline("rotated")
        #expect(rotated.size == CGSize(width: 50, height: 50))
        // A 50-point square turned 45° around its centre spans 50√2.
        #expect(abs(rotatedBounds.width - 50 * 2.squareRoot()) < 1e-6 && abs(rotatedBounds.midX - 25) < 1e-6)
        let (_, offsetBounds) = try outline("offset")
        #expect(abs(offsetBounds.minX - 10) < 1e-9 && abs(offsetBounds.minY - 5) < 1e-9)
        let (_, scaledBounds) = try outline("scaled")
        #expect(abs(scaledBounds.minX - 12.5) < 1e-9 && abs(scaledBounds.width - 25) < 1e-9)
        let (sheared, shearedBounds) = try outline("sheared")
        #expect(sheared.kind == .path(name: "Rectangle", modifications: [.transform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)]))
        #expect(abs(shearedBounds.width - 65) < 1e-9)
    }

    // A Path view takes the proposal and draws at its own coordinates (research §6).
    @Test func pathViewsTakeTheProposal() throws {
        let result = Port.layout(Sparkline())
        let line = try #require(Self.shapes(in: try Self.node(result, "sparkline")).first)
        #expect(line.size == CGSize(width: 180, height: 100))
        let path = try #require(line.shapeOutline?.path)
        #expect(path.elements.count == 7)
        #expect(path.elements[1] == .line(to: CGPoint(x: 30, y: 30)))
        let style = try #require(line.paint?.shapePaint.strokeStyle)
        #expect(style.lineCap == .round && style.lineJoin == .round)

        let badge = try #require(result.node("sparkline"))
        #expect(badge.frame.width == 180)
        let hexagon = Port.layout(HexagonBadge())
        let shape = try #require(Self.shapes(in: try Self.node(hexagon, "hexagon")).first)
        #expect(shape.paint?.shapePaint.gradient?.name == "linear")
        // A move, six lines and six quadratic corners, and a close.
        #expect(shape.shapeOutline?.path.elements.count == 14)
    }

    // The `.rect(cornerRadius:)` and `.capsule` members, an uneven rounded rectangle and a
    // custom shape as a clip (a mask of the filled shape).
    @Test func shapeMembersAndCustomClips() throws {
        let result = Port.layout(ShapeMembers())
        let tag = try #require(Self.shapes(in: try Self.node(result, "rectMember")).first)
        #expect(tag.kind == .shape(.roundedRectangle))
        #expect(tag.paint?.shapePaint.cornerStyle == .continuous && tag.paint?.shapePaint.cornerSize == CGSize(width: 8, height: 8))
        let uneven = try #require(Self.shapes(in: try Self.node(result, "uneven")).first)
        #expect(uneven.kind == .path(name: "UnevenRoundedRectangle", modifications: []))
        let clipped = try #require(result.node("clippedToTriangle"))
        #expect(clipped.allNodes.contains { if case .mask = $0.kind { true } else { false } })
        #expect(clipped.allNodes.contains { $0.kind == .path(name: "Triangle", modifications: []) })
    }

    // In a right-to-left layout a custom shape mirrors (SwiftUI's `layoutDirectionBehavior` is
    // `.mirrors` by default since iOS 17); a built-in one does not need to.
    @Test func customShapesMirrorRightToLeft() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.minX + 10, y: rect.maxY))
                }
            }
        }
        let result = Port.layout(Wedge().stroke(.red).frame(width: 100, height: 20).environment(\.layoutDirection, .rightToLeft))
        let wedge = try #require(Self.shapes(in: result.root).first)
        #expect(wedge.shapeOutline?.path.elements == [.move(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 90, y: 20))])
    }

    // Odd input is a diagnostic with the view's path, never a crash: a reversed trim draws
    // nothing; a non-finite point is dropped; a NaN line width strokes nothing; a negative dash
    // strokes solid.
    @Test func oddShapeInputIsDiagnosed() throws {
        let reversed = Port.layout(Circle().trim(from: 0.8, to: 0.2).stroke(.red).frame(width: 40, height: 40))
        let reversedDiagnostic = try #require(reversed.diagnostics.first)
        #expect(reversedDiagnostic.kind == .invalidValue && reversedDiagnostic.view.hasSuffix("Circle") && reversedDiagnostic.message.contains("trim(from: 0.8, to: 0.2)"))
        #expect(Self.shapes(in: reversed.root).first?.shapeOutline?.path.isEmpty == true)

        let nonFinite = Port.layout(Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
            path.addLine(to: CGPoint(x: 10, y: 10))
        }.stroke(.blue).frame(width: 20, height: 20))
        let dropped = try #require(nonFinite.diagnostics.first)
        #expect(dropped.view.hasSuffix("Path") && dropped.message.contains("non-finite"))
        #expect(Self.shapes(in: nonFinite.root).first?.shapeOutline?.path.isFinite == true)

        let badStrokes = Port.layout(VStack {
            Rectangle().stroke(.red, lineWidth: .nan).frame(width: 10, height: 10)
            Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, -1])).frame(width: 10, height: 10)
        })
        #expect(badStrokes.diagnostics.count == 2)
        #expect(badStrokes.diagnostics.allSatisfy { $0.view.contains("Rectangle") && $0.kind == .invalidValue })
        let strokes = Self.shapes(in: badStrokes.root).compactMap { $0.paint?.shapePaint.strokeStyle }
        #expect(strokes.count == 2)
        #expect(strokes.first?.lineWidth == 0 && strokes.last?.dash.isEmpty == true)
    }
}
