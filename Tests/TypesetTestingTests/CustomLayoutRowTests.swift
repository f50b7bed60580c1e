import Foundation
import Testing
import TypesetTesting

/// A layout that puts its subviews left to right with their tops at 0 (a row the audit knows
/// only by geometry), or, without `advances`, all at the top-leading corner (a pile).
private struct TopRow: Layout {
    var advances = true

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            if advances { x += subview.sizeThatFits(.unspecified).width }
        }
    }
}

@Suite struct CustomLayoutRowTests {
    @Test func childrenSideBySideFormARow() throws {
        // Tops at 0: a 34-point title's baseline sits well below a 12-point caption's.
        let result = layout {
            TopRow {
                Text("Title").font(.largeTitle).id("big")
                Text("caption").font(.caption).id("small")
            }
        }
        let finding = try #require(result.audit().first)
        #expect(finding.kind == .misalignedBaselines)
        #expect(finding.views.map(\.ids) == [["big"], ["small"]])
        #expect(finding.fix == "align the views on .firstTextBaseline")
    }

    @Test func childrenLayeredOnEachOtherDoNot() {
        // Both texts start at the top-leading corner: they overlap horizontally, so they are
        // layers, not neighbours, and their baselines are nobody's row.
        let result = layout {
            TopRow(advances: false) {
                Text("Title").font(.largeTitle)
                Text("caption").font(.caption)
            }
        }
        #expect(result.audit().filter { $0.kind == .misalignedBaselines }.isEmpty)
    }
}
