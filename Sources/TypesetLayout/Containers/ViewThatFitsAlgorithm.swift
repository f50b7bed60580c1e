import Foundation

/// The child a ViewThatFits shows for `proposal`: the first whose ideal size fits the
/// proposal on the constrained axes, else the last (SPEC §7).
package func viewThatFitsChoice(_ id: NodeID, _ axes: Axis.Set, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> NodeID {
    let options = Array(pass.tree.children(of: id))
    guard !axes.isEmpty else { return options[0] }
    for option in options {
        let ideal = sizeThatFits(option, .unspecified, &pass)
        let fits = Axis.allCases.allSatisfy { axis in
            guard axes.contains(axis), let limit = proposal[axis] else { return true }
            return ideal[axis] <= limit
        }
        if fits { return option }
    }
    return options[options.count - 1]
}
