import Foundation

/// A drawing effect on a view's content that changes no frame (SPEC §6: paint-only modifiers
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
        case .matchedGeometry(let match):
            return ["\"\(match.group)\"", match.isSource ? "source" : "follower", "anchor: \(f(match.anchor.x)), \(f(match.anchor.y))"]
        case .redacted, .unredacted:
            return []
        }
    }
}
