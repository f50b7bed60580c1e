import Foundation

/// A size proposed by a parent to a child (Design §1).
///
/// Each dimension is optional: `nil` asks for the child's ideal size on that axis, `0` for its
/// minimum, `.infinity` for its maximum, and any other value asks the child to fit in it.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal from two optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal with both dimensions set.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions zero: "your minimum size".
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: "your maximum size".
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Both dimensions unspecified: "your ideal size".
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with each unspecified dimension replaced by `size`'s (10 × 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from a major-axis and a minor-axis value.
    package init(major: CGFloat?, minor: CGFloat?, majorAxis: Axis) {
        if majorAxis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// `(width, height)` with `nil` for an unspecified dimension, for dumps.
    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { LayoutNumber.format($0) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    package init(major: CGFloat, minor: CGFloat, majorAxis: Axis) {
        if majorAxis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    package init(major: CGFloat, minor: CGFloat, majorAxis: Axis) {
        if majorAxis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
