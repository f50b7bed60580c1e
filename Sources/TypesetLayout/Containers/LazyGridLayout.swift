import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// Marks a lazy container's subview as a section's header, content or footer (`Section` inside
/// `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`).
package struct LazySectionMark: Hashable, Sendable {
    package enum Role: Hashable, Sendable { case header, content, footer }
    package var role: Role
    /// Which section of the container, counted from 0 in the order met.
    package var section: Int

    package init(role: Role, section: Int) {
        self.role = role
        self.section = section
    }
}

/// The layout value `Section` sets on the views it contributes to a lazy container.
package enum LazySectionKey: LayoutValueKey {
    package static let defaultValue: LazySectionMark? = nil
}

/// `LazyVGrid` (axis vertical: the items are columns, cells fill rows top to bottom) and
/// `LazyHGrid` (axis horizontal: the items are rows, cells fill columns leading to trailing).
///
/// - Tracks: `GridItem.tracks(_:in:)` shares the proposal across the axis (objc.io's
///   measurements, cited there).
/// - Cells, in order, fill the tracks of a line, then the next line; a section's header or
///   footer is a line of its own spanning the grid, and a new section starts a new line.
/// - Each cell is proposed its track's length across the axis and nothing (nil) along it (a
///   lazy grid sits in a ScrollView); a line is as long as its longest cell, and lines are
///   `spacing` apart (default 8).
/// - A cell sits in its track × line rectangle on its item's alignment, else on the grid's
///   alignment across the axis and centred along it.
/// - Size: the proposal across the axis (the tracks' extent when unspecified), the lines'
///   total along it. The block of tracks sits in that length on the grid's alignment (a grid
///   of fixed tracks narrower than its proposal is centred by default) — documented choice.
package struct LazyGridLayout: Layout, SubviewGuideMergingLayout, Equatable {
    package var axis: Axis
    package var items: [GridItem]
    package var spacing: CGFloat?
    package var alignment: Alignment

    package init(axis: Axis, items: [GridItem], spacing: CGFloat?, alignment: Alignment) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Cells run along the tracks: a Divider in a grid is across the axis.
    package static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Where every subview goes for one proposal.
    struct Arrangement {
        var size: CGSize
        var origins: [CGPoint]
        var proposals: [ProposedViewSize]
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(proposal, subviews).size
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var placing = proposal
        placing[axis.perpendicular] = proposal[axis.perpendicular] ?? bounds.size[axis.perpendicular]
        let arrangement = arrange(placing, subviews)
        for (index, subview) in subviews.enumerated() {
            let origin = arrangement.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: arrangement.proposals[index])
        }
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let cross = axis.perpendicular
        let tracks = GridItem.tracks(items, in: proposal[cross])
        let extent = tracks.last.map { $0.offset + $0.length } ?? 0
        let crossLength = proposal[cross] ?? extent
        let lineGap = spacing ?? lazyGridDefaultSpacing
        // The tracks' block on the grid's alignment across the axis.
        let blockOffset: CGFloat = {
            guard crossLength.isFinite, extent.isFinite else { return 0 }
            let container = ViewDimensions(size: CGSize(major: 0, minor: crossLength, majorAxis: axis))
            let block = ViewDimensions(size: CGSize(major: 0, minor: extent, majorAxis: axis))
            return cross == .horizontal
                ? container[alignment.horizontal] - block[alignment.horizontal]
                : container[alignment.vertical] - block[alignment.vertical]
        }()

        var origins = [CGPoint](filledWith: .zero, count: subviews.count)
        var proposals = [ProposedViewSize](filledWith: .unspecified, count: subviews.count)
        var position: CGFloat = 0
        var lineCount = 0
        var index = 0
        var lastSection: Int?
        while index < subviews.count {
            if lineCount > 0 { position += lineGap }
            lineCount += 1
            let mark = subviews[index][LazySectionKey.self]
            if let mark, mark.role != .content {
                // A header or footer: a line of its own across the whole grid.
                lastSection = mark.section
                let childProposal = ProposedViewSize(major: nil, minor: crossLength, majorAxis: axis)
                let size = subviews[index].sizeThatFits(childProposal)
                proposals[index] = childProposal
                origins[index] = CGPoint(major: position, minor: 0, majorAxis: axis)
                position += size[axis]
                index += 1
                continue
            }
            // A line of cells: as many as there are tracks, up to the next header, footer or section.
            var line: [(index: Int, track: LazyGridTrack, size: CGSize)] = []
            while index < subviews.count, line.count < max(tracks.count, 1) {
                let cellMark = subviews[index][LazySectionKey.self]
                if let cellMark, cellMark.role != .content { break }
                if !line.isEmpty, let section = cellMark?.section, section != lastSection { break }
                lastSection = cellMark?.section ?? lastSection
                let track = tracks.isEmpty ? LazyGridTrack(offset: 0, length: 0, alignment: nil) : tracks[line.count]
                let childProposal = ProposedViewSize(major: nil, minor: track.length, majorAxis: axis)
                proposals[index] = childProposal
                line.append((index, track, subviews[index].sizeThatFits(childProposal)))
                index += 1
            }
            let lineLength = line.map { $0.size[axis] }.max() ?? 0
            for cell in line {
                let cellAlignment = cell.track.alignment ?? Alignment(
                    horizontal: cross == .horizontal ? alignment.horizontal : .center,
                    vertical: cross == .vertical ? alignment.vertical : .center)
                let dimensions = subviews[cell.index].dimensions(in: proposals[cell.index])
                let slot = ViewDimensions(size: CGSize(major: lineLength, minor: cell.track.length, majorAxis: axis))
                let x = slot[cellAlignment.horizontal] - dimensions[cellAlignment.horizontal]
                let y = slot[cellAlignment.vertical] - dimensions[cellAlignment.vertical]
                let inCell = CGPoint(x: x, y: y)
                let minorStart = blockOffset + cell.track.offset
                origins[cell.index] = CGPoint(
                    major: position + inCell[axis], minor: minorStart + inCell[cross], majorAxis: axis)
            }
            position += lineLength
        }
        let size = CGSize(major: position, minor: crossLength, majorAxis: axis)
        return Arrangement(size: size, origins: origins, proposals: proposals)
    }
}
