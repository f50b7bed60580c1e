// Each glyph run names the script HarfBuzz shaped it as (ISO 15924, Design §8.5).

import Foundation
import Testing

@testable import TypesetText

@Suite("Run scripts")
struct RunScriptTests {
    @Test("Runs carry their ISO 15924 script: Latin, Hebrew, Han; an ellipsis is Common")
    func scriptsOfRuns() throws {
        let mixed = engine.layout(text("Hello שלום 城市"), width: nil)
        let scripts = mixed.lines[0].runs.map { ($0.script, String(mixed.string[$0.range]).trimmingCharacters(in: .whitespaces)) }
        #expect(scripts.contains { $0.0 == "Latn" && $0.1 == "Hello" })
        #expect(scripts.contains { $0.0 == "Hebr" && $0.1 == "שלום" })
        #expect(scripts.contains { $0.0 == "Hani" && $0.1 == "城市" })
        let truncated = engine.layout(text("A long line that cannot fit"), width: 60, style: ParagraphStyle(lineLimit: 1))
        #expect(truncated.lines[0].runs.last?.script == "Zyyy")
    }
}
