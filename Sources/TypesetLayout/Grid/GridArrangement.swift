import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// Where a grid puts its cells for one proposal.
package struct GridArrangement {
    package var size: CGSize
    package var columnWidths: [CGFloat]
    package var rowHeights: [CGFloat]
    /// Per cell, in `GridStructure.cells` order: its origin in the grid and its proposal.
    package var origins: [CGPoint]
    package var proposals: [ProposedViewSize]

    package static let empty = GridArrangement(size: .zero, columnWidths: [], rowHeights: [], origins: [], proposals: [])
}

/// A cell as placing reads it: its size for its cell rectangle, and its values there of its
/// column's guide (`x`) and its row's (`y`); an anchored cell's guides are not asked (zero).
private struct PlacedCell {
    var size: CGSize
    var guides: CGPoint
}

/// Sizes a grid's columns and rows and places its cells (Design §12).
///
/// The rules, where SwiftUI documents none (Design §12.3; inferred, not documented):
/// 1. **Columns first.** A column is sized like one child of an HStack whose length at a
///    proposal `p` is the union of its one-column cells, each proposed `(p, H)` (H the height
///    proposed to the grid) and lined up on the column's horizontal guide. With no width
///    proposed each column takes that length at `nil`; with a width, the columns share it
///    (minus the gaps) as stack children do (Design §4 step 2: min at 0, max at ∞, priority =
///    the highest of its cells').
/// 2. **Spanning cells** (`gridCellColumns(n)`, views outside rows), narrowest span first,
///    are proposed their span's width plus whatever the grid still has free; if they take
///    more than the span, the excess is split evenly over the spanned columns.
/// 3. **Rows second**, with the column widths known: a row's length at `q` is the union of
///    its cells, each proposed `(its cell width, q)` and lined up on the row's vertical guide
///    (baselines included); rows share a proposed height the same way columns share a width.
/// 4. Cells with `gridCellUnsizedAxes` on an axis take no part in sizing that axis.
/// 5. **Placing**: each cell is proposed its cell rectangle. In each column (row) the cells
///    that size it and have no anchor line up on the guide; the line sits where the track's
///    own guide value is, moved just enough to keep those cells inside the track (so
///    `.leading` hugs the start, `.trailing` the end, baselines the bottom). Unsized cells
///    follow the line too. A spanning cell aligns alone inside its span; a `gridCellAnchor`
///    cell puts its anchor point on the same unit point of its cell rectangle. In an infinite
///    track (a grid proposed ∞ with a flexible cell) cells go to the track's start.
///
/// The grid's size is the sum of its columns and rows plus the gaps; like a stack it is not
/// clamped to the proposal.
package struct GridSolver {
    package let structure: GridStructure
    package let subviews: LayoutSubviews
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat
    package let verticalSpacing: CGFloat

    package init(structure: GridStructure, subviews: LayoutSubviews, alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.structure = structure
        self.subviews = subviews
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var cells: [GridCell] { structure.cells }

    private func subview(_ cell: GridCell) -> LayoutSubview {
        subviews[subviews.startIndex + cell.subview]
    }

    /// The horizontal guide of a cell: its column's (Design §12.2, rule 3), or
    /// for a spanning cell its own `gridColumnAlignment` or the grid's.
    private func horizontalGuide(_ cell: GridCell) -> AlignmentKey {
        if cell.span == 1 {
            return (structure.columnAlignments[cell.column] ?? alignment.horizontal).key
        }
        return (cell.columnAlignment ?? alignment.horizontal).key
    }

    /// The vertical guide of a row: `GridRow(alignment:)` or the grid's.
    private func verticalGuide(_ row: Int) -> AlignmentKey {
        (structure.rowAlignments[row] ?? alignment.vertical).key
    }

    /// The total of `count` gaps of `spacing` between tracks.
    private func gaps(_ count: Int, _ spacing: CGFloat) -> CGFloat {
        spacing * CGFloat(max(count - 1, 0))
    }

    // MARK: - Sizing

    /// The arrangement for `proposal`.
    package func arrange(_ proposal: ProposedViewSize) -> GridArrangement {
        guard !cells.isEmpty else { return .empty }
        let widths = columnWidths(proposal)
        let heights = rowHeights(proposal, widths: widths)
        let size = CGSize(
            width: widths.reduce(0, +) + gaps(widths.count, horizontalSpacing),
            height: heights.reduce(0, +) + gaps(heights.count, verticalSpacing))
        return place(widths: widths, heights: heights, size: size)
    }

    /// Rule 1: the union of the column's cells proposed `(width, the grid's proposed height)`:
    /// a cell may be as tall as the grid, so a flexible cell (a shape) is flexible in width too.
    /// Proposed width 0, a cell answers the least-width probe (a Text its widest cluster,
    /// without breaking a line per grapheme) unless its guide needs its dimensions.
    private func columnLength(_ members: [GridCell], _ width: CGFloat?, height: CGFloat?) -> CGFloat {
        var group = GridTrackGroup()
        for cell in members {
            let guide = horizontalGuide(cell)
            if width == 0, let least = subview(cell).leastWidth(height: height, guide: guide) {
                group.add(length: least.width, guide: cell.anchor == nil ? least.guide : nil)
                continue
            }
            let d = subview(cell).dimensions(in: ProposedViewSize(width: width, height: height))
            group.add(length: d.width, guide: cell.anchor == nil ? d[guide] : nil)
        }
        return group.extent
    }

    /// Rule 3: the union of the row's cells proposed `(cell width, height)`.
    private func rowLength(_ row: Int, _ members: [GridCell], _ height: CGFloat?, widths: [CGFloat]) -> CGFloat {
        var group = GridTrackGroup()
        let guide = verticalGuide(row)
        for cell in members {
            let d = subview(cell).dimensions(in: ProposedViewSize(width: cellWidth(cell, widths), height: height))
            group.add(length: d.height, guide: cell.anchor == nil ? d[guide] : nil)
        }
        return group.extent
    }

    private func priority(_ members: [GridCell]) -> Double {
        members.map { subview($0).priority }.max() ?? 0
    }

    /// The width of a cell's rectangle: its columns and the gaps between them.
    private func cellWidth(_ cell: GridCell, _ widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + gaps(cell.span, horizontalSpacing)
    }

    /// Rules 1 and 2.
    private func columnWidths(_ proposal: ProposedViewSize) -> [CGFloat] {
        let count = structure.columnCount
        let members = structure.columnSizingCells
        var widths: [CGFloat]
        if let width = proposal.width {
            let distribution = SpaceDistribution(members.map {
                SpaceDistribution.Item(
                    min: columnLength($0, 0, height: proposal.height), max: columnLength($0, .infinity, height: proposal.height),
                    priority: priority($0))
            })
            widths = distribution.lengths(available: width - gaps(count, horizontalSpacing)) {
                columnLength(members[$0], $1, height: proposal.height)
            }
        } else {
            widths = members.map { columnLength($0, nil, height: proposal.height) }
        }

        let spanning = cells.filter { $0.span > 1 && $0.sizes(.horizontal) }
        for cell in spanning.enumerated().sorted(by: { ($0.element.span, $0.offset) < ($1.element.span, $1.offset) }).map(\.element) {
            let current = cellWidth(cell, widths)
            var cellProposal: CGFloat?
            if let width = proposal.width {
                let free = width - (widths.reduce(0, +) + gaps(count, horizontalSpacing))
                cellProposal = current + (free > 0 ? free : 0)
            }
            let taken = subview(cell).sizeThatFits(ProposedViewSize(width: cellProposal, height: proposal.height)).width
            guard taken > current else { continue }
            let extra = (taken - current) / CGFloat(cell.span)
            for column in cell.column..<(cell.column + cell.span) { widths[column] += extra }
        }
        return widths
    }

    /// Rules 3 and 4.
    private func rowHeights(_ proposal: ProposedViewSize, widths: [CGFloat]) -> [CGFloat] {
        let count = structure.rowCount
        let members = structure.rowSizingCells
        guard let height = proposal.height else {
            return (0..<count).map { rowLength($0, members[$0], nil, widths: widths) }
        }
        let distribution = SpaceDistribution((0..<count).map {
            SpaceDistribution.Item(
                min: rowLength($0, members[$0], 0, widths: widths), max: rowLength($0, members[$0], .infinity, widths: widths),
                priority: priority(members[$0]))
        })
        return distribution.lengths(available: height - gaps(count, verticalSpacing)) {
            rowLength($0, members[$0], $1, widths: widths)
        }
    }

    // MARK: - Placing

    /// Rule 5.
    private func place(widths: [CGFloat], heights: [CGFloat], size: CGSize) -> GridArrangement {
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        var rowStarts: [CGFloat] = []
        var y: CGFloat = 0
        for height in heights {
            rowStarts.append(y)
            y += height + verticalSpacing
        }

        let proposals = cells.map { ProposedViewSize(width: cellWidth($0, widths), height: heights[$0.row]) }
        // Each cell's size and its values of its column's and row's guides, asked once: a value
        // is asked of the cell's subtree each time (explicit guides walk its modifiers).
        let placed = cells.indices.map { index -> PlacedCell in
            let cell = cells[index]
            let d = subview(cell).dimensions(in: proposals[index])
            guard cell.anchor == nil else { return PlacedCell(size: d.size, guides: .zero) }
            return PlacedCell(size: d.size, guides: CGPoint(x: d[horizontalGuide(cell)], y: d[verticalGuide(cell.row)]))
        }

        // The guide line of every column and row, from the cells that size it and have no anchor.
        var columnGroups = [GridTrackGroup](filledWith: GridTrackGroup(), count: widths.count)
        var rowGroups = [GridTrackGroup](filledWith: GridTrackGroup(), count: heights.count)
        for (index, cell) in cells.enumerated() where cell.anchor == nil {
            let placedCell = placed[index]
            if cell.span == 1 && cell.sizes(.horizontal) {
                columnGroups[cell.column].add(length: placedCell.size.width, guide: placedCell.guides.x)
            }
            if cell.sizes(.vertical) {
                rowGroups[cell.row].add(length: placedCell.size.height, guide: placedCell.guides.y)
            }
        }
        let columnLines = widths.indices.map { column -> CGFloat? in
            guard columnGroups[column].hasLine else { return nil }
            let guide = (structure.columnAlignments[column] ?? alignment.horizontal).key
            let track = ViewDimensions(size: CGSize(width: widths[column], height: size.height))
            return columnGroups[column].line(in: widths[column], defaultValue: guide.defaultValue(in: track))
        }
        let rowLines = heights.indices.map { row -> CGFloat? in
            guard rowGroups[row].hasLine else { return nil }
            let track = ViewDimensions(size: CGSize(width: size.width, height: heights[row]))
            return rowGroups[row].line(in: heights[row], defaultValue: verticalGuide(row).defaultValue(in: track))
        }

        var origins: [CGPoint] = []
        origins.reserveCapacity(cells.count)
        for (index, cell) in cells.enumerated() {
            let placedCell = placed[index]
            let rect = CGRect(
                x: columnStarts[cell.column], y: rowStarts[cell.row],
                width: proposals[index].width ?? 0, height: proposals[index].height ?? 0)
            var origin = rect.origin
            if let anchor = cell.anchor {
                // In an infinite track the anchor has no point to meet: the cell goes to the start.
                let slack = CGSize(width: rect.width - placedCell.size.width, height: rect.height - placedCell.size.height)
                origin.x += slack.width.isFinite ? anchor.x * slack.width : 0
                origin.y += slack.height.isFinite ? anchor.y * slack.height : 0
            } else {
                if cell.span == 1, let line = columnLines[cell.column] {
                    origin.x += line - placedCell.guides.x
                } else {
                    origin.x += GridTrackGroup.origin(
                        length: placedCell.size.width, guide: placedCell.guides.x, in: rect.width,
                        defaultValue: horizontalGuide(cell).defaultValue(in: ViewDimensions(size: rect.size)))
                }
                if let line = rowLines[cell.row] {
                    origin.y += line - placedCell.guides.y
                } else {
                    origin.y += GridTrackGroup.origin(
                        length: placedCell.size.height, guide: placedCell.guides.y, in: rect.height,
                        defaultValue: verticalGuide(cell.row).defaultValue(in: ViewDimensions(size: rect.size)))
                }
            }
            origins.append(origin)
        }
        return GridArrangement(size: size, columnWidths: widths, rowHeights: heights, origins: origins, proposals: proposals)
    }
}
