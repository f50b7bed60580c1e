import Foundation

/// A guide that aligns views horizontally (Design §2).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    package let key: AlignmentKey

    /// Creates a guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    /// A guide named at run time (a scene file's alignment), with its default rule.
    package init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(named: name, axis: .horizontal, defaultValue: defaultValue)
    }

    package init(key: AlignmentKey) {
        self.key = key
    }

    /// The guide at a view's leading edge: 0 unless the view sets one.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// The guide at a view's horizontal centre: half its width unless the view sets one.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// The guide at a view's trailing edge: its width unless the view sets one.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)

    /// The guide's name, for dumps.
    public var description: String { key.description }
}

/// A guide that aligns views vertically (Design §2).
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    package let key: AlignmentKey

    /// Creates a guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    /// A guide named at run time (a scene file's alignment), with its default rule.
    package init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(named: name, axis: .vertical, defaultValue: defaultValue)
    }

    package init(key: AlignmentKey) {
        self.key = key
    }

    /// The guide at a view's top edge: 0 unless the view sets one.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// The guide at a view's vertical centre: half its height unless the view sets one.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// The guide at a view's bottom edge: its height unless the view sets one.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// The baseline of a view's first line of text; its bottom when it has no text (Design §2).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// The baseline of a view's last line of text; its bottom when it has no text (Design §2).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)

    /// The guide's name, for dumps.
    public var description: String { key.description }
}

/// A pair of guides, one per axis.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The guide on the vertical axis.
    public var vertical: VerticalAlignment

    /// Pairs a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// `horizontal/vertical`, for dumps.
    public var description: String { "\(horizontal)/\(vertical)" }

    /// The guide on `axis`.
    package func key(_ axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}
