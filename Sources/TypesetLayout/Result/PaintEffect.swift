import Foundation

/// A drawing effect on a view's content that changes no frame (Design §6: paint-only modifiers
/// are transparent to layout): what a renderer needs to draw `clipShape`, `cornerRadius`,
/// `clipped`, `shadow`, `blur`, `rotationEffect` and `scaleEffect` (`mask` is a layer, like
/// `overlay`: `ViewKind.mask`).
public enum PaintEffect: Hashable, Sendable {
    /// Clips the content to `shape` in the node's frame (`clipped()`: a rectangle;
    /// `cornerRadius(r)`: a rounded rectangle of corner `r`).
    case clip(shape: ShapeKind, cornerSize: CGSize?)
    /// A shadow of the content.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// A Gaussian blur of `radius`.
    case blur(radius: CGFloat)
    /// A rotation by `degrees` (clockwise on screen) around `anchor` of the frame.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// A scale around `anchor` of the frame.
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    /// An affine transform in the node's own coordinates (its frame's top-leading corner at the
    /// origin): (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty) (`transformEffect`, a Canvas's
    /// transform under its text and images).
    case transform(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    /// The content composited over what is behind it with `mode` (`blendMode`).
    case blend(BlendMode)
    /// `matchedGeometryEffect`: a view that is not its group's source takes the source's frame.
    case matchedGeometry(MatchedGeometry)
    /// `redacted(reason: .placeholder)`: the content's text and images are drawn as placeholders.
    case redacted
    /// `unredacted()`: the content is drawn as it is, inside redacted content.
    case unredacted

    /// The modifier's name in dumps and paths.
    public var name: String {
        switch self {
        case .clip: "ClipShape"
        case .shadow: "Shadow"
        case .blur: "Blur"
        case .rotation: "RotationEffect"
        case .scale: "ScaleEffect"
        case .transform: "TransformEffect"
        case .blend: "BlendMode"
        case .matchedGeometry: "MatchedGeometryEffect"
        case .redacted: "Redacted"
        case .unredacted: "Unredacted"
        }
    }

    /// The values the dump shows.
    var attributes: [String] {
        func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        switch self {
        case .clip(let shape, let corner):
            return [shape.rawValue] + (corner.map { ["cornerRadius: \(f($0.width))"] } ?? [])
        case .shadow(let color, let radius, let x, let y):
            return ["\(color)", "radius: \(f(radius))", "x: \(f(x))", "y: \(f(y))"]
        case .blur(let radius):
            return ["radius: \(f(radius))"]
        case .rotation(let degrees, let anchor):
            return ["\(f(degrees))°", "anchor: \(f(anchor.x)), \(f(anchor.y))"]
        case .scale(let x, let y, let anchor):
            return ["x: \(f(x))", "y: \(f(y))", "anchor: \(f(anchor.x)), \(f(anchor.y))"]
        case .transform(let a, let b, let c, let d, let tx, let ty):
            return ["[\([a, b, c, d, tx, ty].map(f).joined(separator: ", "))]"]
        case .blend(let mode):
            return [mode.rawValue]
        case .matchedGeometry(let match):
            return ["\"\(match.group)\"", match.isSource ? "source" : "follower", "anchor: \(f(match.anchor.x)), \(f(match.anchor.y))"]
        case .redacted, .unredacted:
            return []
        }
    }
}

/// How content is composited over what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
