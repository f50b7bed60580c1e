import Foundation

// Where a scroll comes to rest (iOS 17): `scrollTargetBehavior(_:)` and `scrollTargetLayout()`.
// They choose the offset a scroll gesture ends at; a layout shows a scroll view at rest at its
// start (Design §16), which every behaviour leaves where it is, so they change no frame.

/// Where a scroll ends, as SwiftUI's `ScrollTarget`: a rectangle of the content to show and
/// the anchor that aligns it with the scroll view.
public struct ScrollTarget: Hashable, Sendable {
    /// The part of the content the scroll ends showing.
    public var rect: CGRect
    /// The point of the scroll view `rect` is aligned with (nil: its top-leading corner).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows when it adjusts a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target the scroll would end at without the behaviour.
    public var originalTarget: ScrollTarget
    /// The speed of the scroll when it was released, in points per second.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls.
    public var axes: Axis.Set

    public init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
    }
}

/// How a scroll view chooses where a scroll ends, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {
    /// The context `updateTarget(_:context:)` is given.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where a scroll would end, to where it ends with this behaviour.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Scrolls a page at a time, as SwiftUI's `PagingScrollTargetBehavior`: a scroll ends on a
/// multiple of the scroll view's size along each scrolling axis.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    /// Rounds the target's origin to a page: the page it is in when the scroll was released
    /// moving back, the next one when moving forward, the nearest when at rest; never past the
    /// last page that starts inside the content.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            guard page > 0, page.isFinite else { continue }
            let start = axis == .horizontal ? target.rect.minX : target.rect.minY
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            guard start.isFinite else { continue }
            let position = start / page
            var index = speed > 0 ? position.rounded(.up) : speed < 0 ? position.rounded(.down) : position.rounded()
            let length = axis == .horizontal ? context.contentSize.width : context.contentSize.height
            let lastPage = length.isFinite && length > 0 ? ((length - page) / page).rounded(.up) : 0
            index = min(max(index, 0), max(lastPage, 0))
            if axis == .horizontal { target.rect.origin.x = index * page } else { target.rect.origin.y = index * page }
        }
    }
}

/// Ends a scroll aligned with a view of the content's `scrollTargetLayout()`, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`. Headless there is no scroll whose end to align: the
/// target views' frames are in the result, and `updateTarget` leaves a target as it is.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// One view at a time in compact size classes, any number otherwise.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view per scroll.
        public static let always = LimitBehavior(name: "always")
        /// Any number of views.
        public static let never = LimitBehavior(name: "never")
        /// A few views per scroll.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Exactly one view per scroll.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    /// How many views one scroll may pass.
    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Leaves `target` as it is: no scroll runs headless (see the type).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned with the views of the content's scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Aligned with the views of the content's scroll target layout, `limitBehavior` at a time.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the scroll views inside choose where a scroll ends (no effect on a layout at rest).
    public consuming func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// Makes the views of this layout container the targets of a view-aligned scroll (no
    /// effect on a layout at rest).
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { modifier(LayoutNeutralModifier()) }
}
