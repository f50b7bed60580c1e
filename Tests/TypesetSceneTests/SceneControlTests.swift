// The controls and paint modifiers of the scene format build the same tree as the Swift DSL.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneControlTests {
    @Test func controlsAndPaintModifiersMatchTheSwiftDSL() throws {
        let json = """
        { "format": "typeset-scene/1", "proposal": { "width": 390 },
          "view": { "type": "VStack", "modifiers": [ { "padding": 16 }, { "tint": "orange" } ], "children": [
            { "type": "Toggle", "title": "Wi-Fi", "isOn": true, "id": "wifi" },
            { "type": "Button", "title": "Save", "modifiers": [ { "buttonStyle": "borderedProminent" }, { "controlSize": "large" } ] },
            { "type": "Button", "role": "destructive", "label": { "type": "Text", "text": "Delete" },
              "modifiers": [ { "buttonStyle": "bordered" } ] },
            { "type": "Slider", "value": 3, "minimum": 0, "maximum": 10 },
            { "type": "Stepper", "title": "Count" },
            { "type": "ProgressView", "value": 0.5 },
            { "type": "ProgressView", "title": "Loading" },
            { "type": "TextField", "title": "Name", "text": "", "prompt": "Your name",
              "modifiers": [ { "textFieldStyle": "roundedBorder" } ] },
            { "type": "SecureField", "title": "Password", "text": "abc" },
            { "type": "Label", "title": "Inbox", "icon": { "type": "Circle", "fill": "blue",
              "modifiers": [ { "frame": { "width": 20, "height": 20 } } ] } },
            { "type": "Link", "title": "Help", "url": "https://example.com/help" },
            { "type": "Text", "text": "Card", "modifiers": [ { "cornerRadius": 8 }, { "clipped": true },
              { "clipShape": { "shape": "RoundedRectangle", "cornerRadius": 4 } },
              { "shadow": { "radius": 3, "y": 2 } }, { "blur": 1 }, { "rotationEffect": 10 },
              { "scaleEffect": { "x": 2, "y": 1 } }, { "hidden": true } ] },
            { "type": "Toggle", "title": "Hidden label", "modifiers": [ { "labelsHidden": true } ] }
          ] } }
        """
        let swift = VStack {
            Toggle("Wi-Fi", isOn: .constant(true)).id("wifi")
            Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button(role: .destructive, action: {}) { Text("Delete") }.buttonStyle(.bordered)
            Slider(value: .constant(3.0), in: 0...10)
            Stepper("Count", onIncrement: nil, onDecrement: nil)
            ProgressView(value: 0.5)
            ProgressView("Loading")
            TextField("Name", text: .constant(""), prompt: Text("Your name")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("abc"))
            Label { Text("Inbox") } icon: { Circle().fill(.blue).frame(width: 20, height: 20) }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Text("Card").cornerRadius(8).clipped().clipShape(RoundedRectangle(cornerRadius: 4))
                .shadow(radius: 3, y: 2).blur(radius: 1).rotationEffect(.degrees(10)).scaleEffect(x: 2, y: 1).hidden()
            Toggle("Hidden label", isOn: .constant(false)).labelsHidden()
        }
        .padding(16)
        .tint(.orange)
        let fromScene = try Scene(data: Data(json.utf8)).layout()
        let fromSwift = LayoutEngine().layout(swift, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(fromScene.dump() == fromSwift.dump())
        #expect(fromScene.node("wifi")?.kind == .control(.toggle))
    }

    @Test func badControlValuesNameTheirPath() {
        let json = """
        { "format": "typeset-scene/1", "view": { "type": "Slider", "minimum": 5, "maximum": 1 } }
        """
        #expect(throws: SceneError.self) { try Scene(data: Data(json.utf8)) }
    }
}
