// `typeset layout` and `typeset render`: a scene file in, a dump or a picture out.
import ArgumentParser
import Foundation
import Typeset
import TypesetExport
import TypesetRender
import TypesetScene

/// The settings every scene command takes besides the scene itself.
struct SceneSettings: ParsableArguments {
    @Option(help: "Proposed width in points (overrides the scene's proposal).")
    var width: Double?

    @Option(help: "Proposed height in points (overrides the scene's proposal).")
    var height: Double?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp(
        "The user's text size: a DynamicTypeSize name (large, accessibility2, ...); `typeset audit` also takes all or a range such as large...accessibility3.",
        valueName: "size"))
    var dynamicType: String?

    @Option(help: "The layout direction: leftToRight or rightToLeft (overrides the scene's).")
    var layoutDirection: String?

    @Option(help: ArgumentHelp(
        "The locale identifier, such as de_DE or ar, or a pseudolanguage (double-length, accented, bounded, right-to-left, right-to-left-strings, en-XA, ar-XB); `typeset audit` also takes all (every language of the strings), pseudo (every pseudolanguage) or a list such as de,fi,ar.",
        valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp(
        "Translations for the scene's localized keys: a bundle directory of <language>.lproj tables and .xcstrings catalogues, or one such file (overrides the scene's strings).",
        valueName: "path"))
    var strings: String?

    @Option(help: ArgumentHelp("Lay the scene out as the screen of this device (an iPhone or iPad preset such as \"iPhone 16\").", valueName: "name"))
    var device: String?

    /// The scene at `path` with these settings in its environment (all but `--locale` and
    /// `--dynamic-type`, which `applyLocale` and the commands apply), and the proposal (nil:
    /// the scene's own, or the screen of its device).
    func load(_ path: String) throws -> (scene: Scene, proposal: ProposedViewSize?) {
        var loaded: Scene
        do { loaded = try Scene(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CommandFailure("\(path): \(error)")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0) { throw CommandFailure("\(name) must be a number ≥ 0") }
        }
        // A scene on a device is laid out as its screen unless a size is given.
        var proposal: ProposedViewSize?
        if width != nil || height != nil {
            proposal = ProposedViewSize(width: width.map { CGFloat($0) } ?? loaded.proposal.width, height: height.map { CGFloat($0) } ?? loaded.proposal.height)
        }
        if let layoutDirection { loaded.environment.layoutDirection = try direction(layoutDirection) }
        if let strings {
            let loadedStrings: StringsBundle
            do { loadedStrings = try StringsBundle.load(contentsOf: URL(fileURLWithPath: strings)) } catch {
                throw CommandFailure("--strings: \(error)")
            }
            guard let bundle = Bundle(path: loadedStrings.url.path) else { throw CommandFailure("--strings: cannot open \(loadedStrings.url.path)") }
            loaded.environment.localizationBundle = bundle
        }
        if let device {
            guard let preset = Device.preset(named: device) else {
                throw CommandFailure("--device must be one of \(Device.presets.map(\.name).joined(separator: ", ")), not '\(device)'")
            }
            loaded.device = (preset, loaded.device?.orientation ?? .portrait)
        }
        return (loaded, proposal)
    }

    /// The translations the scene's localized keys read: `--strings`, else the scene's own.
    func strings(of scene: Scene) -> StringsBundle? {
        scene.environment.localizationBundle.map { StringsBundle.shared(for: $0) } ?? scene.strings
    }

    /// `--layout-direction`'s value.
    func direction(_ name: String) throws -> LayoutDirection {
        switch name {
        case "leftToRight": return .leftToRight
        case "rightToLeft": return .rightToLeft
        default: throw CommandFailure("--layout-direction must be leftToRight or rightToLeft, not '\(name)'")
        }
    }

    /// The sizes `--dynamic-type` names; nil when it is not given.
    func dynamicTypeSizes() throws -> [DynamicTypeSize]? {
        guard let dynamicType else { return nil }
        guard let sizes = DynamicTypeSize.sizes(named: dynamicType) else {
            throw CommandFailure(
                "--dynamic-type must be all, a size (\(DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))) or a range such as large...accessibility3, not '\(dynamicType)'")
        }
        return sizes
    }
}

/// The options of the commands that take one scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (format typeset-scene/1).")
    var scene: String

    @OptionGroup var settings: SceneSettings

    /// The scene with the command line's settings, `--locale` included (one locale or
    /// pseudolanguage), and the proposal.
    func load() throws -> (scene: Scene, proposal: ProposedViewSize?) {
        var (loaded, proposal) = try settings.load(scene)
        if let locale = settings.locale {
            guard !locale.contains(",") else { throw CommandFailure("--locale must name one locale here; only `typeset audit` takes several") }
            if let pseudolanguage = Pseudolanguage(rawValue: locale) {
                loaded.environment.pseudolanguage = pseudolanguage
                if let direction = settings.layoutDirection { loaded.environment.layoutDirection = try settings.direction(direction) }
            } else {
                loaded.environment.locale = Locale(identifier: locale)
            }
        }
        return (loaded, proposal)
    }

    /// The scene laid out at its proposal, with overrides; `--dynamic-type` must name one size.
    func layout() throws -> LayoutResult {
        var (loaded, proposal) = try load()
        if let sizes = try settings.dynamicTypeSizes() {
            guard sizes.count == 1 else { throw CommandFailure("--dynamic-type must name one size here; only `typeset audit` takes several") }
            loaded.environment.dynamicTypeSize = sizes[0]
        }
        return loaded.layout(proposal: proposal)
    }
}

/// `typeset layout`.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Lay out a scene and print the result: the canonical dump or typeset-layout/1 JSON.")

    /// What to print.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dump, json
    }

    @OptionGroup var options: SceneOptions

    @Option(help: "Output format: dump or json.")
    var format: Format = .dump

    func run() throws {
        let result = try options.layout()
        switch format {
        case .dump: print(result.dump(), terminator: result.dump().hasSuffix("\n") ? "" : "\n")
        case .json: print(result.json(pretty: true))
        }
    }
}

/// `typeset render`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Lay out a scene and draw it to PNG, SVG or PDF.")

    @OptionGroup var options: SceneOptions

    @Option(name: .shortAndLong, help: "The picture to write: a .png, .svg or .pdf file.")
    var output: String

    @Option(help: "PNG pixels per point.")
    var scale: Double = 2

    @Flag(help: "Overlay frames, baselines and ids, with a legend.")
    var guides = false

    func run() throws {
        let url = URL(fileURLWithPath: output)
        guard RenderFormat(pathExtension: url.pathExtension) != nil else {
            throw CommandFailure("cannot tell the format of '\(output)': use a .png, .svg or .pdf name")
        }
        let result = try options.layout()
        do { try Renderer.write(displayList(for: result, guides: guides), to: url, scale: scale) } catch {
            throw CommandFailure("\(error)")
        }
        note("wrote \(output)")
    }
}
