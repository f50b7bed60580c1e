// Gradients, shadows, blurs, masks and materials of the result are drawn (issue 13).
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct PaintFillDrawingTests {
    static func raster<V: View>(_ view: V) throws -> RasterImage {
        let result = LayoutEngine().layout(view, proposal: .unspecified)
        return try Renderer.rasterize(displayList(for: result, guides: false))
    }

    // A linear gradient from red at the top to blue at the bottom: the top row is red, the
    // bottom row blue, the middle an even mix (stops interpolated in sRGB).
    @Test func linearGradientRunsFromStartToEnd() throws {
        let image = try Self.raster(
            Rectangle().fill(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom))
                .frame(width: 20, height: 100))
        let top = image.rgba(x: 10, y: 0), bottom = image.rgba(x: 10, y: 99), middle = image.rgba(x: 10, y: 50)
        #expect(top.red > 245 && top.blue < 10)
        #expect(bottom.blue > 245 && bottom.red < 10)
        #expect(abs(middle.red - middle.blue) < 8 && middle.red > 110 && middle.red < 145)
    }

    // An angular gradient changes colour around its centre; a radial one from centre to edge.
    @Test func angularAndRadialGradientsVary() throws {
        let angular = try Self.raster(
            Rectangle().fill(AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                .frame(width: 100, height: 100))
        // Just after 0° (right of centre, slightly below): red; just before 360° (slightly above): blue.
        #expect(angular.rgba(x: 95, y: 52).red > 200)
        #expect(angular.rgba(x: 95, y: 48).blue > 200)
        let radial = try Self.raster(
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)).frame(width: 100, height: 100))
        #expect(radial.rgba(x: 50, y: 50).red > 240)
        #expect(radial.rgba(x: 0, y: 50).red < 15)
    }

    // A shadow darkens pixels outside the content on the offset side; a blur spreads colour
    // past the frame's edge; a mask keeps only what its alpha covers.
    @Test func shadowBlurAndMaskAreDrawn() throws {
        let shadowed = try Self.raster(
            Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 0, y: 10).padding(20))
        // Below the white square, inside the offset: the shadow's black.
        #expect(shadowed.rgba(x: 40, y: 65).red < 20 && shadowed.rgba(x: 40, y: 65).alpha > 240)
        // Inside the square: white, drawn over its shadow.
        #expect(shadowed.rgba(x: 40, y: 40).red > 240)

        let blurred = try Self.raster(Color.black.frame(width: 40, height: 40).blur(radius: 8).padding(20))
        // Just outside the square's edge the blur has spread some ink; at the centre it is dark.
        #expect(blurred.rgba(x: 62, y: 40).red < 245)
        #expect(blurred.rgba(x: 40, y: 40).red < 50)

        // On the white canvas: black inside the circle, white in the corners it leaves out.
        let masked = try Self.raster(Color.black.frame(width: 40, height: 40).mask { Circle() })
        #expect(masked.rgba(x: 20, y: 20).red < 10)
        #expect(masked.rgba(x: 1, y: 1).red > 245)
    }

    // Every format draws them, deterministically.
    @Test func outputIsDeterministic() throws {
        let result = LayoutEngine().layout(GradientSample(), proposal: .unspecified)
        for format in RenderFormat.allCases {
            let a = try Renderer.render(displayList(for: result, guides: false), format: format)
            let b = try Renderer.render(displayList(for: result, guides: false), format: format)
            #expect(a == b, "\(format)")
        }
    }
}

private struct GradientSample: View {
    var body: some View {
        VStack {
            Text("Card").padding().background(.regularMaterial).shadow(radius: 4)
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 40, height: 40).blur(radius: 2)
            Image(systemName: "star.fill")
        }
        .padding()
        .background(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
    }
}
