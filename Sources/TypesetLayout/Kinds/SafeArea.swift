import Foundation

// The safe area (SwiftUI's model, Design §6, §20.5): a screen lays its content out inside the insets
// of the device's status bar, home indicator and rounded corners; `ignoresSafeArea` lets a view
// whose frame reaches the safe area's edge grow to the screen's edge; `safeAreaInset` puts a
// view at an edge and shrinks the safe area of the content by it; `safeAreaPadding` pads like
// `padding` and makes the padding part of the safe area.

/// What a safe-area node does.
package enum SafeAreaModifier: Hashable, Sendable {
    /// The root of a screen: takes the proposal and centres its content inside `insets`.
    case screen(EdgeInsets)
    /// `safeAreaPadding`: pads like `padding`; the padding is unsafe area for the content.
    case safeAreaPadding(EdgeInsets)
    /// `ignoresSafeArea(_:edges:)`: on placement the frame grows to the screen's edge on each
    /// of `edges` it reaches the safe area on.
    case ignore(Edge.Set)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the first child is the content, the
    /// second the inset view placed at `edge` (aligned across by `alignment`), `spacing` apart.
    case inset(edge: Edge, alignment: Alignment, spacing: CGFloat)
}

extension LayoutTree {
    /// Wraps `child` in a safe-area node; an inset also takes its `layer`, the inset view.
    package mutating func wrap(_ child: NodeID, inSafeArea modifier: consuming SafeAreaModifier, layer: NodeID? = nil, direction: LayoutDirection) -> NodeID {
        if case .inset(_, let alignment, _) = modifier { register(alignment) }
        return wrap(child, in: .safeArea(NodeTables.append(modifier, to: &tables.safeAreas)), layer: layer, direction: direction)
    }
}

/// Screens, `safeAreaPadding`, `ignoresSafeArea` and `safeAreaInset` (Design §6, §20.5), with the
/// safe-area regions the result keeps for the nodes inside.
package enum SafeAreaNode: PlacingModifier {
    package static func traits(_ node: KindNode<SafeAreaModifier>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        switch node.payload {
        case .safeAreaPadding, .ignore: break
        case .inset:
            traits.hugsWidth = children.allSatisfy { tree.traits(of: $0).hugsWidth }
            traits.hugsHeight = children.allSatisfy { tree.traits(of: $0).hugsHeight }
            traits.exactHugs = NodeTraits.exactHugs(of: children, in: tree)
        case .screen:
            traits.hugsWidth = false
            traits.hugsHeight = false
        }
        return traits
    }

    package static func size(_ node: KindNode<SafeAreaModifier>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        switch node.payload {
        case .screen(let insets):
            let content = sizeThatFits(pass.tree.onlyChild(node.id), PaddingNode.childProposal(insets, proposal), &pass)
            return CGSize(
                width: proposal.width ?? content.width + insets.total(along: .horizontal),
                height: proposal.height ?? content.height + insets.total(along: .vertical))
        case .safeAreaPadding(let insets):
            let content = sizeThatFits(pass.tree.onlyChild(node.id), PaddingNode.childProposal(insets, proposal), &pass)
            return CGSize(
                width: max(content.width + insets.total(along: .horizontal), 0),
                height: max(content.height + insets.total(along: .vertical), 0))
        case .ignore:
            return sizeThatFits(pass.tree.onlyChild(node.id), proposal, &pass)
        case .inset(let edge, _, let spacing):
            let (content, inset) = (pass.tree.child(0, of: node.id), pass.tree.child(1, of: node.id))
            let axis = stackAxis(edge)
            let insetSize = sizeThatFits(inset, insetProposal(axis, proposal), &pass)
            let contentSize = sizeThatFits(content, contentProposal(axis, proposal, insetSize, spacing), &pass)
            let along = contentSize[axis] + insetSize[axis] + spacing
            let across = max(contentSize[axis.perpendicular], insetSize[axis.perpendicular])
            return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        }
    }

    package static func placement(
        _ node: KindNode<SafeAreaModifier>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> ChildPlacement {
        placements(node, size: size, proposal: proposal, &pass)[0]
    }

    package static func placeChildren(
        _ node: KindNode<SafeAreaModifier>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placed: inout [ChildPlacement]
    ) {
        placed.append(contentsOf: placements(node, size: size, proposal: proposal, &pass))
    }

    package static func spacing(_ node: KindNode<SafeAreaModifier>, _ pass: inout LayoutPass) -> ViewSpacing {
        switch node.payload {
        case .safeAreaPadding(let insets):
            var spacing = spacingOf(pass.tree.onlyChild(node.id), &pass)
            spacing.reset(insets.nonZeroEdges)
            return spacing
        case .ignore: return spacingOf(pass.tree.onlyChild(node.id), &pass)
        case .screen, .inset: return ViewSpacing()
        }
    }

    package static func viewKind(_ node: KindNode<SafeAreaModifier>, _ tables: NodeTables) -> ViewKind {
        switch node.payload {
        case .screen(let insets): .screen(safeAreaInsets: insets)
        case .safeAreaPadding(let insets): .safeAreaPadding(insets)
        case .ignore(let edges): .ignoresSafeArea(edges: edges)
        case .inset(let edge, _, let spacing): .safeAreaInset(edge: edge, spacing: spacing)
        }
    }

    /// On the way down: a screen or safe-area padding starts a region for its content;
    /// `ignoresSafeArea` grows the node's frame to the screen's edge where it reaches the safe
    /// area, and proposes its content the grown size; an inset ends its content's safe area
    /// where the inset view begins.
    package static func record(_ node: KindNode<SafeAreaModifier>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        let direction = builder.pass.tree[node.id].direction
        let frame = CGRect(origin: item.origin, size: item.size)
        let outer = item.region >= 0 ? builder.regions[Int(item.region)] : nil
        switch node.payload {
        case .screen(let insets):
            item.region = builder.add(SafeAreaRegion(full: frame, safe: inset(frame, insets, direction)))
        case .safeAreaPadding(let insets):
            item.readsPosition = outer != nil
            item.region = builder.add(SafeAreaRegion(full: outer?.full ?? frame, safe: inset(frame, insets, direction)))
        case .ignore(let edges):
            guard let outer else { return }
            item.readsPosition = true
            let grown = ignoringSafeArea(frame, edges: edges, in: outer, direction: direction)
            item.origin = grown.origin
            item.size = grown.size
            item.proposal = ProposedViewSize(grown.size)
            // Inside, the ignored edges are safe up to the screen's edge.
            item.region = builder.add(SafeAreaRegion(full: outer.full, safe: outer.safe.union(grown).intersection(outer.full)))
        case .inset(let edge, _, _):
            guard let outer else { return }
            item.readsPosition = true
            let content = placements(node, size: item.size, proposal: item.proposal, &builder.pass)[0]
            let origin = mirroredOrigin(content.origin, childWidth: content.size.width, parentWidth: item.size.width, direction: direction)
            let rect = CGRect(x: item.origin.x + origin.x, y: item.origin.y + origin.y, width: content.size.width, height: content.size.height)
            item.firstChildRegion = builder.add(insetRegion(outer, content: rect, edge: edge, direction: direction))
        }
    }

    // MARK: - Algorithms

    /// Where the node puts its children when it has `size`.
    private static func placements(
        _ node: KindNode<SafeAreaModifier>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> [ChildPlacement] {
        let child = pass.tree.onlyChild(node.id)
        switch node.payload {
        case .screen(let insets):
            let inner = CGSize(
                width: max(size.width - insets.total(along: .horizontal), 0), height: max(size.height - insets.total(along: .vertical), 0))
            let childProposal = ProposedViewSize(inner)
            let childSize = sizeThatFits(child, childProposal, &pass)
            let origin = CGPoint(
                x: insets.leading + (inner.width - childSize.width) / 2, y: insets.top + (inner.height - childSize.height) / 2)
            return [ChildPlacement(child: child, origin: origin, proposal: childProposal, size: childSize)]
        case .safeAreaPadding(let insets):
            let childProposal = PaddingNode.childProposal(insets, proposal)
            return [ChildPlacement(
                child: child, origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal,
                size: sizeThatFits(child, childProposal, &pass))]
        case .ignore:
            let childProposal = ProposedViewSize(size)
            return [ChildPlacement(child: child, origin: .zero, proposal: childProposal, size: sizeThatFits(child, childProposal, &pass))]
        case .inset(let edge, let alignment, let spacing):
            let inset = pass.tree.child(1, of: node.id)
            let axis = stackAxis(edge)
            let placing = ProposedViewSize(size)
            let iProposal = insetProposal(axis, placing)
            let insetSize = sizeThatFits(inset, iProposal, &pass)
            let cProposal = contentProposal(axis, placing, insetSize, spacing)
            let contentSize = sizeThatFits(child, cProposal, &pass)
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
                ChildPlacement(child: child, origin: point(contentStart, across(contentSize[axis.perpendicular])), proposal: cProposal, size: contentSize),
                ChildPlacement(child: inset, origin: point(insetStart, across(insetSize[axis.perpendicular])), proposal: iProposal, size: insetSize),
            ]
        }
    }

    /// The axis an edge's inset view stacks on: vertical for top and bottom.
    private static func stackAxis(_ edge: Edge) -> Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset view is proposed the width across and no length along its edge's axis.
    private static func insetProposal(_ axis: Axis, _ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = proposal
        result[axis] = nil
        return result
    }

    /// The content is proposed what the inset view and the spacing leave.
    private static func contentProposal(_ axis: Axis, _ proposal: ProposedViewSize, _ insetSize: CGSize, _ spacing: CGFloat) -> ProposedViewSize {
        var result = proposal
        result[axis] = proposal[axis].map { max($0 - insetSize[axis] - spacing, 0) }
        return result
    }

    /// `rect` inset by `insets`, leading and trailing swapped right to left.
    private static func inset(_ rect: CGRect, _ insets: EdgeInsets, _ direction: LayoutDirection) -> CGRect {
        let left = direction == .rightToLeft ? insets.trailing : insets.leading
        let right = direction == .rightToLeft ? insets.leading : insets.trailing
        return CGRect(
            x: rect.minX + left, y: rect.minY + insets.top,
            width: max(rect.width - left - right, 0), height: max(rect.height - insets.top - insets.bottom, 0))
    }

    /// The region of a `safeAreaInset`'s content: `outer` with its safe part ending at the
    /// content's edge on `edge`.
    private static func insetRegion(_ outer: SafeAreaRegion, content: CGRect, edge: Edge, direction: LayoutDirection) -> SafeAreaRegion {
        var safe = outer.safe
        let physical: Edge = switch (edge, direction) {
        case (.leading, .rightToLeft): .trailing
        case (.trailing, .rightToLeft): .leading
        default: edge
        }
        switch physical {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, content.minY), width: safe.width, height: max(safe.maxY - max(safe.minY, content.minY), 0))
        case .bottom: safe.size.height = max(min(safe.maxY, content.maxY) - safe.minY, 0)
        case .leading: safe = CGRect(x: max(safe.minX, content.minX), y: safe.minY, width: max(safe.maxX - max(safe.minX, content.minX), 0), height: safe.height)
        case .trailing: safe.size.width = max(min(safe.maxX, content.maxX) - safe.minX, 0)
        }
        return SafeAreaRegion(full: outer.full, safe: safe)
    }
}

/// The region a node is laid out in: the screen's full rectangle and its safe part, both in
/// root coordinates.
package struct SafeAreaRegion: Sendable {
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
