/// The horizontal or vertical dimension of a layout.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}
