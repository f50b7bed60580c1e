/// The horizontal or vertical dimension of a layout.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The x axis: widths and leading-to-trailing positions.
    case horizontal
    /// The y axis: heights and top-to-bottom positions.
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    /// The axis's name.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits: 1 for horizontal, 2 for vertical.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}
