// `typeset layout` and `typeset render`: a scene file in, a dump or a picture out.
import ArgumentParser
import Foundation
import Typeset
import TypesetExport
import TypesetRender
import TypesetScene

/// The options every scene command takes.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (format typeset-scene/1).")
    var scene: String

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

    @Option(help: "The locale identifier, such as de_DE or ar (overrides the scene's).")
    var locale: String?

    /// The scene with the command line's settings in its environment, and the proposal.
    func load() throws -> (scene: Scene, proposal: ProposedViewSize) {
        var loaded: Scene
        do { loaded = try Scene(contentsOf: URL(fileURLWithPath: scene)) } catch {
            throw CommandFailure("\(scene): \(error)")
        }
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0) { throw CommandFailure("\(name) must be a number ≥ 0") }
        }
        var proposal = loaded.proposal
        if let width { proposal.width = width }
        if let height { proposal.height = height }
        if let layoutDirection {
            switch layoutDirection {
            case "leftToRight": loaded.environment.layoutDirection = .leftToRight
            case "rightToLeft": loaded.environment.layoutDirection = .rightToLeft
            default: throw CommandFailure("--layout-direction must be leftToRight or rightToLeft, not '\(layoutDirection)'")
            }
        }
        if let locale { loaded.environment.locale = Locale(identifier: locale) }
        return (loaded, proposal)
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

    /// The scene laid out at its proposal, with overrides; `--dynamic-type` must name one size.
    func layout() throws -> LayoutResult {
        var (loaded, proposal) = try load()
        if let sizes = try dynamicTypeSizes() {
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
