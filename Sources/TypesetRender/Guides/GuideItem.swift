// Guide overlays: the learning-tool layer of document 000 (frames, alignment lines,
// baselines, id labels), each kind in its own colour.
import Foundation

/// What a guide item shows; each kind has its own colour and legend entry.
public enum GuideKind: String, Sendable, CaseIterable {
    /// A node's frame.
    case frame
    /// A container's alignment line (the guide its children line up on).
    case alignment
    /// A text line's baseline.
    case baseline
    /// An id label.
    case label

    /// The colour of this kind (chosen to stay apart from each other and from black text).
    public var color: DrawColor {
        switch self {
        case .frame: DrawColor(hex: 0x2f80ed, alpha: 0.75)
        case .alignment: DrawColor(hex: 0xeb5757, alpha: 0.9)
        case .baseline: DrawColor(hex: 0x27ae60, alpha: 0.9)
        case .label: DrawColor(hex: 0x9b51e0)
        }
    }

    /// The legend's wording.
    public var legendTitle: String {
        switch self {
        case .frame: "frame"
        case .alignment: "container alignment"
        case .baseline: "text baseline"
        case .label: "id"
        }
    }
}

/// One guide overlay item.
public struct GuideItem: Sendable, Equatable {
    /// The item's shape.
    public enum Geometry: Sendable, Equatable {
        /// A thin outline of a rectangle.
        case outline(CGRect)
        /// A thin line between two points.
        case line(CGPoint, CGPoint)
        /// A small text label with its top-left corner at a point.
        case label(String, at: CGPoint)
    }

    /// What the item shows.
    public var kind: GuideKind
    /// Its shape.
    public var geometry: Geometry

    /// A guide item of `kind`.
    public init(_ kind: GuideKind, _ geometry: Geometry) {
        self.kind = kind
        self.geometry = geometry
    }
}
