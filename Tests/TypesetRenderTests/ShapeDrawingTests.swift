// Shapes, strokes, trims, even-odd fills, canvases, blend modes and the controls' glyphs are
// drawn from the result's typed outlines (issue 21).
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct ShapeDrawingTests {
    static func raster<V: View>(_ view: V) throws -> RasterImage {
        let result = LayoutEngine().layout(view, proposal: .unspecified)
        return try Renderer.rasterize(displayList(for: result, guides: false))
    }

    static let black = Color(red: 0, green: 0, blue: 0)

    // A centred stroke spills half its width out of the frame; a stroke border stays inside it
    // (research `ios-metrics.md` §6).
    @Test func strokeAndStrokeBorder() throws {
        let centred = try Self.raster(Circle().stroke(Self.black, lineWidth: 10).frame(width: 60, height: 60).padding(10))
        // The frame spans 10...70; the centred stroke reaches 5 points out of it on the left.
        #expect(centred.isInk(6, 40) && !centred.isInk(3, 40))
        let inside = try Self.raster(Circle().strokeBorder(Self.black, lineWidth: 10).frame(width: 60, height: 60).padding(10))
        #expect(!inside.isInk(8, 40) && inside.isInk(12, 40) && inside.isInk(19, 40) && !inside.isInk(22, 40))
    }

    // The even-odd rule leaves the inner circle out; the non-zero rule fills it.
    @Test func evenOddFills() throws {
        func ring(_ rule: FillStyle) -> some View {
            Path { path in
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }
            .fill(Self.black, style: rule)
            .frame(width: 100, height: 100)
        }
        let evenOdd = try Self.raster(ring(FillStyle(eoFill: true)))
        #expect(!evenOdd.isInk(50, 50) && evenOdd.isInk(10, 50))
        let nonZero = try Self.raster(ring(FillStyle()))
        #expect(nonZero.isInk(50, 50))
    }

    // Dashes leave gaps; a trim draws part of the outline.
    @Test func dashesAndTrims() throws {
        let dashed = try Self.raster(
            Path { path in
                path.move(to: CGPoint(x: 0, y: 5))
                path.addLine(to: CGPoint(x: 100, y: 5))
            }
            .stroke(Self.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
            .frame(width: 100, height: 10))
        #expect(dashed.isInk(5, 5) && !dashed.isInk(15, 5) && dashed.isInk(25, 5))
        // The first quarter of a circle from its trailing point, clockwise: the bottom-right arc.
        let trimmed = try Self.raster(Circle().trim(from: 0, to: 0.25).stroke(Self.black, lineWidth: 4).frame(width: 100, height: 100))
        let diagonal = 50 + 50 * 0.5.squareRoot() - 1
        #expect(trimmed.isInk(Int(diagonal), Int(diagonal)))
        #expect(!trimmed.isInk(100 - Int(diagonal), 100 - Int(diagonal)))
    }

    // A canvas's path is drawn at the canvas's coordinates.
    @Test func canvasesAreDrawn() throws {
        let image = try Self.raster(Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Self.black))
        }.frame(width: 40, height: 40))
        #expect(image.isInk(20, 20) && !image.isInk(35, 35))
    }

    // Multiply blends a colour with what is behind it: red over green is black where they overlap.
    @Test func blendModesComposite() throws {
        let image = try Self.raster(ZStack {
            Color(red: 0, green: 1, blue: 0)
            Color(red: 1, green: 0, blue: 0).blendMode(.multiply)
        }.frame(width: 20, height: 20))
        let pixel = image.rgba(x: 10, y: 10)
        #expect(pixel.red < 10 && pixel.green < 10)
        let normal = try Self.raster(ZStack {
            Color(red: 0, green: 1, blue: 0)
            Color(red: 1, green: 0, blue: 0)
        }.frame(width: 20, height: 20))
        #expect(normal.rgba(x: 10, y: 10).red > 245)
    }

    // A transform effect moves the drawing in the view's own coordinates.
    @Test func transformEffectsMoveTheDrawing() throws {
        let image = try Self.raster(Self.black.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 20, y: 0)).frame(width: 40, height: 10, alignment: .leading))
        #expect(!image.isInk(5, 5) && image.isInk(25, 5))
    }

    // An elliptical gradient is round in a square and stretched in a wide frame: at a quarter of
    // the width from the centre the wide one is still half way.
    @Test func ellipticalGradients() throws {
        let image = try Self.raster(Rectangle().fill(EllipticalGradient(colors: [.white, Self.black])).frame(width: 200, height: 100))
        let centre = image.rgba(x: 100, y: 50), halfWayAcross = image.rgba(x: 150, y: 50), halfWayDown = image.rgba(x: 100, y: 75)
        #expect(centre.red > 240)
        #expect(abs(halfWayAcross.red - halfWayDown.red) < 10 && halfWayAcross.red > 100 && halfWayAcross.red < 160)
    }

    // The spinner's eight spokes are drawn: ink on each spoke, none between them or at the
    // centre (research §4.6).
    @Test func theSpinnerHasEightSpokes() throws {
        let image = try Self.raster(ProgressView().scaleEffect(4).frame(width: 80, height: 80))
        // At 4×: radius 40 around (40, 40); spokes from 13 to 40 points out.
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4 - .pi / 2
            #expect(image.rgba(x: 40 + Int(26 * cos(angle)), y: 40 + Int(26 * sin(angle))).red < 250, "spoke \(index)")
            let between = angle + .pi / 8
            #expect(image.rgba(x: 40 + Int(26 * cos(between)), y: 40 + Int(26 * sin(between))).red > 250, "between \(index)")
        }
        #expect(image.rgba(x: 40, y: 40).red > 250)
    }

    // A NavigationLink row's disclosure chevron and a menu picker's chevrons are drawn.
    @Test func chevronsAreDrawn() throws {
        let row = try Self.raster(List { NavigationLink("Inbox") { Text("Inbox") } }.frame(width: 390, height: 120))
        let result = LayoutEngine().layout(List { NavigationLink("Inbox") { Text("Inbox") } }.frame(width: 390, height: 120), proposal: .unspecified)
        let chevron = try #require(result.nodes.first { $0.kind == .containerPart(.disclosureIndicator) })
        // The chevron's point, at the right of its box half way down: ink (tertiaryLabel on white).
        let tip = row.rgba(x: Int(chevron.frame.maxX - 2), y: Int(chevron.frame.midY))
        #expect(tip.red < 230)
        let menu = LayoutEngine().layout(Picker("Size", selection: .constant(1)) { Text("One").tag(1) }, proposal: .unspecified)
        let chevrons = try #require(menu.nodes.first { $0.kind == .controlPart(.menuIndicator) })
        let drawn = try Renderer.rasterize(displayList(for: menu, guides: false))
        // The upper chevron's apex, in the tint (blue), lies in the box's top four points (its
        // legs meet 1.9 points below the top at the middle): the bluest pixel there is more blue
        // than red.
        let top = Int(chevrons.frame.minY.rounded(.down))...Int(chevrons.frame.minY + 4)
        let apex = try #require(top.map { drawn.rgba(x: Int(chevrons.frame.midX), y: $0) }.max { $0.blue - $0.red < $1.blue - $1.red })
        #expect(apex.blue > apex.red + 60)
    }
}
