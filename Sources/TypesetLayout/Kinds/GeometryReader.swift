import Foundation

/// A GeometryReader's content builder: resolves views into the tree once its size is known.
package struct GeometryContent {
    package let build: (CGSize, inout LayoutTree) -> [NodeID]
    package init(_ build: @escaping (CGSize, inout LayoutTree) -> [NodeID]) { self.build = build }
}

extension LayoutTree {
    /// Appends a GeometryReader whose content `content` builds for its size.
    @discardableResult
    package mutating func addGeometryReader(_ content: GeometryContent, direction: LayoutDirection) -> NodeID {
        geometryContents.append(content)
        return add(.geometryReader(Int32(geometryContents.count - 1)), direction: direction)
    }
}

/// GeometryReader (Design §7): takes the proposal (nil → 10); its content, built for that
/// size during layout, is proposed the size and placed at the top-leading corner.
package enum GeometryReaderNode: NodeBehaviour {
    package static func traits(_ node: KindNode<Int32>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits()
    }

    package static func size(_ node: KindNode<Int32>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package static func placeChildren(
        _ node: KindNode<Int32>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let childProposal = ProposedViewSize(size)
        for child in content(node, size: size, &pass) {
            placements.append(ChildPlacement(child: child, origin: .zero, proposal: childProposal, size: sizeThatFits(child, childProposal, &pass)))
        }
    }

    package static func explicitValue(
        _ node: KindNode<Int32>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? { nil }

    package static func spacing(_ node: KindNode<Int32>, _ pass: inout LayoutPass) -> ViewSpacing { ViewSpacing() }

    package static func viewKind(_ node: KindNode<Int32>, _ tables: NodeTables) -> ViewKind { .geometryReader }

    /// The content for `size`, resolved into the tree the first time that size is seen in the pass.
    private static func content(_ node: KindNode<Int32>, size: CGSize, _ pass: inout LayoutPass) -> [NodeID] {
        let key = LayoutPass.GeometryKey(node: node.id, width: size.width.bitPattern, height: size.height.bitPattern)
        if let nodes = pass.geometryContent[key] { return nodes }
        let nodes = pass.tree.geometryContents[Int(node.payload)].build(size, &pass.tree)
        pass.tree.adopt(nodes, by: node.id)
        pass.syncWithTree()
        pass.geometryContent[key] = nodes
        return nodes
    }
}
