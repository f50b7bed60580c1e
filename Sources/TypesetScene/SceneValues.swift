// The value forms of `typeset-scene/1`: colours, fonts, edges, axes, unit points.
import Foundation
import Typeset

extension JSONCursor {
    /// `"#rrggbb"`, `"#rrggbbaa"`, a standard colour (`"red"`), `{named}` (a catalogue colour),
    /// or `{red, green, blue, opacity}` / `{white, opacity}`.
    func color() throws(SceneError) -> Color {
        if case .string(let text) = value {
            if text.hasPrefix("#") {
                let hex = text.dropFirst()
                guard hex.count == 6 || hex.count == 8, let bits = UInt32(hex, radix: 16) else {
                    throw error(.invalidValue, "expected a colour as #rrggbb or #rrggbbaa, found '\(text)'")
                }
                let rgb = hex.count == 8 ? bits >> 8 : bits
                let alpha = hex.count == 8 ? Double(bits & 0xff) / 255 : 1
                return Color(
                    red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                    blue: Double(rgb & 0xff) / 255, opacity: alpha)
            }
            return try word(namedColors, "colour")
        }
        guard case .object = value else {
            throw error(.wrongType, "expected a colour (\"#rrggbb\", a name or {red, green, blue, opacity}), found \(value.typeName)")
        }
        let members = try object(allowing: ["red", "green", "blue", "white", "opacity", "named"], in: "a colour")
        if members["named"] != nil {
            // `Color("name")`: looked up in the scene's catalogue (`images.colors`) at layout; an
            // unknown name is a layout diagnostic there, as in Swift.
            guard members.count == 1 else { throw error(.invalidValue, "a named colour takes no other key") }
            return Color(try required("named", "a colour name").string())
        }
        let opacity = try optional("opacity")?.unitInterval() ?? 1
        if members["white"] != nil { return Color(white: try required("white", "a number").unitInterval(), opacity: opacity) }
        return Color(
            red: try required("red", "a number from 0 to 1").unitInterval(),
            green: try required("green", "a number from 0 to 1").unitInterval(),
            blue: try required("blue", "a number from 0 to 1").unitInterval(), opacity: opacity)
    }

    func unitInterval() throws(SceneError) -> CGFloat {
        let number = try number()
        guard (0...1).contains(number) else { throw error(.invalidValue, "expected a number from 0 to 1, found \(number)") }
        return number
    }

    /// A text style name (`"body"`) or `{style, family, size, weight, design, bold, italic,
    /// width, monospaced, monospacedDigit, smallCaps, lowercaseSmallCaps, uppercaseSmallCaps}`.
    func font() throws(SceneError) -> Font {
        if case .string = value { return Font.system(try word(textStyles, "text style")) }
        _ = try object(
            allowing: [
                "style", "family", "size", "fixedSize", "weight", "design", "bold", "italic", "leading", "width",
                "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
            ], in: "a font")
        let style = try optional("style")?.word(textStyles, "text style")
        let size = try optional("size").map { cursor throws(SceneError) -> CGFloat in
            let size = try cursor.number()
            guard size > 0 else { throw cursor.error(.invalidValue, "expected a font size above 0, found \(size)") }
            return size
        }
        let design = try optional("design")?.word(designs, "font design") ?? .default
        let weight = try optional("weight")?.fontWeight()
        var font: Font
        if let family = try optional("family")?.string() {
            // A custom font scales with its style (body when none); `fixedSize: true` never scales.
            let points = size ?? style?.size ?? Font.TextStyle.body.size
            font = try optional("fixedSize")?.bool() == true
                ? .custom(family, fixedSize: points) : .custom(family, size: points, relativeTo: style ?? .body)
        } else if let style {
            font = .system(style, design: design)
            if let size { font = font.withSize(size) }
        } else {
            font = .system(size: size ?? Font.TextStyle.body.size, design: design)
        }
        if let weight { font = font.weight(weight) }
        if try optional("bold")?.bool() == true { font = font.bold() }
        if try optional("italic")?.bool() == true { font = font.italic() }
        if let leading = try optional("leading") {
            font = font.leading(try leading.word([("standard", Font.Leading.standard), ("tight", .tight), ("loose", .loose)], "leading"))
        }
        if let width = try optional("width") { font = font.width(try width.fontWidth()) }
        if try optional("monospaced")?.bool() == true { font = font.monospaced() }
        if try optional("monospacedDigit")?.bool() == true { font = font.monospacedDigit() }
        if try optional("smallCaps")?.bool() == true { font = font.smallCaps() }
        if try optional("lowercaseSmallCaps")?.bool() == true { font = font.lowercaseSmallCaps() }
        if try optional("uppercaseSmallCaps")?.bool() == true { font = font.uppercaseSmallCaps() }
        return font
    }

    /// A width name (`"condensed"`) or a number on SwiftUI's width scale (`Font.Width(_:)`).
    func fontWidth() throws(SceneError) -> Font.Width {
        if case .number = value { return Font.Width(try number()) }
        return try word(widths, "font width")
    }

    /// A design name (`"serif"`).
    func fontDesign() throws(SceneError) -> Font.Design {
        try word(designs, "font design")
    }

    /// `"uppercase"` or `"lowercase"`.
    func textCase() throws(SceneError) -> Text.Case {
        try word([("uppercase", Text.Case.uppercase), ("lowercase", .lowercase)], "text case")
    }

    /// `"leftToRight"` or `"rightToLeft"`.
    func layoutDirection() throws(SceneError) -> LayoutDirection {
        try word([("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)], "layout direction")
    }

    /// A pseudolanguage by its name (`"accented"`, `"en-XA"`).
    func pseudolanguage() throws(SceneError) -> Pseudolanguage {
        try word(Pseudolanguage.allCases.map { ($0.rawValue, $0) }, "pseudolanguage")
    }

    /// A Dynamic Type size by its SwiftUI name (`"accessibility2"`).
    func dynamicTypeSize() throws(SceneError) -> DynamicTypeSize {
        try word(DynamicTypeSize.allCases.map { ($0.name, $0) }, "Dynamic Type size")
    }

    /// A Dynamic Type size or a range of them (`"large...accessibility2"`, `"...xxxLarge"`).
    func dynamicTypeSizes() throws(SceneError) -> [DynamicTypeSize] {
        let text = try string()
        guard let sizes = DynamicTypeSize.sizes(named: text), text != "all" else {
            throw error(.invalidValue, "expected a Dynamic Type size or a range such as \"large...accessibility2\", found '\(text)'")
        }
        return sizes
    }

    /// A weight name (`"semibold"`) or a CSS weight (100...900).
    func fontWeight() throws(SceneError) -> Font.Weight {
        if case .number = value {
            let css = try integer()
            guard (1...1000).contains(css) else { throw error(.invalidValue, "expected a CSS weight from 1 to 1000, found \(css)") }
            return Font.Weight(cssWeight: css)
        }
        return try word(weights, "font weight")
    }

    /// `"all"`, `"horizontal"`, `"vertical"`, an edge name, or an array of them.
    func edges() throws(SceneError) -> Edge.Set {
        if case .array = value {
            var set: Edge.Set = []
            for item in try array() { set.formUnion(try item.edges()) }
            return set
        }
        return try word(edgeSets, "edge set")
    }

    /// `"horizontal"`, `"vertical"`, `"both"` or an array of axis names.
    func axes() throws(SceneError) -> Axis.Set {
        if case .array = value {
            var set: Axis.Set = []
            for item in try array() { set.formUnion(try item.axes()) }
            return set
        }
        return try word([("horizontal", .horizontal), ("vertical", .vertical), ("both", [.horizontal, .vertical])], "axis set")
    }

    /// A unit point name (`"topLeading"`) or `{x, y}`.
    func unitPoint() throws(SceneError) -> UnitPoint {
        if case .string = value { return try word(unitPoints, "unit point") }
        _ = try object(allowing: ["x", "y"], in: "a unit point")
        return UnitPoint(x: try required("x", "a number").number(), y: try required("y", "a number").number())
    }

    /// `{width, height}` with non-negative numbers.
    func size() throws(SceneError) -> CGSize {
        _ = try object(allowing: ["width", "height"], in: "a size")
        return CGSize(width: try required("width", "a number ≥ 0").nonNegative(), height: try required("height", "a number ≥ 0").nonNegative())
    }
}

let namedColors: [(String, Color)] = [
    ("black", .black), ("white", .white), ("gray", .gray), ("red", .red), ("orange", .orange), ("yellow", .yellow),
    ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo),
    ("purple", .purple), ("pink", .pink), ("brown", .brown), ("clear", .clear), ("primary", .primary),
    ("secondary", .secondary),
]

let textStyles: [(String, Font.TextStyle)] = Font.TextStyle.allCases.map { ("\($0)", $0) }

private let designs: [(String, Font.Design)] = [("default", .default), ("serif", .serif), ("monospaced", .monospaced), ("rounded", .rounded)]

private let widths: [(String, Font.Width)] = [
    ("compressed", .compressed), ("condensed", .condensed), ("standard", .standard), ("expanded", .expanded),
]

private let weights: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
    ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
]

private let edgeSets: [(String, Edge.Set)] = [
    ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
    ("bottom", .bottom), ("trailing", .trailing),
]

private let unitPoints: [(String, UnitPoint)] = [
    ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
]

/// What a scene's `fill` paints: a colour or a gradient.
enum SceneFill {
    case color(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
    case angular(AngularGradient)
    case material(Material)
}

extension JSONCursor {
    /// A colour, or `{linearGradient: {colors | stops, startPoint, endPoint}}`,
    /// `{radialGradient: {colors | stops, center, startRadius, endRadius}}`,
    /// `{angularGradient: {colors | stops, center, startAngle, endAngle}}` (angles in degrees),
    /// or `{material: "ultraThin" | "thin" | "regular" | "thick" | "ultraThick" | "bar"}`.
    func fill() throws(SceneError) -> SceneFill {
        if case .object(let members) = value, members["material"] != nil {
            _ = try object(allowing: ["material"], in: "a material fill")
            return .material(
                try required("material", "a material").word(
                    [
                        ("ultraThin", Material.ultraThinMaterial), ("thin", .thinMaterial), ("regular", .regularMaterial),
                        ("thick", .thickMaterial), ("ultraThick", .ultraThickMaterial), ("bar", .bar),
                    ], "material"))
        }
        guard case .object(let members) = value,
            let kind = ["linearGradient", "radialGradient", "angularGradient"].first(where: { members[$0] != nil })
        else { return .color(try color()) }
        _ = try object(allowing: [kind], in: "a gradient fill")
        let body = try required(kind, "a gradient")
        switch kind {
        case "linearGradient":
            _ = try body.object(allowing: ["colors", "stops", "startPoint", "endPoint"], in: "a linear gradient")
            return .linear(
                LinearGradient(
                    gradient: try body.gradient(), startPoint: try body.optional("startPoint")?.unitPoint() ?? .top,
                    endPoint: try body.optional("endPoint")?.unitPoint() ?? .bottom))
        case "radialGradient":
            _ = try body.object(allowing: ["colors", "stops", "center", "startRadius", "endRadius"], in: "a radial gradient")
            return .radial(
                RadialGradient(
                    gradient: try body.gradient(), center: try body.optional("center")?.unitPoint() ?? .center,
                    startRadius: try body.optional("startRadius")?.nonNegative() ?? 0,
                    endRadius: try body.required("endRadius", "a radius").nonNegative()))
        default:
            _ = try body.object(allowing: ["colors", "stops", "center", "startAngle", "endAngle"], in: "an angular gradient")
            let start = Double(try body.optional("startAngle")?.number() ?? 0)
            let end = try body.optional("endAngle").map { angle throws(SceneError) in Double(try angle.number()) } ?? start + 360
            return .angular(
                AngularGradient(
                    gradient: try body.gradient(), center: try body.optional("center")?.unitPoint() ?? .center,
                    startAngle: .degrees(start), endAngle: .degrees(end)))
        }
    }

    /// `colors` (evenly spaced) or `stops` (`[{color, location}]`), at least one.
    private func gradient() throws(SceneError) -> Gradient {
        if let stops = try optional("stops") {
            var list: [Gradient.Stop] = []
            for stop in try stops.array() {
                _ = try stop.object(allowing: ["color", "location"], in: "a gradient stop")
                list.append(
                    Gradient.Stop(
                        color: try stop.required("color", "a colour").color(),
                        location: try stop.required("location", "a number from 0 to 1").unitInterval()))
            }
            guard !list.isEmpty else { throw stops.error(.invalidValue, "a gradient needs at least one stop") }
            return Gradient(stops: list)
        }
        let colors = try required("colors", "an array of colours (or stops)")
        var list: [Color] = []
        for color in try colors.array() { list.append(try color.color()) }
        guard !list.isEmpty else { throw colors.error(.invalidValue, "a gradient needs at least one colour") }
        return Gradient(colors: list)
    }
}
