/// The context of a state change, as SwiftUI's `Transaction` (what `AsyncImage`'s phases change
/// in); a headless layout shows the end state, so it records and animates nothing.
public struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of the views inside are turned off.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series (a drag).
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}
