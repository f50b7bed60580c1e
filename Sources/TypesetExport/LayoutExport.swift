// The layout export, format `typeset-layout/1` (schema: Schemas/typeset-layout-1.schema.json):
// the typed result as JSON, numbers unrounded, keys in a fixed order, the same layout giving
// the same bytes (SPEC §11).
import Foundation
import Typeset

extension LayoutResult {
    /// The layout as `typeset-layout/1` JSON; `pretty` indents it. Font files inside
    /// `fontDirectory` are named relative to it.
    public func json(pretty: Bool = false, fontDirectory: URL = FontCollection.bundledFontsDirectory) -> String {
        LayoutExport.document(for: self, fontDirectory: fontDirectory).serialized(pretty: pretty)
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
            ("diagnostics", .array(result.diagnostics.map { diagnostic in
                .object([("kind", .string(diagnostic.kind.rawValue)), ("path", .string(diagnostic.view)), ("message", .string(diagnostic.message))])
            })),
        ])
    }

    /// One node and its subtree.
    static func node(_ node: LayoutNode, customGuides: [AlignmentKey], fonts: inout FontTable) -> JSONOutput {
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
        default: break
        }
        if let text = node.text {
            let color = colorJSON(node.paint?.foreground ?? .primary)
            members.append(("text", text.json(fonts: &fonts, color: color)))
        }
        var children: [JSONOutput] = []
        for child in node.children { children.append(self.node(child, customGuides: customGuides, fonts: &fonts)) }
        members.append(("children", .array(children)))
        return .object(members)
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
        }
        if paint.opacity != 1 { members.append(("opacity", .number(paint.opacity))) }
        if let foreground = paint.foreground { members.append(("foreground", colorJSON(foreground))) }
        return members.isEmpty ? nil : .object(members)
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
        case .mask:
            return .object([("type", .string("mask"))])
        }
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
