import Foundation

/// The row a Grid cell belongs to, handed to the grid as a layout value by `GridRow`.
///
/// Every `GridRow` resolution takes a number of its own in the tree; consecutive subviews
/// carrying the same number form one row. A subview with no membership stands alone and spans
/// the grid's columns.
package struct GridRowMembership: Hashable, Sendable {
    /// The number of one resolved `GridRow` in its tree.
    package let row: Int32
    /// `GridRow(alignment:)`: overrides the grid's vertical guide for this row.
    package let alignment: VerticalAlignment?

    package init(row: Int32, alignment: VerticalAlignment?) {
        self.row = row
        self.alignment = alignment
    }
}

/// The `GridRow` a subview belongs to (nil: a view placed directly in the grid).
package enum GridRowKey: LayoutValueKey {
    package static var defaultValue: GridRowMembership? { nil }
}

/// `gridCellColumns(_:)`: how many columns the cell spans (nil: one, or all for a view
/// outside any row).
package enum GridCellColumnsKey: LayoutValueKey {
    package static var defaultValue: Int? { nil }
}

/// `gridColumnAlignment(_:)`: the horizontal guide of the cell's whole column.
package enum GridColumnAlignmentKey: LayoutValueKey {
    package static var defaultValue: HorizontalAlignment? { nil }
}

/// `gridCellAnchor(_:)`: places the cell by a unit point of its cell rectangle instead of guides.
package enum GridCellAnchorKey: LayoutValueKey {
    package static var defaultValue: UnitPoint? { nil }
}

/// `gridCellUnsizedAxes(_:)`: the axes on which the cell does not size its row or column.
package enum GridCellUnsizedAxesKey: LayoutValueKey {
    package static var defaultValue: Axis.Set { [] }
}
