import Foundation

/// "Guide meets guide": where a child goes inside a container so that, on each axis, the
/// child's guide lies on the container's. `container` and `child` are the guides' values
/// (horizontal, vertical) in each view's own coordinates. Frames, overlays, backgrounds and
/// ZStacks place their content with it (Design §6, §7).
package func guideMeetsGuide(container: (CGFloat, CGFloat), child: (CGFloat, CGFloat)) -> CGPoint {
    CGPoint(x: container.0 - child.0, y: container.1 - child.1)
}

/// The values of `alignment`'s two guides for node `id` at `size` (explicit, else default).
package func guideValues(
    _ id: NodeID, _ alignment: Alignment, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> (CGFloat, CGFloat) {
    (guideValue(id, alignment.horizontal.key, size: size, proposal: proposal, &pass),
     guideValue(id, alignment.vertical.key, size: size, proposal: proposal, &pass))
}

/// A child's placement inside a frame of `size`: the frame's default guide at its own size
/// minus the child's guide (explicit if any), on each axis (Design §6).
package func alignedPlacement(
    of child: NodeID, in size: CGSize, proposal: ProposedViewSize, alignment: Alignment, _ pass: inout LayoutPass
) -> ChildPlacement {
    let childSize = sizeThatFits(child, proposal, &pass)
    let frame = ViewDimensions(size: size)
    let origin = guideMeetsGuide(
        container: (frame[alignment.horizontal], frame[alignment.vertical]),
        child: guideValues(child, alignment, size: childSize, proposal: proposal, &pass))
    return ChildPlacement(child: child, origin: origin, proposal: proposal, size: childSize)
}

/// `child` sized for `proposal` and centred in `size` (fixedSize, aspectRatio).
package func centredPlacement(of child: NodeID, in size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ChildPlacement {
    let childSize = sizeThatFits(child, proposal, &pass)
    return ChildPlacement(
        child: child, origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
        proposal: proposal, size: childSize)
}
