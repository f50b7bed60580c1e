// Images, devices and the safe area in the scene format build the same tree as the Swift DSL.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneScreenTests {
    @Test func screenSceneMatchesTheSwiftDSL() throws {
        let json = """
        { "format": "typeset-scene/1", "device": { "preset": "iPhone 16", "orientation": "landscapeLeft" },
          "images": { "images": { "hero": { "width": 300, "height": 200 } }, "colors": { "Brand": "#1A4DE6" },
                      "symbols": { "gear": { "width": 20, "height": 20, "baselineOffset": 3 } } },
          "view": { "type": "VStack", "children": [
            { "type": "Image", "name": "hero", "resizable": true, "renderingMode": "template", "interpolation": "low", "antialiased": false,
              "modifiers": [ { "scaledToFit": true }, { "containerRelativeFrame": { "axes": "horizontal", "count": 4, "span": 3, "spacing": 8 } } ] },
            { "type": "HStack", "alignment": "firstTextBaseline", "children": [
                { "type": "Image", "systemName": "gear" }, { "type": "Image", "systemName": "star", "modifiers": [ { "imageScale": "small" } ] },
                { "type": "Text", "text": "Settings" } ],
              "modifiers": [ { "symbolRenderingMode": "hierarchical" } ] },
            { "type": "Color", "color": "blue", "modifiers": [ { "ignoresSafeArea": ["top", "leading"] }, { "safeAreaPadding": 10 },
                { "mask": { "content": { "type": "Circle" } } } ] }
          ],
          "modifiers": [ { "safeAreaInset": { "edge": "bottom", "alignment": "leading", "spacing": 4, "content": { "type": "Text", "text": "Bar" } } } ] } }
        """
        let scene = try Scene(data: Data(json.utf8))
        var catalog = ImageCatalog()
        catalog.register("hero", size: CGSize(width: 300, height: 200))
        catalog.registerColor("Brand", Color(red: 0x1A / 255, green: 0x4D / 255, blue: 0xE6 / 255))
        catalog.registerSymbol("gear", size: CGSize(width: 20, height: 20), baselineOffset: 3)
        #expect(scene.imageCatalog == catalog)
        var environment = EnvironmentValues()
        environment.imageCatalog = catalog
        let swift = VStack {
            Image("hero").resizable().renderingMode(.template).interpolation(.low).antialiased(false)
                .scaledToFit().containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "gear")
                Image(systemName: "star").imageScale(.small)
                Text("Settings")
            }
            .symbolRenderingMode(.hierarchical)
            Color.blue.ignoresSafeArea(edges: [.top, .leading]).safeAreaPadding(10).mask { Circle() }
        }
        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("Bar") }
        let fromSwift = LayoutEngine(fonts: .bundled, environment: environment).layout(swift, on: .iPhone16, orientation: .landscapeLeft)
        let fromScene = scene.layout()
        #expect(fromScene.dump() == fromSwift.dump())
        #expect(fromScene.size == CGSize(width: 852, height: 393))
        #expect(fromScene.diagnostics.isEmpty)
    }

    @Test func unknownDevicesAreErrors() {
        #expect(throws: SceneError.self) {
            try Scene(data: Data(#"{ "format": "typeset-scene/1", "device": "iPhone 1", "view": { "type": "EmptyView" } }"#.utf8))
        }
    }
}
