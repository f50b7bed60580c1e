import Foundation

/// A container that arranges its rows' cells in columns (Design §12).
///
/// Each `GridRow` is a row whose i-th view goes in column i; a view placed directly in the
/// grid is a row of its own spanning every column. The layout is `GridLayout`. In the dump
/// the cells are the grid's direct children, each marked `row r col c` (`cols c-d` when it
/// spans).
public struct Grid<Content: View>: PrimitiveView {
    /// The guides cells align on unless a row, column or cell sets its own.
    public var alignment: Alignment
    /// The gap between columns; nil means the default distance (8).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil means the default distance (8).
    public var verticalSpacing: CGFloat?
    /// The grid's rows: `GridRow`s, and views that span every column.
    public var content: Content

    /// Creates a grid; nil spacings use the default distance (Design §7).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        inputs.list.append(resolveContainer(layout, content, &inputs, name: "Grid"))
    }
}

/// A row of a `Grid`: each of its views is one cell, leading first.
///
/// The row adds no node of its own: its views join the grid's list, marked as one row. Outside
/// a grid it has no effect (its views join the parent's list, like a `Group`).
public struct GridRow<Content: View>: PrimitiveView {
    /// The row's vertical guide; nil uses the grid's.
    public var alignment: VerticalAlignment?
    /// The row's cells, leading first.
    public var content: Content

    /// Creates a row whose cells align on `alignment`, or on the grid's vertical guide when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        // A row runs horizontally: a Divider in it is a vertical line.
        inner.stackOrientation = .horizontal
        let start = inputs.list.count
        inputs.resolve(content, in: inner)
        if let alignment { _ = inputs.tree.index(of: alignment.key) }
        let membership = GridRowMembership(row: inputs.tree.newGridRow(), alignment: alignment)
        for cell in inputs.list[start...] { inputs.tree.setLayoutValue(GridRowKey.self, membership, on: cell) }
    }
}

extension View {
    /// Makes this Grid cell span `count` columns (clamped to at least 1, with a diagnostic).
    public consuming func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal guide of every cell in this cell's Grid column.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this Grid cell so that its `anchor` point meets the same point of its cell
    /// rectangle, instead of aligning it by guides.
    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this Grid cell from sizing its row (vertical) or column (horizontal); it is
    /// proposed the row's height or the column's width instead.
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
