import Foundation

/// `frame(minWidth:...)`, normalised (Design §6).
package struct FlexibleFrame: Hashable, Sendable {
    package var width: FrameLimits
    package var height: FrameLimits
    package var alignment: Alignment

    package init(width: FrameLimits, height: FrameLimits, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    package func limits(_ axis: Axis) -> FrameLimits { axis == .horizontal ? width : height }
}

/// The minimum, ideal and maximum length of a flexible frame on one axis.
public struct FrameLimits: Hashable, Sendable {
    /// The least length, if set.
    public var min: CGFloat?
    /// The length when nothing is proposed, if set.
    public var ideal: CGFloat?
    /// The greatest length, if set.
    public var max: CGFloat?

    /// Limits as given (normalised by the frame).
    public init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// Whether any limit is set.
    package var constrains: Bool { min != nil || ideal != nil || max != nil }

    /// `value` clamped to the limits that are set.
    fileprivate func clamp(_ value: CGFloat) -> CGFloat {
        var v = value
        if let maximum = max { v = Swift.min(v, maximum) }
        if let minimum = min { v = Swift.max(v, minimum) }
        return v
    }
}

extension LayoutTree {
    /// Wraps `child` in `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    package mutating func wrap(_ child: NodeID, inFlexibleFrame frame: consuming FlexibleFrame, direction: LayoutDirection) -> NodeID {
        register(frame.alignment)
        return wrap(child, in: .flexibleFrame(NodeTables.append(frame, to: &tables.flexibleFrames)), direction: direction)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (Design §6).
package enum FlexibleFrameNode: PlacingModifier {
    package static func traits(_ node: KindNode<FlexibleFrame>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        traits.hugsWidth = !node.payload.width.constrains && traits.hugsWidth
        traits.hugsHeight = !node.payload.height.constrains && traits.hugsHeight
        return traits
    }

    /// Per axis: (1) a proposal and both limits → the clamped proposal; (2) no proposal and an
    /// ideal → the ideal; (3) otherwise from the child proposed `clamp(p ?? ideal, min, max)`.
    package static func size(_ node: KindNode<FlexibleFrame>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let frame = node.payload
        var size = CGSize.zero
        var childSize: CGSize?
        let childProposal = childProposal(frame, proposal)
        for axis in Axis.allCases {
            size[axis] = length(frame, along: axis, proposal[axis], childProposal: childProposal[axis]) {
                let measured = childSize ?? sizeThatFits(pass.tree.onlyChild(node.id), childProposal, &pass)
                childSize = measured
                return measured[axis]
            }
        }
        return size
    }

    /// The probe: the frame's length proposed 0 along `axis`, from the child's own probe when
    /// the child is proposed 0 too (a Text without breaking lines, Design §4 step 2).
    package static func minimumLength(_ node: KindNode<FlexibleFrame>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        let frame = node.payload
        let childProposal = childProposal(frame, ProposedViewSize(major: 0, minor: minor, majorAxis: axis))
        return length(frame, along: axis, 0, childProposal: childProposal[axis]) {
            probedLength(pass.tree.onlyChild(node.id), along: axis, childProposal, &pass)
        }
    }

    /// The child's proposal: per axis `clamp(p ?? ideal, min, max)`.
    private static func childProposal(_ frame: FlexibleFrame, _ proposal: ProposedViewSize) -> ProposedViewSize {
        var childProposal = proposal
        for axis in Axis.allCases {
            let limits = frame.limits(axis)
            childProposal[axis] = (proposal[axis] ?? limits.ideal).map { limits.clamp($0) }
        }
        return childProposal
    }

    /// The frame's length along `axis` when proposed `p` there, the child proposed `cp` there
    /// and `childLength` giving the child's length when the rule needs it.
    private static func length(
        _ frame: FlexibleFrame, along axis: Axis, _ p: CGFloat?, childProposal cp: CGFloat?, childLength: () -> CGFloat
    ) -> CGFloat {
        let limits = frame.limits(axis)
        if let p, let minimum = limits.min, let maximum = limits.max { return min(max(p, minimum), maximum) }
        if p == nil, let ideal = limits.ideal { return ideal }
        let s = childLength()
        switch (limits.min, limits.max) {
        case let (minimum?, maximum?): return min(max(s, minimum), maximum)
        case let (minimum?, nil): return max(min(cp ?? .infinity, s), minimum)
        case let (nil, maximum?): return min(max(cp ?? -.infinity, s), maximum)
        case (nil, nil): return s
        }
    }

    /// The child is proposed the frame's size, except nil where the frame has no ideal, its own
    /// proposal was nil and min < size < max; then aligned guide to guide.
    package static func placement(
        _ node: KindNode<FlexibleFrame>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        var childProposal = ProposedViewSize(size)
        for axis in Axis.allCases {
            let limits = node.payload.limits(axis)
            let s = size[axis]
            if limits.ideal == nil, proposal[axis] == nil, s > (limits.min ?? -.infinity), s < (limits.max ?? .infinity) {
                childProposal[axis] = nil
            }
        }
        return alignedPlacement(of: pass.tree.onlyChild(node.id), in: size, proposal: childProposal, alignment: node.payload.alignment, &pass)
    }

    /// A frame resets the spacing of the axes it constrains (Design §5).
    package static func spacing(_ node: KindNode<FlexibleFrame>, _ pass: inout LayoutPass) -> ViewSpacing {
        var spacing = spacingOf(pass.tree.onlyChild(node.id), &pass)
        if node.payload.width.constrains { spacing.reset(.horizontal) }
        if node.payload.height.constrains { spacing.reset(.vertical) }
        return spacing
    }

    package static func viewKind(_ node: KindNode<FlexibleFrame>, _ tables: NodeTables) -> ViewKind {
        .flexibleFrame(width: node.payload.width, height: node.payload.height, alignment: node.payload.alignment)
    }
}
