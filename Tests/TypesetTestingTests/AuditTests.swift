import Foundation
import Testing
import TypesetCases
import TypesetTesting

@Suite struct AuditTests {
    @Test(arguments: [VerticalAlignment.center, .top, .bottom])
    func rowsOfMixedSizesNotOnBaselinesAreReported(_ alignment: VerticalAlignment) throws {
        let result = mixedSizeRow(alignment)
        let findings = result.audit()
        let finding = try #require(findings.first)
        #expect(findings.map(\.kind) == [.misalignedBaselines])
        #expect(finding.container?.ids == ["row"])
        #expect(finding.views.map(\.path) == ["HStack[0]/Text", "HStack[1]/Text"])
        #expect(finding.views.map(\.ids) == [["big"], ["small"]])
        #expect(finding.fix == "HStack(alignment: .firstTextBaseline)")
        let big = try #require(firstBaselineY(result, "big")), small = try #require(firstBaselineY(result, "small"))
        #expect(finding.values.map(\.value) == [big, small, abs(big - small)])
        #expect(finding.message.contains("differ by \(f(abs(big - small))) pt"))
    }

    @Test(arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
    func rowsOnBaselinesAreNot(_ alignment: VerticalAlignment) {
        #expect(mixedSizeRow(alignment).audit().isEmpty)
    }

    @Test func gridRowsAreRowsToo() throws {
        func grid(_ alignment: Alignment) -> LayoutResult {
            layout {
                Grid(alignment: alignment) {
                    GridRow { Text("Name").font(.headline); Text("Ada").font(.largeTitle).id("value") }
                    GridRow { Text("single") }
                }
                .id("grid")
            }
        }
        let finding = try #require(grid(.center).audit().first)
        #expect(finding.kind == .misalignedBaselines)
        #expect(finding.fix == "GridRow(alignment: .firstTextBaseline)")
        #expect(finding.message.contains("GridRow 0 of Grid #grid"))
        #expect(grid(.leadingFirstTextBaseline).audit().isEmpty)
    }

    @Test func textFindings() throws {
        // Design §8.6: lineLimit(1) in 40 points truncates; a fixed-size word wider than its
        // 30-point frame overflows it by the same amount each side (frames centre their child,
        // Design §6), and the root is 30 points wide, so the text is cut off at both edges.
        let result = layout(width: nil) {
            VStack(spacing: 0) {
                Text("A label much too long").lineLimit(1).id("cut").frame(width: 40)
                Text("Unbreakable").fixedSize().id("wide").frame(width: 30).id("slot")
            }
            .frame(width: 30)
        }
        let findings = result.audit()
        let truncated = findings.filter { $0.kind == .truncatedText }
        #expect(truncated.map { $0.views[0].ids } == [["cut"]])
        let wide = try #require(result.node("wide"))
        let over = (wide.frame.width - 30) / 2
        let overflow = findings.filter { $0.kind == .overflow && $0.views[0].ids == ["wide"] }
        #expect(overflow.count == 1)
        #expect(overflow.first?.container?.ids == ["slot"])
        #expect(overflow.first?.values.map(\.name) == ["left", "right"])
        #expect(overflow.first?.values.map(\.value) == [over, over])
        #expect(over > 0)
        let clipped = findings.filter { $0.kind == .clippedText }.map { $0.views[0].path }
        #expect(clipped.contains { $0.hasSuffix("FixedSize[0]/Text") })
    }

    @Test func overlapsInStacksButNotInLayers() throws {
        let stack = layout { HStack(spacing: -10) { Box(30, 30).id("a"); Box(30, 30).id("b") } }
        let finding = try #require(stack.audit().first { $0.kind == .overlappingSiblings })
        #expect(finding.views.map(\.ids) == [["a"], ["b"]])
        #expect(finding.values.map(\.value) == [20, 0, 10, 30])
        let layers = layout { ZStack { Box(30, 30); Box(20, 20) } }
        #expect(layers.audit().isEmpty)
    }

    @Test func theRootBeyondItsProposalOverflows() throws {
        // Design §4: stacks do not clamp to the proposal: 3 × 50 + 2 × 8 = 166 in 100.
        let result = layout(width: 100) { HStack { Box(50, 10); Box(50, 10); Box(50, 10) } }
        let finding = try #require(result.audit().first)
        #expect(finding.kind == .overflow)
        #expect(finding.container == nil)
        #expect(finding.values.map(\.value) == [66])
    }

    @Test func ignoredIdsAndKinds() {
        let result = mixedSizeRow(.center)
        #expect(result.audit(AuditOptions(ignoring: ["small"])).isEmpty)
        #expect(result.audit(AuditOptions(kinds: [.overflow])).isEmpty)
        // Half a pixel at scale 1 is half a point; a tolerance wider than the spread hides it.
        #expect(result.audit(AuditOptions(tolerance: 100)).isEmpty)
    }

    @Test func reports() {
        let findings = mixedSizeRow(.center).audit()
        let text = AuditReport.text(findings)
        #expect(text.hasPrefix("1 finding\n\nmisaligned-baselines: "))
        #expect(text.contains("  view HStack[1]/Text #small\n"))
        #expect(text.contains("  fix  HStack(alignment: .firstTextBaseline)\n"))
        let json = AuditReport.json(findings)
        #expect(json == AuditReport.json(mixedSizeRow(.center).audit()))
        #expect(json.contains("\"format\": \"typeset-audit/1\""))
        #expect(json.contains("\"kind\": \"misaligned-baselines\""))
        #expect(json.contains("\"path\": \"HStack[0]/Text\""))
        #expect(AuditReport.text([]) == "no findings\n")
    }

    @Test func noAuditFindingsExpectation() throws {
        #expect(LayoutExpectation.noAuditFindings().failures(in: mixedSizeRow(.firstTextBaseline)).isEmpty)
        let failure = try #require(LayoutExpectation.noAuditFindings().failures(in: mixedSizeRow(.center)).first)
        #expect(failure.summary.hasPrefix("misaligned-baselines: first baselines of texts side by side in HStack #row differ by"))
        #expect(failure.summary.hasSuffix("; fix: HStack(alignment: .firstTextBaseline)"))
        #expect(failure.excerpt.contains("◀ misaligned-baselines"))
    }

    @Test func aTranslationThatDoesNotFitItsKeyIsAFinding() throws {
        // research §9.1: `%@` where the key has `%lld` crashes on Apple platforms.
        let result = try AuditSchemaTests.invalidTranslation()
        #expect(result.node("files")?.text?.string == "3 files")
        let findings = result.audit().filter { $0.kind == .invalidTranslation }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.views.first?.ids == ["files"])
        #expect(finding.message.contains("%lld files") && finding.message.contains("Localizable") && finding.message.contains("de"))
        #expect(result.audit(AuditOptions(kinds: [.truncatedText])).isEmpty)
    }
}
