import Foundation

/// Chooses one child per proposal and behaves as that child.
package final class ViewThatFitsElement: LayoutElement {
    private let options: [LayoutElement]
    private let axes: Axis.Set

    package init(children: [LayoutElement], axes: Axis.Set, pass: LayoutPass, layoutDirection: LayoutDirection) {
        self.options = children
        self.axes = axes
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { "ViewThatFits" }
    override package var children: [LayoutElement] { options }

    /// The first child whose ideal size fits `proposal` on the constrained axes.
    private func choice(_ proposal: ProposedViewSize) -> LayoutElement {
        guard !axes.isEmpty else { return options[0] }
        for option in options {
            let ideal = option.sizeThatFits(.unspecified)
            let fits = Axis.allCases.allSatisfy { axis in
                guard axes.contains(axis), let limit = proposal[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits { return option }
        }
        return options[options.count - 1]
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(proposal).sizeThatFits(proposal)
    }

    override package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        [ChildPlacement(choice(proposal), at: .zero, proposal: proposal)]
    }

    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        choice(proposal).explicitValue(key, size: size, proposal: proposal)
    }

    override package var layoutPriority: Double { options.map(\.layoutPriority).max() ?? 0 }

    override package var spacing: ViewSpacing {
        options.reduce(ViewSpacing.none) { $0.union($1.spacing) }
    }
}
