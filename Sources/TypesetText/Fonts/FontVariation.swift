// Variable-font axes and design coordinates (OpenType `fvar`; research/text-styling.md §3).

/// A design coordinate on one axis of a variable font, such as `wght` = 600.
public struct FontVariation: Hashable, Sendable, CustomStringConvertible {
    /// The axis tag (`wght`, `wdth`, `opsz`, ...).
    public var tag: String
    /// The design coordinate in the axis's own units (e.g. 100...900 for `wght`).
    public var value: Double

    /// The coordinate `value` on the axis `tag`.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// `tag=value`, as `hb-shape --variations` spells it.
    public var description: String {
        value == value.rounded() && abs(value) < 1e9 ? "\(tag)=\(Int(value))" : "\(tag)=\(value)"
    }
}

/// One axis of a variable font (`fvar`).
public struct FontAxis: Hashable, Sendable {
    /// The axis tag.
    public var tag: String
    /// The smallest design coordinate.
    public var minimum: Double
    /// The coordinate of the default instance.
    public var defaultValue: Double
    /// The largest design coordinate.
    public var maximum: Double

    /// `value` clamped to the axis range.
    public func clamp(_ value: Double) -> Double {
        min(maximum, max(minimum, value.isFinite ? value : defaultValue))
    }
}
