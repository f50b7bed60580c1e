// Modifiers of `typeset-scene/1`: `{ NAME: ARGUMENT }` objects applied in list order, each
// the Typeset modifier of that name.
import Foundation
import Typeset

extension SceneBuilder {
    /// Every modifier name the format defines.
    static let modifierNames: [String] = [
        "frame", "padding", "fixedSize", "aspectRatio", "layoutPriority", "offset", "position", "alignmentGuide", "id",
        "overlay", "background", "border", "font", "lineLimit", "multilineTextAlignment", "truncationMode",
        "lineSpacing", "minimumScaleFactor", "kerning", "tracking", "opacity", "foregroundColor", "environment",
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes", "dynamicTypeSize",
        "fontWeight", "bold", "italic", "fontWidth", "fontDesign", "monospaced", "monospacedDigit", "textCase",
    ] + controlModifierNames + containerModifierNames + screenModifierNames

    /// `view` with the modifier at `cursor` applied.
    func apply(_ cursor: JSONCursor, to view: AnyView) throws(SceneError) -> AnyView {
        let members = try cursor.object()
        guard members.count == 1, let name = members.keys.first else {
            throw cursor.error(.invalidValue, "expected an object with exactly one key, the modifier's name (such as {\"padding\": 8})")
        }
        let arg = JSONCursor(value: members[name]!, path: cursor.path(name))
        switch name {
        case "frame": return try frame(view, arg)
        case "padding": return try padding(view, arg)
        case "fixedSize":
            if case .bool(let on) = arg.value { return on ? AnyView(view.fixedSize()) : view }
            _ = try arg.object(allowing: ["horizontal", "vertical"], in: "fixedSize")
            return AnyView(view.fixedSize(
                horizontal: try arg.optional("horizontal")?.bool() ?? false, vertical: try arg.optional("vertical")?.bool() ?? false))
        case "aspectRatio":
            _ = try arg.object(allowing: ["ratio", "contentMode"], in: "aspectRatio")
            let mode = try arg.optional("contentMode")?.word([("fit", ContentMode.fit), ("fill", .fill)], "content mode") ?? .fit
            guard let ratio = try arg.optional("ratio") else { return AnyView(view.aspectRatio(contentMode: mode)) }
            if case .object = ratio.value { return AnyView(view.aspectRatio(try ratio.size(), contentMode: mode)) }
            return AnyView(view.aspectRatio(try ratio.number(), contentMode: mode))
        case "layoutPriority": return AnyView(view.layoutPriority(try arg.number()))
        case "offset":
            _ = try arg.object(allowing: ["x", "y"], in: "offset")
            return AnyView(view.offset(x: try arg.optional("x")?.number() ?? 0, y: try arg.optional("y")?.number() ?? 0))
        case "position":
            _ = try arg.object(allowing: ["x", "y"], in: "position")
            return AnyView(view.position(x: try arg.optional("x")?.number() ?? 0, y: try arg.optional("y")?.number() ?? 0))
        case "alignmentGuide": return try alignmentGuide(view, arg)
        case "id": return try identified(view, arg)
        case "overlay", "background":
            _ = try arg.object(allowing: ["alignment", "content"], in: name)
            let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
            let content = try self.view(try arg.required("content", "a view"))
            return name == "overlay"
                ? AnyView(view.overlay(alignment: alignment) { content })
                : AnyView(view.background(alignment: alignment) { content })
        case "border":
            if case .object(let keys) = arg.value, keys["color"] != nil {
                _ = try arg.object(allowing: ["color", "width"], in: "border")
                return AnyView(view.border(try arg.required("color", "a colour").color(), width: try arg.optional("width")?.nonNegative() ?? 1))
            }
            return AnyView(view.border(try arg.color()))
        case "foregroundColor":
            return AnyView(view.foregroundColor(arg.isNull ? nil : try arg.color()))
        case "opacity": return AnyView(view.opacity(try arg.unitInterval()))
        case "dynamicTypeSize":
            let sizes = try arg.dynamicTypeSizes(), isRange = try arg.string().contains(".")
            return sizes.count == 1 && !isRange
                ? AnyView(view.dynamicTypeSize(sizes[0])) : AnyView(view.dynamicTypeSize(sizes[0]...sizes[sizes.count - 1]))
        case "environment":
            return try environment(view, arg, allowing: Set(Self.environmentKeys))
        case "font", "lineLimit", "multilineTextAlignment", "truncationMode", "lineSpacing", "minimumScaleFactor",
             "kerning", "tracking", "textCase":
            return try environmentValue(name, arg, view)
        case "fontWeight": return AnyView(view.fontWeight(arg.isNull ? nil : try arg.fontWeight()))
        case "bold": return AnyView(view.bold(try arg.bool()))
        case "italic": return AnyView(view.italic(try arg.bool()))
        case "fontWidth": return AnyView(view.fontWidth(arg.isNull ? nil : try arg.fontWidth()))
        case "fontDesign": return AnyView(view.fontDesign(arg.isNull ? nil : try arg.fontDesign()))
        case "monospaced": return AnyView(view.monospaced(try arg.bool()))
        case "monospacedDigit":
            guard try arg.bool() else { return view }
            return AnyView(view.monospacedDigit())
        case "gridCellColumns":
            let count = try arg.integer()
            guard count >= 1 else { throw arg.error(.invalidValue, "expected a column count ≥ 1, found \(count)") }
            return AnyView(view.gridCellColumns(count))
        case "gridColumnAlignment": return AnyView(view.gridColumnAlignment(try alignments.horizontal(arg)))
        case "gridCellAnchor": return AnyView(view.gridCellAnchor(try arg.unitPoint()))
        case "gridCellUnsizedAxes": return AnyView(view.gridCellUnsizedAxes(try arg.axes()))
        default:
            if let modified = try controlModifier(name, arg, view) { return modified }
            if let modified = try containerModifier(name, arg, view) { return modified }
            if let modified = try screenModifier(name, arg, view) { return modified }
            throw arg.error(.unknownModifier, "unknown modifier '\(name)'; expected one of \(Self.modifierNames.joined(separator: ", "))")
        }
    }

    /// Fixed `{width, height, alignment}` or flexible `{minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}`.
    private func frame(_ view: AnyView, _ arg: JSONCursor) throws(SceneError) -> AnyView {
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let members = try arg.object(allowing: Set(flexible + ["width", "height", "alignment"]), in: "frame")
        let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
        if flexible.contains(where: { members[$0] != nil }) {
            if members["width"] != nil || members["height"] != nil {
                throw arg.error(.invalidValue, "a frame is either fixed (width, height) or flexible (min/ideal/max), not both")
            }
            func value(_ key: String) throws(SceneError) -> CGFloat? { try arg.optional(key)?.numberOrInfinity() }
            return AnyView(view.frame(
                minWidth: try value("minWidth"), idealWidth: try value("idealWidth"), maxWidth: try value("maxWidth"),
                minHeight: try value("minHeight"), idealHeight: try value("idealHeight"), maxHeight: try value("maxHeight"),
                alignment: alignment))
        }
        return AnyView(view.frame(width: try arg.optional("width")?.number(), height: try arg.optional("height")?.number(), alignment: alignment))
    }

    /// A length, `{edges, length}` or `{top, leading, bottom, trailing}`.
    private func padding(_ view: AnyView, _ arg: JSONCursor) throws(SceneError) -> AnyView {
        if case .number = arg.value { return AnyView(view.padding(try arg.number())) }
        let members = try arg.object(allowing: ["edges", "length", "top", "leading", "bottom", "trailing"], in: "padding")
        let sides = ["top", "leading", "bottom", "trailing"]
        if sides.contains(where: { members[$0] != nil }) {
            if members["edges"] != nil || members["length"] != nil {
                throw arg.error(.invalidValue, "padding takes either edges and length or top, leading, bottom, trailing")
            }
            return AnyView(view.padding(EdgeInsets(
                top: try arg.optional("top")?.number() ?? 0, leading: try arg.optional("leading")?.number() ?? 0,
                bottom: try arg.optional("bottom")?.number() ?? 0, trailing: try arg.optional("trailing")?.number() ?? 0)))
        }
        return AnyView(view.padding(try arg.optional("edges")?.edges() ?? .all, try arg.optional("length")?.number()))
    }

    /// `{guide, value}`; `center` needs `"axis"` since both axes have it.
    private func alignmentGuide(_ view: AnyView, _ arg: JSONCursor) throws(SceneError) -> AnyView {
        _ = try arg.object(allowing: ["guide", "value", "axis"], in: "alignmentGuide")
        let guideCursor = try arg.required("guide", "a guide name")
        let name = try guideCursor.string()
        let axis = try arg.optional("axis")?.word([("horizontal", true), ("vertical", false)], "axis")
        let inH = alignments.horizontal[name] != nil, inV = alignments.vertical[name] != nil
        if inH && inV && axis == nil {
            throw guideCursor.error(.invalidValue, "'\(name)' exists on both axes: add \"axis\": \"horizontal\" or \"vertical\" (or use horizontalCenter / verticalCenter)")
        }
        let horizontal = axis ?? inH
        let expression = try alignments.expression(try arg.required("value", "a guide value"), axisIsHorizontal: horizontal)
        if horizontal {
            return AnyView(view.alignmentGuide(try alignments.horizontal(guideCursor)) { expression.evaluate($0) })
        }
        return AnyView(view.alignmentGuide(try alignments.vertical(guideCursor)) { expression.evaluate($0) })
    }

    /// The keys of `environment` (and of the scene's top-level `environment`).
    static let environmentKeys = [
        "layoutDirection", "displayScale", "font", "lineLimit", "multilineTextAlignment", "truncationMode", "lineSpacing",
        "minimumScaleFactor", "kerning", "tracking", "dynamicTypeSize", "locale", "textCase", "pseudolanguage",
    ]

    /// Applies each key of an environment object, in name order.
    func environment(
        _ view: AnyView, _ arg: JSONCursor, allowing keys: Set<String>, skipping skipped: Set<String> = []
    ) throws(SceneError) -> AnyView {
        let members = try arg.object(allowing: keys, in: "environment")
        var view = view
        for key in members.keys.sorted() where !skipped.contains(key) {
            view = try environmentValue(key, JSONCursor(value: members[key]!, path: arg.path(key)), view)
        }
        return view
    }

    /// The user's settings among the keys of an environment object (`Scene.userSettingKeys`).
    func userSettings(_ arg: JSONCursor, into environment: inout EnvironmentValues) throws(SceneError) {
        let members = try arg.object()
        for key in members.keys.sorted() where Scene.userSettingKeys.contains(key) {
            let value = JSONCursor(value: members[key]!, path: arg.path(key))
            switch key {
            case "layoutDirection": environment.layoutDirection = try value.layoutDirection()
            case "locale": environment.locale = Locale(identifier: try value.string())
            case "pseudolanguage": environment.pseudolanguage = try value.pseudolanguage()
            default: environment.dynamicTypeSize = try value.dynamicTypeSize()
            }
        }
    }

    private func environmentValue(_ name: String, _ arg: JSONCursor, _ view: AnyView) throws(SceneError) -> AnyView {
        switch name {
        case "layoutDirection":
            return AnyView(view.environment(\.layoutDirection, try arg.layoutDirection()))
        case "dynamicTypeSize": return AnyView(view.environment(\.dynamicTypeSize, try arg.dynamicTypeSize()))
        case "locale": return AnyView(view.environment(\.locale, Locale(identifier: try arg.string())))
        case "displayScale":
            let scale = try arg.number()
            guard scale > 0 else { throw arg.error(.invalidValue, "expected a display scale above 0, found \(scale)") }
            return AnyView(view.environment(\.displayScale, scale))
        case "font": return AnyView(view.font(arg.isNull ? nil : try arg.font()))
        case "lineLimit":
            if arg.isNull { return AnyView(view.lineLimit(nil)) }
            if case .object = arg.value {
                _ = try arg.object(allowing: ["limit", "reservesSpace"], in: "lineLimit")
                return AnyView(view.lineLimit(try arg.required("limit", "a whole number").integer(), reservesSpace: try arg.optional("reservesSpace")?.bool() ?? false))
            }
            return AnyView(view.lineLimit(try arg.integer()))
        case "multilineTextAlignment":
            return AnyView(view.multilineTextAlignment(try arg.word([("leading", TextAlignment.leading), ("center", .center), ("trailing", .trailing)], "text alignment")))
        case "truncationMode":
            return AnyView(view.truncationMode(try arg.word([("head", TruncationMode.head), ("middle", .middle), ("tail", .tail)], "truncation mode")))
        case "lineSpacing": return AnyView(view.lineSpacing(try arg.number()))
        case "minimumScaleFactor": return AnyView(view.minimumScaleFactor(try arg.unitInterval()))
        case "kerning": return AnyView(view.kerning(try arg.number()))
        case "textCase": return AnyView(view.textCase(arg.isNull ? nil : try arg.textCase()))
        case "pseudolanguage": return AnyView(view.environment(\.pseudolanguage, try arg.pseudolanguage()))
        default: return AnyView(view.tracking(try arg.number()))
        }
    }
}
