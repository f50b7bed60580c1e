// Controls and paint-only modifiers of `typeset-scene/1` (issue 13): each JSON `type` or
// modifier builds the Typeset view or modifier of that name, with the state given as values.
import Foundation
import Typeset

extension SceneBuilder {
    /// The keys each control type takes besides `type`, `id` and `modifiers`.
    static let controlKeys: [String: Set<String>] = [
        "Button": ["title", "label", "role"], "Toggle": ["title", "isOn"], "Slider": ["value", "minimum", "maximum"],
        "Stepper": ["title"], "ProgressView": ["value", "total", "title"], "TextField": ["title", "text", "prompt"],
        "SecureField": ["title", "text", "prompt"], "Label": ["title", "icon"], "Link": ["title", "url"],
    ]

    /// The modifiers of controls and paint effects.
    static let controlModifierNames: [String] = [
        "buttonStyle", "controlSize", "tint", "labelsHidden", "textFieldStyle", "toggleStyle", "labelStyle",
        "progressViewStyle", "hidden", "cornerRadius", "clipped", "clipShape", "shadow", "blur", "rotationEffect", "scaleEffect",
    ]

    /// The control of `type` described at `c`.
    func control(_ type: String, _ c: JSONCursor) throws(SceneError) -> AnyView {
        func title() throws(SceneError) -> Text { try titleText(c.optional("title")) ?? Text(verbatim: "") }
        switch type {
        case "Button":
            let role = try c.optional("role")?.word([("destructive", ButtonRole.destructive), ("cancel", .cancel)], "button role")
            if let label = try c.optional("label") {
                let content = try view(label)
                return AnyView(Button(role: role, action: {}) { content })
            }
            let label = try title()
            return AnyView(Button(role: role, action: {}) { label })
        case "Toggle":
            let label = try title()
            return AnyView(Toggle(isOn: .constant(try c.optional("isOn")?.bool() ?? false)) { label })
        case "Slider":
            let minimum = Double(try c.optional("minimum")?.number() ?? 0)
            let value = Double(try c.optional("value")?.number() ?? CGFloat(minimum))
            let maximum = Double(try c.optional("maximum")?.number() ?? 1)
            guard minimum <= maximum else { throw c.error(.invalidValue, "expected minimum ≤ maximum, found \(minimum) > \(maximum)") }
            return AnyView(Slider(value: .constant(value), in: minimum...maximum))
        case "Stepper":
            let label = try title()
            return AnyView(Stepper(label: { label }, onIncrement: nil, onDecrement: nil))
        case "ProgressView":
            let value = try c.optional("value").map { v throws(SceneError) in Double(try v.number()) }
            let total = Double(try c.optional("total")?.number() ?? 1)
            if let label = try titleText(c.optional("title")) {
                return value == nil ? AnyView(ProgressView { label }) : AnyView(ProgressView(value: value, total: total) { label })
            }
            return value == nil ? AnyView(ProgressView()) : AnyView(ProgressView(value: value, total: total))
        case "TextField", "SecureField":
            let text = Binding.constant(try c.optional("text")?.string() ?? "")
            let prompt = try titleText(c.optional("prompt"))
            let label = try title()
            return type == "TextField"
                ? AnyView(TextField(text: text, prompt: prompt) { label })
                : AnyView(SecureField(text: text, prompt: prompt) { label })
        case "Label":
            let titleView = try title()
            let icon = try c.optional("icon").map { i throws(SceneError) in try view(i) } ?? AnyView(EmptyView())
            return AnyView(Label { titleView } icon: { icon })
        case "Link":
            let address = try c.required("url", "a URL string")
            guard let url = URL(string: try address.string()) else { throw address.error(.invalidValue, "expected a URL") }
            let label = try title()
            return AnyView(Link(destination: url) { label })
        default:
            return AnyView(EmptyView())
        }
    }

    /// A control's title: a string shown as written, or a localized key (`{"key": …, "table": …,
    /// "arguments": […]}`, as a Text takes them).
    func titleText(_ c: JSONCursor?) throws(SceneError) -> Text? {
        guard let c else { return nil }
        if case .object = c.value {
            _ = try c.object(allowing: ["key", "table", "arguments"], in: "a localized title")
            return try localizedText(c)
        }
        return Text(verbatim: try c.string())
    }

    /// `view` with the control or paint modifier `name` applied, or nil when `name` is not one.
    func controlModifier(_ name: String, _ arg: JSONCursor, _ view: AnyView) throws(SceneError) -> AnyView? {
        switch name {
        case "buttonStyle":
            switch try arg.word([("automatic", 0), ("plain", 1), ("borderless", 2), ("bordered", 3), ("borderedProminent", 4)], "button style") {
            case 1: return AnyView(view.buttonStyle(.plain))
            case 2: return AnyView(view.buttonStyle(.borderless))
            case 3: return AnyView(view.buttonStyle(.bordered))
            case 4: return AnyView(view.buttonStyle(.borderedProminent))
            default: return AnyView(view.buttonStyle(.automatic))
            }
        case "controlSize":
            return AnyView(view.controlSize(try arg.word(
                [("mini", ControlSize.mini), ("small", .small), ("regular", .regular), ("large", .large), ("extraLarge", .extraLarge)],
                "control size")))
        case "tint": return AnyView(view.tint(arg.isNull ? nil : try arg.color()))
        case "labelsHidden": return try arg.bool() ? AnyView(view.labelsHidden()) : view
        case "hidden": return try arg.bool() ? AnyView(view.hidden()) : view
        case "textFieldStyle":
            switch try arg.word([("automatic", 0), ("plain", 1), ("roundedBorder", 2)], "text field style") {
            case 1: return AnyView(view.textFieldStyle(.plain))
            case 2: return AnyView(view.textFieldStyle(.roundedBorder))
            default: return AnyView(view.textFieldStyle(.automatic))
            }
        case "toggleStyle":
            switch try arg.word([("automatic", 0), ("switch", 1), ("button", 2)], "toggle style") {
            case 1: return AnyView(view.toggleStyle(.switch))
            case 2: return AnyView(view.toggleStyle(.button))
            default: return AnyView(view.toggleStyle(.automatic))
            }
        case "labelStyle":
            switch try arg.word([("automatic", 0), ("titleAndIcon", 1), ("titleOnly", 2), ("iconOnly", 3)], "label style") {
            case 1: return AnyView(view.labelStyle(.titleAndIcon))
            case 2: return AnyView(view.labelStyle(.titleOnly))
            case 3: return AnyView(view.labelStyle(.iconOnly))
            default: return AnyView(view.labelStyle(.automatic))
            }
        case "progressViewStyle":
            switch try arg.word([("automatic", 0), ("linear", 1), ("circular", 2)], "progress view style") {
            case 1: return AnyView(view.progressViewStyle(.linear))
            case 2: return AnyView(view.progressViewStyle(.circular))
            default: return AnyView(view.progressViewStyle(.automatic))
            }
        case "cornerRadius": return AnyView(view.cornerRadius(try arg.nonNegative()))
        case "clipped": return try arg.bool() ? AnyView(view.clipped()) : view
        case "clipShape":
            _ = try arg.object(allowing: ["shape", "cornerRadius"], in: "clipShape")
            let shape = try arg.required("shape", "a shape name")
            switch try shape.word([("Rectangle", 0), ("RoundedRectangle", 1), ("Circle", 2), ("Capsule", 3), ("Ellipse", 4)], "shape") {
            case 1: return AnyView(view.clipShape(RoundedRectangle(cornerRadius: try arg.optional("cornerRadius")?.nonNegative() ?? 0)))
            case 2: return AnyView(view.clipShape(Circle()))
            case 3: return AnyView(view.clipShape(Capsule()))
            case 4: return AnyView(view.clipShape(Ellipse()))
            default: return AnyView(view.clipShape(Rectangle()))
            }
        case "shadow":
            _ = try arg.object(allowing: ["color", "radius", "x", "y"], in: "shadow")
            let color = try arg.optional("color")?.color() ?? Color(white: 0, opacity: 0.33)
            return AnyView(view.shadow(
                color: color, radius: try arg.required("radius", "a radius").nonNegative(),
                x: try arg.optional("x")?.number() ?? 0, y: try arg.optional("y")?.number() ?? 0))
        case "blur": return AnyView(view.blur(radius: try arg.nonNegative()))
        case "rotationEffect": return AnyView(view.rotationEffect(.degrees(Double(try arg.number()))))
        case "scaleEffect":
            if case .object = arg.value {
                _ = try arg.object(allowing: ["x", "y"], in: "scaleEffect")
                return AnyView(view.scaleEffect(x: try arg.optional("x")?.number() ?? 1, y: try arg.optional("y")?.number() ?? 1))
            }
            return AnyView(view.scaleEffect(try arg.number()))
        default:
            return nil
        }
    }
}
