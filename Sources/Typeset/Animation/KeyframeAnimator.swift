import Foundation

/// A view that animates a value along keyframes, as SwiftUI's `KeyframeAnimator`: laid out at
/// its initial value (the value before any trigger, and the one a repeating animation starts
/// from; every track starts there).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes once, or over and over when `repeating`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

extension View {
    /// Animates this view with a value played along keyframes each time `trigger` changes: laid
    /// out at the initial value.
    public consuming func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }

    /// Animates this view with a value played along keyframes, once or over and over: laid out at
    /// the initial value.
    public consuming func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
    }
}

/// Keyframes for the tracks of a value, as SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    /// The animated value.
    associatedtype Value = Body.Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes
    /// The content of these keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

extension Never: Keyframes {}

/// Keyframes known by their type (their body is never asked for).
package protocol PrimitiveKeyframes: Keyframes where Body == Never {}

extension PrimitiveKeyframes {
    /// Traps: primitive keyframes have no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// The keyframes of one property of the animated value, as SwiftUI's `KeyframeTrack`: the
/// keyframes of the `Root` value's property of type `Property`.
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: PrimitiveKeyframes where Content.Value == Property {
    /// The animated value.
    public typealias Value = Root

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {}

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {}
}

/// Several keyframe tracks, as a builder joins them.
public struct _KeyframeTracks<Value>: PrimitiveKeyframes {}

/// Keyframes of a track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The animated value.
    associatedtype Value: Animatable = Body.Value
    /// The content this is made of.
    associatedtype Body: KeyframeTrackContent
    /// The content of this track content.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

extension Never: KeyframeTrackContent {}

extension Never: Animatable {
    public typealias AnimatableData = EmptyAnimatableData
}

/// Track content known by its type.
package protocol PrimitiveKeyframeTrackContent: KeyframeTrackContent where Body == Never {}

extension PrimitiveKeyframeTrackContent {
    /// Traps: primitive track content has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A keyframe reached in a straight line, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: PrimitiveKeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: PrimitiveKeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: PrimitiveKeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: PrimitiveKeyframeTrackContent {
    public init(_ to: Value) {}
}

/// Several keyframes of a track, as a builder joins them.
public struct _KeyframeTrackContents<Value: Animatable>: PrimitiveKeyframeTrackContent {}

/// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTrack<Value, Value, K> where Value == K.Value {
        KeyframeTrack { expression }
    }
    public static func buildBlock() -> _KeyframeTracks<Value> { _KeyframeTracks() }
    public static func buildBlock<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
    public static func buildBlock<each K: Keyframes>(_ keyframes: repeat each K) -> _KeyframeTracks<Value> { _KeyframeTracks() }
    public static func buildArray<K: Keyframes>(_ components: [K]) -> _KeyframeTracks<Value> where K.Value == Value { _KeyframeTracks() }
    public static func buildOptional<K: Keyframes>(_ keyframes: K?) -> _KeyframeTracks<Value> where K.Value == Value { _KeyframeTracks() }
    public static func buildEither<K: Keyframes>(first: K) -> _KeyframeTracks<Value> where K.Value == Value { _KeyframeTracks() }
    public static func buildEither<K: Keyframes>(second: K) -> _KeyframeTracks<Value> where K.Value == Value { _KeyframeTracks() }
    public static func buildFinalResult<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    public static func buildBlock<K: KeyframeTrackContent>(_ content: K) -> K where K.Value == Value { content }
    public static func buildBlock<each K: KeyframeTrackContent>(_ content: repeat each K) -> _KeyframeTrackContents<Value> { _KeyframeTrackContents() }
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> _KeyframeTrackContents<Value> where K.Value == Value {
        _KeyframeTrackContents()
    }
    public static func buildOptional<K: KeyframeTrackContent>(_ content: K?) -> _KeyframeTrackContents<Value> where K.Value == Value {
        _KeyframeTrackContents()
    }
    public static func buildEither<K: KeyframeTrackContent>(first: K) -> _KeyframeTrackContents<Value> where K.Value == Value { _KeyframeTrackContents() }
    public static func buildEither<K: KeyframeTrackContent>(second: K) -> _KeyframeTrackContents<Value> where K.Value == Value { _KeyframeTrackContents() }
}
