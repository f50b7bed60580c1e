// On Linux the views are laid out with Typeset's real text and checked; on Apple platforms
// this file compiles to nothing (use your usual SwiftUI previews and snapshot tests there).
#if !canImport(SwiftUI)
import Foundation
import ProfileViews
import Testing
import TypesetTesting

/// The card laid out at a phone's width, on a 2× screen.
func layOut(width: CGFloat) -> LayoutResult {
    let card = ProfileCard(
        name: "Ada Lovelace", role: "Analyst",
        bio: "Writes programs for an engine that does not exist yet, and notes on what it could do.")
    var engine = LayoutEngine()
    engine.environment.displayScale = 2
    return engine.layout(card, proposal: ProposedViewSize(width: width, height: nil))
}

@Test(arguments: [320.0, 390.0, 430.0])
func cardLinesUp(width: CGFloat) {
    let result = layOut(width: width)
    assertLayout(
        result, displayScale: 2,
        .baselinesAligned(["name", "role"]),
        .baselinesAligned(textsIn: "price"),
        .notTruncated("bio"),
        .lineCount("bio", atMost: 3),
        .insideRoot("role"),
        .siblingsDoNotOverlap(in: "header"))
}

@Test(arguments: [320.0, 390.0, 430.0])
func cardPassesTheAudit(width: CGFloat) {
    assertNoAuditFindings(layOut(width: width), AuditOptions(displayScale: 2))
}
#endif
