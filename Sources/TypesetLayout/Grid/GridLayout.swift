import Foundation

/// A layout that arranges its subviews in rows and columns: SwiftUI's `GridLayout`, the
/// `Layout` form of `Grid` (Design §12).
///
/// Subviews marked by `GridRow` form rows whose i-th cell goes in column i (or spans
/// `gridCellColumns(n)` columns); any other subview is a row of its own spanning every
/// column. Columns are as wide as their widest cell and rows as tall as their tallest, cells
/// line up on their row's vertical guide and their column's horizontal guide, and a proposed
/// size is shared among flexible columns and rows as a stack shares it. The sizing and
/// placing rules are spelled out on `GridSolver`.
///
/// Alignment precedence, most specific last: `alignment`, `GridRow(alignment:)` (vertical),
/// `gridColumnAlignment(_:)` (horizontal, whole column), `gridCellAnchor(_:)` (one cell).
/// The grid's own explicit guides are the default merge of its cells' (Design §3).
public struct GridLayout: Layout, SubviewGuideMergingLayout, Equatable {
    /// The guides cells align on, unless a row, column or cell says otherwise.
    public var alignment: Alignment
    /// The gap between columns; nil means the default distance (8).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil means the default distance (8).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout; nil spacings use the default distance (8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A view placed directly in the grid is a row: a Divider there is horizontal.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    /// The grid's structure and its arrangements per proposal, for one layout pass.
    public struct Cache {
        package var structure: GridStructure
        package var horizontalSpacing: CGFloat
        package var verticalSpacing: CGFloat
        package var arrangements: [ProposedViewSize: GridArrangement] = [:]
    }

    /// Works out the grid's rows, columns and spans from the subviews, and resolves its spacing.
    public func makeCache(subviews: Subviews) -> Cache {
        func report(_ message: String) {
            subviews.report(.invalidValue, message)
        }
        func resolved(_ spacing: CGFloat?, _ name: String) -> CGFloat {
            guard let spacing else { return ViewSpacing.defaultDistance }
            guard spacing.isFinite else {
                report("\(name) \(LayoutNumber.format(spacing)) is not finite; used \(LayoutNumber.format(ViewSpacing.defaultDistance))")
                return ViewSpacing.defaultDistance
            }
            return spacing
        }
        let structure = GridStructure(subviews: subviews, report: report)
        for cell in structure.cells {
            subviews.recordGridCell(subviews.startIndex + cell.subview, GridCellPosition(row: cell.row, column: cell.column, columnSpan: cell.span))
        }
        return Cache(
            structure: structure,
            horizontalSpacing: resolved(horizontalSpacing, "horizontalSpacing"),
            verticalSpacing: resolved(verticalSpacing, "verticalSpacing"))
    }

    /// Sizes the grid from its column widths and row heights (Design §7).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    /// Places each cell in its column and row, aligned on the guides that apply to it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrangement(proposal, subviews, &cache)
        for (index, cell) in cache.structure.cells.enumerated() {
            let origin = arrangement.origins[index]
            subviews[subviews.startIndex + cell.subview].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                proposal: arrangement.proposals[index])
        }
    }

    /// The arrangement for `proposal` (memoised in `cache`).
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> GridArrangement {
        if let cached = cache.arrangements[proposal] { return cached }
        let solver = GridSolver(
            structure: cache.structure, subviews: subviews, alignment: alignment,
            horizontalSpacing: cache.horizontalSpacing, verticalSpacing: cache.verticalSpacing)
        let result = solver.arrange(proposal)
        cache.arrangements[proposal] = result
        return result
    }
}
