import Foundation
import Testing
import TypesetCases
import TypesetTesting

/// The audit over the 71 document cases: what it reports follows from the documents.
@Suite struct AuditCasesTests {
    /// The findings per case, as (kind, case id).
    static let findings: [String: [AuditFinding]] = Dictionary(
        uniqueKeysWithValues: ConformanceCases.all.map { ($0.id, $0.run().result.audit()) })

    @Test func whatTheAuditFindsInTheCases() {
        let found = Set(Self.findings.flatMap { id, findings in findings.map { "\($0.kind.rawValue) \(id)" } })
        #expect(found == [
            // Document 004: a centre-aligned HStack of texts set at the top of a 100-point
            // frame, in the middle of another and in a tall paragraph: baselines far apart.
            "misaligned-baselines D4.hstack-baselines",
            // Document 004: "First" and "Second" centred beside a padded VStack whose first
            // baseline is 16 points below its top (padding) plus its first text's.
            "misaligned-baselines D4.nested",
            // Document 004's Grid: the third row is aligned on tops, and "WWDC 2022" sits in
            // the middle of a 50-point frame beside "Start" at the top.
            "misaligned-baselines D4.grid",
            // Document 004: "Hello world" in a 10-point frame keeps one cut line, wider than the
            // frame and the 10-point root.
            "truncated-text D4.tiny-frame", "clipped-text D4.tiny-frame", "overflow D4.tiny-frame",
            // Document 001: the badge is centred on the card's corner, half outside on purpose.
            "overflow D1.badge",
            // Document 003: rows of three 40-point boxes moved by a custom guide make the
            // VStack wider than the 400 points proposed; stacks do not clamp (Design §4).
            "overflow D3.custom-center",
        ])
    }

    @Test func baselineRowsAreNeverReported() {
        for (id, findings) in Self.findings {
            for finding in findings where finding.kind == .misalignedBaselines {
                let run = ConformanceCases.all.first { $0.id == id }!.run()
                let container = run.result.nodes[finding.container!.index]
                if case .hStack(let alignment, _) = container.kind {
                    #expect(alignment != .firstTextBaseline, "\(id): \(finding.message)")
                    #expect(alignment != .lastTextBaseline, "\(id): \(finding.message)")
                }
            }
        }
    }

    @Test func theGridsLastBaselineRowIsAligned() {
        // Document 004: the first row is aligned on last baselines; its first baselines differ
        // ("Hello world" wraps), which is what the row asked for.
        let grid = Self.findings["D4.grid"] ?? []
        #expect(grid.allSatisfy { !$0.message.contains("GridRow 0") })
    }
}
