// Images, devices and the safe area in `typeset-scene/1` (issue 13): the scene's image
// catalogue and device, the `Image` view's options and the symbol, safe-area, container-frame
// and mask modifiers.
import Foundation
import Typeset

extension SceneBuilder {
    /// The keys of an `Image`.
    static let imageKeys: Set<String> = ["name", "systemName", "size", "file", "resizable", "renderingMode", "interpolation", "antialiased"]

    /// The modifiers of images, the safe area and masks.
    static let screenModifierNames: [String] = [
        "imageScale", "symbolRenderingMode", "scaledToFit", "scaledToFill", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "safeAreaPadding", "safeAreaInset", "containerRelativeFrame", "mask",
    ]

    /// The `Image` at `c`: `name` (the catalogue's), `systemName`, `size` (with `name`) or `file`.
    func image(_ c: JSONCursor) throws(SceneError) -> Image {
        var image: Image
        if let file = try c.optional("file") {
            let url = resolve(try file.string())
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw file.error(.missingFile, "no readable image file at \(url.path)")
            }
            image = Image(contentsOf: url)
        } else if let system = try c.optional("systemName") {
            image = Image(systemName: try system.string())
        } else if let size = try c.optional("size") {
            image = Image(try c.optional("name")?.string() ?? "image", size: try size.size())
        } else {
            image = Image(try c.required("name", "a catalogue name (or systemName, size, file)").string())
        }
        if try c.optional("resizable")?.bool() == true { image = image.resizable() }
        if let mode = try c.optional("renderingMode") {
            image = image.renderingMode(try mode.word([("original", Image.TemplateRenderingMode.original), ("template", .template)], "rendering mode"))
        }
        if let quality = try c.optional("interpolation") {
            image = image.interpolation(try quality.word(
                [("none", Image.Interpolation.none), ("low", .low), ("medium", .medium), ("high", .high)], "interpolation"))
        }
        if let on = try c.optional("antialiased") { image = image.antialiased(try on.bool()) }
        return image
    }

    /// `view` with the image, safe-area or mask modifier `name`, or nil when it is not one.
    func screenModifier(_ name: String, _ arg: JSONCursor, _ view: AnyView) throws(SceneError) -> AnyView? {
        switch name {
        case "imageScale":
            return AnyView(view.imageScale(try arg.word([("small", Image.Scale.small), ("medium", .medium), ("large", .large)], "image scale")))
        case "symbolRenderingMode":
            return AnyView(view.symbolRenderingMode(try arg.word(
                [("monochrome", SymbolRenderingMode.monochrome), ("multicolor", .multicolor), ("hierarchical", .hierarchical), ("palette", .palette)],
                "symbol rendering mode")))
        case "scaledToFit": return try arg.bool() ? AnyView(view.scaledToFit()) : view
        case "scaledToFill": return try arg.bool() ? AnyView(view.scaledToFill()) : view
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            if case .bool(let on) = arg.value { return on ? AnyView(view.ignoresSafeArea()) : view }
            return AnyView(view.ignoresSafeArea(edges: try arg.edges()))
        case "safeAreaPadding":
            if case .number = arg.value { return AnyView(view.safeAreaPadding(try arg.number())) }
            _ = try arg.object(allowing: ["edges", "length"], in: "safeAreaPadding")
            return AnyView(view.safeAreaPadding(try arg.optional("edges")?.edges() ?? .all, try arg.optional("length")?.number()))
        case "safeAreaInset":
            _ = try arg.object(allowing: ["edge", "alignment", "spacing", "content"], in: "safeAreaInset")
            let edge = try arg.required("edge", "top, bottom, leading or trailing").word(
                [("top", Edge.top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)], "edge")
            let spacing = try arg.optional("spacing")?.number()
            let content = try self.view(try arg.required("content", "a view"))
            switch edge {
            case .top, .bottom:
                let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.horizontal(a) } ?? .center
                return AnyView(view.safeAreaInset(edge: edge == .top ? .top : .bottom, alignment: alignment, spacing: spacing) { content })
            case .leading, .trailing:
                let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.vertical(a) } ?? .center
                return AnyView(view.safeAreaInset(edge: edge == .leading ? .leading : .trailing, alignment: alignment, spacing: spacing) { content })
            }
        case "containerRelativeFrame":
            _ = try arg.object(allowing: ["axes", "count", "span", "spacing", "alignment"], in: "containerRelativeFrame")
            let axes = try arg.required("axes", "horizontal, vertical or both").axes()
            let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
            guard let count = try arg.optional("count") else { return AnyView(view.containerRelativeFrame(axes, alignment: alignment)) }
            return AnyView(view.containerRelativeFrame(
                axes, count: try count.integer(), span: try arg.optional("span")?.integer() ?? 1,
                spacing: try arg.optional("spacing")?.number() ?? 0, alignment: alignment))
        case "mask":
            _ = try arg.object(allowing: ["alignment", "content"], in: "mask")
            let alignment = try arg.optional("alignment").map { a throws(SceneError) in try alignments.pair(a) } ?? .center
            let content = try self.view(try arg.required("content", "a view"))
            return AnyView(view.mask(alignment: alignment) { content })
        default:
            return nil
        }
    }

    /// The scene's `images`: `{directory, images: {name: {width, height}}, colors: {name: colour},
    /// symbols: {name: {width, height, baselineOffset, pointSize}}, missingImageSize}`.
    func catalog(_ c: JSONCursor?) throws(SceneError) -> ImageCatalog {
        guard let c else { return ImageCatalog() }
        _ = try c.object(allowing: ["directory", "images", "colors", "symbols", "missingImageSize"], in: "images")
        var catalog = ImageCatalog()
        if let directory = try c.optional("directory") {
            let url = resolve(try directory.string())
            do { catalog = try ImageCatalog(directory: url) } catch {
                throw directory.error(.missingFile, "cannot read the image directory \(url.path)")
            }
        }
        if let images = try c.optional("images") {
            for (name, _) in try images.object().sorted(by: { $0.key < $1.key }) {
                catalog.register(name, size: try images.required(name, "{width, height}").size())
            }
        }
        if let colors = try c.optional("colors") {
            for (name, _) in try colors.object().sorted(by: { $0.key < $1.key }) {
                catalog.registerColor(name, try colors.required(name, "a colour").color())
            }
        }
        if let symbols = try c.optional("symbols") {
            for (name, _) in try symbols.object().sorted(by: { $0.key < $1.key }) {
                let symbol = try symbols.required(name, "{width, height, baselineOffset, pointSize}")
                _ = try symbol.object(allowing: ["width", "height", "baselineOffset", "pointSize"], in: "a symbol")
                catalog.registerSymbol(
                    name, size: CGSize(width: try symbol.required("width", "a number").nonNegative(), height: try symbol.required("height", "a number").nonNegative()),
                    baselineOffset: try symbol.required("baselineOffset", "a number").number(),
                    pointSize: try symbol.optional("pointSize")?.nonNegative() ?? 17)
            }
        }
        if let size = try c.optional("missingImageSize") { catalog.missingImageSize = try size.size() }
        return catalog
    }

    /// The scene's `device`: a preset's name, or `{preset, orientation}`, or a custom
    /// `{name, screen: {width, height}, scale, safeArea, landscapeSafeArea, orientation}`.
    func device(_ c: JSONCursor?) throws(SceneError) -> (Device, InterfaceOrientation)? {
        guard let c else { return nil }
        func preset(_ cursor: JSONCursor) throws(SceneError) -> Device {
            let name = try cursor.string()
            guard let device = Device.preset(named: name) else {
                throw cursor.error(.invalidValue, "unknown device '\(name)'; expected one of \(Device.presets.map(\.name).joined(separator: ", "))")
            }
            return device
        }
        if case .string = c.value { return (try preset(c), .portrait) }
        _ = try c.object(allowing: ["preset", "name", "screen", "scale", "safeArea", "landscapeSafeArea", "orientation"], in: "device")
        let orientation = try c.optional("orientation")?.word(
            [("portrait", InterfaceOrientation.portrait), ("portraitUpsideDown", .portraitUpsideDown),
             ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight)], "orientation") ?? .portrait
        if let name = try c.optional("preset") { return (try preset(name), orientation) }
        func insets(_ key: String) throws(SceneError) -> EdgeInsets {
            guard let i = try c.optional(key) else { return EdgeInsets() }
            _ = try i.object(allowing: ["top", "leading", "bottom", "trailing"], in: key)
            return EdgeInsets(
                top: try i.optional("top")?.nonNegative() ?? 0, leading: try i.optional("leading")?.nonNegative() ?? 0,
                bottom: try i.optional("bottom")?.nonNegative() ?? 0, trailing: try i.optional("trailing")?.nonNegative() ?? 0)
        }
        let device = Device(
            name: try c.optional("name")?.string() ?? "custom", screenSize: try c.required("screen", "{width, height}").size(),
            displayScale: try c.optional("scale")?.nonNegative() ?? 1, portraitSafeArea: try insets("safeArea"),
            landscapeSafeArea: try c.optional("landscapeSafeArea") == nil ? try insets("safeArea") : try insets("landscapeSafeArea"))
        return (device, orientation)
    }
}
