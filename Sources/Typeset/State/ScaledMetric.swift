import Foundation

/// A length that grows with the Dynamic Type size, as SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .caption) var badge: CGFloat = 20
/// ```
/// Read in a body, the value is `wrappedValue × S(style, now) / S(style, .large)`, S being the
/// style's point size in the HIG table (``Font/TextStyle/scaleFactor(at:)``), rounded to a
/// multiple of the pixel (`1 / displayScale`), as SwiftUI does (research text-styling.md §2).
/// Outside a body it reads the default environment (`.large`, scale 1).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A metric that scales with ``Font/TextStyle/body``.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric that scales with `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size of the body being evaluated.
    public var wrappedValue: Value {
        scaled(in: CurrentEnvironment.values ?? EnvironmentValues())
    }

    /// The value in `environment`: scaled, then rounded to the pixel grid.
    func scaled(in environment: EnvironmentValues) -> Value {
        let factor = Double(textStyle.scaleFactor(at: environment.dynamicTypeSize))
        let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? Double(environment.displayScale) : 1
        return Value((Double(baseValue) * factor * scale).rounded() / scale)
    }
}
