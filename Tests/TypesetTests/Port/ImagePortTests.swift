import Foundation
import Testing
import Typeset

@Suite struct ImagePortTests {
    /// The image record under `node` (the node itself or its first Image descendant).
    static func image(in node: LayoutNode) throws -> ImageDescription {
        let found = try #require(node.allNodes.first { if case .image = $0.kind { true } else { false } }, "no Image under \(node)")
        guard case .image(let image) = found.kind else { throw CancellationError() }
        return image
    }

    /// A node's first text baseline in root coordinates.
    static func baseline(_ node: LayoutNode) -> CGFloat { node.frame.minY + node.dimensions[VerticalAlignment.firstTextBaseline] }

    static func engine(_ catalog: ImageCatalog) -> LayoutEngine {
        var environment = EnvironmentValues()
        environment.imageCatalog = catalog
        return LayoutEngine(fonts: .bundled, environment: environment)
    }

    // Acceptance (issue 13): a symbol next to text in `HStack(alignment: .firstTextBaseline)`
    // sits on the text's baseline. HIG "SF Symbols": symbols are vertically centred on the
    // cap height; the model makes a medium symbol 1.4 cap heights tall.
    @Test func symbolSitsOnTheTextBaseline() throws {
        let result = Port.layout(RatingRow(score: "4.8"))
        let star = try #require(result.node("star"))
        let score = try #require(result.node("score"))
        #expect(Self.baseline(star) == Self.baseline(score))
        let cap = try #require(try Port.text("4.8", in: result.root).text).primaryMetrics.capHeight
        #expect(abs(star.size.height - 1.4 * cap) < 1e-9)
        #expect(star.size.width == star.size.height)
        // Centred on the cap height's middle: the baseline lies (height - capHeight) / 2 above its bottom.
        let symbol = try Self.image(in: star)
        #expect(symbol.isSystemSymbol && symbol.name == "star.fill" && symbol.symbolScale == .medium)
        #expect(abs(star.frame.maxY - Self.baseline(star) - (star.size.height - cap) / 2) < 1e-9)
        #expect(abs(try #require(symbol.baselineOffset) - (star.size.height - cap) / 2) < 1e-9)
    }

    // `imageScale`: small, medium and large on one baseline, 0.78 and 1.29 times medium.
    @Test func imageScalesShareTheBaseline() throws {
        let result = Port.layout(SymbolScales())
        let small = try #require(result.node("small")), medium = try #require(result.node("medium")), large = try #require(result.node("large"))
        let text = try #require(result.node("text"))
        for symbol in [small, medium, large] { #expect(abs(Self.baseline(symbol) - Self.baseline(text)) < 1e-9) }
        #expect(abs(small.size.height / medium.size.height - 0.78) < 1e-9)
        #expect(abs(large.size.height / medium.size.height - 1.29) < 1e-9)
        #expect(try Self.image(in: large).symbolScale == .large)
    }

    // A symbol follows the font: in `.largeTitle` it is 1.4 of that font's cap height, still on
    // the baseline; `symbolRenderingMode` is recorded.
    @Test func symbolFollowsTheFont() throws {
        let result = Port.layout(TitleWithSymbol())
        let symbol = try #require(result.node("symbol"))
        let title = try #require(result.node("title"))
        let cap = try #require(try Port.text("Forecast", in: result.root).text).primaryMetrics.capHeight
        #expect(abs(symbol.size.height - 1.4 * cap) < 1e-9)
        #expect(abs(Self.baseline(symbol) - Self.baseline(title)) < 1e-9)
        #expect(try Self.image(in: symbol).symbolRenderingMode == .hierarchical)
    }

    // Registered metrics are used exactly at their point size (the body font's 17 points).
    @Test func registeredSymbolMetricsAreExact() throws {
        var catalog = ImageCatalog()
        catalog.registerSymbol("star.fill", size: CGSize(width: 17.5, height: 16.5), baselineOffset: 1.5, pointSize: 17)
        let result = Port.layout(RatingRow(score: "4.8"), engine: Self.engine(catalog))
        let star = try #require(result.node("star"))
        #expect(star.size == CGSize(width: 17.5, height: 16.5))
        #expect(star.frame.maxY - Self.baseline(star) == 1.5)
        #expect(Self.baseline(star) == Self.baseline(try #require(result.node("score"))))
    }

    // A directory of PNG, SVG and PDF files: sizes from the PNG IHDR, the SVG width/height or
    // viewBox, the PDF MediaBox; `@2x` halves the pixel size.
    @Test func catalogueReadsAFolderOfImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(2000) + be32(1500) + [8, 6, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("turtlerock@2x.png"))
        try Data(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><path d="M0 0h48v32z"/></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("logo.svg"))
        try Data(#"<svg width="24pt" height="12" xmlns="http://www.w3.org/2000/svg"></svg>"#.utf8).write(to: folder.appendingPathComponent("sprite.svg"))
        try Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 200 100] >> endobj\n%%EOF\n".utf8)
            .write(to: folder.appendingPathComponent("avatar.pdf"))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let catalog = try ImageCatalog(directory: folder)
        #expect(catalog.images["turtlerock"]?.size == CGSize(width: 1000, height: 750))
        #expect(catalog.images["logo"]?.size == CGSize(width: 48, height: 32))
        #expect(catalog.images["sprite"]?.size == CGSize(width: 32, height: 12))
        #expect(catalog.images["avatar"]?.size == CGSize(width: 200, height: 100))
        #expect(catalog.unreadable["broken"] != nil)

        // `resizable().aspectRatio(contentMode: .fit)` fills the width and keeps the ratio.
        let photo = try #require(Port.layout(LandmarkPhoto(), engine: Self.engine(catalog)).node("photo"))
        #expect(photo.size == CGSize(width: Port.width, height: Port.width * 0.75))
        // `scaledToFill` in a 64-point square: the 2:1 image is 128 × 64, centred, clipped to a circle.
        let avatar = try #require(Port.layout(AvatarView(), engine: Self.engine(catalog)).node("avatar"))
        let image = try #require(avatar.allNodes.first { $0.name == "Image" })
        #expect(image.size == CGSize(width: 128, height: 64))
        #expect(image.frame.midX == avatar.frame.midX)
        #expect(avatar.allNodes.contains { $0.kind == .effect(.clip(shape: .circle, cornerSize: nil)) })
        // An unreadable file is diagnosed where it is used.
        let broken = Port.layout(Image("broken"), engine: Self.engine(catalog))
        #expect(broken.diagnostics.contains { $0.kind == .unknownName && $0.message.contains("could not be read") })
    }

    // The drawing options are recorded as declared.
    @Test func imageOptionsAreRecorded() throws {
        var catalog = ImageCatalog()
        for name in ["logo", "sprite", "button-background"] { catalog.register(name, size: CGSize(width: 32, height: 32)) }
        let result = Port.layout(ImageOptions(), engine: Self.engine(catalog))
        #expect(result.diagnostics.isEmpty)
        #expect(try Self.image(in: #require(result.node("logo"))).renderingMode == .template)
        let sprite = try Self.image(in: #require(result.node("sprite")))
        #expect(sprite.interpolation == .none && !sprite.isAntialiased)
        let background = try #require(result.node("background"))
        let record = try Self.image(in: background)
        #expect(record.isResizable && record.resizingMode == .tile && record.capInsets == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(background.size == CGSize(width: 200, height: 44))
    }

    // `Label(_:systemImage:)` and `Button(_:systemImage:action:)` show the symbol.
    @Test func labelsAndButtonsWithSymbols() throws {
        let result = Port.layout(SymbolControls())
        #expect(try Self.image(in: #require(result.node("label"))).name == "gear")
        let plus = try Self.image(in: #require(result.node("button")))
        #expect(plus.name == "plus" && plus.isSystemSymbol)
    }

    // Named colours come from the catalogue; unknown names are diagnosed with the view's path
    // and take the documented placeholders (an empty image, a clear colour).
    @Test func namedColoursAndUnknownNames() throws {
        var catalog = ImageCatalog()
        let brand = Color(red: 0.1, green: 0.3, blue: 0.9)
        catalog.registerColor("BrandBlue", brand)
        let badge = Port.layout(BrandBadge(), engine: Self.engine(catalog))
        // `background(Color)` resolves to the view overload, as in SwiftUI: the colour is a Color leaf.
        let fill = try #require(badge.root.allNodes.first { $0.kind == .shape(.color) }?.paint?.shapePaint.fill)
        #expect(Port.same(fill, brand) && fill.name == "BrandBlue")
        #expect(badge.diagnostics.isEmpty)

        let missing = Port.layout(MissingAssets())
        let image = try #require(missing.node("missing"))
        #expect(image.size == .zero)
        let imageProblem = try #require(missing.diagnostics.first { $0.message.contains("no-such-image") })
        #expect(imageProblem.kind == .unknownName && imageProblem.view.hasSuffix("Image"))
        let colorProblem = try #require(missing.diagnostics.first { $0.message.contains("NoSuchColor") })
        #expect(colorProblem.kind == .unknownName && colorProblem.view.hasSuffix("Color"))
        let color = try #require(missing.node("color")?.allNodes.first { $0.kind == .shape(.color) })
        #expect(color.paint?.shapePaint.fill?.alpha == 0)
    }
}
