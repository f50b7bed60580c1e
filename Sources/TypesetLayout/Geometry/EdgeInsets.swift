import Foundation

/// One edge of a rectangle, in layout-direction terms.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four edges; leading and trailing swap sides in right-to-left (Design §10).
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits, one per edge.
        public let rawValue: Int8
        /// Creates a set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge alone.
        public static let top = Set(.top)
        /// The leading edge alone.
        public static let leading = Set(.leading)
        /// The bottom edge alone.
        public static let bottom = Set(.bottom)
        /// The trailing edge alone.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The inset distances for the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets; an edge left out is 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of `length` on `edges` and 0 elsewhere.
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The sum of the insets along `axis`.
    package func total(along axis: Axis) -> CGFloat {
        axis == .horizontal ? leading + trailing : top + bottom
    }

    /// The edges with a non-zero inset.
    package var nonZeroEdges: Edge.Set {
        var set: Edge.Set = []
        if top != 0 { set.insert(.top) }
        if leading != 0 { set.insert(.leading) }
        if bottom != 0 { set.insert(.bottom) }
        if trailing != 0 { set.insert(.trailing) }
        return set
    }
}
