import Foundation

/// A way of recognising touches, as SwiftUI's `Gesture`. A headless layout has no touches: a
/// gesture is accepted with SwiftUI's types and changes nothing (Design §6:
/// gestures do not change layout); its callbacks never run and its `@GestureState` keeps its
/// initial value.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The content of this gesture.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture Typeset knows by its type (its body is never asked for).
package protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    /// Traps: a primitive gesture has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// The context of a state change, as SwiftUI's `Transaction`.
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

/// Runs `body` in `transaction` (at once: headless layout has no animation).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A coordinate space gestures and geometry report in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A coordinate space, as SwiftUI's `CoordinateSpaceProtocol` (iOS 17).
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace` value.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension View {
    /// Names this view's coordinate space (for gestures and geometry inside; no effect on layout).
    public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(LayoutNeutralModifier()) }
    /// Names this view's coordinate space (iOS 17 form; no effect on layout).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(LayoutNeutralModifier()) }
}
