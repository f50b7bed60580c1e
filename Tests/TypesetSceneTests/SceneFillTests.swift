// Gradient fills and catalogue colours in the scene format build the same tree as the Swift DSL.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneFillTests {
    @Test func gradientsAndNamedColoursMatchTheSwiftDSL() throws {
        let json = """
        { "format": "typeset-scene/1", "proposal": { "width": 200, "height": 300 },
          "images": { "colors": { "Brand": "#1A4DE6" } },
          "view": { "type": "VStack", "children": [
            { "type": "Rectangle", "fill": { "linearGradient": {
                "stops": [ { "color": "orange", "location": 0 }, { "color": "pink", "location": 0.25 } ],
                "startPoint": "leading", "endPoint": "trailing" } } },
            { "type": "Circle", "fill": { "radialGradient": { "colors": ["white", "blue"], "endRadius": 40 } } },
            { "type": "Circle", "fill": { "angularGradient": { "colors": ["red", "green", "red"], "startAngle": 90 } } },
            { "type": "Rectangle", "fill": { "material": "thin" } },
            { "type": "Color", "color": { "named": "Brand" } },
            { "type": "Color", "color": { "named": "Missing" } } ] } }
        """
        let scene = try Scene(data: Data(json.utf8))
        var environment = EnvironmentValues()
        environment.imageCatalog = scene.imageCatalog
        let swift = VStack {
            Rectangle().fill(
                LinearGradient(
                    stops: [.init(color: .orange, location: 0), .init(color: .pink, location: 0.25)],
                    startPoint: .leading, endPoint: .trailing))
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
            Circle().fill(
                AngularGradient(colors: [.red, .green, .red], center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
            Rectangle().fill(.thinMaterial)
            Color("Brand")
            Color("Missing")
        }
        let fromSwift = LayoutEngine(fonts: .bundled, environment: environment)
            .layout(swift, proposal: ProposedViewSize(width: 200, height: 300))
        let fromScene = scene.layout()
        #expect(fromScene.dump() == fromSwift.dump())

        // The stops and points are the scene's own, as typed paint.
        let rectangle = try #require(fromScene.root.allNodes.first { $0.kind == .shape(.rectangle) })
        #expect(
            rectangle.paint?.shapePaint.gradient
                == .linear(
                    stops: [GradientStop(color: .orange, location: 0), GradientStop(color: .pink, location: 0.25)],
                    startPoint: .leading, endPoint: .trailing))
        #expect(fromScene.root.allNodes.contains { $0.paint?.shapePaint.material == "thinMaterial" })
        // `Color("Brand")` takes the catalogue's colour; an unknown name is a layout diagnostic.
        let colors = fromScene.root.allNodes.filter { $0.kind == .shape(.color) }
        let brand = try #require(colors.first?.paint?.shapePaint.fill)
        #expect(brand.name == "Brand")
        #expect(abs(brand.red - 0x1A / 255) < 1e-6 && abs(brand.green - 0x4D / 255) < 1e-6 && abs(brand.blue - 0xE6 / 255) < 1e-6)
        #expect(fromScene.diagnostics.map(\.view) == ["VStack[5]/Color"])
        #expect(fromScene.diagnostics.first?.kind == .unknownName)
    }

    @Test(arguments: [
        (#"{ "linearGradient": { "colors": [] } }"#, "view.fill.linearGradient.colors"),
        (#"{ "radialGradient": { "colors": ["red"] } }"#, "view.fill.radialGradient.endRadius"),
        (#"{ "linearGradient": { "stops": [ { "color": "red", "location": 2 } ] } }"#, "view.fill.linearGradient.stops[0].location"),
        (#"{ "conicGradient": { "colors": ["red"] } }"#, "view.fill.conicGradient"),
        (#"{ "named": "Brand", "opacity": 0.5 }"#, "view.fill"),
        (#"{ "material": "frosted" }"#, "view.fill.material"),
    ])
    func badFillsNameTheirPath(fill: String, path: String) throws {
        let json = #"{ "format": "typeset-scene/1", "view": { "type": "Rectangle", "fill": "# + fill + " } }"
        do {
            _ = try Scene(data: Data(json.utf8))
            Issue.record("accepted \(fill)")
        } catch {
            #expect(error.path == path, "\(error)")
        }
    }
}
