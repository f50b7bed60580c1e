import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// One cell of a grid: the subview, where it sits and how it asked to be treated.
package struct GridCell {
    /// The subview's offset in the grid's subviews.
    package var subview: Int
    package var row: Int
    package var column: Int
    /// How many columns the cell covers (≥ 1).
    package var span: Int
    /// `gridCellUnsizedAxes(_:)`.
    package var unsizedAxes: Axis.Set
    /// `gridCellAnchor(_:)`, when finite.
    package var anchor: UnitPoint?
    /// The cell's own `gridColumnAlignment(_:)`.
    package var columnAlignment: HorizontalAlignment?
    /// A view placed directly in the grid, outside any `GridRow`.
    package var standalone: Bool

    /// Whether the cell sizes its row (vertical) or column (horizontal).
    package func sizes(_ axis: Axis) -> Bool { !unsizedAxes.contains(axis) }
}

/// The rows, columns and cells of a grid, read from its subviews' layout values (Design §12.1).
///
/// Consecutive subviews from one `GridRow` form a row; every other subview is a row of its
/// own that spans every column (or `gridCellColumns(n)` of them, from the leading column).
/// The row with the most columns (spans summed) sets the column count; a grid with only
/// views outside rows has one column. A `GridRow` with no views adds no row.
package struct GridStructure {
    package var cells: [GridCell] = []
    package var rowCount = 0
    package var columnCount = 0
    /// `GridRow(alignment:)` per row (nil: the grid's vertical guide).
    package var rowAlignments: [VerticalAlignment?] = []
    /// `gridColumnAlignment(_:)` per column: the top-most one-column cell that sets it wins.
    package var columnAlignments: [HorizontalAlignment?] = []
    /// The cells that size each row (rule 4: not those unsized vertically), leading first.
    package var rowSizingCells: [[GridCell]] = []
    /// The one-column cells that size each column (not those unsized horizontally), top first.
    package var columnSizingCells: [[GridCell]] = []

    /// A cell spanning more columns than this is clamped (keeps the column arrays bounded).
    package static let maximumSpan = 10_000

    package init() {}

    /// Reads the structure of `subviews`; bad layout values are clamped and passed to `report`.
    package init(subviews: LayoutSubviews, report: (String) -> Void) {
        struct PendingRow {
            var token: Int32?
            var alignment: VerticalAlignment?
            /// The row's subviews, which are consecutive.
            var members: Range<Int>
        }
        var pending: [PendingRow] = []
        for (offset, subview) in subviews.enumerated() {
            let membership = subview[GridRowKey.self]
            if let membership, let last = pending.last, let token = last.token, token == membership.row {
                pending[pending.count - 1].members = last.members.lowerBound ..< offset + 1
            } else {
                pending.append(PendingRow(token: membership?.row, alignment: membership?.alignment, members: offset ..< offset + 1))
            }
        }
        cells.reserveCapacity(subviews.count)

        func requestedSpan(_ subview: LayoutSubview) -> Int? {
            guard let count = subview[GridCellColumnsKey.self] else { return nil }
            if count < 1 {
                report("gridCellColumns(\(count)) is less than 1; clamped to 1")
                return 1
            }
            if count > Self.maximumSpan {
                report("gridCellColumns(\(count)) exceeds \(Self.maximumSpan); clamped")
                return Self.maximumSpan
            }
            return count
        }

        // Cells of GridRows first: they decide the column count.
        var rowWidths: [Int] = []
        rowWidths.reserveCapacity(pending.count)
        for (rowIndex, row) in pending.enumerated() where row.token != nil {
            var column = 0
            for offset in row.members {
                let subview = subviews[subviews.startIndex + offset]
                let span = requestedSpan(subview) ?? 1
                cells.append(cell(subview, offset: offset, row: rowIndex, column: column, span: span, standalone: false, report: report))
                column += span
            }
            rowWidths.append(column)
        }
        columnCount = max(rowWidths.max() ?? 0, pending.isEmpty ? 0 : 1)

        // Views outside rows span every column, or the columns they ask for.
        for (rowIndex, row) in pending.enumerated() where row.token == nil {
            let offset = row.members.lowerBound
            let subview = subviews[subviews.startIndex + offset]
            var span = requestedSpan(subview) ?? columnCount
            if span > columnCount {
                report("gridCellColumns(\(span)) on a view outside a row exceeds the grid's \(columnCount) columns; clamped")
                span = columnCount
            }
            cells.append(cell(subview, offset: offset, row: rowIndex, column: 0, span: span, standalone: true, report: report))
        }
        cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }

        rowCount = pending.count
        rowAlignments = pending.map(\.alignment)
        // Each track's sizing cells, made once: the solver reads them for every proposal. Each
        // list is made at its final capacity (counted first) rather than grown cell by cell.
        /// Whether `cell` sizes its row, and its column (a cell spanning columns sizes none).
        func sizesRow(_ cell: GridCell) -> Bool { cell.sizes(.vertical) }
        func sizesColumn(_ cell: GridCell) -> Bool { cell.span == 1 && cell.sizes(.horizontal) }
        var rowSizes = [Int](filledWith: 0, count: rowCount), columnSizes = [Int](filledWith: 0, count: columnCount)
        for cell in cells {
            if sizesRow(cell) { rowSizes[cell.row] += 1 }
            if sizesColumn(cell) { columnSizes[cell.column] += 1 }
        }
        /// Empty lists with room for `counts` cells each.
        func lists(_ counts: [Int]) -> [[GridCell]] {
            counts.map { count in
                var members: [GridCell] = []
                members.reserveCapacity(count)
                return members
            }
        }
        rowSizingCells = lists(rowSizes)
        columnSizingCells = lists(columnSizes)
        columnAlignments = Array(filledWith: nil, count: columnCount)
        for cell in cells {
            if sizesRow(cell) { rowSizingCells[cell.row].append(cell) }
            if sizesColumn(cell) { columnSizingCells[cell.column].append(cell) }
            if cell.span == 1, let guide = cell.columnAlignment, columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = guide
            }
        }
    }

    private func cell(
        _ subview: LayoutSubview, offset: Int, row: Int, column: Int, span: Int, standalone: Bool, report: (String) -> Void
    ) -> GridCell {
        var anchor = subview[GridCellAnchorKey.self]
        if let point = anchor, !(point.x.isFinite && point.y.isFinite) {
            report("gridCellAnchor(\(point.x), \(point.y)) is not finite; ignored")
            anchor = nil
        }
        return GridCell(
            subview: offset, row: row, column: column, span: span, unsizedAxes: subview[GridCellUnsizedAxesKey.self],
            anchor: anchor, columnAlignment: subview[GridColumnAlignmentKey.self], standalone: standalone)
    }
}
