// The `typeset` command end to end: exit status, one-line reasons with JSON paths, pictures.
import Foundation
import Testing

@Suite struct CLITests {
    @Test func layoutPrintsTheDump() throws {
        let run = try typeset(["layout", examples.appendingPathComponent("feet.json").path])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Typeset layout"))
        // Document 002: the rogue colour keeps its 50 × 64 frame at the origin.
        #expect(run.out.contains("#rogue"))
        #expect(run.out.contains("(0, 0, 50 × 64)"))
    }

    @Test func layoutPrintsJSON() throws {
        let run = try typeset(["layout", examples.appendingPathComponent("feet.json").path, "--format", "json"])
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "typeset-layout/1")
        #expect((document["size"] as? [Double])?.last == 64)  // the rogue colour is 64 tall (document 002)
    }

    @Test func widthOverridesTheProposal() throws {
        let run = try typeset(["layout", examples.appendingPathComponent("form.json").path, "--width", "300"])
        #expect(run.status == 0)
        #expect(run.out.contains("(0, 0, 300 ×"))
    }

    @Test(arguments: [
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"HStack\", \"children\": [ { \"type\": \"Spacer\" }, { \"type\": \"Color\", \"color\": \"red\", \"modifiers\": [ { \"frame\": { \"width\": \"wide\" } } ] } ] } }",
         "view.children[1].modifiers[0].frame.width: expected a number"),
        ("{ \"format\": ", "not valid JSON"),
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"ColorPicker\" } }", "view.type: unknown view type 'ColorPicker'"),
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"Spacer\", \"modifiers\": [ { \"glow\": 1 } ] } }", "view.modifiers[0].glow: unknown modifier"),
        ("{ \"format\": \"typeset-scene/1\", \"view\": { \"type\": \"HStack\", \"alignment\": \"feet\" } }", "view.alignment: unknown alignment 'feet'"),
        ("{ \"format\": \"typeset-scene/1\", \"fonts\": [\"Nope.ttf\"], \"view\": { \"type\": \"Spacer\" } }", "fonts[0]: no readable font file"),
    ])
    func badScenesExitOneWithTheReason(scene: String, reason: String) throws {
        let file = try temporary("bad.json", scene)
        for command in [["layout", file.path], ["render", file.path, "-o", file.deletingLastPathComponent().appendingPathComponent("x.png").path]] {
            let run = try typeset(command)
            #expect(run.status == 1)
            #expect(run.err.contains(reason), "\(run.err)")
            #expect(run.err.split(separator: "\n").count == 1, "one line: \(run.err)")
            #expect(run.out.isEmpty)
        }
    }

    @Test func missingSceneAndBadOptionsExitOne() throws {
        #expect(try typeset(["layout", "/nonexistent/scene.json"]).status == 1)
        #expect(try typeset(["layout", examples.appendingPathComponent("feet.json").path, "--width", "wide"]).status == 1)
        #expect(try typeset(["render", examples.appendingPathComponent("feet.json").path, "-o", "/tmp/x.gif"]).status == 1)
        #expect(try typeset(["frobnicate"]).status == 1)
        let huge = try temporary("huge.json", """
            { "format": "typeset-scene/1", "view": { "type": "Color", "color": "red",
              "modifiers": [ { "frame": { "width": 100000, "height": 100000 } } ] } }
            """)
        let run = try typeset(["render", huge.path, "-o", huge.deletingLastPathComponent().appendingPathComponent("h.png").path])
        #expect(run.status == 1)
        #expect(run.err.contains("too large"))
    }

    @Test func renderWritesEveryFormat() throws {
        let directory = try temporary("out").deletingLastPathComponent()
        for name in ["a.png", "a.svg", "a.pdf"] {
            let out = directory.appendingPathComponent(name)
            let run = try typeset(["render", examples.appendingPathComponent("form.json").path, "-o", out.path, "--guides", "--scale", "1"])
            #expect(run.status == 0, "\(run.err)")
            let data = try Data(contentsOf: out)
            #expect(data.count > 100)
        }
        let png = try Data(contentsOf: directory.appendingPathComponent("a.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4e, 0x47]))
    }

    @Test func helpOnEverySubcommand() throws {
        for command in [[], ["layout"], ["render"], ["audit"], ["demo"], ["cases"], ["gallery"]] {
            let run = try typeset(command + ["--help"])
            #expect(run.status == 0)
            #expect(run.out.contains("USAGE"), "\(command)")
        }
    }

    @Test func demoWritesSixPictures() throws {
        let directory = try temporary("demo")
        let run = try typeset(["demo", "--output", directory.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Typeset layout"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["form-guides.pdf", "form-guides.png", "form-guides.svg", "form.pdf", "form.png", "form.svg"])
        // The form's Grid is aligned on first baselines and its buttons share one font.
        #expect(run.out.hasSuffix("Audit (typeset audit):\nno findings\n"))
    }

    @Test func auditExitsOneWithTheFindings() throws {
        // A 34-point amount centred beside 13-point units: their first baselines differ.
        let scene = examples.appendingPathComponent("price-row.json").path
        let text = try typeset(["audit", scene])
        #expect(text.status == 1)
        #expect(text.err == "typeset: 1 finding in \(scene)\n")
        #expect(text.out.hasPrefix("1 finding\n\nmisaligned-baselines: first baselines of texts side by side in HStack #price differ by"))
        #expect(text.out.contains("px)"))  // the scene's displayScale 2
        #expect(text.out.contains("  view HStack[0]/Text #amount\n  view HStack[1]/Text #unit\n  fix  HStack(alignment: .firstTextBaseline)\n"))
        let json = try typeset(["audit", scene, "--format", "json"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "typeset-audit/1")
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect(finding["kind"] as? String == "misaligned-baselines")
        #expect((finding["views"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["HStack[0]/Text", "HStack[1]/Text"])
        #expect(try typeset(["audit", scene, "--ignore", "unit"]).status == 0)
    }

    @Test func auditOfACleanSceneExitsZero() throws {
        let run = try typeset(["audit", examples.appendingPathComponent("form.json").path])
        #expect(run.status == 0, "\(run.out)")
        #expect(run.out == "no findings\n")
        #expect(try typeset(["audit", "/nonexistent/scene.json"]).status == 1)
        #expect(try typeset(["audit", examples.appendingPathComponent("form.json").path, "--display-scale", "0"]).status == 1)
    }

    @Test func casesWritesAGallery() throws {
        let directory = try temporary("cases")
        let run = try typeset(["cases", "--output", directory.path, "--only", "D2."])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("[1/"))
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("D2."))
        #expect(html.contains("<img src="))
    }
    @Test func galleryWritesOnePicturePerScreen() throws {
        let directory = try temporary("gallery")
        let run = try typeset(["gallery", "--output", directory.path, "--only", "split-ipad"])
        #expect(run.status == 0, "\(run.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["index.html", "split-ipad-landscape.png", "split-ipad-portrait.png", "split-ipad-prominent.png"])
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"split-ipad-landscape.png\""))
        #expect(html.contains("iPad Pro 11-inch (M4), landscapeLeft"))
        let png = try Data(contentsOf: directory.appendingPathComponent("split-ipad-portrait.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        let none = try typeset(["gallery", "--output", directory.path, "--only", "no-such-screen"])
        #expect(none.status == 1)
    }

    /// A settings row 358 pt wide: "Wi-Fi" and a network name on one line (fits at large).
    private static let settingsRow = """
        { "format": "typeset-scene/1", "proposal": { "width": 390, "height": null },
          "environment": { "dynamicTypeSize": "large" },
          "view": { "type": "VStack", "children": [
            { "type": "HStack", "spacing": 8, "id": "wifi",
              "modifiers": [ { "lineLimit": 1 }, { "frame": { "width": 358 } } ],
              "children": [
                { "type": "Text", "text": "Wi-Fi", "modifiers": [ { "layoutPriority": 1 } ] },
                { "type": "Text", "text": "Home Network 5G", "id": "wifi-value" } ] },
            { "type": "HStack", "spacing": 8, "id": "bluetooth",
              "modifiers": [ { "lineLimit": 1 }, { "frame": { "width": 358 } } ],
              "children": [
                { "type": "Text", "text": "Bluetooth", "modifiers": [ { "layoutPriority": 1 } ] },
                { "type": "Text", "text": "On", "id": "bluetooth-value" } ] } ] } }
        """

    @Test func auditAtEveryDynamicTypeSizeNamesTheFirstSize() throws {
        let scene = try temporary("row.json", Self.settingsRow).path
        let run = try typeset(["audit", scene, "--dynamic-type", "all"])
        #expect(run.status == 1, "\(run.out)")
        #expect(run.out.hasPrefix("Dynamic Type sizes: xSmall 0 · small 0 · medium 0 · large 0 ·"))
        #expect(run.out.contains("\n1 finding\n\ntruncated-text from accessibility"))
        #expect(run.out.contains(" on: Text #wifi-value \"Home Network 5G\" is truncated"))
        #expect(!run.out.contains("#bluetooth"))
        #expect(run.err.hasPrefix("typeset: 1 finding in \(scene), the first at accessibility"))
        // At the scene's own size, and below the accessibility sizes, nothing is cut.
        #expect(try typeset(["audit", scene]).status == 0)
        let below = try typeset(["audit", scene, "--dynamic-type", "...xxxLarge"])
        #expect(below.status == 0, "\(below.out)")
        #expect(below.out.hasSuffix("no findings\n"))
        // JSON: the sizes audited, the count at each, the sizes of each finding.
        let json = try typeset(["audit", scene, "--dynamic-type", "large...accessibility5", "--format", "json"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((document["dynamicTypeSizes"] as? [String])?.first == "large")
        #expect((document["countBySize"] as? [String: Int])?["accessibility5"] == 1)
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        #expect((finding["sizes"] as? [String])?.last == "accessibility5")
    }

    @Test func auditTakesTheLayoutDirectionAndLocale() throws {
        let scene = try temporary("row.json", Self.settingsRow).path
        let run = try typeset(["audit", scene, "--dynamic-type", "accessibility5", "--layout-direction", "rightToLeft", "--locale", "ar"])
        #expect(run.status == 1)
        // One locale is audited as a list of one: the report names it.
        #expect(run.out.hasPrefix("Locales: ar 1\n"))
        #expect(run.out.contains("truncated-text in ar at accessibility5: Text #wifi-value"))
        let layout = try typeset(["layout", scene, "--layout-direction", "rightToLeft", "--dynamic-type", "accessibility5"])
        #expect(layout.status == 0)
        #expect(layout.out.contains("Text #wifi-value [\"Home Network 5G\"]") && layout.out.contains(" rtl "))
        #expect(layout.out.contains("x 0 truncated"))
        #expect(try typeset(["audit", scene, "--layout-direction", "upward"]).status != 0)
    }

    @Test func badDynamicTypeSizesAreRefused() throws {
        let scene = try temporary("row.json", Self.settingsRow).path
        let run = try typeset(["audit", scene, "--dynamic-type", "huge"])
        #expect(run.status != 0)
        #expect(run.err.contains("--dynamic-type must be all, a size"))
        #expect(try typeset(["layout", scene, "--dynamic-type", "all"]).status != 0)
    }
}
