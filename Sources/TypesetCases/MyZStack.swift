import Foundation
import Typeset

/// Document 004's ZStack replica written with the `Layout` protocol: subviews are aligned in a
/// virtual canvas on `alignment`, the container is the union of their bounds ("crop bounds"),
/// and the two text baselines are answered explicitly (top-most first, bottom-most last).
public struct MyZStack: Layout {
    /// The guides the subviews align on.
    public var alignment: Alignment

    /// Creates the replica aligned on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// One subview in the virtual canvas.
    public struct SubviewInfo {
        var viewDimension: ViewDimensions
        var bounds: CGRect
    }

    /// The canvas computed for one proposal.
    public struct CacheInfo {
        var proposal: ProposedViewSize?
        var subviewInfo: [SubviewInfo] = []
        var cropBounds: CGRect = .zero
    }

    /// Starts with an empty canvas.
    public func makeCache(subviews: Subviews) -> CacheInfo { CacheInfo() }

    /// Drops the canvas when the subviews change.
    public func updateCache(_ cache: inout CacheInfo, subviews: Subviews) { cache = CacheInfo() }

    /// Sizes the container to the union of the aligned subviews (the crop bounds).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) -> CGSize {
        fill(&cache, proposal: proposal, subviews: subviews)
        return cache.cropBounds.size
    }

    /// Places each subview on the canvas, shifted so the crop bounds start at `bounds`' origin.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        fill(&cache, proposal: proposal, subviews: subviews)
        let offsetX = -cache.cropBounds.minX
        let offsetY = -cache.cropBounds.minY
        for index in subviews.indices {
            let info = cache.subviewInfo[index]
            let x = info.bounds.minX + offsetX + bounds.minX
            let y = info.bounds.minY + offsetY + bounds.minY
            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }

    /// The top-most first or bottom-most last baseline of the subviews; nil for other guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout CacheInfo
    ) -> CGFloat? {
        fill(&cache, proposal: proposal, subviews: subviews)
        let offsetY = -cache.cropBounds.minY
        guard !cache.subviewInfo.isEmpty else { return nil }
        if guide == .firstTextBaseline {
            let first = cache.subviewInfo.reduce(CGFloat.infinity) { current, info in
                guard let baseline = info.viewDimension[explicit: .firstTextBaseline] else { return current }
                return min(current, baseline + info.bounds.minY + offsetY)
            }
            return first.isFinite ? first : nil
        }
        if guide == .lastTextBaseline {
            let last = cache.subviewInfo.reduce(-CGFloat.infinity) { current, info in
                guard let baseline = info.viewDimension[explicit: .lastTextBaseline] else { return current }
                return max(current, baseline + info.bounds.minY + offsetY)
            }
            return last.isFinite ? last : nil
        }
        return nil
    }

    /// Aligns every subview's guide point on (0, 0) of the canvas for `proposal` (document 004's
    /// `sizeThatFits`); kept in the cache while the proposal is the same.
    private func fill(_ cache: inout CacheInfo, proposal: ProposedViewSize, subviews: Subviews) {
        if cache.proposal == proposal, cache.subviewInfo.count == subviews.count { return }
        cache = CacheInfo(proposal: proposal)
        for subview in subviews {
            let viewDimension = subview.dimensions(in: proposal)
            let guide = CGPoint(x: viewDimension[alignment.horizontal], y: viewDimension[alignment.vertical])
            let bounds = CGRect(
                origin: CGPoint(x: -guide.x, y: -guide.y),
                size: CGSize(width: viewDimension.width, height: viewDimension.height))
            cache.subviewInfo.append(SubviewInfo(viewDimension: viewDimension, bounds: bounds))
        }
        cache.cropBounds = cache.subviewInfo.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
        if cache.cropBounds.isNull { cache.cropBounds = .zero }
    }
}
