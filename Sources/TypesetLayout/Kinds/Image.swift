import Foundation

extension LayoutTree {
    /// Appends an image leaf.
    @discardableResult
    package mutating func addImage(_ image: consuming ImageDescription, direction: LayoutDirection) -> NodeID {
        add(.image(NodeTables.append(image, to: &tables.images)), direction: direction)
    }
}

/// An image (Design §7): its intrinsic size unless resizable, then the proposal; a symbol sits
/// on the text baseline (its first and last text baselines).
package enum ImageNode: LeafBehaviour {
    package static func traits(_ node: KindNode<ImageDescription>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        let hugs = !node.payload.isResizable
        return NodeTraits(explicitKeys: node.payload.baselineOffset != nil ? .textBaselines : KeyMask(), hugsWidth: hugs, hugsHeight: hugs)
    }

    package static func size(_ node: KindNode<ImageDescription>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        let image = node.payload
        guard image.isResizable else { return image.size }
        return CGSize(width: proposal.width ?? image.size.width, height: proposal.height ?? image.size.height)
    }

    package static func explicitValue(
        _ node: KindNode<ImageDescription>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        guard guide.index == AlignmentKey.firstTextBaselineIndex || guide.index == AlignmentKey.lastTextBaselineIndex else { return nil }
        return node.payload.textBaseline(height: size.height)
    }

    package static func viewKind(_ node: KindNode<ImageDescription>, _ tables: NodeTables) -> ViewKind { .image(node.payload) }

    package static func record(_ node: KindNode<ImageDescription>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        item.paint = builder.intern(PaintReference(shape: nil, shapePaint: -1, opacity: item.opacity, foreground: item.foreground))
    }
}

extension ImageDescription {
    /// A symbol's text baseline from its top at `height`: its baseline offset above the bottom,
    /// scaled with the image when it is resizable; nil for other images.
    package func textBaseline(height: CGFloat) -> CGFloat? {
        guard let offset = baselineOffset else { return nil }
        let scale = size.height > 0 ? height / size.height : 1
        return height - offset * scale
    }
}
