import Foundation

/// A view's size and its alignment guides, in its own coordinates (Design §1–2).
///
/// `d[g]` is the explicit value of `g` if the view has one, else `g`'s default value;
/// `d[explicit: g]` is only the explicit value. During layout the explicit values are computed
/// on demand (a guide closure may ask for any guide); in a `LayoutResult` they are stored
/// values, so reading them runs no user code.
public struct ViewDimensions {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    package let size: CGSize
    package let guides: Guides

    /// Where the explicit values come from.
    package enum Guides {
        /// A plain rectangle: no explicit values.
        case none
        /// Values stored after layout.
        case stored([GuideValue])
        /// A view of a running layout pass, asked on demand.
        case live(LiveGuides)
    }

    package init(size: CGSize, guides: Guides = .none) {
        self.size = size
        self.guides = guides
    }

    /// The value of a horizontal guide: the view's explicit one if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide: the view's explicit one if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's explicit value of a horizontal guide, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The view's explicit value of a vertical guide, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    /// The value of `key`: explicit if set, else the default.
    public subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    /// The explicit value of `key`, or nil.
    public subscript(explicit key: AlignmentKey) -> CGFloat? {
        switch guides {
        case .none: return nil
        case .stored(let values): return values.first { $0.key == key }?.value
        case .live(let live): return live.value(of: key, size: size)
        }
    }
}

/// One explicit guide value of a view, in its own coordinates.
public struct GuideValue: Hashable, Sendable {
    /// The guide.
    public var key: AlignmentKey
    /// Its value, from the view's top-left corner along the guide's axis.
    public var value: CGFloat

    /// Pairs a guide with its value.
    public init(key: AlignmentKey, value: CGFloat) {
        self.key = key
        self.value = value
    }
}
