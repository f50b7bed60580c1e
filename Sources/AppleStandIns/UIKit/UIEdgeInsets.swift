import Foundation

/// Insets from a rectangle's edges, as UIKit's `UIEdgeInsets` (left and right, not leading and
/// trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset.
    public static let zero = UIEdgeInsets()
}
