import Foundation
import Testing
@testable import Typeset

/// A bundle directory of translations for the tests: a catalogue and `.lproj` tables.
enum Translations {
    static let catalog = """
        { "sourceLanguage": "en", "version": "1.0", "strings": {
          "Settings": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Einstellungen" } } } },
          "Save": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Sichern" } } } },
          "Wi-Fi": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "WLAN" } } } },
          "Name": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Vorname" } } } },
          "Title": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Titel" } } } },
          "Header": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Kopfzeile" } } } },
          "%lld files": { "localizations": {
            "de": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld Datei" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld Dateien" } } } } },
            "ru": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld файл" } },
              "few": { "stringUnit": { "state": "translated", "value": "%lld файла" } },
              "many": { "stringUnit": { "state": "translated", "value": "%lld файлов" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld файла" } } } } } } },
          "%@ has %lld points": { "localizations": {
            "de": { "stringUnit": { "state": "translated", "value": "%2$lld Punkte für %1$@" } },
            "fr": { "stringUnit": { "state": "translated", "value": "%@ a %@ points" } } } },
          "Tap to open": { "localizations": { "de": { "variations": { "device": {
            "ipad": { "stringUnit": { "state": "translated", "value": "Zum Öffnen klicken" } },
            "other": { "stringUnit": { "state": "translated", "value": "Zum Öffnen tippen" } } } } } } },
          "Not in German": {}
        } }
        """

    /// A fresh bundle directory with the catalogue, a `Profile` table in German and `extra` files.
    static func bundle(_ extra: [String: String] = [:]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-bundle-\(UUID().uuidString)")
        var files = extra
        files["Localizable.xcstrings"] = files["Localizable.xcstrings"] ?? catalog
        files["de.lproj/Profile.strings"] = files["de.lproj/Profile.strings"] ?? "\"Edit profile\" = \"Profil bearbeiten\";"
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    /// An engine laying out in `locale` with `bundle` as the default translations.
    static func engine(_ locale: String, _ bundle: Bundle) -> LayoutEngine {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.localizationBundle = bundle
        return LayoutEngine(fonts: .bundled, environment: environment)
    }

    /// The strings of the Texts `view` lays out to, in tree order.
    static func texts<V: View>(_ view: V, _ engine: LayoutEngine) -> [String] {
        engine.layout(view, proposal: .unspecified).nodes.compactMap { $0.text?.string }
    }
}

/// `Text` with a `LocalizedStringKey`: looked up by the environment's locale, formatted after
/// the lookup, checked against the key (research/text-input-and-languages.md §1–§2, §7, §9).
@Suite struct TextLocalizationTests {
    @Test func aLiteralIsLookedUpAndAStringIsNot() throws {
        let bundle = try Translations.bundle()
        let german = Translations.engine("de_DE", bundle)
        let title = "Settings"
        #expect(Translations.texts(Text("Settings"), german) == ["Einstellungen"])
        #expect(Translations.texts(Text(title), german) == ["Settings"])
        #expect(Translations.texts(Text(verbatim: "Settings"), german) == ["Settings"])
        #expect(Translations.texts(Text(LocalizedStringKey(title)), german) == ["Einstellungen"])
        #expect(Translations.texts(Text("Settings"), Translations.engine("en_US", bundle)) == ["Settings"])
    }

    @Test func tableAndBundleArguments() throws {
        let bundle = try Translations.bundle()
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de")
        // No default bundle in the environment: `bundle:` names it.
        let engine = LayoutEngine(fonts: .bundled, environment: environment)
        #expect(Translations.texts(Text("Edit profile", tableName: "Profile", bundle: bundle, comment: "a button"), engine) == ["Profil bearbeiten"])
        #expect(Translations.texts(Text("Edit profile", bundle: bundle), engine) == ["Edit profile"])
    }

    @Test func pluralsFollowTheLanguagesRules() throws {
        let bundle = try Translations.bundle()
        for (count, expected) in [(1, "1 Datei"), (2, "2 Dateien")] {
            #expect(Translations.texts(Text("\(count) files"), Translations.engine("de", bundle)) == [expected])
        }
        // The issue's example: "1 file", "2 файла", "5 файлов" (and CLDR's 21 → one).
        let russian = Translations.engine("ru", bundle)
        for (count, expected) in [(1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (21, "21 файл")] {
            #expect(Translations.texts(Text("\(count) files"), russian) == [expected])
        }
        #expect(Translations.texts(Text("\(1) files"), Translations.engine("en", bundle)) == ["1 files"])
    }

    @Test func argumentsMoveWithTheTranslation() throws {
        let bundle = try Translations.bundle()
        let name = "Anna", points = 1234
        let result = Translations.engine("de_DE", bundle).layout(Text("\(name) has \(points) points"), proposal: .unspecified)
        #expect(result.nodes.compactMap { $0.text?.string } == ["1.234 Punkte für Anna"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTranslationThatDoesNotFitItsArgumentsFallsBackToTheKey() throws {
        // research §9.1: a translation with a `%@` where the key has `%lld` crashes on Apple
        // platforms; here it is a diagnostic naming the key, the table and the locale.
        let bundle = try Translations.bundle()
        let name = "Anna", points = 3
        let result = Translations.engine("fr_FR", bundle).layout(Text("\(name) has \(points) points").id("t"), proposal: .unspecified)
        #expect(result.node("t")?.text?.string == "Anna has 3 points")
        let diagnostic = try #require(result.diagnostics.first { $0.kind == .invalidTranslation })
        #expect(diagnostic.details["key"] == "%@ has %lld points")
        #expect(diagnostic.details["table"] == "Localizable")
        #expect(diagnostic.details["locale"] == "fr_FR")
        #expect(diagnostic.message.contains("%@ has %lld points") && diagnostic.message.contains("Localizable"))
        #expect(diagnostic.view.hasSuffix("Text"))
    }

    @Test func aMissingKeyShowsTheKeyFormatted() throws {
        // research §1.3: the key becomes the format: "\(n) items" shows "5 items".
        let n = 5
        let engine = Translations.engine("de", try Translations.bundle())
        #expect(Translations.texts(Text("\(n) items"), engine) == ["5 items"])
        #expect(Translations.texts(Text("100% sure"), engine) == ["100% sure"])
        #expect(Translations.texts(Text("\(n)% done"), engine) == ["5% done"])
    }

    @Test func untranslatedKeysAreReportedPerLocale() throws {
        let bundle = try Translations.bundle()
        let result = Translations.engine("de", bundle).layout(Text("Not in German"), proposal: .unspecified)
        let diagnostic = try #require(result.diagnostics.first { $0.kind == .untranslatedKey })
        #expect(diagnostic.details["key"] == "Not in German")
        #expect(diagnostic.details["locale"] == "de")
        #expect(Translations.engine("en", bundle).layout(Text("Not in German"), proposal: .unspecified).diagnostics.isEmpty)
        // A bundle without translations (the usual Bundle.main of a test) reports nothing.
        #expect(LayoutEngine().layout(Text("Anything"), proposal: .unspecified).diagnostics.isEmpty)
    }

    @Test func deviceVariationsFollowTheDeviceLaidOut() throws {
        let bundle = try Translations.bundle()
        let engine = Translations.engine("de", bundle)
        let phone = engine.layout(Text("Tap to open"), on: .iPhone16).nodes.compactMap { $0.text?.string }
        let pad = engine.layout(Text("Tap to open"), on: .iPadPro11).nodes.compactMap { $0.text?.string }
        #expect(phone == ["Zum Öffnen tippen"])
        #expect(pad == ["Zum Öffnen klicken"])
    }

    @Test func interpolatedTextsKeepTheirStyles() throws {
        // Apple: an interpolated Text keeps its modifiers; the outer Text's apply where it
        // has none of its own.
        let engine = Translations.engine("en", try Translations.bundle())
        let text = Text("Hello \(Text("World").bold()), again").italic()
        let layout = try #require(engine.layout(text, proposal: .unspecified).root.text)
        #expect(layout.string == "Hello World, again")
        let runs = try #require(layout.lines.first?.runs)
        let world = try #require(runs.first { layout.string[$0.range].contains("World") })
        let hello = try #require(runs.first { layout.string[$0.range].contains("Hello") })
        #expect(world.face.isItalic && hello.face.isItalic)
        #expect(world.variations.contains { $0.tag == "wght" && $0.value >= 600 })
        #expect(!hello.variations.contains { $0.tag == "wght" && $0.value >= 600 })
    }

    @Test func aMalformedTableIsADiagnosticWithItsPathAndLine() throws {
        let bundle = try Translations.bundle(["de.lproj/Broken.strings": "\"a\" = \"b\";\n\"c\" = \"d\"\n"])
        let result = Translations.engine("de", bundle).layout(Text("c", tableName: "Broken"), proposal: .unspecified)
        #expect(result.nodes.compactMap { $0.text?.string } == ["c"])
        let diagnostic = try #require(result.diagnostics.first { $0.kind == .invalidStrings })
        #expect(diagnostic.details["path"]?.hasSuffix("de.lproj/Broken.strings") == true)
        #expect(diagnostic.details["line"] == "3")
    }

    @Test func pseudolanguagesApplyToEveryLocalizedString() throws {
        var environment = EnvironmentValues()
        environment.localizationBundle = try Translations.bundle()
        environment.pseudolanguage = .bounded
        let engine = LayoutEngine(fonts: .bundled, environment: environment)
        let count = 2
        #expect(Translations.texts(Text("Settings"), engine) == ["[# Settings #]"])
        #expect(Translations.texts(Text("\(count) files"), engine) == ["[# 2 files #]"])
        // Verbatim text is not localized, so not pseudolocalized.
        #expect(Translations.texts(Text(verbatim: "Settings"), engine) == ["Settings"])
        environment.pseudolanguage = .arXB
        #expect(environment.layoutDirection == .rightToLeft)
    }

    @Test func hostileTranslationsStayBounded() throws {
        // A translation repeating an interpolated Text is cut with a diagnostic, not expanded
        // without end.
        let many = String(repeating: "%1$@", count: 200)
        let bundle = try Translations.bundle([
            "Localizable.xcstrings": """
                { "sourceLanguage": "en", "strings": { "Echo %@": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "\(many)" } } } } } }
                """
        ])
        var text = Text(verbatim: "x")
        for _ in 0..<4 { text = Text("Echo \(text)") }
        let result = Translations.engine("de", bundle).layout(text, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(result.diagnostics.contains { $0.kind == .invalidValue && $0.message.contains("pieces") })
    }
}
