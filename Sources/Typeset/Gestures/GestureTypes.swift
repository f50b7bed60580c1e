import Foundation

/// A tap (or `count` taps), as SwiftUI's `TapGesture`.
public struct TapGesture: PrimitiveGesture {
    public typealias Value = Void
    /// The number of taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: PrimitiveGesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    /// The number of taps.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting their location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` taps reporting their location in `coordinateSpace` (iOS 17).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A press held for a while, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: PrimitiveGesture {
    public typealias Value = Bool
    /// How long the press lasts, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds moving at most `maximumDistance`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: PrimitiveGesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint

        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize, predictedEndLocation: CGPoint) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
        }

        /// How far the drag has gone.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How far the drag would go if it stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the finger moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space the locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance`, reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag starting after `minimumDistance`, reported in `coordinateSpace` (iOS 17).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: PrimitiveGesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// How much the scale changes before the pinch starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch starting after a scale change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch reporting its scale, as SwiftUI's `MagnificationGesture` (the older form).
public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    /// How much the scale changes before the pinch starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch starting after a scale change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: PrimitiveGesture {
    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    /// How far the fingers turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// A rotation starting after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation reporting its angle, as SwiftUI's `RotationGesture` (the older form).
public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    /// How far the fingers turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// A rotation starting after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The values of both gestures, each nil until it starts.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        package init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that starts once another one ends, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The first gesture in progress, or the second one after the first ended.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which the first to succeed wins, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of whichever gesture won.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture with an action for its changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture whose value is mapped, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
}

/// A gesture that updates a `@GestureState` while it runs, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: PrimitiveGesture {
    /// Erases `gesture`'s type.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

extension Gesture {
    /// Runs `action` as the gesture's value changes (never headless).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Runs `action` when the gesture ends (never headless).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// Updates `state` while the gesture runs (never headless: the state keeps its initial value).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its value mapped by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// This gesture and `other` recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// `other` after this gesture ends.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A value a gesture updates while it runs and that returns to its initial value when the
/// gesture ends, as SwiftUI's `@GestureState`. Headless, no gesture runs: it holds its initial
/// value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// A state that starts (and resets) at `value`.
    public init(wrappedValue value: Value) { initial = value }
    /// A state that starts at `value`, reset with `resetTransaction`.
    public init(wrappedValue value: Value, resetTransaction: Transaction) { initial = value }
    /// A state that starts at `value`, reset through `reset`.
    public init(wrappedValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = value }
    /// A state that starts at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// A state that starts at `initialValue`, reset with `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// A state that starts at `initialValue`, reset through `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The current value: the initial one, as no gesture runs.
    public var wrappedValue: Value { initial }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByBooleanLiteral {
    /// A state that starts at false.
    public init() { self.init(wrappedValue: false) }
    /// A state that starts at false, reset with `resetTransaction`.
    public init(resetTransaction: Transaction) { self.init(wrappedValue: false) }
    /// A state that starts at false, reset through `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: false) }
}

extension View {
    private var gestureAccepted: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    /// Attaches `gesture` (no touches headless; no effect on layout).
    public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { gestureAccepted }
    /// Attaches `gesture` while `isEnabled` (iOS 18; no effect on layout).
    public consuming func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { gestureAccepted }
    /// Attaches `gesture` alongside the view's own (no effect on layout).
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { gestureAccepted }
    /// Attaches `gesture` alongside the view's own while `isEnabled` (no effect on layout).
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { gestureAccepted }
    /// Attaches `gesture` ahead of the view's own (no effect on layout).
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { gestureAccepted }
    /// Attaches `gesture` ahead of the view's own while `isEnabled` (no effect on layout).
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { gestureAccepted }
    /// Runs `action` with the tap's location (no effect on layout).
    public consuming func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gestureAccepted
    }
    /// Runs `action` with the tap's location (iOS 17 form; no effect on layout).
    public consuming func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gestureAccepted
    }
    /// Runs `action` after a long press; `onPressingChanged` as the press starts and ends.
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { gestureAccepted }
    /// Runs `action` after a long press (the older form; disfavoured so that a trailing closure
    /// picks the current form, as it does in SwiftUI).
    @_disfavoredOverload
    public consuming func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
    ) -> some View { gestureAccepted }
    /// Runs the change in `transaction` (no effect on layout).
    public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { gestureAccepted }
    /// Lets system gestures on `edges` wait for the view's (no effect on layout).
    public consuming func defersSystemGestures(on edges: Edge.Set) -> some View { gestureAccepted }
}
