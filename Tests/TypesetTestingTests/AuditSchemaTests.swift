import Foundation
import Testing
import TypesetCases
import TypesetTesting

/// Whether Python's `jsonschema` can check reports against `Schemas/typeset-audit-1.schema.json`.
private let canValidate: Bool = {
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    check.arguments = ["python3", "-c", "import jsonschema"]
    check.standardError = FileHandle.nullDevice
    guard (try? check.run()) != nil else { return false }
    check.waitUntilExit()
    return check.terminationStatus == 0
}()

@Suite struct AuditSchemaTests {
    @Test(.enabled(if: canValidate, "Python's jsonschema is not installed (pip install jsonschema)"))
    func reportsOfEveryKindMatchTheSchema() throws {
        // Every kind appears: the cases give overflow, truncation, clipping and rows; a
        // negative spacing gives an overlap.
        var findings = ConformanceCases.all.flatMap { $0.run().result.audit() }
        findings += layout { HStack(spacing: -10) { Box(30, 30); Box(30, 30) } }.audit()
        findings += try Self.invalidTranslation().audit()
        #expect(Set(findings.map(\.kind)) == Set(AuditFinding.Kind.allCases))
        let (status, message) = try Self.validate(AuditReport.json(findings))
        #expect(status == 0, "\(message)")
    }

    @Test(.enabled(if: canValidate, "Python's jsonschema is not installed (pip install jsonschema)"))
    func reportsAtEveryDynamicTypeSizeMatchTheSchema() throws {
        // A large title beside a narrow one-line caption, centred: findings at every size.
        let row = HStack {
            Text("42").font(.largeTitle).id("amount")
            Text("EUR / month").font(.caption).lineLimit(1).frame(width: 60)
        }
        let audit = LayoutEngine().audit(row, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(!audit.findings.isEmpty)
        let (status, message) = try Self.validate(AuditReport.json(audit))
        #expect(status == 0, "\(message)")
    }

    @Test(.enabled(if: canValidate, "Python's jsonschema is not installed (pip install jsonschema)"))
    func reportsPerLocaleMatchTheSchema() throws {
        var engine = LayoutEngine()
        guard let bundle = Bundle(path: LocalizationAuditTests.strings.path) else { throw CocoaError(.fileNoSuchFile) }
        engine.environment.localizationBundle = bundle
        let audit = engine.audit(
            LocalizationAuditTests.TranslatedSettings(), on: .iPhone16, locales: [.language("de"), .language("ja"), .pseudolanguage(.enXA)],
            atEvery: [.large, .accessibility1])
        #expect(!audit.findings.isEmpty)
        let (status, message) = try Self.validate(AuditReport.json(audit))
        #expect(status == 0, "\(message)")
    }

    /// A layout with a Text whose German translation reads its argument as a string.
    static func invalidTranslation() throws -> LayoutResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(#"{ "sourceLanguage": "en", "strings": { "%lld files": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "%@ Dateien" } } } } } }"#.utf8)
            .write(to: root.appendingPathComponent("Localizable.xcstrings"))
        var engine = LayoutEngine()
        guard let bundle = Bundle(path: root.path) else { throw CocoaError(.fileNoSuchFile) }
        engine.environment.localizationBundle = bundle
        engine.environment.locale = Locale(identifier: "de")
        let count = 3
        return engine.layout(Text("\(count) files").id("files"), proposal: ProposedViewSize(width: 300, height: nil))
    }

    /// Validates `json` against the schema: the validator's exit status and its error output.
    private static func validate(_ json: String) throws -> (Int32, String) {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/typeset-audit-1.schema.json")
        let validator = Process()
        validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validator.arguments = [
            "python3", "-c",
            "import json, sys, jsonschema; jsonschema.validate(json.load(sys.stdin), json.load(open(sys.argv[1])))",
            schema.path,
        ]
        let input = Pipe(), errors = Pipe()
        validator.standardInput = input
        validator.standardError = errors
        try validator.run()
        input.fileHandleForWriting.write(Data(json.utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validator.waitUntilExit()
        return (validator.terminationStatus, message)
    }
}
