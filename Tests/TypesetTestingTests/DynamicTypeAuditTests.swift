import Foundation
import Testing
import TypesetTesting

/// The audit at every Dynamic Type size (issue 14): a settings row that fits at `.large`
/// truncates from some accessibility size on, and the audit names the row and that size. The
/// expected size comes from HarfBuzz's own shaping (`hb-shape`) of the face in use and the
/// HIG body sizes, not from our layout.
@Suite struct DynamicTypeAuditTests {
    /// A settings row as on an iPhone: a label and a value on one line, 358 pt wide (390 less
    /// 16 pt margins), the label keeping its width.
    private struct SettingsRow: View {
        let label: String
        let value: String
        let id: String
        var body: some View {
            HStack(spacing: 8) {
                Text(label).layoutPriority(1)
                Text(value).id("\(id)-value")
            }
            .lineLimit(1)
            .id(id)
            .frame(width: Self.width)
        }

        static let width: CGFloat = 358
    }

    private struct Settings: View {
        var body: some View {
            VStack(spacing: 0) {
                SettingsRow(label: "Wi-Fi", value: "Home Network 5G", id: "wifi")
                SettingsRow(label: "Bluetooth", value: "On", id: "bluetooth")
            }
        }
    }

    /// HIG body point sizes, xSmall ... accessibility5 (research/text-styling.md §1.1).
    private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The first size where the value no longer fits beside the label: the label takes its
    /// width rounded up to the pixel (Design §8.6), 8 pt of spacing, the rest goes to the value.
    private static func firstTruncatingSize(label: String, value: String) throws -> DynamicTypeSize? {
        let labelWidth = try bodyAdvance(label), valueWidth = try bodyAdvance(value)
        for (size, points) in zip(DynamicTypeSize.allCases, bodySizes) {
            let room = SettingsRow.width - 8 - (labelWidth.units / labelWidth.unitsPerEm * points).rounded(.up)
            let needed = valueWidth.units / valueWidth.unitsPerEm * points
            // The row is designed so that no size is a near tie.
            #expect(abs(room - needed) > 0.01)
            if needed > room { return size }
        }
        return nil
    }

    @Test func theAuditNamesTheRowAndTheFirstSizeItTruncatesAt() throws {
        let expected = try #require(try Self.firstTruncatingSize(label: "Wi-Fi", value: "Home Network 5G"))
        #expect(expected.isAccessibilitySize)  // the row fits at large and at every non-accessibility size
        #expect(try Self.firstTruncatingSize(label: "Bluetooth", value: "On") == nil)

        let audit = LayoutEngine().audit(Settings(), proposal: ProposedViewSize(width: 390, height: nil))
        #expect(audit.sizes == DynamicTypeSize.allCases)
        #expect(audit.findings.count == 1)
        let finding = try #require(audit.findings.first)
        #expect(finding.finding.kind == .truncatedText)
        #expect(finding.finding.views.first?.ids == ["wifi-value"])
        #expect(finding.finding.container?.ids.contains("wifi") == true)
        #expect(finding.firstSize == expected)
        #expect(finding.sizes == DynamicTypeSize.allCases.filter { $0 >= expected })
        #expect(finding.sizeSummary == "from \(expected.name) on")
        // Per size: nothing up to the size before, one finding from it on.
        for (size, findings) in audit.findingsBySize {
            #expect(findings.count == (size >= expected ? 1 : 0), "\(size.name)")
        }
    }

    @Test func aRowThatNeverTruncatesIsNotReported() {
        let audit = LayoutEngine().audit(
            SettingsRow(label: "Bluetooth", value: "On", id: "bluetooth"), proposal: ProposedViewSize(width: 390, height: nil))
        #expect(audit.isEmpty)
        #expect(audit.findingsBySize.allSatisfy { $0.findings.isEmpty })
        assertNoAuditFindings(SettingsRow(label: "Bluetooth", value: "On", id: "bluetooth"), proposal: ProposedViewSize(width: 390, height: nil))
    }

    @Test func theAssertionRecordsOneIssuePerProblemWithItsSizes() throws {
        let expected = try #require(try Self.firstTruncatingSize(label: "Wi-Fi", value: "Home Network 5G"))
        withKnownIssue {
            assertNoAuditFindings(Settings(), proposal: ProposedViewSize(width: 390, height: nil))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("truncated-text from \(expected.name) on: Text #wifi-value") && $0.rawValue.contains("◀")
            }
        }
    }

    @Test func aRangeOfSizesAuditsOnlyThose() throws {
        let expected = try #require(try Self.firstTruncatingSize(label: "Wi-Fi", value: "Home Network 5G"))
        let below = DynamicTypeSize.allCases.filter { $0 < expected }
        #expect(LayoutEngine().audit(Settings(), proposal: ProposedViewSize(width: 390, height: nil), atEvery: below).isEmpty)
        let one = LayoutEngine().audit(Settings(), proposal: ProposedViewSize(width: 390, height: nil), atEvery: [.accessibility5])
        #expect(one.findings.map(\.sizeSummary) == ["at accessibility5"])
    }

    @Test func sizeSummaries() {
        let all = DynamicTypeSize.allCases
        func summary(_ sizes: [DynamicTypeSize], of audited: [DynamicTypeSize] = all) -> String {
            let finding = AuditFinding(kind: .overflow, container: nil, views: [], values: [], fix: nil, message: "")
            return DynamicTypeAuditFinding(finding: finding, sizes: sizes, audited: audited).sizeSummary
        }
        #expect(summary(all) == "at every size")
        #expect(summary([.accessibility3, .accessibility4, .accessibility5]) == "from accessibility3 on")
        #expect(summary([.large]) == "at large only")
        #expect(summary([.xSmall, .small]) == "at xSmall...small")
        #expect(summary([.xSmall, .large]) == "at xSmall, large")
        #expect(summary([.large], of: [.large]) == "at large")
    }

    @Test func theTextReportGroupsFindingsAcrossSizes() throws {
        let expected = try #require(try Self.firstTruncatingSize(label: "Wi-Fi", value: "Home Network 5G"))
        let report = AuditReport.text(LayoutEngine().audit(Settings(), proposal: ProposedViewSize(width: 390, height: nil)))
        #expect(report.hasPrefix("Dynamic Type sizes: xSmall 0 · small 0 ·"))
        #expect(report.contains("accessibility5 1\n1 finding\n"))
        #expect(report.contains("truncated-text from \(expected.name) on: Text #wifi-value"))
        #expect(report.contains("(at \(expected.name))"))
    }
}
