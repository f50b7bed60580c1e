import Foundation

/// The direction in which a layout runs horizontally (Design §10).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge: children are mirrored after layout (Design §10).
    case rightToLeft
}
