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
        #expect(Set(findings.map(\.kind)) == Set(AuditFinding.Kind.allCases))
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
        input.fileHandleForWriting.write(Data(AuditReport.json(findings).utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        validator.waitUntilExit()
        #expect(validator.terminationStatus == 0, "\(message)")
    }
}
