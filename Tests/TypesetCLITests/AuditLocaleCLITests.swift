// `typeset audit` per language: --locale, --strings, --device, --shard and --report (issue 22).
import Foundation
import Testing

/// Whether headless Chromium (Debian's `chromium`) is installed, for the report test.
private let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite struct AuditLocaleCLITests {
    private let settings = examples.appendingPathComponent("settings-languages.json").path

    @Test func everyLanguageOfTheCatalogueAtEverySize() throws {
        let run = try typeset(["audit", settings, "--locale", "all", "--dynamic-type", "all"])
        #expect(run.status == 1)
        #expect(run.err == "typeset: 4 findings in \(settings)\n")
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "Locales: ar 0 · de 2 · en 0 · fi 2 · ja 0")
        // German cuts the hotspot row from large on; Finnish only from accessibility sizes.
        #expect(lines.contains { $0.hasPrefix("truncated-text in de from large on: Text \"Persönlicher Hotspot") })
        let finnish = lines.filter { $0.hasPrefix("truncated-text in fi ") }
        #expect(finnish.count == 2)
        #expect(finnish.allSatisfy { $0.contains(" from accessibility") })
        #expect(!lines.contains { $0.hasPrefix("truncated-text in en") || $0.hasPrefix("truncated-text in ja") })
        #expect(lines.suffix(2) == ["Untranslated keys:", "  ja: \"Hotspot\" (Localizable)"])
        // One language at one size: clean.
        let english = try typeset(["audit", settings, "--locale", "en,ja", "--dynamic-type", "accessibility5"])
        #expect(english.status == 0, "\(english.out)")
    }

    @Test func theJSONReportCarriesTheLocale() throws {
        let run = try typeset(["audit", settings, "--locale", "de,fi,ja", "--dynamic-type", "all", "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(document["locales"] as? [String] == ["de", "fi", "ja"])
        #expect(document["countByLocale"] as? [String: Int] == ["de": 2, "fi": 2, "ja": 0])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        #expect(findings.compactMap { $0["locale"] as? String } == ["de", "de", "fi", "fi"])
        #expect(findings.first?["sizes"] as? [String] == ["large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"])
        let untranslated = try #require(document["untranslated"] as? [String: [[String: String]]])
        #expect(untranslated["ja"] == [["key": "Hotspot", "table": "Localizable"]])
        #expect(untranslated["de"] == [])
        #expect(try typeset(["audit", settings, "--locale", "ja", "--require-translations"]).status == 1)
    }

    @Test func pseudolanguagesOverTheDevelopmentLanguage() throws {
        let run = try typeset(["audit", settings, "--locale", "pseudo", "--dynamic-type", "large"])
        #expect(run.out.hasPrefix(
            "Locales: double-length 0 · accented 0 · bounded 0 · right-to-left 0 · right-to-left-strings 0 · en-XA 0 · ar-XB 0\n"), "\(run.out)")
        #expect(run.status == 0)
        let one = try typeset(["layout", settings, "--locale", "bounded"])
        #expect(one.out.contains("[# Wi-Fi #]"))
        #expect(try typeset(["layout", settings, "--locale", "de,fi"]).status == 1)
    }

    @Test func stringsAndDeviceOverrideTheScenes() throws {
        let directory = try temporary("strings").deletingLastPathComponent()
        try Data(#"{ "sourceLanguage": "en", "strings": { "Wi-Fi": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Drahtlos" } } } } } }"#.utf8)
            .write(to: directory.appendingPathComponent("Other.xcstrings"))
        try Data(#"{ "sourceLanguage": "en", "strings": { "Wi-Fi": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Funknetz" } } } } } }"#.utf8)
            .write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        let run = try typeset(["layout", settings, "--locale", "de", "--strings", directory.appendingPathComponent("Localizable.xcstrings").path])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("\"Funknetz\""))
        let small = try typeset(["layout", settings, "--device", "iPhone SE (3rd generation)"])
        #expect(small.out.contains("Screen [20, 0, 0, 0] (0, 0, 375 × 667)"), "\(small.out.prefix(300))")
        #expect(try typeset(["layout", settings, "--device", "Toaster"]).status == 1)
        // A malformed catalogue is an error naming its file and line.
        let broken = directory.appendingPathComponent("Broken.xcstrings")
        try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": [\n}".utf8).write(to: broken)
        let failed = try typeset(["audit", settings, "--locale", "de", "--strings", broken.path])
        #expect(failed.status == 1)
        #expect(failed.err.contains("Broken.xcstrings:4:"), "\(failed.err)")
        #expect(try typeset(["audit", examples.appendingPathComponent("form.json").path, "--locale", "all"]).err.contains("--locale all needs translations"))
    }

    @Test func shardsSplitTheScenes() throws {
        let scenes = ["price-row.json", "form.json", "settings-languages.json"].map { examples.appendingPathComponent($0).path }
        let first = try typeset(["audit"] + scenes + ["--shard", "1/2"])
        #expect(first.out.contains("== \(scenes[0])"))
        #expect(first.out.contains("== \(scenes[2])"))
        #expect(!first.out.contains("== \(scenes[1])"))
        let second = try typeset(["audit"] + scenes + ["--shard", "2/2"])
        #expect(second.status == 0)
        #expect(second.out == "no findings\n")
        #expect(try typeset(["audit"] + scenes + ["--shard", "3/2"]).status == 1)
        let json = try typeset(["audit"] + scenes + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((document["scenes"] as? [[String: Any]])?.compactMap { $0["scene"] as? String } == scenes)
    }

    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed (apt-get install chromium)"))
    func theReportOpensInABrowserWithEveryPicture() throws {
        let directory = try temporary("report").deletingLastPathComponent().appendingPathComponent("report")
        let run = try typeset(["audit", settings, "--locale", "all", "--dynamic-type", "all", "--report", directory.path])
        #expect(run.status == 1)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2>de</h2>") && html.contains("<h2>fi</h2>"))
        #expect(html.contains("<h3>from large on</h3>"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
        #expect(pictures.count == 4)
        // Chromium loads the page; its script counts the pictures that decoded.
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: try #require(chromium))
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=10000",
            "--dump-dom", directory.appendingPathComponent("index.html").absoluteString,
        ]
        let out = Pipe()
        browser.standardOutput = out
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        #expect(dom.contains("data-images-loaded=\"4/4\""), "\(dom.suffix(400))")
    }
}
