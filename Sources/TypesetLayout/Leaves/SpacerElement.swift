import Foundation

/// A flexible space along its stack's axis (SPEC §7, research §2.5).
///
/// Inside a stack it takes `max(P ?? minLength, minLength)` along the stack's axis and 0 across
/// it; outside a stack it grows on both axes. Its priority is −∞ so that it gets what is left
/// after every ordinary sibling, and its spacing is zero on every edge.
package final class SpacerElement: LayoutElement {
    private let orientation: Axis?
    private let minLength: CGFloat

    package init(pass: LayoutPass, layoutDirection: LayoutDirection, orientation: Axis?, minLength: CGFloat?) {
        self.orientation = orientation
        self.minLength = minLength ?? ViewSpacing.defaultDistance
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { "Spacer" }
    /// A plain rectangle: no explicit guides (SPEC §2).
    override package var hasExplicitGuides: Bool { false }
    override package var dumpAttributes: [String] { ["minLength: \(LayoutNumber.format(minLength))"] }
    override package var layoutPriority: Double { -.infinity }
    override package var spacing: ViewSpacing { .zero }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func grow(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
        switch orientation {
        case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// A 1-point line across its stack's axis, as long as proposed along the other (SPEC §7).
///
/// In an HStack it is a vertical line; elsewhere a horizontal one. An unspecified length
/// along the line is 0.
package final class DividerElement: LayoutElement {
    private let orientation: Axis?

    package init(pass: LayoutPass, layoutDirection: LayoutDirection, orientation: Axis?) {
        self.orientation = orientation
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { "Divider" }
    /// A plain rectangle: no explicit guides (SPEC §2).
    override package var hasExplicitGuides: Bool { false }
    override package var spacing: ViewSpacing { .zero }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if orientation == .horizontal {
            return CGSize(width: 1, height: proposal.height ?? 0)
        }
        return CGSize(width: proposal.width ?? 0, height: 1)
    }
}
