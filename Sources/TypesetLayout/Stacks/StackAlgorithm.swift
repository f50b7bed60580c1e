import Foundation

/// The sizes and positions a stack computed for one proposal.
package struct StackArrangement: Sendable {
    package var size: CGSize
    package var origins: [CGPoint]
    package var proposals: [ProposedViewSize]
}

/// Cached arrangements of one stack, per proposal, for one layout pass.
public struct StackLayoutCache {
    package var gaps: [CGFloat]?
    package var arrangements: [ProposedViewSize: StackArrangement] = [:]
    package init() {}
}

/// HStack and VStack's shared algorithm, with the axes as parameters (SPEC §4).
package struct StackAlgorithm {
    package var majorAxis: Axis
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package var minorAxis: Axis { majorAxis.perpendicular }

    /// Gaps before each child: 0 for the first, then the explicit spacing or the spacing
    /// model's distance between neighbours (SPEC §4, §5).
    package func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count)
        var spacing = spacing
        if let value = spacing, !value.isFinite, let first = subviews.first {
            // A non-finite gap is no gap: use the spacing model instead, and say so.
            first.element.pass.report(Diagnostic(
                kind: .invalidValue, view: majorAxis == .horizontal ? "HStack" : "VStack",
                message: "spacing \(LayoutNumber.format(value)) is not finite; used the default spacing"))
            spacing = nil
        }
        var previous: LayoutSubview?
        for subview in subviews {
            if let previous {
                gaps.append(spacing ?? previous.spacing.distance(to: subview.spacing, along: majorAxis))
            } else {
                gaps.append(0)
            }
            previous = subview
        }
        return gaps
    }

    /// The stack's arrangement for `proposal` (memoised in `cache`).
    package func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) -> StackArrangement {
        if let cached = cache.arrangements[proposal] { return cached }
        let gaps = cache.gaps ?? gaps(subviews)
        cache.gaps = gaps
        let result = arrange(proposal, subviews, gaps: gaps)
        cache.arrangements[proposal] = result
        return result
    }

    /// SPEC §4 "Sizing", steps 1–4.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> StackArrangement {
        // Indexed from 0 even when a custom layout hands over a slice of its subviews; the
        // elements are read in place (no copy of the proxies).
        let first = subviews.startIndex
        let count = subviews.count
        func child(_ index: Int) -> LayoutElement { subviews.storage[first + index].element }
        guard count > 0 else { return StackArrangement(size: .zero, origins: [], proposals: []) }
        let minorProposal = proposal[minorAxis]
        var proposals = [ProposedViewSize](repeating: proposal, count: count)

        if let majorProposal = proposal[majorAxis] {
            // Step 2: flexibility, priority order, and the share-out.
            let minProposal = ProposedViewSize(major: 0, minor: minorProposal, majorAxis: majorAxis)
            let maxProposal = ProposedViewSize(major: .infinity, minor: minorProposal, majorAxis: majorAxis)
            let mins = (0..<count).map { child($0).sizeThatFits(minProposal)[majorAxis] }
            let maxs = (0..<count).map { child($0).sizeThatFits(maxProposal)[majorAxis] }
            let distribution = SpaceDistribution(mins: mins, maxs: maxs, priorities: (0..<count).map { child($0).layoutPriority })
            _ = distribution.lengths(available: majorProposal - gaps.reduce(0, +)) { index, share in
                let childProposal = ProposedViewSize(major: share, minor: minorProposal, majorAxis: majorAxis)
                proposals[index] = childProposal
                return child(index).sizeThatFits(childProposal)[majorAxis]
            }
        } else {
            // Step 1: the ideal-size query; priorities play no part.
            let childProposal = ProposedViewSize(major: nil, minor: minorProposal, majorAxis: majorAxis)
            for index in 0..<count { proposals[index] = childProposal }
        }

        // Step 3: minor axis — align every child's guide on one line, union, shift to 0.
        var minorOrigins = [CGFloat](repeating: 0, count: count)
        var lower = CGFloat.infinity
        var upper = -CGFloat.infinity
        var sizes: [CGSize] = []
        sizes.reserveCapacity(count)
        for index in 0..<count {
            let dimensions = child(index).dimensions(in: proposals[index])
            sizes.append(dimensions.size)
            let origin = -dimensions[alignment]
            minorOrigins[index] = origin
            lower = min(lower, origin)
            upper = max(upper, origin + dimensions.size[minorAxis])
        }

        // Step 4: major axis — children and gaps in order, no clamping to the proposal.
        var origins: [CGPoint] = []
        origins.reserveCapacity(count)
        var position: CGFloat = 0
        for index in 0..<count {
            position += gaps[index]
            origins.append(CGPoint(major: position, minor: minorOrigins[index] - lower, majorAxis: majorAxis))
            position += sizes[index][majorAxis]
        }
        return StackArrangement(
            size: CGSize(major: position, minor: upper - lower, majorAxis: majorAxis), origins: origins, proposals: proposals)
    }

    /// Places the children: sizing re-run with the minor proposal filled from the bounds (SPEC §4 "Placing").
    package func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache) {
        var placing = proposal
        placing[minorAxis] = proposal[minorAxis] ?? bounds.size[minorAxis]
        let arrangement = arrangement(placing, subviews, &cache)
        for (index, subview) in subviews.enumerated() {
            let origin = arrangement.origins[index]
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: arrangement.proposals[index])
        }
    }

    /// The stack's own preferences: its children's minor-axis edges, its first child's leading
    /// edge and its last child's trailing edge (SPEC §5).
    package func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing.none }
        let minorEdges: Edge.Set = majorAxis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing.none
        for subview in subviews { result.formUnion(subview.spacing, edges: minorEdges) }
        result.formUnion(first.spacing, edges: majorAxis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: majorAxis == .horizontal ? .trailing : .bottom)
        return result
    }
}
