import Foundation

/// Shows the first child whose ideal size fits the proposal on the given axes, else the last
/// (SPEC §7).
public struct ViewThatFits<Content: View>: PrimitiveView {
    /// The axes on which a candidate's ideal size must fit the proposal.
    public var axes: Axis.Set
    /// The candidates, most preferred first.
    public var content: Content

    /// Creates a view that shows the first candidate fitting on `axes` (SPEC §7).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var inner = context
        inner.stackOrientation = nil
        var children: [NodeID] = []
        resolveList(content, in: inner, into: &tree, list: &children)
        guard !children.isEmpty else { return }
        list.append(tree.add(.viewThatFits(axes), children: children, direction: context.layoutDirection))
    }
}
