import Foundation

// The safe area (SwiftUI's model): a screen lays its content out inside the insets of the
// device's status bar, home indicator and rounded corners; `ignoresSafeArea` lets a view whose
// frame reaches the safe area's edge grow to the screen's edge; `safeAreaInset` puts a view at
// an edge and shrinks the safe area of the content by it; `safeAreaPadding` pads like `padding`
// and makes the padding part of the safe area.

/// What a safe-area node does.
package enum SafeAreaNode {
    /// The root of a screen: takes the proposal and centres its content inside `insets`.
    case screen(EdgeInsets)
    /// `safeAreaPadding`: pads like `padding`; the padding is unsafe area for the content.
    case padding(EdgeInsets)
    /// `ignoresSafeArea(_:edges:)`: on placement the frame grows to the screen's edge on each
    /// of `edges` it reaches the safe area on.
    case ignore(Edge.Set)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the first child is the content, the
    /// second the inset view placed at `edge` (aligned across by `alignment`), `spacing` apart.
    case inset(edge: Edge, alignment: Alignment, spacing: CGFloat)
}

/// The axis an edge's inset view stacks on: vertical for top and bottom.
private func stackAxis(_ edge: Edge) -> Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

/// The size of a safe-area node for `proposal` (SPEC §6 for padding).
package func safeAreaSize(_ id: NodeID, _ node: SafeAreaNode, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
    switch node {
    case .screen(let insets):
        let content = sizeThatFits(onlyChild(id, pass), paddingChildProposal(insets, proposal), &pass)
        return CGSize(
            width: proposal.width ?? content.width + insets.total(along: .horizontal),
            height: proposal.height ?? content.height + insets.total(along: .vertical))
    case .padding(let insets):
        return paddingSize(id, insets, proposal, &pass)
    case .ignore:
        return sizeThatFits(onlyChild(id, pass), proposal, &pass)
    case .inset(let edge, _, let spacing):
        let (content, inset) = insetChildren(id, pass)
        let axis = stackAxis(edge)
        let insetSize = sizeThatFits(inset, insetProposal(axis, proposal), &pass)
        let contentSize = sizeThatFits(content, contentProposal(axis, proposal, insetSize, spacing), &pass)
        let along = contentSize[axis] + insetSize[axis] + spacing
        let across = max(contentSize[axis.perpendicular], insetSize[axis.perpendicular])
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
}

/// Where a safe-area node puts its children when it has `size`.
package func safeAreaPlacements(
    _ id: NodeID, _ node: SafeAreaNode, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> [ChildPlacement] {
    let child = onlyChild(id, pass)
    switch node {
    case .screen(let insets):
        let inner = CGSize(
            width: max(size.width - insets.total(along: .horizontal), 0), height: max(size.height - insets.total(along: .vertical), 0))
        let childProposal = ProposedViewSize(inner)
        let childSize = sizeThatFits(child, childProposal, &pass)
        let origin = CGPoint(
            x: insets.leading + (inner.width - childSize.width) / 2, y: insets.top + (inner.height - childSize.height) / 2)
        return [ChildPlacement(child: child, origin: origin, proposal: childProposal, size: childSize)]
    case .padding(let insets):
        let childProposal = paddingChildProposal(insets, proposal)
        return [ChildPlacement(
            child: child, origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal,
            size: sizeThatFits(child, childProposal, &pass))]
    case .ignore:
        let childProposal = ProposedViewSize(size)
        return [ChildPlacement(child: child, origin: .zero, proposal: childProposal, size: sizeThatFits(child, childProposal, &pass))]
    case .inset(let edge, let alignment, let spacing):
        let (content, inset) = insetChildren(id, pass)
        let axis = stackAxis(edge)
        let placing = ProposedViewSize(size)
        let iProposal = insetProposal(axis, placing)
        let insetSize = sizeThatFits(inset, iProposal, &pass)
        let cProposal = contentProposal(axis, placing, insetSize, spacing)
        let contentSize = sizeThatFits(content, cProposal, &pass)
        let guide = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        func across(_ length: CGFloat) -> CGFloat {
            let container = size[axis.perpendicular]
            return guide.defaultValue(in: ViewDimensions(size: axis == .vertical
                ? CGSize(width: container, height: 0) : CGSize(width: 0, height: container)))
                - guide.defaultValue(in: ViewDimensions(size: axis == .vertical
                    ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length)))
        }
        let insetStart: CGFloat = (edge == .top || edge == .leading) ? 0 : size[axis] - insetSize[axis]
        let contentStart: CGFloat = (edge == .top || edge == .leading) ? insetSize[axis] + spacing : 0
        func point(_ along: CGFloat, _ acrossValue: CGFloat) -> CGPoint {
            axis == .vertical ? CGPoint(x: acrossValue, y: along) : CGPoint(x: along, y: acrossValue)
        }
        return [
            ChildPlacement(child: content, origin: point(contentStart, across(contentSize[axis.perpendicular])), proposal: cProposal, size: contentSize),
            ChildPlacement(child: inset, origin: point(insetStart, across(insetSize[axis.perpendicular])), proposal: iProposal, size: insetSize),
        ]
    }
}

/// The content and the inset view of a `safeAreaInset` node.
private func insetChildren(_ id: NodeID, _ pass: LayoutPass) -> (NodeID, NodeID) {
    let children = pass.tree.children(of: id)
    return (children[children.startIndex], children[children.startIndex + 1])
}

/// The inset view is proposed the width across and no length along its edge's axis.
private func insetProposal(_ axis: Axis, _ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    result[axis] = nil
    return result
}

/// The content is proposed what the inset view and the spacing leave.
private func contentProposal(_ axis: Axis, _ proposal: ProposedViewSize, _ insetSize: CGSize, _ spacing: CGFloat) -> ProposedViewSize {
    var result = proposal
    result[axis] = proposal[axis].map { max($0 - insetSize[axis] - spacing, 0) }
    return result
}

/// The region a node is laid out in: the screen's full rectangle and its safe part, both in
/// root coordinates.
package struct SafeAreaRegion {
    package var full: CGRect
    package var safe: CGRect
}

/// `frame` grown to `region.full` on each of `edges` (left-to-right edges; leading is the left
/// edge unless `direction` is right-to-left) where it reaches the safe area's edge.
package func ignoringSafeArea(_ frame: CGRect, edges: Edge.Set, in region: SafeAreaRegion, direction: LayoutDirection) -> CGRect {
    let tolerance: CGFloat = 0.001
    var minX = frame.minX, maxX = frame.maxX, minY = frame.minY, maxY = frame.maxY
    let left: Edge = direction == .rightToLeft ? .trailing : .leading
    let right: Edge = direction == .rightToLeft ? .leading : .trailing
    if edges.contains(Edge.Set(.top)), minY <= region.safe.minY + tolerance { minY = min(minY, region.full.minY) }
    if edges.contains(Edge.Set(.bottom)), maxY >= region.safe.maxY - tolerance { maxY = max(maxY, region.full.maxY) }
    if edges.contains(Edge.Set(left)), minX <= region.safe.minX + tolerance { minX = min(minX, region.full.minX) }
    if edges.contains(Edge.Set(right)), maxX >= region.safe.maxX - tolerance { maxX = max(maxX, region.full.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
