import Foundation

/// A timing curve, as SwiftUI's `Animation`. A layout is a snapshot of the end state of every
/// transaction (Design §6): animations are accepted and change nothing.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static let interpolatingSpring = Animation(name: "interpolatingSpring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { Animation(name: "timingCurve") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { .spring }
    /// The iOS 17 form. Disfavoured so that `.spring()` picks the older form when both could
    /// take no argument, as in SwiftUI, where `.spring()` compiles (both make the same spring here).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        .interactiveSpring
    }
    /// The iOS 17 form, disfavoured like `spring(duration:bounce:blendDuration:)`.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        .interactiveSpring
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// When an animation counts as complete, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once: the layout shows the end state.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`, at once: the layout shows the end state and the animation is
/// complete there.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// A spring's motion, as SwiftUI's `Spring`.
public struct Spring: Hashable, Sendable {
    public var duration: TimeInterval
    public var bounce: Double
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    public init(response: Double, dampingRatio: Double) { self.init(duration: response, bounce: 1 - dampingRatio) }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = stiffness > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0.5
        self.init(duration: response, bounce: 0)
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// A timing curve from 0 to 1, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A layout shows the views that are
/// in the tree at rest: transitions change nothing.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
    /// A transition of the iOS 17 kind, erased.
    public init<T: Transition>(_ transition: T) {}
    init() {}
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Where a view is in a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    /// Whether the view is at rest.
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 at rest, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// How a view enters and leaves, as SwiftUI's `Transition` (iOS 17). Its body is never asked for:
/// the layout shows views at rest (`TransitionPhase.identity`).
public protocol Transition {
    associatedtype Body: View
    /// The view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
    /// `content` as it looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// A view that stands for the content a transition, phase animator or animation applies to, as
/// SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    public var body: some View { content }
}

/// The built-in transitions of the iOS 17 kind: they show their content as it is at rest.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct MoveTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct PushTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct BlurReplaceTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { .init() } }
extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { .init() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { .init() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == BlurReplaceTransition { public static var blurReplace: BlurReplaceTransition { .init() } }

/// How a view's content changes, as SwiftUI's `ContentTransition` (the layout shows the new content).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    private var animationAccepted: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    /// Animates changes of `value` (the layout shows the end state).
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { animationAccepted }
    /// Animates every change (the older form; the layout shows the end state).
    public consuming func animation(_ animation: Animation?) -> some View { animationAccepted }
    /// Animates the changes `body` makes to the view (iOS 17): the view as `body` makes it.
    public consuming func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }
    /// How the view enters and leaves (the layout shows it at rest).
    public consuming func transition(_ transition: AnyTransition) -> some View { animationAccepted }
    /// How the view enters and leaves (iOS 17; the layout shows it at rest).
    public consuming func transition<T: Transition>(_ transition: T) -> some View { animationAccepted }
    /// How the view's content changes (the layout shows the new content).
    public consuming func contentTransition(_ transition: ContentTransition) -> some View { animationAccepted }
    /// Keeps the view's geometry in one group while it animates (no effect on the end state).
    public consuming func geometryGroup() -> some View { animationAccepted }
}
