/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: its `columns` share the width
/// (`GridItem.tracks`, after objc.io's measurements) and its cells fill rows top to bottom
/// (`LazyGridLayout`). Headless layout lays out every cell.
///
/// Negative, NaN or infinite sizes in the columns are clamped (NaN and infinity to the
/// default, negative to 0) and reported in the result's diagnostics with the grid's path.
public struct LazyVGrid<Content: View>: PrimitiveView {
    /// The columns.
    public var columns: [GridItem]
    /// How the columns' block and the cells align horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between rows; nil means the default distance (8).
    public var spacing: CGFloat?
    /// The section parts pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews
    /// The cells, in reading order.
    public var content: Content

    /// Creates a vertical grid of `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveLazyGrid(
            .vertical, columns, spacing, Alignment(horizontal: alignment, vertical: .center), pinnedViews, content,
            in: context, &inputs))
    }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`: its `rows` share the height and
/// its cells fill columns leading to trailing (`LazyGridLayout`).
public struct LazyHGrid<Content: View>: PrimitiveView {
    /// The rows.
    public var rows: [GridItem]
    /// How the rows' block and the cells align vertically.
    public var alignment: VerticalAlignment
    /// The gap between columns; nil means the default distance (8).
    public var spacing: CGFloat?
    /// The section parts pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews
    /// The cells, in reading order.
    public var content: Content

    /// Creates a horizontal grid of `rows`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(resolveLazyGrid(
            .horizontal, rows, spacing, Alignment(horizontal: .center, vertical: alignment), pinnedViews, content,
            in: context, &inputs))
    }
}

/// The grid node: items sanitised (each problem reported at the grid), cells resolved.
private func resolveLazyGrid<Content: View>(
    _ axis: Axis, _ items: [GridItem], _ spacing: CGFloat?, _ alignment: Alignment, _ pinned: PinnedScrollableViews,
    _ content: Content, in context: ResolveContext, _ inputs: inout _ViewInputs
) -> NodeID {
    var clean: [GridItem] = []
    var problems: [String] = []
    for (index, item) in items.enumerated() {
        let (sanitized, problem) = item.sanitized()
        clean.append(sanitized)
        if let problem { problems.append("GridItem \(index): \(problem)") }
    }
    var lineSpacing = spacing
    if let value = spacing, !(value >= 0 && value.isFinite) {
        problems.append("spacing \(LayoutNumber.format(value)) is not a finite length ≥ 0; used the default (8)")
        lineSpacing = nil
    }
    let cells = inputs.nodes(of: content, in: context.lazyContent(orientation: nil, pinned: pinned))
    let layout = LazyGridLayout(axis: axis, items: clean, spacing: lineSpacing, alignment: alignment)
    let node = inputs.tree.addLayout(
        LayoutBox(layout, name: axis == .vertical ? "LazyVGrid" : "LazyHGrid"), children: cells, direction: context.layoutDirection)
    for problem in problems { inputs.tree.report(node, .invalidValue, problem) }
    return node
}
