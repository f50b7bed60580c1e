import Foundation

/// The direction in which a layout runs horizontally (SPEC §10).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge: children are mirrored after layout (SPEC §10).
    case rightToLeft
}
