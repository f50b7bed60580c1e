// View types of `typeset-scene/1`: each JSON `type` becomes the Typeset view of that name.
import Foundation
import Typeset

/// Turns scene JSON into views; knows the scene's guides and where relative files live.
struct SceneBuilder {
    let alignments: SceneAlignments
    let baseURL: URL?

    /// The keys each view type takes besides `type`, `id` and `modifiers`.
    static let viewKeys: [String: Set<String>] = [
        "HStack": ["alignment", "spacing", "children"], "VStack": ["alignment", "spacing", "children"],
        "ZStack": ["alignment", "children"], "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
        "GridRow": ["alignment", "children"], "Group": ["children"], "ViewThatFits": ["axes", "children"],
        "HStackLayout": ["alignment", "spacing", "children"], "VStackLayout": ["alignment", "spacing", "children"],
        "ZStackLayout": ["alignment", "children"],
        "GridLayout": ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
        "Color": ["color"], "Rectangle": shapeKeys, "RoundedRectangle": shapeKeys.union(["cornerRadius", "cornerSize"]),
        "Circle": shapeKeys, "Ellipse": shapeKeys, "Capsule": shapeKeys,
        "Text": textKeys.union(["segments"]), "Image": imageKeys,
        "Spacer": ["minLength"], "Divider": [], "EmptyView": [],
    ].merging(controlKeys) { base, _ in base }.merging(containerKeys) { base, _ in base }
    private static let shapeKeys: Set<String> = ["fill", "stroke", "lineWidth"]
    private static let textKeys: Set<String> = [
        "text", "key", "table", "arguments", "font", "fontWeight", "bold", "italic", "kerning", "tracking", "baselineOffset", "fontWidth",
        "fontDesign", "monospaced", "monospacedDigit",
    ]

    /// The view at `cursor`, its modifiers applied in order, then its id on the outermost node.
    func view(_ cursor: JSONCursor) throws(SceneError) -> AnyView {
        _ = try cursor.object()
        let typeCursor = try cursor.required("type", "a view type such as \"Text\" or \"HStack\"")
        let type = try typeCursor.string()
        guard let keys = Self.viewKeys[type] else {
            throw typeCursor.error(.unknownView, "unknown view type '\(type)'; expected one of \(Self.viewKeys.keys.sorted().joined(separator: ", "))")
        }
        _ = try cursor.object(allowing: keys.union(["type", "id", "modifiers"]), in: "a \(type)")
        var view = try build(type, cursor)
        if let modifiers = try cursor.optional("modifiers") {
            for modifier in try modifiers.array() { view = try apply(modifier, to: view) }
        }
        if let id = try cursor.optional("id") { view = try identified(view, id) }
        return view
    }

    /// `view.id(...)` with a string or number id.
    func identified(_ view: AnyView, _ id: JSONCursor) throws(SceneError) -> AnyView {
        switch id.value {
        case .string(let name): return AnyView(view.id(name))
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: return AnyView(view.id(Int(number)))
        case .number(let number): return AnyView(view.id(number))
        default: throw id.error(.wrongType, "expected an id (a string or a number), found \(id.value.typeName)")
        }
    }

    private func build(_ type: String, _ c: JSONCursor) throws(SceneError) -> AnyView {
        switch type {
        case "HStack", "HStackLayout":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.vertical(a) } ?? .center
            let spacing = try c.optional("spacing")?.number()
            let content = try children(c)
            return type == "HStack"
                ? AnyView(HStack(alignment: alignment, spacing: spacing) { content })
                : AnyView(HStackLayout(alignment: alignment, spacing: spacing) { content })
        case "VStack", "VStackLayout":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.horizontal(a) } ?? .center
            let spacing = try c.optional("spacing")?.number()
            let content = try children(c)
            return type == "VStack"
                ? AnyView(VStack(alignment: alignment, spacing: spacing) { content })
                : AnyView(VStackLayout(alignment: alignment, spacing: spacing) { content })
        case "ZStack", "ZStackLayout":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
            let content = try children(c)
            return type == "ZStack"
                ? AnyView(ZStack(alignment: alignment) { content })
                : AnyView(ZStackLayout(alignment: alignment) { content })
        case "Grid", "GridLayout":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
            let h = try c.optional("horizontalSpacing")?.number(), v = try c.optional("verticalSpacing")?.number()
            let content = try children(c)
            return type == "Grid"
                ? AnyView(Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { content })
                : AnyView(GridLayout(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { content })
        case "GridRow":
            let alignment = try c.optional("alignment").map { a throws(SceneError) in try alignments.vertical(a) }
            let content = try children(c)
            return AnyView(GridRow(alignment: alignment) { content })
        case "Group":
            let content = try children(c)
            return AnyView(Group { content })
        case "ViewThatFits":
            let axes = try c.optional("axes")?.axes() ?? [.horizontal, .vertical]
            let content = try children(c)
            return AnyView(ViewThatFits(in: axes) { content })
        case "Color":
            return AnyView(try c.required("color", "a colour").color())
        case "Rectangle": return try painted(Rectangle(), c)
        case "RoundedRectangle":
            if let size = try c.optional("cornerSize") { return try painted(RoundedRectangle(cornerSize: try size.size()), c) }
            let radius = try c.required("cornerRadius", "a number ≥ 0 (or cornerSize)").nonNegative()
            return try painted(RoundedRectangle(cornerRadius: radius), c)
        case "Circle": return try painted(Circle(), c)
        case "Ellipse": return try painted(Ellipse(), c)
        case "Capsule": return try painted(Capsule(), c)
        case "Text": return AnyView(try text(c))
        case "Image": return AnyView(try image(c))
        case "Spacer": return AnyView(Spacer(minLength: try c.optional("minLength")?.number()))
        case "Divider": return AnyView(Divider())
        case _ where Self.controlKeys[type] != nil: return try control(type, c)
        case _ where Self.containerKeys[type] != nil: return try container(type, c)
        default: return AnyView(EmptyView())
        }
    }

    /// The `children` as one view: nothing, the single child itself (so a one-child stack stays
    /// transparent as in Swift, Design §3), or a list.
    func children(_ c: JSONCursor) throws(SceneError) -> AnyView {
        guard let list = try c.optional("children") else { return AnyView(EmptyView()) }
        var views: [AnyView] = []
        for child in try list.array() { views.append(try view(child)) }
        switch views.count {
        case 0: return AnyView(EmptyView())
        case 1: return views[0]
        default: return AnyView(ForEach(0..<views.count) { views[$0] })
        }
    }

    private func painted<S: Shape>(_ shape: S, _ c: JSONCursor) throws(SceneError) -> AnyView {
        var fill: AnyShapeStyle?
        if let value = try c.optional("fill") {
            switch try value.fill() {
            case .color(let color): fill = AnyShapeStyle(color)
            case .linear(let gradient): fill = AnyShapeStyle(gradient)
            case .radial(let gradient): fill = AnyShapeStyle(gradient)
            case .angular(let gradient): fill = AnyShapeStyle(gradient)
            case .material(let material): fill = AnyShapeStyle(material)
            }
        }
        var stroke: (color: Color, width: CGFloat)?
        if let value = try c.optional("stroke") {
            stroke = (try value.color(), try c.optional("lineWidth")?.nonNegative() ?? 1)
        }
        switch (fill, stroke) {
        case (let fill?, let stroke?): return AnyView(shape.fill(fill).stroke(stroke.color, lineWidth: stroke.width))
        case (let fill?, nil): return AnyView(shape.fill(fill))
        case (nil, let stroke?): return AnyView(shape.stroke(stroke.color, lineWidth: stroke.width))
        case (nil, nil): return AnyView(shape)
        }
    }

    /// A Text from `text` (shown as written), `key` (a localized key) or `segments`
    /// (concatenated, each with its own style).
    private func text(_ c: JSONCursor) throws(SceneError) -> Text {
        if let segments = try c.optional("segments") {
            var result: Text?
            for segment in try segments.array() {
                _ = try segment.object(allowing: Self.textKeys, in: "a text segment")
                let piece = try styled(try content(segment), segment)
                result = result.map { $0 + piece } ?? piece
            }
            return try styled(result ?? Text(verbatim: ""), c)
        }
        return try styled(try content(c), c)
    }

    /// The unstyled Text of `text` or `key` (with `table` and `arguments`).
    private func content(_ c: JSONCursor) throws(SceneError) -> Text {
        let text = try c.optional("text"), key = try c.optional("key")
        if let text {
            if key != nil { throw c.error(.invalidValue, "a text has either \"text\" (shown as written) or \"key\" (localized), not both") }
            for name in ["table", "arguments"] where try c.optional(name) != nil {
                throw c.error(.invalidValue, "\"\(name)\" goes with \"key\", not with \"text\"")
            }
            return Text(verbatim: try text.string())
        }
        guard key != nil else {
            throw SceneError(.missingKey, at: c.path("text"), "missing \"text\" (a string shown as written), \"key\" (a localized key) or \"segments\"")
        }
        return try localizedText(c)
    }

    /// A Text of the localized key at `c`: `key`, optional `table`, optional `arguments` (with
    /// them the key is a format whose specifiers read them: `%lld` a whole number, `%lf` a
    /// number, `%@` a string or number).
    func localizedText(_ c: JSONCursor) throws(SceneError) -> Text {
        let key = try c.required("key", "a localized key").string()
        let table = try c.optional("table")?.string()
        guard let given = try c.optional("arguments") else { return Text(LocalizedStringKey(key), tableName: table) }
        let list = try given.array()
        let format: FormatString
        do { format = try FormatString(parsing: key) } catch {
            throw c.error(.invalidValue, "the key \"\(key)\" is not a format (\(error)); without arguments it is shown as written")
        }
        let kinds = FormatCheck.kinds(of: format, count: list.count)
        guard format.highestArgument <= list.count else {
            throw given.error(.invalidValue, "the key \"\(key)\" reads \(format.highestArgument) arguments, found \(list.count)")
        }
        var arguments: [FormatArgument] = []
        for (item, kind) in zip(list, kinds) {
            switch (kind, item.value) {
            case (.object, .string(let string)): arguments.append(.string(string))
            case (.object, .number): arguments.append(.string(LayoutNumber.format(try item.number())))
            case (.signedInteger, _), (.character, _): arguments.append(.signedInteger(Int64(try item.integer())))
            case (.unsignedInteger, _):
                let value = try item.integer()
                guard value >= 0 else { throw item.error(.invalidValue, "expected a whole number ≥ 0 for an unsigned specifier, found \(value)") }
                arguments.append(.unsignedInteger(UInt64(value)))
            case (.floatingPoint, _): arguments.append(.floatingPoint(Double(try item.number())))
            default: throw item.error(.wrongType, "expected a string or a number, found \(item.value.typeName)")
            }
        }
        return Text(LocalizedStringKey(format: key, arguments: arguments), tableName: table)
    }

    private func styled(_ text: Text, _ c: JSONCursor) throws(SceneError) -> Text {
        var text = text
        if let font = try c.optional("font") { text = text.font(try font.font()) }
        if let weight = try c.optional("fontWeight") { text = text.fontWeight(try weight.fontWeight()) }
        if try c.optional("bold")?.bool() == true { text = text.bold() }
        if try c.optional("italic")?.bool() == true { text = text.italic() }
        if let width = try c.optional("fontWidth") { text = text.fontWidth(width.isNull ? nil : try width.fontWidth()) }
        if let design = try c.optional("fontDesign") {
            text = text.fontDesign(design.isNull ? nil : try design.fontDesign())
        }
        if try c.optional("monospaced")?.bool() == true { text = text.monospaced() }
        if try c.optional("monospacedDigit")?.bool() == true { text = text.monospacedDigit() }
        if let kerning = try c.optional("kerning") { text = text.kerning(try kerning.number()) }
        if let tracking = try c.optional("tracking") { text = text.tracking(try tracking.number()) }
        if let offset = try c.optional("baselineOffset") { text = text.baselineOffset(try offset.number()) }
        return text
    }

    /// `path` relative to the scene file's directory (absolute paths stay).
    func resolve(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: path, relativeTo: baseURL ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)).standardizedFileURL
    }
}
