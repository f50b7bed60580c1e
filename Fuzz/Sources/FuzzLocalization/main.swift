// Fuzz target `localization`: translation files and localized keys with hostile specifiers.
// The first byte picks what the rest is:
// - 0: a String Catalog, read; every entry resolved for arguments of three kinds, checked,
//   formatted and pseudolocalized;
// - 1, 2: a `.strings` or `.stringsdict` table, read and resolved the same way;
// - 3: a catalogue written to a bundle directory and a Text whose key carries a fuzzed
//   specifier and a fuzzed literal (Markdown, `%`, positions), laid out in a fuzzed locale,
//   pseudolanguage and device.
// A refusal must be a `LocalizationError` naming its file; nothing may trap; layouts keep the
// invariants of every layout.
import Foundation
import FuzzSupport
import Typeset

enum Fixture {
    /// The bundle directory of mode 3, rewritten for every input.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-fuzz-localization-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
    static let bundle = Bundle(path: directory.path)
    static let languages = ["en", "de", "fi", "ar", "ja", "ru", "pl", "fr", "pt_BR", "zh_Hans", "xx"]
    static let arguments: [FormatArgument] = [.signedInteger(21), .string("Anna"), .floatingPoint(1.5)]
    static let kinds: [FormatSpecifier.ArgumentKind] = [.signedInteger, .object, .floatingPoint]
}

/// Resolves, checks, formats and pseudolocalizes `entry` as Text does.
func exercise(_ entry: LocalizedEntry, language: String) {
    for device in [DeviceVariant.iphone, .ipad] {
        if let text = try? entry.text(device: device, language: language) {
            for pseudolanguage in Pseudolanguage.allCases { _ = pseudolanguage.apply(to: text, formatted: false) }
        }
        guard let format = try? entry.format(for: Fixture.arguments, kinds: Fixture.kinds, device: device, language: language) else { continue }
        _ = FormatCheck.mismatches(format, kinds: Fixture.kinds)
        let pieces = StringFormatter.format(format, Fixture.arguments, locale: Locale(identifier: language))
        require(pieces.allSatisfy { if case .embedded = $0 { false } else { true } }, "an embedded piece without an embedded argument")
        for pseudolanguage in Pseudolanguage.allCases {
            let transformed = pseudolanguage.apply(to: format.positionalText)
            if let again = try? FormatString(parsing: transformed) {
                _ = StringFormatter.string(again, Fixture.arguments, locale: Locale(identifier: language))
            }
        }
    }
}

runFuzzer { start, count in
    var input = FuzzInput(start, count)
    let mode = input.byte() % 4
    let language = input.pick(Fixture.languages)
    let pseudolanguage = input.pick(Pseudolanguage.allCases.map(Optional.some) + [nil])
    let data = Data(input.rest())
    switch mode {
    case 0:
        do throws(LocalizationError) {
            let catalog = try StringCatalog(data: data, path: "Fuzz.xcstrings")
            for entry in catalog.entries.values.prefix(64) {
                for (language, localized) in entry.localizations.prefix(8) { exercise(localized, language: language) }
            }
        } catch {
            require(error.path == "Fuzz.xcstrings" && !error.message.isEmpty, "an error without its file or message")
        }
    case 1, 2:
        do throws(LocalizationError) {
            let entries = mode == 1
                ? try StringsBundle.entries(ofStrings: data, path: "Fuzz.strings")
                : try StringsBundle.entries(ofStringsdict: data, path: "Fuzz.stringsdict")
            for entry in entries.values.prefix(64) { exercise(entry, language: language) }
        } catch {
            require(error.path.hasPrefix("Fuzz.strings") && !error.message.isEmpty, "an error without its file or message")
        }
    default:
        // The first half: the catalogue; the second: the key's specifier and literal.
        let bytes = [UInt8](data)
        let half = bytes.count / 2
        let catalogue = Fixture.directory.appendingPathComponent("Localizable.xcstrings")
        try? Data(bytes[..<half]).write(to: catalogue)
        StringsBundle.removeCached(at: Fixture.directory)
        let tail = String(decoding: bytes[half...], as: UTF8.self)
        let parts = tail.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: tail.utf8.count, interpolationCount: 2)
        interpolation.appendLiteral(parts.count > 1 ? parts[1] : "**files** in %")
        interpolation.appendInterpolation(21, specifier: parts.first ?? "%d")
        interpolation.appendInterpolation(Text(verbatim: "x").bold())
        interpolation.appendInterpolation("Anna")
        var environment = EnvironmentValues()
        environment.localizationBundle = Fixture.bundle
        environment.locale = Locale(identifier: language)
        environment.pseudolanguage = pseudolanguage
        let engine = LayoutEngine(fonts: .bundled, environment: environment)
        let view = VStack {
            Text(LocalizedStringKey(stringInterpolation: interpolation))
            Text(LocalizedStringKey(parts.first ?? ""))
        }
        let phone = engine.layout(view, proposal: ProposedViewSize(width: 200, height: 300))
        checkInvariants(of: phone)
        checkInvariants(of: engine.layout(view, on: .iPadMini))
    }
    return 0
}
