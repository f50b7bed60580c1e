import Foundation

/// ZStack: every child proposed the same; the highest-priority children decide the size, the
/// union of their aligned frames; placing proposes the ZStack's size (Design §7).
package struct ZStackAlgorithm {
    package var alignment: Alignment

    package init(alignment: Alignment) { self.alignment = alignment }

    /// The children of the highest priority (Design §14).
    private func deciding<C: LayoutChildren>(_ children: C, _ context: inout C.Context) -> [Int] {
        var top = -Double.infinity
        var result: [Int] = []
        for index in 0..<children.count {
            let priority = children.priority(index, &context)
            if priority > top {
                top = priority
                result = [index]
            } else if priority == top {
                result.append(index)
            }
        }
        return result
    }

    /// The ZStack's size for `proposal`.
    package func size<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, _ context: inout C.Context) -> CGSize {
        let indices = deciding(children, &context)
        guard !indices.isEmpty else { return .zero }
        let sizes = indices.map { children.size($0, proposal, &context) }
        var size = CGSize.zero
        for axis in Axis.allCases {
            let key = alignment.key(axis)
            let guides = indices.indices.map { children.guide(indices[$0], key, size: sizes[$0], proposal: proposal, &context) }
            let point = guides.max() ?? 0
            let extent = indices.indices.map { sizes[$0][axis] - guides[$0] }.max() ?? 0
            let start = guides.map { point - $0 }.min() ?? 0
            size[axis] = point + extent - start
        }
        return size
    }

    /// Every child's origin, proposal and size inside a ZStack of `size`.
    package func placements<C: LayoutChildren>(in size: CGSize, _ children: C, _ context: inout C.Context) -> [(origin: CGPoint, proposal: ProposedViewSize, size: CGSize)] {
        let childProposal = ProposedViewSize(size)
        let sizes = (0..<children.count).map { children.size($0, childProposal, &context) }
        let indices = Set(deciding(children, &context))
        var guides: [[CGFloat]] = [[], []]
        var point = CGPoint.zero
        var start = CGPoint.zero
        for axis in Axis.allCases {
            let key = alignment.key(axis)
            let values = (0..<children.count).map { children.guide($0, key, size: sizes[$0], proposal: childProposal, &context) }
            guides[axis == .horizontal ? 0 : 1] = values
            let sizing = values.indices.filter { indices.contains($0) }
            point[axis] = sizing.map { values[$0] }.max() ?? size[axis] / 2
            start[axis] = sizing.map { point[axis] - values[$0] }.min() ?? 0
        }
        return (0..<children.count).map { index in
            let origin = CGPoint(x: point.x - guides[0][index] - start.x, y: point.y - guides[1][index] - start.y)
            return (origin, childProposal, sizes[index])
        }
    }
}
