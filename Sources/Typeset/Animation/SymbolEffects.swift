import Foundation

// SF Symbols' animations (iOS 17): `symbolEffect(_:options:isActive:)`,
// `symbolEffect(_:options:value:)` and the content transition `.symbolEffect`. A layout is a
// snapshot at rest (Design §6): an effect never changes a frame, a discrete effect (a bounce
// when a value changes) has ended, and an indefinite one shows its resting state: an active
// `.disappear` leaves the symbol hidden (recorded as opacity 0, its frame kept, as `hidden()`);
// the others draw the symbol as it is (a scale's factor and a variable colour's layers are not
// recorded: the result has no symbol layers).

/// An animation of an SF Symbol, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect {}
/// An effect that lasts while it is active, as SwiftUI's `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once when a value changes, as SwiftUI's `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol, as SwiftUI's `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another, as SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// Whether an effect moves the whole symbol or its layers one after another.
public struct SymbolEffectScope: Hashable, Sendable {
    let name: String
    static let byLayer = SymbolEffectScope(name: "byLayer")
    static let wholeSymbol = SymbolEffectScope(name: "wholeSymbol")
}

/// The bounce, as SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var direction = "up", scope: SymbolEffectScope? = nil
    public var up: BounceSymbolEffect { with(\.direction, "up") }
    public var down: BounceSymbolEffect { with(\.direction, "down") }
    public var byLayer: BounceSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: BounceSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// The pulse of opacity, as SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var scope: SymbolEffectScope? = nil
    public var byLayer: PulseSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: PulseSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// The layers lit one after another, as SwiftUI's `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var fill = "iterative", reverses = false, inactive = "dim"
    /// One layer lit at a time.
    public var iterative: VariableColorSymbolEffect { with(\.fill, "iterative") }
    /// Layers lit and left lit.
    public var cumulative: VariableColorSymbolEffect { with(\.fill, "cumulative") }
    /// Each cycle played forwards, then backwards.
    public var reversing: VariableColorSymbolEffect { with(\.reverses, true) }
    /// Each cycle played forwards only.
    public var nonReversing: VariableColorSymbolEffect { with(\.reverses, false) }
    /// The unlit layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { with(\.inactive, "hide") }
    /// The unlit layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { with(\.inactive, "dim") }
}

/// The symbol scaled up or down while active, as SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var direction = "up", scope: SymbolEffectScope? = nil
    public var up: ScaleSymbolEffect { with(\.direction, "up") }
    public var down: ScaleSymbolEffect { with(\.direction, "down") }
    public var byLayer: ScaleSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: ScaleSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// The symbol drawn in, as SwiftUI's `AppearSymbolEffect`: while active, the symbol shows.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable, Sendable {
    var direction = "up", scope: SymbolEffectScope? = nil
    public var up: AppearSymbolEffect { with(\.direction, "up") }
    public var down: AppearSymbolEffect { with(\.direction, "down") }
    public var byLayer: AppearSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: AppearSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// The symbol drawn out, as SwiftUI's `DisappearSymbolEffect`: while active, the symbol is hidden.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable, Sendable {
    var direction = "up", scope: SymbolEffectScope? = nil
    public var up: DisappearSymbolEffect { with(\.direction, "up") }
    public var down: DisappearSymbolEffect { with(\.direction, "down") }
    public var byLayer: DisappearSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: DisappearSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// One symbol replacing another, as SwiftUI's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable, Sendable {
    var style = "downUp", scope: SymbolEffectScope? = nil
    public var downUp: ReplaceSymbolEffect { with(\.style, "downUp") }
    public var upUp: ReplaceSymbolEffect { with(\.style, "upUp") }
    public var offUp: ReplaceSymbolEffect { with(\.style, "offUp") }
    public var byLayer: ReplaceSymbolEffect { with(\.scope, .byLayer) }
    public var wholeSymbol: ReplaceSymbolEffect { with(\.scope, .wholeSymbol) }
}

/// The system's choice of effect, as SwiftUI's `AutomaticSymbolEffect`.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect, Hashable, Sendable {}

/// The symbol breathing in and out (iOS 18), as SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var style = "plain"
    public var plain: BreatheSymbolEffect { with(\.style, "plain") }
    public var pulse: BreatheSymbolEffect { with(\.style, "pulse") }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// The symbol rotating (iOS 18), as SwiftUI's `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var turnsClockwise = true
    public var clockwise: RotateSymbolEffect { with(\.turnsClockwise, true) }
    public var counterClockwise: RotateSymbolEffect { with(\.turnsClockwise, false) }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// The symbol wiggling (iOS 18), as SwiftUI's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable, Sendable {
    var direction = "left"
    public var left: WiggleSymbolEffect { with(\.direction, "left") }
    public var right: WiggleSymbolEffect { with(\.direction, "right") }
    public var up: WiggleSymbolEffect { with(\.direction, "up") }
    public var down: WiggleSymbolEffect { with(\.direction, "down") }
    public var forward: WiggleSymbolEffect { with(\.direction, "forward") }
    public var backward: WiggleSymbolEffect { with(\.direction, "backward") }
    public var clockwise: WiggleSymbolEffect { with(\.direction, "clockwise") }
    public var counterClockwise: WiggleSymbolEffect { with(\.direction, "counterClockwise") }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}

extension SymbolEffect {
    /// A copy with one property changed (the effects' chained variants).
    fileprivate func with<V>(_ property: WritableKeyPath<Self, V>, _ value: V) -> Self {
        var copy = self
        copy[keyPath: property] = value
        return copy
    }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: AutomaticSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays (nil: the effect's own number).
    var repeatCount: Int?
    var speed: Double = 1
    public static let `default` = SymbolEffectOptions()
    /// Repeats while active.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 0)) }
    /// Plays at `speed` times the effect's own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    /// These options, repeating while active.
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeatCount = .max; return copy }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeatCount = 1; return copy }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var copy = self; copy.repeatCount = max(count, 0); return copy }
    /// These options at `speed` times the effect's own speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speed = speed; return copy }
}

extension ContentTransition {
    /// Symbols replaced with the system's effect (the layout shows the new symbol).
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    /// Symbols replaced with `effect` (the layout shows the new symbol).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

extension View {
    /// Plays `effect` on the symbols inside while `isActive`: at rest, an active `.disappear`
    /// hides them (opacity 0, frames kept); every other effect draws them as they are.
    public consuming func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        let hides = isActive && effect is DisappearSymbolEffect
        return wrapped { child, inputs in hides ? inputs.tree.wrap(child, inPaint: .opacity(0), direction: inputs.layoutDirection) : child }
    }

    /// Plays `effect` on the symbols inside when `value` changes: ended in a layout at rest.
    public consuming func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(LayoutNeutralModifier())
    }

    /// Turns the symbol effects inside off (no effect on a layout at rest).
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { modifier(LayoutNeutralModifier()) }
}
