import Foundation

/// A point in a view's unit coordinate space: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing one.
    public var x: CGFloat
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// Creates a point from unit coordinates; values outside 0...1 lie outside the view.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
