import Foundation

/// An element that wraps exactly one child: the modifiers.
///
/// By default it is transparent: the child's size, guides, spacing and priority, with the
/// child at the origin and given the same proposal. Single-child layout modifiers override
/// `placeChild` and report every guide as the child's origin plus the child's explicit value
/// (SPEC §3).
package class UnaryElement: LayoutElement {
    package let child: LayoutElement
    private let childHasExplicitGuides: Bool

    package init(child: LayoutElement) {
        self.child = child
        self.childHasExplicitGuides = child.hasExplicitGuides
        super.init(pass: child.pass, layoutDirection: child.layoutDirection, traits: child.traits, isStatic: child.isStatic)
    }

    override package var children: [LayoutElement] { [child] }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    /// Where the child goes and what it is proposed when this element has `size`.
    package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        ChildPlacement(child, at: .zero, proposal: proposal)
    }

    /// Subclasses that place more children (overlays) override this and `singleChildPlacement`.
    override package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [placeChild(in: size, proposal: proposal)]
    }

    override package func singleChildPlacement(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement? {
        placeChild(in: size, proposal: proposal)
    }

    /// SPEC §3: the child's origin on the guide's axis plus the child's explicit value.
    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let placement = placeChild(in: size, proposal: proposal)
        guard let value = child.explicitValue(key, size: placement.size, proposal: placement.proposal) else { return nil }
        return placement.origin[key.axis] + value
    }

    /// A modifier's guides come from its child (SPEC §3); subclasses that set guides say true.
    override package var hasExplicitGuides: Bool { childHasExplicitGuides }

    override package var layoutPriority: Double { child.layoutPriority }
    override package var spacing: ViewSpacing { child.spacing }
}

/// A unary element that resets the layout priority to 0 (frame, padding, aspect ratio, position).
package class PriorityResettingElement: UnaryElement {
    override package var layoutPriority: Double { 0 }
}
