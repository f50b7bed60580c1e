import Foundation

/// Where a frame puts its child: the frame's default guide at its own size minus the child's
/// guide (explicit if any), on each axis (SPEC §6).
package func alignedOrigin(of child: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(
        x: frame[alignment.horizontal] - child[alignment.horizontal],
        y: frame[alignment.vertical] - child[alignment.vertical])
}

/// Places `child` with `proposal`, aligned inside a frame of `size` (SPEC §6).
package func alignedPlacement(of child: LayoutElement, in size: CGSize, proposal: ProposedViewSize, alignment: Alignment) -> ChildPlacement {
    let dimensions = child.dimensions(in: proposal)
    return ChildPlacement(
        element: child, origin: alignedOrigin(of: dimensions, in: size, alignment: alignment),
        proposal: proposal, size: dimensions.size)
}

/// `frame(width:height:alignment:)` (SPEC §6).
package final class FrameElement: PriorityResettingElement {
    private let width: CGFloat?
    private let height: CGFloat?
    private let alignment: Alignment

    package init(child: LayoutElement, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 } ?? true }
        self.alignment = alignment
        self.width = valid(width) ? width : nil
        self.height = valid(height) ? height : nil
        super.init(child: child)
        func check(_ name: String, _ value: CGFloat?) {
            guard !valid(value) else { return }
            report(.invalidFrame, "\(name) \(LayoutNumber.format(value ?? 0)) is not a finite non-negative number; treated as unset")
        }
        check("width", width)
        check("height", height)
    }

    override package var kind: String { "Frame" }
    override package var dumpAttributes: [String] {
        var parts: [String] = []
        if let width { parts.append("width: \(LayoutNumber.format(width))") }
        if let height { parts.append("height: \(LayoutNumber.format(height))") }
        return parts + ["alignment: \(alignment)"]
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        alignedPlacement(of: child, in: size, proposal: childProposal(proposal), alignment: alignment)
    }

    /// A frame resets the spacing of the axes it fixes (SPEC §5).
    override package var spacing: ViewSpacing {
        var spacing = child.spacing
        if width != nil { spacing.reset(.horizontal) }
        if height != nil { spacing.reset(.vertical) }
        return spacing
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (SPEC §6).
package final class FlexFrameElement: PriorityResettingElement {
    package struct Limits: Sendable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }
    }

    private let widthLimits: Limits
    private let heightLimits: Limits
    private let alignment: Alignment

    package init(child: LayoutElement, width: Limits, height: Limits, alignment: Alignment) {
        self.alignment = alignment
        var invalid: [String] = []
        func normalise(_ raw: Limits, _ suffix: String) -> Limits {
            // The field's name is only built for a message.
            func clean(_ value: CGFloat?, _ prefix: String, isMin: Bool) -> CGFloat? {
                guard let value else { return nil }
                // .infinity is meaningful for max; NaN and -infinity are not.
                if value.isNaN || value == -.infinity || (value == .infinity && isMin) {
                    invalid.append("\(prefix)\(suffix) \(LayoutNumber.format(value))")
                    return nil
                }
                return value
            }
            // Normalise: min' = max(min, 0), ideal' = max(min', ideal), max' = max(ideal', max).
            let minimum = clean(raw.min, "min", isMin: true).map { Swift.max($0, 0) }
            let ideal = clean(raw.ideal, "ideal", isMin: false).map { Swift.max(minimum ?? 0, $0) }
            let maximum = clean(raw.max, "max", isMin: false).map { Swift.max(ideal ?? minimum ?? 0, $0) }
            return Limits(min: minimum, ideal: ideal, max: maximum)
        }
        self.widthLimits = normalise(width, "Width")
        self.heightLimits = normalise(height, "Height")
        super.init(child: child)
        for message in invalid { report(.invalidFrame, "\(message) is invalid; treated as unset") }
    }

    override package var kind: String { "FlexFrame" }
    override package var dumpAttributes: [String] {
        var parts: [String] = []
        for axis in Axis.allCases {
            let l = limits(axis)
            let suffix = axis == .horizontal ? "Width" : "Height"
            if let v = l.min { parts.append("min\(suffix): \(LayoutNumber.format(v))") }
            if let v = l.ideal { parts.append("ideal\(suffix): \(LayoutNumber.format(v))") }
            if let v = l.max { parts.append("max\(suffix): \(LayoutNumber.format(v))") }
        }
        return parts + ["alignment: \(alignment)"]
    }

    private func limits(_ axis: Axis) -> Limits { axis == .horizontal ? widthLimits : heightLimits }

    private func clamp(_ value: CGFloat, _ l: Limits) -> CGFloat {
        var v = value
        if let maximum = l.max { v = Swift.min(v, maximum) }
        if let minimum = l.min { v = Swift.max(v, minimum) }
        return v
    }

    /// The proposal the child gets while the frame is sized: `clamp(p ?? ideal, min, max)`.
    private func sizingProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            let l = limits(axis)
            result[axis] = (proposal[axis] ?? l.ideal).map { clamp($0, l) }
        }
        return result
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var size = CGSize.zero
        var childSize: CGSize?
        let childProposal = sizingProposal(proposal)
        for axis in Axis.allCases {
            let l = limits(axis)
            let p = proposal[axis]
            if let p, let minimum = l.min, let maximum = l.max {
                size[axis] = Swift.min(Swift.max(p, minimum), maximum)  // (1)
            } else if p == nil, let ideal = l.ideal {
                size[axis] = ideal  // (2)
            } else {
                // (3) ask the child
                let measured = childSize ?? child.sizeThatFits(childProposal)
                childSize = measured
                let s = measured[axis]
                let cp = childProposal[axis]
                switch (l.min, l.max) {
                case let (minimum?, maximum?): size[axis] = Swift.min(Swift.max(s, minimum), maximum)
                case let (minimum?, nil): size[axis] = Swift.max(Swift.min(cp ?? .infinity, s), minimum)
                case let (nil, maximum?): size[axis] = Swift.min(Swift.max(cp ?? -.infinity, s), maximum)
                case (nil, nil): size[axis] = s
                }
            }
        }
        return size
    }

    /// Placing: the child is proposed the frame's size, except nil where the frame has no ideal,
    /// its own proposal was nil and min < size < max (SPEC §6).
    override package func placeChild(in size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        var childProposal = ProposedViewSize(size)
        for axis in Axis.allCases {
            let l = limits(axis)
            let s = size[axis]
            if l.ideal == nil, proposal[axis] == nil, s > (l.min ?? -.infinity), s < (l.max ?? .infinity) {
                childProposal[axis] = nil
            }
        }
        return alignedPlacement(of: child, in: size, proposal: childProposal, alignment: alignment)
    }

    override package var spacing: ViewSpacing {
        var spacing = child.spacing
        for axis in Axis.allCases {
            let l = limits(axis)
            if l.min != nil || l.ideal != nil || l.max != nil {
                spacing.reset(axis == .horizontal ? .horizontal : .vertical)
            }
        }
        return spacing
    }
}
