// A `typeset-scene/1` document: a view tree, its proposal, environment, guides and fonts.
import Foundation
import Typeset

/// A scene file loaded into a view, ready to lay out.
///
/// ```swift
/// let scene = try Scene(contentsOf: URL(fileURLWithPath: "form.json"))
/// let result = scene.layout()
/// ```
public struct Scene {
    /// The format name this version reads.
    public static let format = "typeset-scene/1"

    /// The proposal the scene asks for (`proposal`; unspecified on both axes when absent).
    public let proposal: ProposedViewSize
    /// The view tree, with the scene's `environment` applied.
    public let view: AnyView
    /// The view tree with the scene's `environment` applied except the user's settings
    /// (``userSettingKeys``), which are in ``environment``.
    public let content: AnyView
    /// The environment the scene is laid out in: the defaults, with the scene's
    /// `dynamicTypeSize`, `layoutDirection`, `locale` and `pseudolanguage`. The CLI replaces
    /// them (`--dynamic-type`, `--layout-direction`, `--locale`, which also takes a
    /// pseudolanguage), as the device's settings would.
    public var environment: EnvironmentValues
    /// The bundled fonts plus the scene's `fonts`.
    public let fonts: FontCollection
    /// The scene's `images`: the catalogue `Image("name")` and `Color("name")` read.
    public let imageCatalog: ImageCatalog
    /// The scene's `device` and orientation: the view is laid out as a screen of it (the CLI's
    /// `--device` replaces it).
    public var device: (device: Device, orientation: InterfaceOrientation)?
    /// The scene's `strings`: the translations its localized keys are looked up in (the
    /// environment's `localizationBundle`; the CLI's `--strings` replaces it).
    public let strings: StringsBundle?
    /// What was repaired while reading (a lone surrogate in a string becomes U+FFFD), each
    /// named by its JSON path; layout lists them in the result's diagnostics too.
    public let diagnostics: [Diagnostic]

    /// Reads a scene; relative file paths (fonts, images) resolve against `baseURL`, else the
    /// current directory.
    public init(data: Data, baseURL: URL? = nil) throws(SceneError) {
        let (document, repairs) = try JSONReader.read(data)
        let root = JSONCursor(value: document, path: "")
        _ = try root.object(allowing: ["format", "title", "description", "proposal", "environment", "alignments", "fonts", "images", "device", "strings", "view"], in: "a scene")
        let format = try root.required("format", "\"\(Self.format)\"")
        guard try format.string() == Self.format else {
            throw format.error(.unsupportedFormat, "unsupported format '\(try format.string())'; expected \"\(Self.format)\"")
        }
        var proposal = ProposedViewSize.unspecified
        if let given = try root.optional("proposal") {
            _ = try given.object(allowing: ["width", "height"], in: "proposal")
            proposal = ProposedViewSize(width: try given.optional("width")?.nonNegative(), height: try given.optional("height")?.nonNegative())
        }
        let builder = SceneBuilder(alignments: try SceneAlignments(declarations: try root.optional("alignments")), baseURL: baseURL)
        fonts = try Self.fonts(try root.optional("fonts"), builder)
        imageCatalog = try builder.catalog(try root.optional("images"))
        device = try builder.device(try root.optional("device")).map { (device: $0.0, orientation: $0.1) }
        let strings = try Self.strings(try root.optional("strings"), builder)
        self.strings = strings?.strings
        let tree = try builder.view(try root.required("view", "the root view"))
        var view = tree, content = tree
        environment = EnvironmentValues()
        if let given = try root.optional("environment") {
            view = try builder.environment(tree, given, allowing: Set(SceneBuilder.environmentKeys))
            content = try builder.environment(tree, given, allowing: Set(SceneBuilder.environmentKeys), skipping: Self.userSettingKeys)
            try builder.userSettings(given, into: &environment)
        }
        if let bundle = strings?.bundle {
            environment.localizationBundle = bundle
            view = AnyView(view.environment(\.localizationBundle, bundle))
        }
        diagnostics = repairs.map { Diagnostic(kind: .invalidText, view: $0.path, message: $0.message) }
        self.proposal = proposal
        self.view = Self.reporting(diagnostics, view)
        self.content = Self.reporting(diagnostics, content)
    }

    /// `view`, adding `diagnostics` to its layout's result when there are any.
    private static func reporting(_ diagnostics: [Diagnostic], _ view: AnyView) -> AnyView {
        diagnostics.isEmpty ? view : AnyView(ReportingView(content: view, diagnostics: diagnostics))
    }

    /// The keys of the scene's `environment` that are the user's settings rather than the
    /// view's: the layout environment starts with them, so the CLI can replace them.
    public static let userSettingKeys: Set<String> = ["dynamicTypeSize", "layoutDirection", "locale", "pseudolanguage"]

    /// Reads the scene file at `url`.
    public init(contentsOf url: URL) throws(SceneError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SceneError(.missingFile, at: "", "cannot read the scene file \(url.path)")
        }
        try self.init(data: data, baseURL: url.deletingLastPathComponent())
    }

    /// Lays the scene out with its fonts and images: as a screen of its device when it names
    /// one (the proposal is then the screen), else for `proposal` (the scene's own when nil).
    public func layout(proposal: ProposedViewSize? = nil) -> LayoutResult {
        var environment = self.environment
        environment.imageCatalog = imageCatalog
        let engine = LayoutEngine(fonts: fonts, environment: environment)
        if let device, proposal == nil { return engine.layout(content, on: device.device, orientation: device.orientation) }
        return engine.layout(content, proposal: proposal ?? self.proposal)
    }

    /// The translations `strings` names (relative to the scene): a bundle directory of
    /// `.lproj` tables and `.xcstrings` catalogues, or one catalogue or table file (its
    /// directory is the bundle). Every file is read; a malformed one is an error naming it.
    private static func strings(_ c: JSONCursor?, _ builder: SceneBuilder) throws(SceneError) -> (strings: StringsBundle, bundle: Bundle)? {
        guard let c else { return nil }
        let url = builder.resolve(try c.string())
        let loaded: StringsBundle
        do { loaded = try StringsBundle.load(contentsOf: url) } catch {
            throw c.error(error.kind == .unreadableFile ? .missingFile : .invalidValue, "\(error)")
        }
        guard let bundle = Bundle(path: loaded.url.path) else {
            throw c.error(.missingFile, "cannot open \(loaded.url.path) as a bundle")
        }
        return (loaded, bundle)
    }

    /// The bundled fonts, plus every file of `fonts` (paths relative to the scene).
    private static func fonts(_ list: JSONCursor?, _ builder: SceneBuilder) throws(SceneError) -> FontCollection {
        guard let list else { return .bundled }
        let items = try list.array()
        if items.isEmpty { return .bundled }
        let collection: FontCollection
        do { collection = try FontCollection(directories: [FontCollection.bundledFontsDirectory]) } catch {
            throw list.error(.missingFile, "cannot read the bundled fonts: \(oneLine(error))")
        }
        for item in items {
            let url = builder.resolve(try item.string())
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw item.error(.missingFile, "no readable font file at \(url.path)")
            }
            do { _ = try collection.register(fileAt: url) } catch {
                throw item.error(.missingFile, "cannot load the font file \(url.path): \(oneLine(error))")
            }
        }
        return collection
    }

    private static func oneLine(_ error: any Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// A scene file as a view, so one file drives both the CLI and Swift code.
public struct SceneView: View {
    /// The loaded scene.
    public let scene: Scene

    /// The scene in the file at `url`.
    public init(contentsOf url: URL) throws(SceneError) {
        scene = try Scene(contentsOf: url)
    }

    /// A view of `scene`.
    public init(_ scene: Scene) {
        self.scene = scene
    }

    /// The scene's view tree.
    public var body: AnyView { scene.view }
}
