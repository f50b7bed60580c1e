import Foundation

/// A layout that overlays its subviews, aligned on both axes (SPEC §7).
///
/// Every subview is proposed the ZStack's proposal; only the subviews with the highest
/// priority decide the size, which is the union of their aligned frames. Placement proposes
/// each subview the ZStack's size.
public struct ZStackLayout: Layout, IdentityUnaryLayout {
    /// The guides the subviews align on.
    public var alignment: Alignment

    /// Creates an overlaying layout aligned on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Sizes the ZStack to the union of its highest-priority subviews, aligned (SPEC §7).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let deciding = sizingSubviews(subviews)
        guard !deciding.isEmpty else { return .zero }
        let dimensions = deciding.map { $0.dimensions(in: proposal) }
        var size = CGSize.zero
        for axis in Axis.allCases {
            let key = alignment.key(axis)
            let point = dimensions.map { $0[key] }.max() ?? 0
            let extent = dimensions.map { $0.size[axis] - $0[key] }.max() ?? 0
            let start = dimensions.map { point - $0[key] }.min() ?? 0
            size[axis] = point + extent - start
        }
        return size
    }

    /// Proposes the ZStack's size to each subview and lines up their guides (SPEC §7).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        let deciding = Set(sizingSubviews(subviews).map(\.index))
        var point = CGPoint.zero
        var start = CGPoint.zero
        for axis in Axis.allCases {
            let key = alignment.key(axis)
            let sizing = dimensions.indices.filter { deciding.contains(subviews[$0].index) }
            point[axis] = sizing.map { dimensions[$0][key] }.max() ?? bounds.size[axis] / 2
            start[axis] = sizing.map { point[axis] - dimensions[$0][key] }.min() ?? 0
        }
        for (index, subview) in subviews.enumerated() {
            let d = dimensions[index]
            subview.place(
                at: CGPoint(
                    x: bounds.minX + point.x - d[alignment.horizontal] - start.x,
                    y: bounds.minY + point.y - d[alignment.vertical] - start.y),
                anchor: .topLeading, proposal: childProposal)
        }
    }

    /// The subviews of the highest priority (research §3).
    private func sizingSubviews(_ subviews: Subviews) -> [LayoutSubview] {
        guard let top = subviews.map(\.priority).max() else { return [] }
        return subviews.filter { $0.priority == top }
    }
}
