import Foundation

// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:...)` (SPEC §6).

/// The proposal a fixed frame gives its child: its own lengths where set.
package func fixedFrameChildProposal(_ frame: FixedFrame, _ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
}

/// Both lengths set: that size, the child not consulted. One set: the child's other length.
package func fixedFrameSize(_ id: NodeID, _ frame: FixedFrame, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    if let width = frame.width, let height = frame.height { return CGSize(width: width, height: height) }
    let childSize = sizeThatFits(onlyChild(id, pass), fixedFrameChildProposal(frame, proposal), &pass)
    return CGSize(width: frame.width ?? childSize.width, height: frame.height ?? childSize.height)
}

private func clamp(_ value: CGFloat, _ limits: FrameLimits) -> CGFloat {
    var v = value
    if let maximum = limits.max { v = min(v, maximum) }
    if let minimum = limits.min { v = max(v, minimum) }
    return v
}

/// A flexible frame's size, per axis: (1) proposal and both limits → the clamped proposal;
/// (2) no proposal and an ideal → the ideal; (3) otherwise from the child proposed
/// `clamp(p ?? ideal, min, max)` (SPEC §6).
package func flexibleFrameSize(_ id: NodeID, _ frame: FlexibleFrame, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    var size = CGSize.zero
    var childSize: CGSize?
    var childProposal = proposal
    for axis in Axis.allCases {
        let limits = frame.limits(axis)
        childProposal[axis] = (proposal[axis] ?? limits.ideal).map { clamp($0, limits) }
    }
    for axis in Axis.allCases {
        let limits = frame.limits(axis)
        let p = proposal[axis]
        if let p, let minimum = limits.min, let maximum = limits.max {
            size[axis] = min(max(p, minimum), maximum)
        } else if p == nil, let ideal = limits.ideal {
            size[axis] = ideal
        } else {
            let measured = childSize ?? sizeThatFits(onlyChild(id, pass), childProposal, &pass)
            childSize = measured
            let s = measured[axis]
            let cp = childProposal[axis]
            switch (limits.min, limits.max) {
            case let (minimum?, maximum?): size[axis] = min(max(s, minimum), maximum)
            case let (minimum?, nil): size[axis] = max(min(cp ?? .infinity, s), minimum)
            case let (nil, maximum?): size[axis] = min(max(cp ?? -.infinity, s), maximum)
            case (nil, nil): size[axis] = s
            }
        }
    }
    return size
}

/// Placing: the child is proposed the frame's size, except nil where the frame has no ideal,
/// its own proposal was nil and min < size < max; then aligned guide to guide (SPEC §6).
package func flexibleFramePlacement(
    _ child: NodeID, _ frame: FlexibleFrame, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> ChildPlacement {
    var childProposal = ProposedViewSize(size)
    for axis in Axis.allCases {
        let limits = frame.limits(axis)
        let s = size[axis]
        if limits.ideal == nil, proposal[axis] == nil, s > (limits.min ?? -.infinity), s < (limits.max ?? .infinity) {
            childProposal[axis] = nil
        }
    }
    return alignedPlacement(of: child, in: size, proposal: childProposal, alignment: frame.alignment, &pass)
}
