import Foundation
import TypesetCases
import TypesetTesting

/// Lays `view` out at `width` (unconstrained height) with the bundled fonts.
func layout<V: View>(width: CGFloat? = 400, displayScale: CGFloat = 1, @ViewBuilder _ view: () -> V) -> LayoutResult {
    var engine = LayoutEngine()
    engine.environment.displayScale = displayScale
    return engine.layout(view(), proposal: ProposedViewSize(width: width, height: nil))
}

/// A row of a large title and a caption, aligned on `alignment`.
func mixedSizeRow(_ alignment: VerticalAlignment) -> LayoutResult {
    layout {
        HStack(alignment: alignment) {
            Text("Title").font(.largeTitle).id("big")
            Text("caption").font(.caption).id("small")
        }
        .id("row")
    }
}

/// Where a Text's first baseline is in root coordinates, from its frame and its first line
/// (SPEC §2), rounded to the pixel at scale 1 as a Text reports it (SPEC §8.6).
func firstBaselineY(_ result: LayoutResult, _ id: String) -> CGFloat? {
    guard let node = result.node(id), let text = node.text else { return nil }
    return node.frame.minY + text.firstBaseline.rounded()
}

/// A number as dumps and messages write it.
func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
