import Foundation

/// Shows the first child whose ideal size fits the proposal on the given axes, else the last
/// (Design §7).
public struct ViewThatFits<Content: View>: PrimitiveView {
    /// The axes on which a candidate's ideal size must fit the proposal.
    public var axes: Axis.Set
    /// The candidates, most preferred first.
    public var content: Content

    /// Creates a view that shows the first candidate fitting on `axes` (Design §7).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let direction = inputs.layoutDirection
        let axes = axes
        let start = inputs.list.count
        let id = inputs.container(content, orientation: nil) { children, tree in
            children.isEmpty ? -1 : tree.addViewThatFits(axes, children: children, direction: direction)
        }
        if id >= 0, inputs.list.count == start { inputs.list.append(id) }
    }
}
