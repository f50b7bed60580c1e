import Foundation

#if !canImport(CoreGraphics)
/// A displacement in the plane, as Core Graphics' `CGVector` (which SwiftUI code uses for
/// velocities; Foundation on Linux lacks it).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// No displacement.
    public static let zero = CGVector()
}
#endif
