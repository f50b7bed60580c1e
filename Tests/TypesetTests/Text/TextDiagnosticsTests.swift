import Foundation
import Testing
import Typeset

/// A Text naming a family the collection lacks falls back to the default and says so (Design §8.1).
@Suite struct TextDiagnosticsTests {
    @Test func missingFamilyFallsBackWithADiagnostic() throws {
        let missing = LayoutEngine().layout(
            Text("Hello").font(.custom("No Such Family", size: 17)).id("t"), proposal: ProposedViewSize(width: 300, height: nil))
        let fallback = LayoutEngine().layout(Text("Hello").font(.system(size: 17)).id("t"), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(missing.diagnostics.contains { $0.kind == .missingFont && $0.message.contains("No Such Family") })
        // Laid out with the default family: the same size as the default font's text.
        #expect(try #require(missing.node("t")).frame == (try #require(fallback.node("t")).frame))
        #expect(fallback.diagnostics.isEmpty)
    }

    @Test func registeredFamilyIsFoundByName() throws {
        let result = LayoutEngine().layout(Text("Hello").font(.custom("Charis SIL", size: 17)).id("t"), proposal: .unspecified)
        let run = try #require(result.node("t")?.text?.lines.first?.runs.first)
        #expect(run.face.familyName == "Charis SIL")
        #expect(result.diagnostics.isEmpty)
    }
}
