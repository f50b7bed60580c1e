import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: there is no device to vibrate, so
/// preparing and triggering do nothing.
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the generator (nothing to ready headlessly).
    open func prepare() {}
}

/// An impact, as UIKit's `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { self.style = style }
    /// A generator of medium impacts.
    public override init() { style = .medium }

    /// Triggers an impact (nothing happens headlessly).
    open func impactOccurred() {}
    /// Triggers an impact of `intensity` (nothing happens headlessly).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A selection change, as UIKit's `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers the feedback (nothing happens headlessly).
    open func selectionChanged() {}
}

/// A success, warning or error, as UIKit's `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome being signalled.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }

    /// Triggers the feedback (nothing happens headlessly).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
