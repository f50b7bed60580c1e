import Foundation

// `scrollTransition` (iOS 17): drawing effects from where a view is in its scroll view's visible
// region, and `scrollClipDisabled`. Neither changes a frame. A view's phase is known only once it
// is placed, so, as with `visualEffect`, Typeset lays the view out unchanged, draws it as in the
// identity phase and reports that the transition is not drawn (Design §6).

/// Where a view is relative to its scroll view's visible region, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// Inside the visible region.
    case identity
    /// After the visible region (below or to the trailing side).
    case bottomTrailing

    /// Whether the view is inside the visible region.
    public var isIdentity: Bool { self == .identity }
    /// -1 before the region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    /// How much of a view must be inside the visible region for the identity phase, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Hashable, Sendable {
        /// The share of the view that must be visible (0...1), less `inset` points.
        var visibleShare: Double
        var inset: CGFloat = 0
        /// The whole view visible.
        public static let visible = Threshold(visibleShare: 1)
        /// Any part of the view visible.
        public static let hidden = Threshold(visibleShare: 0)
        /// The view's centre visible.
        public static let centered = Threshold(visibleShare: 0.5)
        /// `amount` of the view visible (clamped to 0...1).
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleShare: amount.isFinite ? min(max(amount, 0), 1) : 1) }
        /// This threshold moved `amount` of the way towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            return Threshold(visibleShare: visibleShare + (other.visibleShare - visibleShare) * t, inset: inset + (other.inset - inset) * t)
        }
        /// This threshold with the visible region inset by `distance` points.
        public func inset(by distance: Double) -> Threshold { Threshold(visibleShare: visibleShare, inset: inset + CGFloat(distance)) }
    }

    let style: String
    var threshold: Threshold = .visible
    var animation: Animation? = nil

    /// No transition: every phase is the identity.
    public static let identity = ScrollTransitionConfiguration(style: "identity")
    /// The phase follows the scroll as it happens.
    public static let interactive = ScrollTransitionConfiguration(style: "interactive")
    /// The phase changes with the default animation when the threshold is crossed.
    public static let animated = ScrollTransitionConfiguration(style: "animated", animation: .default)
    /// The phase changes with `animation` when the threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(style: "animated", animation: animation)
    }
    /// This configuration with `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { var copy = self; copy.threshold = threshold; return copy }
    /// This configuration with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { var copy = self; copy.animation = animation; return copy }
}

extension View {
    /// Draws the view with the effects `transition` gives for its phase in the scroll view (not
    /// drawn here: reported, layout unchanged).
    public consuming func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier(effect: "scrollTransition"))
    }

    /// Draws the view with the effects `transition` gives for its phase, configured per side
    /// (not drawn here: reported, layout unchanged).
    public consuming func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(VisualEffectModifier(effect: "scrollTransition"))
    }

    /// Whether the scroll views inside clip their content. Typeset's renderers draw a scroll
    /// view's content unclipped either way, and no frame changes.
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View { modifier(LayoutNeutralModifier()) }
}
