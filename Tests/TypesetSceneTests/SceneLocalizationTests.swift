// The scene format's localized keys: a Text's `key` (with `table` and `arguments`), localized
// control titles, the scene's `strings` and its `pseudolanguage`.
import Foundation
import Testing
import Typeset
@testable import TypesetScene

@Suite struct SceneLocalizationTests {
    /// A directory with a catalogue and a scene file using it; the scene's URL.
    private func sceneFile(_ view: String, environment: String = #"{ "locale": "de" }"#) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-scene-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Strings"), withIntermediateDirectories: true)
        try Data("""
            { "sourceLanguage": "en", "strings": {
              "Settings": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Einstellungen" } } } },
              "Wi-Fi": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "WLAN" } } } },
              "%lld files": { "localizations": { "de": { "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "%lld Datei" } },
                "other": { "stringUnit": { "state": "translated", "value": "%lld Dateien" } } } } } } },
              "%@ of %lf km": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "%2$.1lf km von %1$@" } } } }
            } }
            """.utf8).write(to: root.appendingPathComponent("Strings/Localizable.xcstrings"))
        try Data("\"Profile\" = \"Profil\";".utf8).write(to: root.appendingPathComponent("Strings/Account.strings"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        try Data("\"Profile\" = \"Profil\";".utf8).write(to: root.appendingPathComponent("Strings/de.lproj/Account.strings"))
        let scene = #"{ "format": "typeset-scene/1", "strings": "Strings", "environment": "# + environment + #", "view": "# + view + " }"
        let url = root.appendingPathComponent("scene.json")
        try Data(scene.utf8).write(to: url)
        return url
    }

    private func texts(_ url: URL) throws -> [String] {
        try Scene(contentsOf: url).layout().nodes.compactMap { $0.text?.string }
    }

    @Test func keysAreLookedUpTextIsNot() throws {
        let url = try sceneFile(#"""
            { "type": "VStack", "children": [
              { "type": "Text", "key": "Settings" },
              { "type": "Text", "text": "Settings" },
              { "type": "Text", "key": "Profile", "table": "Account" },
              { "type": "Text", "key": "%lld files", "arguments": [1] },
              { "type": "Text", "key": "%lld files", "arguments": [3] },
              { "type": "Text", "key": "%@ of %lf km", "arguments": ["Berlin", 12.25] },
              { "type": "Text", "segments": [ { "key": "Settings", "bold": true }, { "text": ": on" } ] }
            ] }
            """#)
        #expect(try texts(url) == ["Einstellungen", "Settings", "Profil", "1 Datei", "3 Dateien", "12,2 km von Berlin", "Einstellungen: on"])
    }

    @Test func controlTitlesMayBeKeys() throws {
        let url = try sceneFile(#"""
            { "type": "VStack", "children": [
              { "type": "Toggle", "title": { "key": "Wi-Fi" }, "isOn": true },
              { "type": "Button", "title": "Wi-Fi" },
              { "type": "TextField", "title": { "key": "Settings" } }
            ] }
            """#)
        let shown = try texts(url)
        #expect(shown.contains("WLAN"))
        #expect(shown.contains("Wi-Fi"))
        #expect(shown.contains("Einstellungen"))
    }

    @Test func theSceneCarriesItsStringsAndTheCLICanReplaceThem() throws {
        let url = try sceneFile(#"{ "type": "Text", "key": "Settings" }"#)
        var scene = try Scene(contentsOf: url)
        #expect(scene.strings?.languages == ["de", "en"])
        #expect(scene.environment.localizationBundle != nil)
        scene.environment.locale = Locale(identifier: "en")
        #expect(scene.layout().nodes.compactMap { $0.text?.string } == ["Settings"])
        // The view form (SceneView) keeps the scene's strings.
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de")
        let viewed = LayoutEngine(fonts: .bundled, environment: environment).layout(SceneView(try Scene(contentsOf: url)), proposal: .unspecified)
        #expect(viewed.nodes.compactMap { $0.text?.string } == ["Einstellungen"])
    }

    @Test func pseudolanguageIsAUserSetting() throws {
        let url = try sceneFile(#"{ "type": "Text", "key": "Settings" }"#, environment: #"{ "pseudolanguage": "bounded" }"#)
        let scene = try Scene(contentsOf: url)
        #expect(scene.environment.pseudolanguage == .bounded)
        #expect(scene.layout().nodes.compactMap { $0.text?.string } == ["[# Settings #]"])
    }

    @Test(arguments: [
        (#"{ "type": "Text", "text": "a", "key": "b" }"#, "view"),
        (#"{ "type": "Text", "text": "a", "table": "T" }"#, "view"),
        (#"{ "type": "Text" }"#, "view.text"),
        (#"{ "type": "Text", "key": "%lld and %lld", "arguments": [1] }"#, "view.arguments"),
        (#"{ "type": "Text", "key": "%k", "arguments": [1] }"#, "view"),
        (#"{ "type": "Text", "key": "%lld", "arguments": [1.5] }"#, "view.arguments[0]"),
        (#"{ "type": "Text", "key": "%@", "arguments": [true] }"#, "view.arguments[0]"),
        (#"{ "type": "Toggle", "title": { "key": "a", "colour": "red" } }"#, "view.title.colour"),
    ])
    func badKeysNameTheirPath(view: String, path: String) throws {
        let url = try sceneFile(view)
        #expect(throws: SceneError.self) { try Scene(contentsOf: url) }
        do { _ = try Scene(contentsOf: url) } catch { #expect(error.path == path, "\(error)") }
    }

    @Test func aMalformedCatalogueIsASceneErrorWithItsFileAndLine() throws {
        let url = try sceneFile(#"{ "type": "Text", "key": "Settings" }"#)
        let catalogue = url.deletingLastPathComponent().appendingPathComponent("Strings/Broken.xcstrings")
        try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": 7\n}".utf8).write(to: catalogue)
        do {
            _ = try Scene(contentsOf: url)
            Issue.record("a malformed catalogue was accepted")
        } catch {
            #expect(error.path == "strings")
            #expect(error.message.contains("Broken.xcstrings:3:"))
        }
    }
}
