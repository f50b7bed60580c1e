// The layout export, format `typeset-layout/1` (schema: Schemas/typeset-layout-1.schema.json):
// the typed result as JSON, numbers unrounded, keys in a fixed order, the same layout giving
// the same bytes (Design §11).
import Foundation
import Typeset

extension LayoutResult {
    /// The layout as `typeset-layout/1` JSON; `pretty` indents it. Font files inside
    /// `fontDirectory` are named relative to it.
    ///
    /// The node tree is written with an explicit stack, never as one nested value, so a tree
    /// of any depth exports without recursion (compact output is linear in the nodes; pretty
    /// output indents every line by its depth).
    public func json(pretty: Bool = false, fontDirectory: URL = FontCollection.bundledFontsDirectory) -> String {
        LayoutExport.serialized(self, pretty: pretty, fontDirectory: fontDirectory)
    }
}

/// Builds the `typeset-layout/1` document.
public enum LayoutExport {
    /// The format name.
    public static let format = "typeset-layout/1"

    /// The built-in guides every node lists, in this order, with their export names.
    static let builtInGuides: [(String, Guide)] = [
        ("leading", .horizontal(.leading)), ("horizontalCenter", .horizontal(.center)), ("trailing", .horizontal(.trailing)),
        ("top", .vertical(.top)), ("verticalCenter", .vertical(.center)), ("bottom", .vertical(.bottom)),
        ("firstTextBaseline", .vertical(.firstTextBaseline)), ("lastTextBaseline", .vertical(.lastTextBaseline)),
    ]

    /// A guide of either axis.
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// The whole document: format, size, fonts, root, diagnostics.
    public static func document(for result: LayoutResult, fontDirectory: URL) -> JSONOutput {
        var fonts = FontTable(fontDirectory: fontDirectory)
        let custom = result.guideKeys.filter { !$0.isBuiltIn }
        let root = node(result.root, customGuides: custom, fonts: &fonts)
        return .object([
            ("format", .string(format)),
            ("size", .array([.number(Double(result.size.width)), .number(Double(result.size.height))])),
            ("fonts", fonts.json),
            ("root", root),
            ("diagnostics", diagnosticsJSON(result)),
        ])
    }

    /// The document's text, as `document(for:)` serialised, written node by node (see `json`).
    static func serialized(_ result: LayoutResult, pretty: Bool, fontDirectory: URL) -> String {
        var fonts = FontTable(fontDirectory: fontDirectory)
        let custom = result.guideKeys.filter { !$0.isBuiltIn }
        // Every node's members but its children, in pre-order (the order the fonts are met in).
        let nodes = result.root.allNodes
        let members = nodes.map { nodeMembers($0, customGuides: custom, fonts: &fonts) }
        var out = ""
        JSONOutput.object([
            ("format", .string(format)),
            ("size", .array([.number(Double(result.size.width)), .number(Double(result.size.height))])),
            ("fonts", fonts.json),
        ]).write(to: &out, pretty: pretty, depth: 0)
        out.removeLast(pretty ? 2 : 1)  // the closing brace: the root and the diagnostics follow
        out += ","
        if pretty { JSONOutput.newline(&out, 1) }
        out += pretty ? "\"root\": " : "\"root\":"
        writeTree(nodes, members, root: result.root.index, to: &out, pretty: pretty, depth: 1)
        out += ","
        if pretty { JSONOutput.newline(&out, 1) }
        out += pretty ? "\"diagnostics\": " : "\"diagnostics\":"
        diagnosticsJSON(result).write(to: &out, pretty: pretty, depth: 1)
        if pretty { JSONOutput.newline(&out, 0) }
        out += "}"
        return out
    }

    /// Writes the node tree as nested objects, each ending in its `children` array, walking
    /// with an explicit stack.
    private static func writeTree(
        _ nodes: [LayoutNode], _ members: [[(String, JSONOutput)]], root: Int, to out: inout String, pretty: Bool, depth: Int
    ) {
        enum Step {
            case node(Int, depth: Int)
            case separator(depth: Int)
            case close(depth: Int)
        }
        var steps: [Step] = [.node(0, depth: depth)]
        while let step = steps.popLast() {
            switch step {
            case .separator(let depth):
                out += ","
                if pretty { JSONOutput.newline(&out, depth) }
            case .close(let depth):
                // Closes a non-empty children array (at depth + 1) and its node object.
                if pretty { JSONOutput.newline(&out, depth + 1) }
                out += "]"
                if pretty { JSONOutput.newline(&out, depth) }
                out += "}"
            case .node(let position, let depth):
                var object = ""
                JSONOutput.object(members[position] + [("children", .array([]))]).write(to: &object, pretty: pretty, depth: depth)
                let children = nodes[position].children
                guard !children.isEmpty else { out += object; continue }
                // Drop the empty array and the closing brace; the children are written in their place.
                object.removeLast(pretty ? 4 + depth * 2 : 3)
                out += object + "["
                if pretty { JSONOutput.newline(&out, depth + 2) }
                steps.append(.close(depth: depth))
                for (offset, child) in children.enumerated().reversed() {
                    steps.append(.node(child.index - root, depth: depth + 2))
                    if offset > 0 { steps.append(.separator(depth: depth + 2)) }
                }
            }
        }
    }

    private static func diagnosticsJSON(_ result: LayoutResult) -> JSONOutput {
        .array(result.diagnostics.map { diagnostic in
            var members: [(String, JSONOutput)] = [
                ("kind", .string(diagnostic.kind.rawValue)), ("path", .string(diagnostic.view)), ("message", .string(diagnostic.message)),
            ]
            if !diagnostic.details.isEmpty {
                members.append(("details", .object(diagnostic.details.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            return .object(members)
        })
    }

    /// One node and its subtree (recursive: for trees of ordinary depth; `json` writes any depth).
    static func node(_ node: LayoutNode, customGuides: [AlignmentKey], fonts: inout FontTable) -> JSONOutput {
        var members = nodeMembers(node, customGuides: customGuides, fonts: &fonts)
        var children: [JSONOutput] = []
        for child in node.children { children.append(self.node(child, customGuides: customGuides, fonts: &fonts)) }
        members.append(("children", .array(children)))
        return .object(members)
    }

    /// One node's members, its children aside.
    static func nodeMembers(_ node: LayoutNode, customGuides: [AlignmentKey], fonts: inout FontTable) -> [(String, JSONOutput)] {
        var members: [(String, JSONOutput)] = [("kind", .string(node.name))]
        if let id = node.id { members.append(("id", idValue(id))) }
        let frame = node.frame
        members.append(("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })))
        let d = node.dimensions
        var guides: [(String, JSONOutput)] = builtInGuides.map { name, guide in
            switch guide {
            case .horizontal(let g): (name, .number(Double(d[g])))
            case .vertical(let g): (name, .number(Double(d[g])))
            }
        }
        for key in customGuides { guides.append((key.name, .number(Double(d[key])))) }
        members.append(("guides", .object(guides)))
        let explicit = node.explicitGuides.map { guide -> JSONOutput in
            .string(guide.key.isBuiltIn && guide.key.name == "center"
                ? (guide.key.axis == .horizontal ? "horizontalCenter" : "verticalCenter") : guide.key.name)
        }
        if !explicit.isEmpty { members.append(("explicit", .array(explicit))) }
        if let paint = node.paint, let painted = paintJSON(paint) { members.append(("paint", painted)) }
        switch node.kind {
        case .control(let role): members.append(("control", .object([("role", .string(role.rawValue))])))
        case .controlPart(let part): members.append(("control", .object([("part", .string(part.rawValue))])))
        case .effect(let effect): members.append(("effect", effectJSON(effect)))
        case .image(let image): members.append(("image", imageJSON(image)))
        case .container(let role): members.append(("container", .object([("role", .string(role.rawValue))])))
        case .containerPart(let part): members.append(("container", .object([("part", .string(part.rawValue))])))
        case .scrollView(let axes, let indicators):
            var scroll: [(String, JSONOutput)] = [("axes", .array(axisNames(axes).map { .string($0) })), ("showsIndicators", .bool(indicators))]
            if let content = node.scrollContentSize {
                scroll.append(("contentSize", .array([.number(Double(content.width)), .number(Double(content.height))])))
            }
            members.append(("scroll", .object(scroll)))
        case .lazyGrid(let axis, let items, let spacing, _):
            var grid: [(String, JSONOutput)] = [("axis", .string(axis == .vertical ? "vertical" : "horizontal")), ("items", .array(items.map(gridItemJSON)))]
            if let spacing { grid.append(("spacing", .number(Double(spacing)))) }
            members.append(("lazyGrid", .object(grid)))
        case .representable(let view):
            members.append(("representable", .object([("kind", .string(view.kind.rawValue)), ("type", .string(view.typeName))])))
        case .path(_, let modifications):
            var shape: [(String, JSONOutput)] = []
            if !modifications.isEmpty { shape.append(("modifications", .array(modifications.map(modificationJSON)))) }
            if let outline = node.shapeOutline {
                shape.append(("path", pathJSON(outline.path)))
                if !outline.insetPaths.isEmpty { shape.append(("insetPaths", .array(outline.insetPaths.map(pathJSON)))) }
            }
            members.append(("shapePath", .object(shape)))
        default: break
        }
        if let text = node.text {
            let color = colorJSON(node.paint?.foreground ?? .primary)
            members.append(("text", text.json(fonts: &fonts, color: color)))
        }
        return members
    }

    /// A shape's outline and colours, the opacity and foreground in force; nil when there is nothing to say.
    static func paintJSON(_ paint: Paint) -> JSONOutput? {
        var members: [(String, JSONOutput)] = []
        if let shape = paint.shape {
            let shapePaint = paint.shapePaint
            members.append(("shape", .string(shape.rawValue)))
            if let fill = shapePaint.fill { members.append(("fill", colorJSON(fill))) }
            if let stroke = shapePaint.stroke {
                members.append(("stroke", colorJSON(stroke)))
                members.append(("lineWidth", .number(Double(shapePaint.lineWidth))))
            }
            if let corner = shapePaint.cornerSize { members.append(("cornerRadius", .number(Double(corner.width)))) }
            if let gradient = shapePaint.gradient { members.append(("gradient", gradientJSON(gradient))) }
            if let material = shapePaint.material { members.append(("material", .string(material))) }
            if !isPlain(shapePaint) { members.append(("layers", .array(shapePaint.layers.map(layerJSON)))) }
        }
        if paint.opacity != 1 { members.append(("opacity", .number(paint.opacity))) }
        if let foreground = paint.foreground { members.append(("foreground", colorJSON(foreground))) }
        return members.isEmpty ? nil : .object(members)
    }

    /// Whether `fill`, `stroke` and `lineWidth` say all of a shape's paint: at most one plain
    /// fill (non-zero rule) under at most one plain centred stroke in a colour. Otherwise the
    /// export lists every layer (`typeset-layout/1` schema, `paint.layers`).
    static func isPlain(_ paint: ShapePaint) -> Bool {
        var sawStroke = false
        var fills = 0
        for layer in paint.layers {
            switch layer.operation {
            case .fill(let style):
                fills += 1
                if sawStroke || fills > 1 || style.isEOFilled || !style.isAntialiased { return false }
            case .stroke(let style, let inset):
                if sawStroke || inset || layer.gradient != nil || style != StrokeStyle(lineWidth: style.lineWidth) { return false }
                sawStroke = true
            }
        }
        return true
    }

    /// One fill or stroke of a shape (`typeset-layout/1` schema, `paint.layers`).
    static func layerJSON(_ layer: ShapeLayer) -> JSONOutput {
        func n(_ value: CGFloat) -> JSONOutput { .number(Double(value)) }
        var members: [(String, JSONOutput)]
        switch layer.operation {
        case .fill(let style):
            members = [("type", .string("fill")), ("color", colorJSON(layer.color))]
            if style.isEOFilled { members.append(("eoFill", .bool(true))) }
            if !style.isAntialiased { members.append(("antialiased", .bool(false))) }
        case .stroke(let style, let inset):
            members = [("type", .string(inset ? "strokeBorder" : "stroke")), ("color", colorJSON(layer.color)), ("lineWidth", n(style.lineWidth))]
            if style.lineCap != .butt { members.append(("lineCap", .string(style.lineCap == .round ? "round" : "square"))) }
            if style.lineJoin != .miter { members.append(("lineJoin", .string(style.lineJoin == .round ? "round" : "bevel"))) }
            if style.miterLimit != 10 { members.append(("miterLimit", n(style.miterLimit))) }
            if !style.dash.isEmpty { members.append(("dash", .array(style.dash.map(n)))) }
            if style.dashPhase != 0 { members.append(("dashPhase", n(style.dashPhase))) }
        }
        if let gradient = layer.gradient { members.append(("gradient", gradientJSON(gradient))) }
        if let material = layer.material { members.append(("material", .string(material))) }
        return .object(members)
    }

    /// A path as its elements (`typeset-layout/1` schema, `$defs/path`): `["move", x, y]`,
    /// `["line", x, y]`, `["quadCurve", cx, cy, x, y]`, `["curve", c1x, c1y, c2x, c2y, x, y]`,
    /// `["close"]`, in the node's own coordinates.
    static func pathJSON(_ path: ShapePath) -> JSONOutput {
        .array(path.elements.map { element in
            let name: String
            switch element {
            case .move: name = "move"
            case .line: name = "line"
            case .quadCurve: name = "quadCurve"
            case .curve: name = "curve"
            case .closeSubpath: name = "close"
            }
            return .array([.string(name)] + element.points.flatMap { [JSONOutput.number(Double($0.x)), .number(Double($0.y))] })
        })
    }

    /// A shape modification (`typeset-layout/1` schema, `shapePath.modifications`).
    static func modificationJSON(_ modification: ShapeModification) -> JSONOutput {
        func n(_ value: CGFloat) -> JSONOutput { .number(Double(value)) }
        func point(_ p: UnitPoint) -> JSONOutput { .array([n(p.x), n(p.y)]) }
        switch modification {
        case .trim(let from, let to): return .object([("type", .string("trim")), ("from", n(from)), ("to", n(to))])
        case .offset(let size): return .object([("type", .string("offset")), ("x", n(size.width)), ("y", n(size.height))])
        case .rotation(let degrees, let anchor): return .object([("type", .string("rotation")), ("degrees", .number(degrees)), ("anchor", point(anchor))])
        case .scale(let x, let y, let anchor): return .object([("type", .string("scale")), ("x", n(x)), ("y", n(y)), ("anchor", point(anchor))])
        case .transform(let a, let b, let c, let d, let tx, let ty):
            return .object([("type", .string("transform")), ("matrix", .array([a, b, c, d, tx, ty].map(n)))])
        case .inset(let amount): return .object([("type", .string("inset")), ("amount", n(amount))])
        case .stroke(let style): return .object([("type", .string("stroke")), ("lineWidth", n(style.lineWidth))])
        }
    }

    /// A paint effect: its `type` and values (`typeset-layout/1` schema, `effect`).
    static func effectJSON(_ effect: PaintEffect) -> JSONOutput {
        func n(_ value: CGFloat) -> JSONOutput { .number(Double(value)) }
        func anchor(_ point: UnitPoint) -> JSONOutput { .array([n(point.x), n(point.y)]) }
        switch effect {
        case .clip(let shape, let corner):
            return .object([("type", .string("clip")), ("shape", .string(shape.rawValue))] + (corner.map { [("cornerRadius", n($0.width))] } ?? []))
        case .shadow(let color, let radius, let x, let y):
            return .object([("type", .string("shadow")), ("color", colorJSON(color)), ("radius", n(radius)), ("x", n(x)), ("y", n(y))])
        case .blur(let radius):
            return .object([("type", .string("blur")), ("radius", n(radius))])
        case .rotation(let degrees, let point):
            return .object([("type", .string("rotation")), ("degrees", .number(degrees)), ("anchor", anchor(point))])
        case .scale(let x, let y, let point):
            return .object([("type", .string("scale")), ("x", n(x)), ("y", n(y)), ("anchor", anchor(point))])
        case .transform(let a, let b, let c, let d, let tx, let ty):
            return .object([("type", .string("transform")), ("matrix", .array([a, b, c, d, tx, ty].map(n)))])
        case .blend(let mode):
            return .object([("type", .string("blend")), ("mode", .string(mode.rawValue))])
        case .matchedGeometry(let match):
            return .object([
                ("type", .string("matchedGeometry")), ("group", .string(match.group)), ("isSource", .bool(match.isSource)),
                ("anchor", anchor(match.anchor)),
            ])
        case .redacted:
            return .object([("type", .string("redacted"))])
        case .unredacted:
            return .object([("type", .string("unredacted"))])
        }
    }

    /// A gradient fill: its `type`, stops (`[location, colour]`) and geometry in unit points
    /// and degrees (`typeset-layout/1` schema, `paint.gradient`).
    static func gradientJSON(_ gradient: GradientFill) -> JSONOutput {
        func n(_ value: CGFloat) -> JSONOutput { .number(Double(value)) }
        func point(_ p: UnitPoint) -> JSONOutput { .array([n(p.x), n(p.y)]) }
        let stops = JSONOutput.array(gradient.stops.map { .array([n($0.location), colorJSON($0.color)]) })
        var members: [(String, JSONOutput)] = [("type", .string(gradient.name)), ("stops", stops)]
        switch gradient {
        case .linear(_, let start, let end):
            members += [("startPoint", point(start)), ("endPoint", point(end))]
        case .radial(_, let center, let startRadius, let endRadius):
            members += [("center", point(center)), ("startRadius", n(startRadius)), ("endRadius", n(endRadius))]
        case .angular(_, let center, let startAngle, let endAngle):
            members += [("center", point(center)), ("startAngle", .number(startAngle)), ("endAngle", .number(endAngle))]
        case .elliptical(_, let center, let startFraction, let endFraction):
            members += [("center", point(center)), ("startRadiusFraction", n(startFraction)), ("endRadiusFraction", n(endFraction))]
        }
        return .object(members)
    }

    /// An image: its name, whether it is a symbol, its intrinsic size and drawing options
    /// (`typeset-layout/1` schema, `image`).
    static func imageJSON(_ image: ImageDescription) -> JSONOutput {
        func n(_ value: CGFloat) -> JSONOutput { .number(Double(value)) }
        var members: [(String, JSONOutput)] = [
            ("name", .string(image.name)), ("system", .bool(image.isSystemSymbol)),
            ("size", .array([n(image.size.width), n(image.size.height)])), ("resizable", .bool(image.isResizable)),
        ]
        if let mode = image.renderingMode { members.append(("renderingMode", .string(mode.rawValue))) }
        if image.interpolation != .high { members.append(("interpolation", .string(image.interpolation.rawValue))) }
        if !image.isAntialiased { members.append(("antialiased", .bool(false))) }
        if image.isResizable && image.capInsets != EdgeInsets() {
            let i = image.capInsets
            members.append(("capInsets", .array([n(i.top), n(i.leading), n(i.bottom), n(i.trailing)])))
        }
        if image.isResizable && image.resizingMode != .stretch { members.append(("resizingMode", .string(image.resizingMode.rawValue))) }
        if let scale = image.symbolScale { members.append(("symbolScale", .string(scale.rawValue))) }
        if let mode = image.symbolRenderingMode { members.append(("symbolRenderingMode", .string(mode.rawValue))) }
        if let offset = image.baselineOffset { members.append(("baselineOffset", n(offset))) }
        return .object(members)
    }

    /// `["horizontal", "vertical"]`, the axes in `axes`.
    static func axisNames(_ axes: Axis.Set) -> [String] {
        (axes.contains(.horizontal) ? ["horizontal"] : []) + (axes.contains(.vertical) ? ["vertical"] : [])
    }

    /// A grid item: its size (`fixed` length, or `flexible`/`adaptive` bounds; an infinite
    /// maximum is left out) and its spacing when set.
    static func gridItemJSON(_ item: GridItem) -> JSONOutput {
        func bounds(_ minimum: CGFloat, _ maximum: CGFloat) -> JSONOutput {
            .object([("minimum", .number(Double(minimum)))] + (maximum.isFinite ? [("maximum", .number(Double(maximum)))] : []))
        }
        var members: [(String, JSONOutput)]
        switch item.size {
        case .fixed(let length): members = [("fixed", .number(Double(length)))]
        case .flexible(let minimum, let maximum): members = [("flexible", bounds(minimum, maximum))]
        case .adaptive(let minimum, let maximum): members = [("adaptive", bounds(minimum, maximum))]
        }
        if let spacing = item.spacing { members.append(("spacing", .number(Double(spacing)))) }
        return .object(members)
    }

    /// `[red, green, blue, opacity]`.
    static func colorJSON(_ color: Color) -> JSONOutput {
        .array([color.red, color.green, color.blue, color.alpha].map { .number($0) })
    }

    private static func idValue(_ id: AnyHashable) -> JSONOutput {
        if let string = id.base as? String { return .string(string) }
        if let int = id.base as? Int { return .number(Double(int)) }
        if let double = id.base as? Double { return .number(double) }
        return .string("\(id.base)")
    }
}
