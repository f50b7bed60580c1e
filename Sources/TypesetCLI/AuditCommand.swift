// `typeset audit`: lay out scenes and report misaligned baselines, cut texts, overflow,
// overlapping siblings and unusable translations, at one Dynamic Type size or at several, in
// one language or in several; exit status 1 when there is anything to report, so a CI step
// fails.
import ArgumentParser
import Foundation
import Typeset
import TypesetAudit
import TypesetExport
import TypesetScene

/// `typeset audit`.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Lay out scenes and report misaligned baselines, truncated or clipped texts, overflow, overlapping siblings and unusable translations.",
        discussion: """
            With --dynamic-type all (or a size, or a range such as large...accessibility3) each scene is laid out \
            at each size and each finding names the sizes where it occurs ("from accessibility2 on"). With --locale \
            all (every language of the strings), pseudo (every pseudolanguage) or a list such as de,fi,ar, each \
            scene is laid out in each language (right to left for right-to-left scripts) and the findings and \
            untranslated keys are reported per locale. --shard i/n audits every n-th scene, starting at the i-th, \
            so CI jobs can share many scenes; --report DIR writes DIR/index.html with a picture of every finding. \
            Exits with status 1 when there are findings.
            """)

    /// How to print the findings.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Scene files (format typeset-scene/1).")
    var scenes: [String]

    @OptionGroup var settings: SceneSettings

    @Option(help: "Output format: text or json (typeset-audit/1).")
    var format: Format = .text

    @Option(help: "Pixels per point the tolerance is counted in (default: the scene's environment.displayScale, else 1).")
    var displayScale: Double?

    @Option(help: "How far baselines and edges may differ, in pixels.")
    var tolerance: Double = 0.5

    @Option(name: .customLong("ignore"), help: "Leave out findings about the view with this id (repeatable).")
    var ignoredIDs: [String] = []

    @Option(help: ArgumentHelp("Audit only this share of the scenes: i/n takes the i-th of every n (1 ≤ i ≤ n).", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Write DIR/index.html: a picture of every finding (the view with guides, cropped to its row), grouped by locale and size.", valueName: "directory"))
    var report: String?

    @Flag(help: "Count each key a locale lacks as a finding (with --locale).")
    var requireTranslations = false

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("name at least one scene file") }
    }

    func run() throws {
        guard tolerance.isFinite, tolerance >= 0 else { throw CommandFailure("--tolerance must be a number ≥ 0") }
        let chosen = try shardScenes()
        var audits: [SceneAudit] = []
        for path in chosen { audits.append(try audit(path)) }
        switch format {
        case .text:
            for audit in audits {
                if audits.count > 1 { print("== \(audit.path)") }
                print(audit.text, terminator: "")
            }
        case .json:
            if audits.count == 1 {
                print(audits[0].json.serialized(pretty: true))
            } else {
                print(JSONOutput.object([
                    ("format", .string(AuditReport.format)),
                    ("count", .number(Double(audits.map(\.count).reduce(0, +)))),
                    ("scenes", .array(audits.map { audit in
                        guard case .object(let members) = audit.json else { return audit.json }
                        return .object([("scene", .string(audit.path))] + members)
                    })),
                ]).serialized(pretty: true))
            }
        }
        if let report {
            try AuditHTMLReport.write(audits.flatMap(\.pictures), to: URL(fileURLWithPath: report))
            note("wrote \(URL(fileURLWithPath: report).appendingPathComponent("index.html").path)")
        }
        let total = audits.map(\.count).reduce(0, +)
        if total > 0 {
            let places = audits.filter { $0.count > 0 }
            let location = places.count == 1 ? places[0].path + places[0].first : places.map(\.path).joined(separator: ", ")
            throw CommandFailure("\(total) finding\(total == 1 ? "" : "s") in \(location)")
        }
    }

    /// The scenes of this shard, in the order given.
    private func shardScenes() throws -> [String] {
        guard let shard else { return scenes }
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
            throw CommandFailure("--shard must be i/n with 1 ≤ i ≤ n, not '\(shard)'")
        }
        return scenes.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// One scene's audit: its report and the pictures of its findings.
    struct SceneAudit {
        let path: String
        let count: Int
        /// Where the first finding occurs (`, the first at accessibility2`), for the exit message.
        var first = ""
        let text: String
        let json: JSONOutput
        let pictures: [AuditPicture]
    }

    private func audit(_ path: String) throws -> SceneAudit {
        let (scene, proposal) = try settings.load(path)
        let scale = try displayScale ?? sceneDisplayScale(path)
        guard scale.isFinite, scale > 0 else { throw CommandFailure("--display-scale must be a number above 0") }
        let options = AuditOptions(displayScale: scale, tolerance: tolerance, ignoring: Set(ignoredIDs))
        let sizes = try settings.dynamicTypeSizes()
        if let localeList = settings.locale {
            return try localizedAudit(path, scene, proposal, localeList, sizes, options)
        }
        if let sizes {
            let audit = DynamicTypeAudit(results: sizes.map { size in (size, laidOut(scene, proposal, size: size)) }, options)
            let pictures = audit.findings.compactMap { grouped in
                audit.result(at: grouped.firstSize).map { AuditPicture(scene: path, locale: nil, sizes: grouped, finding: grouped.finding, result: $0) }
            }
            let first = audit.findings.map(\.firstSize).min().map { ", the first at \($0.name)" } ?? ""
            return SceneAudit(
                path: path, count: audit.findings.count, first: first, text: AuditReport.text(audit), json: AuditReport.jsonObject(audit),
                pictures: pictures)
        }
        let result = laidOut(scene, proposal, size: nil)
        let findings = result.audit(options)
        return SceneAudit(
            path: path, count: findings.count, text: AuditReport.text(findings), json: AuditReport.jsonObject(findings),
            pictures: findings.map { AuditPicture(scene: path, locale: nil, sizes: nil, finding: $0, result: result) })
    }

    private func localizedAudit(
        _ path: String, _ scene: Scene, _ proposal: ProposedViewSize?, _ list: String, _ sizes: [DynamicTypeSize]?,
        _ options: AuditOptions
    ) throws -> SceneAudit {
        let strings = settings.strings(of: scene)
        guard let locales = AuditLocale.list(list, languages: strings?.languages ?? []) else {
            throw CommandFailure(
                list.split(separator: ",").contains("all")
                    ? "--locale all needs translations: give --strings or a scene with \"strings\""
                    : "--locale must be all, pseudo, a locale or pseudolanguage, or a list such as de,fi,ar, not '\(list)'")
        }
        let development = strings?.developmentLanguage ?? "en"
        let audit = LocalizationAudit(
            results: try locales.map { locale in
                var localized = scene
                locale.apply(to: &localized.environment, developmentLanguage: development)
                if let direction = settings.layoutDirection { localized.environment.layoutDirection = try settings.direction(direction) }
                let laid = (sizes ?? [scene.environment.dynamicTypeSize]).map { size in (size, laidOut(localized, proposal, size: size)) }
                return (locale, laid)
            }, options)
        var pictures: [AuditPicture] = []
        for entry in audit.locales {
            for grouped in entry.audit.findings {
                guard let result = entry.audit.result(at: grouped.firstSize) else { continue }
                pictures.append(AuditPicture(scene: path, locale: entry.locale, sizes: grouped, finding: grouped.finding, result: result))
            }
        }
        let untranslated = requireTranslations ? audit.locales.map(\.untranslated.count).reduce(0, +) : 0
        return SceneAudit(
            path: path, count: audit.findings.count + untranslated, text: AuditReport.text(audit),
            json: AuditReport.jsonObject(audit), pictures: pictures)
    }

    private func laidOut(_ scene: Scene, _ proposal: ProposedViewSize?, size: DynamicTypeSize?) -> LayoutResult {
        var sized = scene
        if let size { sized.environment.dynamicTypeSize = size }
        return sized.layout(proposal: proposal)
    }

    /// The scene's own `environment.displayScale`, 1 when it sets none.
    private func sceneDisplayScale(_ path: String) throws -> Double {
        let data = try? Data(contentsOf: URL(fileURLWithPath: path))
        let document = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
        return ((document?["environment"] as? [String: Any])?["displayScale"] as? NSNumber)?.doubleValue ?? 1
    }
}
