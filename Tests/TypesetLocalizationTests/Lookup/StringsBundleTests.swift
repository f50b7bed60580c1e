import Foundation
import Testing
@testable import TypesetLocalization

/// A bundle directory's translations: compiled `.lproj` tables over catalogues, locales matched
/// to languages, the development language as fallback (research §1.3–§1.5, §7).
@Suite struct StringsBundleTests {
    /// A fresh directory with `files` (relative path → contents).
    static func directory(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-strings-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    static let catalog = """
        { "sourceLanguage": "en", "version": "1.0", "strings": {
          "Settings": { "localizations": {
            "de": { "stringUnit": { "state": "translated", "value": "Einstellungen (Katalog)" } },
            "pt-BR": { "stringUnit": { "state": "translated", "value": "Ajustes" } },
            "fi": { "stringUnit": { "state": "translated", "value": "Asetukset" } } } },
          "Only in catalogue": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Nur im Katalog" } } } },
          "Brand": { "shouldTranslate": false },
          "Untranslated": {}
        } }
        """

    @Test func compiledTablesWinOverTheCatalogue() throws {
        let root = try Self.directory([
            "Localizable.xcstrings": Self.catalog,
            "de.lproj/Localizable.strings": "\"Settings\" = \"Einstellungen\";",
        ])
        let bundle = try StringsBundle.load(contentsOf: root)
        let de = Locale(identifier: "de_DE")
        let settings = bundle.lookup("Settings", table: "Localizable", locale: de)
        #expect(settings.entry == LocalizedEntry(value: .string("Einstellungen")))
        #expect(settings.status == .translated)
        #expect(bundle.lookup("Only in catalogue", table: "Localizable", locale: de).entry == LocalizedEntry(value: .string("Nur im Katalog")))
        #expect(bundle.languages == ["de", "en", "fi", "pt-BR"])
        #expect(bundle.developmentLanguage == "en")
        #expect(bundle.tableNames == ["Localizable"])
    }

    @Test func localesMatchTheMostSpecificLanguage() throws {
        let root = try Self.directory(["Localizable.xcstrings": Self.catalog])
        let bundle = try StringsBundle.load(contentsOf: root)
        #expect(bundle.lookup("Settings", table: "Localizable", locale: Locale(identifier: "pt_BR")).entry == LocalizedEntry(value: .string("Ajustes")))
        #expect(bundle.lookup("Settings", table: "Localizable", locale: Locale(identifier: "fi_FI")).entry == LocalizedEntry(value: .string("Asetukset")))
        #expect(StringsBundle.candidates(for: Locale(identifier: "zh_Hans_CN")) == ["zh-hans-cn", "zh-hans", "zh-cn", "zh"])
    }

    @Test func missingKeysFallBackToTheDevelopmentLanguage() throws {
        let root = try Self.directory(["Localizable.xcstrings": Self.catalog])
        let bundle = try StringsBundle.load(contentsOf: root)
        let fi = bundle.lookup("Untranslated", table: "Localizable", locale: Locale(identifier: "fi"))
        #expect(fi.status == .untranslated)
        #expect(fi.entry == LocalizedEntry(value: .string("Untranslated")))
        #expect(fi.requestedLanguage == "fi")
        // A key marked "Don't translate" is not untranslated.
        #expect(bundle.lookup("Brand", table: "Localizable", locale: Locale(identifier: "fi")).status == .developmentLanguage)
        // A language the bundle lacks runs in the development language.
        let sv = bundle.lookup("Settings", table: "Localizable", locale: Locale(identifier: "sv_SE"))
        #expect(sv.status == .developmentLanguage)
        #expect(sv.entry == LocalizedEntry(value: .string("Settings")))
        #expect(bundle.lookup("x", table: "Other", locale: Locale(identifier: "de")).status == .noTable)
    }

    // Design §22.2: the language an app runs in is the bundle's. A table that lacks it leaves its
    // keys untranslated (reported), and a table that has only its general form (`pt` for a
    // `pt-BR` app) answers from that.
    @Test func aTableWithoutTheBundlesLanguageLeavesItsKeysUntranslated() throws {
        let root = try Self.directory([
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";",
            "en.lproj/Other.strings": "\"Open\" = \"Open\";",
            "pt-BR.lproj/Localizable.strings": "\"Save\" = \"Salvar\";",
            "pt.lproj/Other.strings": "\"Open\" = \"Abrir\";",
        ])
        let bundle = try StringsBundle.load(contentsOf: root)
        let de = bundle.lookup("Open", table: "Other", locale: Locale(identifier: "de_DE"))
        #expect(de.status == .untranslated)
        #expect(de.requestedLanguage == "de")
        #expect(de.entry == LocalizedEntry(value: .string("Open")))
        let pt = bundle.lookup("Open", table: "Other", locale: Locale(identifier: "pt_BR"))
        #expect(pt.status == .translated)
        #expect(pt.entry == LocalizedEntry(value: .string("Abrir")))
        #expect(pt.language == "pt")
        #expect(bundle.lookup("Save", table: "Localizable", locale: Locale(identifier: "pt_BR")).entry == LocalizedEntry(value: .string("Salvar")))
    }

    @Test func stringsdictEntriesReplaceStringsEntries() throws {
        let root = try Self.directory([
            "de.lproj/Localizable.strings": "\"%lld files\" = \"%lld Dateien (strings)\";",
            "de.lproj/Localizable.stringsdict": CompiledTablesTests.stringsdict,
            "Info.plist": "<plist><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>",
        ])
        let bundle = try StringsBundle.load(contentsOf: root)
        #expect(bundle.developmentLanguage == "de")
        guard case .string(let format)? = bundle.lookup("%lld files", table: "Localizable", locale: Locale(identifier: "de")).entry?.value else {
            Issue.record("no stringsdict entry")
            return
        }
        #expect(format == "%#@files@")
    }

    @Test func aMalformedFileIsAnErrorNamingItsPathAndLine() throws {
        let root = try Self.directory([
            "de.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = \"d\"\n",
            "fi.lproj/Localizable.strings": "\"a\" = \"b\";",
        ])
        do {
            _ = try StringsBundle.load(contentsOf: root)
            Issue.record("a malformed table was accepted")
        } catch {
            #expect(error.path.hasSuffix("de.lproj/Localizable.strings"))
            #expect(error.line == 3)
            #expect(error.kind == .malformedFile)
        }
        // Lazily used, the table's problem travels with its lookups; the other table works.
        let shared = StringsBundle.shared(at: root)
        let lookup = shared.lookup("a", table: "Localizable", locale: Locale(identifier: "fi"))
        #expect(lookup.entry == LocalizedEntry(value: .string("b")))
        #expect(lookup.errors.count == 1)
        #expect(throws: LocalizationError.self) { try StringsBundle.load(contentsOf: root.appendingPathComponent("missing")) }
    }

    @Test func forgettingABundleReadsItsFilesAgain() throws {
        let root = try Self.directory(["de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";"])
        let de = Locale(identifier: "de")
        #expect(StringsBundle.shared(at: root).lookup("Save", table: "Localizable", locale: de).entry == LocalizedEntry(value: .string("Sichern")))
        try Data("\"Save\" = \"Speichern\";".utf8).write(to: root.appendingPathComponent("de.lproj/Localizable.strings"))
        // Kept until forgotten.
        #expect(StringsBundle.shared(at: root).lookup("Save", table: "Localizable", locale: de).entry == LocalizedEntry(value: .string("Sichern")))
        StringsBundle.removeCached(at: root)
        #expect(StringsBundle.shared(at: root).lookup("Save", table: "Localizable", locale: de).entry == LocalizedEntry(value: .string("Speichern")))
    }

    @Test func tablesReadFromData() throws {
        let entries = try StringsBundle.entries(ofStrings: Data("\"a\" = \"b\";".utf8), path: "x.strings")
        #expect(entries == ["a": LocalizedEntry(value: .string("b"))])
        #expect(try StringsBundle.entries(ofStringsdict: Data(CompiledTablesTests.stringsdict.utf8), path: "x.stringsdict").count == 2)
        do {
            _ = try StringsBundle.entries(ofStrings: Data("\"a\" = ".utf8), path: "x.strings")
            Issue.record("accepted a truncated table")
        } catch {
            #expect(error.path == "x.strings" && error.line == 1)
        }
    }
}
