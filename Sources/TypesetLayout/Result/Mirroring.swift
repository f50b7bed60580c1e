import Foundation

/// Right-to-left (Design §10): layout is computed left to right, then each child's x is mirrored
/// inside its parent, `x' = parentWidth − (x + w)`, when the parent is laid out right to left.
/// Applied once per child while the result is built, so mirroring nests.
package func mirroredOrigin(_ origin: CGPoint, childWidth: CGFloat, parentWidth: CGFloat, direction: LayoutDirection) -> CGPoint {
    guard direction == .rightToLeft else { return origin }
    return CGPoint(x: parentWidth - (origin.x + childWidth), y: origin.y)
}
