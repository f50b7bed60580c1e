import Foundation

/// A GeometryReader's content builder: resolves views into the tree once its size is known,
/// and again once the result build has placed it (Design §7.1).
package struct GeometryContent {
    package let placedBuild: (CGSize, GeometryPlacement?, inout LayoutTree) -> [NodeID]
    /// A builder that needs only the reader's size.
    package init(_ build: @escaping (CGSize, inout LayoutTree) -> [NodeID]) {
        self.placedBuild = { size, _, tree in build(size, &tree) }
    }
    /// A builder that also reads where the reader is placed (nil while it is only measured).
    package init(placed build: @escaping (CGSize, GeometryPlacement?, inout LayoutTree) -> [NodeID]) { self.placedBuild = build }
}

/// A coordinate space around a node: its names and its frame in the result's coordinates.
package struct NamedSpaceFrame: Sendable {
    package var names: [any Hashable & Sendable]
    package var frame: CGRect
}

/// Where the result build placed a GeometryReader: its frame in the result's coordinates (the
/// window's, for a layout on a device) and the coordinate spaces around it, nearest first.
package struct GeometryPlacement: Sendable {
    package var frame: CGRect
    package var spaces: [NamedSpaceFrame]

    package init(frame: CGRect, spaces: [NamedSpaceFrame]) {
        self.frame = frame
        self.spaces = spaces
    }

    /// The frame of the nearest space one of whose names satisfies `matches`.
    package func space(where matches: (any Hashable & Sendable) -> Bool) -> CGRect? {
        spaces.first { $0.names.contains(where: matches) }?.frame
    }
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

    /// A GeometryReader's content builder is a live value: its answers are never taken from an earlier layout (Design §0.4).
    package static func sameContent(_ node: KindNode<Int32>, in tree: LayoutTree, as earlier: KindNode<Int32>, in earlierTree: LayoutTree) -> Bool {
        false
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

    /// Notes where the reader is placed, with the coordinate spaces of its ancestors (nearest
    /// first), before its content is placed: the content is built for that placement.
    package static func record(_ node: KindNode<Int32>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        var spaces: [NamedSpaceFrame] = []
        var ancestor = item.parent
        while ancestor >= 0 {
            if let space = builder.coordinateSpaceFrames[ancestor] { spaces.append(space) }
            ancestor = builder.parents[Int(ancestor)]
        }
        builder.pass.geometryPlacements[node.id] = GeometryPlacement(frame: CGRect(origin: item.origin, size: item.size), spaces: spaces)
    }

    /// The content for `size` (and, once placed, the placement), resolved into the tree the
    /// first time they are seen in the pass.
    private static func content(_ node: KindNode<Int32>, size: CGSize, _ pass: inout LayoutPass) -> [NodeID] {
        var key = LayoutPass.GeometryKey(node: node.id, width: size.width.bitPattern, height: size.height.bitPattern)
        var placement = pass.geometryPlacements[node.id]
        if let frame = placement?.frame, frame.size == size {
            key.x = frame.minX.bitPattern
            key.y = frame.minY.bitPattern
        } else {
            placement = nil
        }
        if let nodes = pass.geometryContent[key] { return nodes }
        let nodes = pass.tree.geometryContents[Int(node.payload)].placedBuild(size, placement, &pass.tree)
        pass.tree.adopt(nodes, by: node.id)
        pass.syncWithTree()
        pass.geometryContent[key] = nodes
        return nodes
    }
}
