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
        let count = subviews.count
        guard count > 0 else { return StackArrangement(size: .zero, origins: [], proposals: []) }
        let minorProposal = proposal[minorAxis]
        var proposals = [ProposedViewSize](repeating: proposal, count: count)

        if let majorProposal = proposal[majorAxis] {
            // Step 2: flexibility, priority order, and the share-out.
            let children = Array(subviews)
            let mins = children.map { $0.sizeThatFits(ProposedViewSize(major: 0, minor: minorProposal, majorAxis: majorAxis))[majorAxis] }
            let maxs = children.map { $0.sizeThatFits(ProposedViewSize(major: .infinity, minor: minorProposal, majorAxis: majorAxis))[majorAxis] }
            let priorities = children.map(\.priority)
            let order = fittingOrder(priorities: priorities, mins: mins, maxs: maxs)

            var available = majorProposal - gaps.reduce(0, +)
            let groups = priorityGroups(order, priorities)
            for (groupIndex, group) in groups.enumerated() {
                if groupIndex == 0 {
                    // Reserve the minimum of every lower-priority child.
                    available -= groups.dropFirst().joined().reduce(0) { $0 + mins[$1] }
                } else {
                    available += group.reduce(0) { $0 + mins[$1] }
                }
                for (k, index) in group.enumerated() {
                    let share = available.isNaN ? 0 : max(available / CGFloat(group.count - k), 0)
                    let childProposal = ProposedViewSize(major: share, minor: minorProposal, majorAxis: majorAxis)
                    proposals[index] = childProposal
                    let taken = subviews[index].sizeThatFits(childProposal)[majorAxis]
                    if !taken.isNaN {
                        available = (available.isInfinite && taken.isInfinite) ? available : available - taken
                    }
                }
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
            let dimensions = subviews[index].dimensions(in: proposals[index])
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

    /// Children by priority (descending), then flexibility (ascending); between two infinitely
    /// flexible children the larger minimum first. Stable (SPEC §4 step 2).
    private func fittingOrder(priorities: [Double], mins: [CGFloat], maxs: [CGFloat]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let flexA = maxs[a] - mins[a]
            let flexB = maxs[b] - mins[b]
            if flexA != flexB, !(flexA.isNaN || flexB.isNaN) { return flexA < flexB }
            if flexA.isInfinite && flexB.isInfinite { return mins[a] > mins[b] }
            return false
        }
        var order = Array(mins.indices)
        // Insertion sort: stable, and what SwiftUI uses for small stacks.
        for i in 1..<max(order.count, 1) {
            var j = i
            let item = order[i]
            while j > 0 && precedes(item, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
        return order
    }

    /// Consecutive runs of equal priority in `order`.
    private func priorityGroups(_ order: [Int], _ priorities: [Double]) -> [[Int]] {
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, priorities[last] == priorities[index] {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
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
